import type { AdminTexts } from './en';
import { audit_ko_KR } from './audit/ko_KR';
import { staffAdmin_ko_KR } from './staffAdmin/ko_KR';
import { chain_ko_KR } from './chain/ko_KR';
import { caseRequests_ko_KR } from './caseRequests/ko_KR';
import { desk_ko_KR } from './desk/ko_KR';
import { payouts_ko_KR } from './payouts/ko_KR';
import { nfts_ko_KR } from './nfts/ko_KR';
import { ops_ko_KR } from './ops/ko_KR';
import { merchants_ko_KR } from './merchants/ko_KR';
import { support_ko_KR } from './support/ko_KR';
import { trading_ko_KR } from './trading/ko_KR';
import { settings_ko_KR } from './settings/ko_KR';

export const ko_KR: AdminTexts = {
  consoleName: '직원 콘솔',
  loading: '불러오는 중…',
  roles: {
    APPEAL_OFFICER: '이의 심사관',
    CUSTOMER_SERVICE: '고객 지원',
    ADMIN: '관리자',
    unknown: '알 수 없는 역할',
  },
  roleSummary: {
    APPEAL_OFFICER: '거래 이의 신청을 검토하고 결정합니다.',
    CUSTOMER_SERVICE: '거래자를 돕고 이의 신청을 처리하며 계정, 광고, 주문을 관리합니다.',
    ADMIN: '마켓 설정과 운영을 포함한 모든 권한을 가집니다.',
    unknown: '콘솔에서 알 수 없는 역할이므로 어떤 영역도 열 수 없습니다.',
  },
  login: {
    title: '직원 로그인',
    subtitle: '직원 계정으로 로그인하여 콘솔을 여세요.',
    email: '이메일',
    emailPlaceholder: 'name@company.com',
    emailRequired: '이메일을 입력하세요',
    emailInvalid: '올바른 이메일 주소를 입력하세요',
    password: '비밀번호',
    passwordPlaceholder: '비밀번호',
    passwordRequired: '비밀번호를 입력하세요',
    submit: '로그인',
    restricted: '승인된 직원만 사용할 수 있습니다. 모든 로그인은 기록됩니다.',
    totp: {
      enrolTitle: '2단계 인증 설정',
      enrolHint: '인증 앱으로 이 QR 코드를 스캔한 뒤 앱에 표시되는 6자리 코드를 입력하세요.',
      secretLabel: '또는 이 키를 직접 입력하세요',
      qrAlt: '인증 앱용 QR 코드',
      codeTitle: '2단계 인증',
      codeHint: '인증 앱의 6자리 코드를 입력하세요.',
      code: '인증 코드',
      codeRequired: '6자리 코드를 입력하세요',
      confirm: '확인',
      back: '로그인으로 돌아가기',
      expired: '로그인 단계가 만료되었습니다. 다시 로그인하세요.',
    },
  },
  nav: {
    audit: audit_ko_KR.nav,
    staff: staffAdmin_ko_KR.nav,
    dashboard: '대시보드',
    appeals: '이의 신청',
    users: '사용자',
    trading: '광고 및 주문',
    config: '설정',
    operations: '운영',
  },
  header: {
    language: '언어',
    signOut: '로그아웃',
    signOutTitle: '콘솔에서 로그아웃하시겠습니까?',
    signOutMessage: '계속하려면 다시 로그인해야 합니다.',
    cancel: '취소',
    signedOut: '로그아웃되었습니다',
    collapse: '메뉴 접기',
    expand: '메뉴 펼치기',
  },
  dashboard: {
    welcome: '{{name}}님, 환영합니다',
    signedInAs: '{{email}}(으)로 로그인됨',
    role: '역할',
    areasTitle: '내 영역',
    areasHint: '열기로 표시된 영역은 내 역할로 열 수 있으며, 나머지는 잠겨 있습니다.',
    open: '열기',
    locked: '권한 없음',
    healthTitle: '시스템 상태',
    healthApi: 'API',
    healthDatabase: '데이터베이스',
    healthRedis: 'Redis',
    up: '정상',
    down: '중단',
    ok: '정상 운영',
    degraded: '일부 장애',
    unreachable: '연결 불가',
    unknown: '알 수 없음',
    checkedAt: '{{time}}에 확인',
    refresh: '새로 고침',
  },
  reserves: {
    title: '준비금 증명',
    hint: '체인과 토큰별로 에스크로 지갑의 온체인 잔액과 플랫폼이 지급해야 할 금액을 나란히 보여 줍니다. 차액은 0이어야 합니다.',
    token: '토큰',
    onChain: '온체인',
    owed: '지급 의무',
    heldForDeposits: '입금 대기 보관',
    tempBalances: '임시 잔액',
    pendingPayouts: '대기 중인 지급',
    unattributed: '귀속 불명',
    unconfirmedDeposits: '미확인 입금',
    platformFees: '플랫폼 수수료',
    difference: '차액',
    block: '블록',
    balanced: '일치',
    mismatch: '불일치',
    readAt: '{{time}}에 읽음',
    empty: '설정된 체인이 없습니다.',
    failed: '준비금을 읽을 수 없습니다. 30초마다 다시 시도합니다.',
    alertTitle: '준비금이 체인과 일치하지 않습니다',
    alertLine: '{{chain}}의 {{token}}: 차액 {{difference}} (블록 {{block}})',
    alertAction: '준비금 보기',
    alertUnreadableTitle: '체인에서 준비금을 읽을 수 없습니다',
    unreadable: '읽을 수 없음',
    unreadableTitle: '체인에서 읽을 수 없는 잔액',
    unreadableLine: '{{chain}}의 {{token}} ({{address}}): {{reason}}',
    drainingTitle: '키 교체: 퇴역한 에스크로 주소에 아직 자금이 있습니다',
    drainingLine:
      '{{chain}}의 {{token}}: {{address}}에 {{amount}}, {{current}}(으)로 이동 중입니다. 이동이 끝날 때까지 지급은 대기합니다.',
    reasons: {
      CHAIN_UNREACHABLE: '체인 노드가 응답하지 않습니다',
      BALANCE_UNREADABLE: '이 컨트랙트 주소에서 잔액을 읽을 수 없습니다',
    },
  },
  areas: {
    audit: audit_ko_KR.area,
    staff: staffAdmin_ko_KR.area,
    comingSoon: '이 영역의 도구는 이후 릴리스에서 제공됩니다. 그 전까지는 아무것도 표시되지 않습니다.',
    plannedTitle: '이 영역에 들어갈 내용',
    forRoleTitle: '{{role}} 역할의 업무',
    appeals: {
      description: '주문에 문제가 생겼을 때 구매자나 판매자가 제기한 분쟁입니다.',
      planned: {
        queue: '주문, 당사자, 기한이 포함된 미처리 이의 신청 목록',
        evidence: '주문의 채팅, 결제 증빙, 타임라인을 나란히 보기',
        decision: '에스크로 코인을 지급하거나 반환하는 결정과 신용 점수 차감',
      },
      forRole: {
        APPEAL_OFFICER: '배정된 이의 신청을 검토하고 결정합니다.',
        CUSTOMER_SERVICE: '이의 신청을 추적하고 양측에 연락하여 증거를 모은 뒤 결정합니다.',
        ADMIN: '모든 이의 신청을 감독하고 필요하면 재배정하며 결정합니다.',
      },
    },
    users: {
      description: '거래자 계정과 본인 인증, 제한 사항입니다.',
      planned: {
        search: '이메일, 닉네임, ID 또는 지갑 주소로 거래자 검색',
        profile: '본인 인증, 신용 점수, 판매자 상태가 포함된 프로필',
        bans: '로그인, 출금, C2C 구매 또는 C2C 판매 금지와 그 사유',
      },
      forRole: {
        CUSTOMER_SERVICE: '거래자를 조회하여 문의에 답하고 금지를 설정하거나 해제합니다.',
        ADMIN: '판매자 인증과 신용 점수 정정을 포함해 모든 계정을 관리합니다.',
      },
    },
    trading: {
      description: '마켓의 모든 광고와 거래자 간의 모든 주문입니다.',
      planned: {
        ads: '코인, 가격, 한도, 상태별 광고 보기 및 광고 내리기',
        orders: '전체 상태 이력과 기한이 포함된 주문',
        escrow: '주문별 온체인 에스크로 입금 및 지급',
      },
      forRole: {
        CUSTOMER_SERVICE: '거래자가 도움을 요청하면 광고와 주문을 추적합니다.',
        ADMIN: '마켓을 모니터링하고 규칙을 어긴 광고나 주문에 개입합니다.',
      },
    },
    config: {
      description: '마켓이 운영되는 규칙과 기준 데이터입니다.',
      planned: {
        coins: '코인, 코인 쌍, 수수료와 한도',
        payments: '결제 수단과 법정화폐 거래가 가능한 국가 또는 지역',
        content: '도움말 문서, 거래 공지, 점검 시간',
      },
      forRole: {
        ADMIN: '마켓 설정을 변경하며, 모든 변경은 기록됩니다.',
      },
    },
    operations: {
      description: '실행 중인 시스템의 상태와 이 콘솔을 사용하는 직원입니다.',
      planned: {
        queues: '주문 타이머, 이의 신청, 체인, 메일 작업 대기열',
        chain: '체인 감시, 컨펌 수, 에스크로 지갑 잔액',
        staff: '직원 계정, 역할, 감사 로그',
      },
      forRole: {
        ADMIN: '시스템을 모니터링하고 멈춘 작업을 재시도하며 직원 계정을 관리합니다.',
      },
    },
  },
  ops: ops_ko_KR,
  nfts: nfts_ko_KR,
  audit: audit_ko_KR.page,
  staffAdmin: staffAdmin_ko_KR.page,
  chainWatch: chain_ko_KR,
  support: support_ko_KR,
  trading: trading_ko_KR,
  settings: settings_ko_KR,
  merchants: merchants_ko_KR,
  desk: desk_ko_KR,
  caseRequests: caseRequests_ko_KR,
  payouts: payouts_ko_KR,
  forbidden: {
    title: '권한 없음',
    message: '내 역할({{role}})로는 이 영역을 열 수 없습니다. 필요하면 관리자에게 요청하세요.',
    back: '대시보드로 돌아가기',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    message: '이 주소에는 페이지가 없습니다.',
  },
  sessionError: {
    title: '세션을 확인할 수 없습니다',
    message: '서버가 응답하지 않습니다. 다시 시도하거나 다시 로그인하세요.',
    retry: '다시 시도',
    signIn: '다시 로그인',
  },
};
