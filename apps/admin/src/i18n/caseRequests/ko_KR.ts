// Officers' messages to the parties and requests for evidence on the case page (issue 25; namespace
// `admin`, key `caseRequests`).
import type { CaseRequestsTexts } from './en';

export const caseRequests_ko_KR: CaseRequestsTexts = {
  message: {
    title: '양측에 메시지 보내기',
    hint: '양측이 주문 채팅에서 운영팀 표시와 함께 봅니다. 템플릿은 각자의 언어로 보내집니다.',
    mode: {
      TEXT: '직접 입력',
      TEMPLATE: '템플릿',
    },
    text: '메시지',
    textPlaceholder: '양측에게 쓰기',
    textRequired: '1~1000자를 입력하세요',
    template: '템플릿',
    templateRequired: '템플릿을 선택하세요',
    templates: {
      PAYMENT_RECEIPT: '결제 영수증을 올려 주세요',
      BANK_STATEMENT: '입금 내역이 있는 은행 거래 내역서를 올려 주세요',
      UNDER_REVIEW: '사건을 검토 중입니다',
      REPLY_WITHIN: '기한 안에 답해 주세요',
    },
    hours: '답변 기한(시간)',
    send: '양측에 보내기',
    sent: '양측에 메시지를 보냈습니다',
    closed: '종결된 사건입니다. 더 이상 메시지를 보낼 수 없습니다.',
  },
  request: {
    title: '증거 요청',
    side: '요청 대상',
    note: '필요한 자료',
    notePlaceholder: '예: 결제일의 은행 거래 내역서',
    noteRequired: '1~500자를 입력하세요',
    hours: '기한(시간)',
    hoursRange: '1~72시간',
    send: '증거 요청',
    sent: '요청을 보냈습니다. 해당 당사자가 앱과 메일로 확인합니다',
    notOpen: '진행 중인 사건에서만 증거를 요청할 수 있습니다.',
  },
  list: {
    title: '증거 요청',
    empty: '요청이 없습니다.',
    state: {
      OPEN: '대기 중',
      ANSWERED: '답변함',
      OVERDUE: '기한 지남',
    },
    due: '기한 {{time}}',
    answered: '{{time}} 답변',
    by: '요청자: {{name}}',
  },
  staff: '운영팀 · {{name}}',
};
