import type { SettingsTexts } from './en';

export const settings_ko_KR: SettingsTexts = {
  tab: '신용',
  userTab: '한도',
  saved: '저장했습니다. 다음 요청부터 적용됩니다.',
  cancel: '취소',
  loadFailed: '설정을 불러오지 못했습니다.',
  retry: '다시 시도',
  credit: {
    title: '신용 규칙',
    hint: '거래자의 신용 점수에서 차감되는 점수입니다(처음 100점, 60점 미만이면 광고를 게시할 수 없음). 저장한 규칙은 다음 취소나 이의 제기부터 바로 적용됩니다.',
    rule: '규칙',
    deduct: '차감 점수',
    free: '하루 무료 취소 횟수',
    description: '설명',
    edit: '편집',
    editTitle: '규칙 편집: {{rule}}',
    save: '저장',
    cancellationTag: '취소 규칙',
    deductInvalid: '{{min}}에서 {{max}} 사이의 정수를 입력하세요',
    freeInvalid: '0에서 {{max}} 사이의 정수를 입력하세요',
    freeOnlyCancellation: '무료 취소 횟수는 취소 규칙에만 있습니다.',
    types: {
      CANCEL_ORDER: '주문 취소',
      DEPOSIT_TIMEOUT: '판매자 예치 시간 초과',
      PAY_TIMEOUT: '구매자 결제 시간 초과',
      APPEAL_LOST: '이의 제기 패소',
      MALICIOUS_APPEAL: '악의적 이의 제기',
    },
    effects: {
      CANCEL_ORDER:
        '시간 초과를 포함한 모든 취소에 적용됩니다. UTC 기준 하루의 처음 몇 번은 무료이고, 그 이후에는 매번 이 점수가 차감됩니다.',
      DEPOSIT_TIMEOUT: '취소로 간주됩니다. 이 값이 아니라 취소 규칙의 값이 적용됩니다.',
      PAY_TIMEOUT: '취소로 간주됩니다. 이 값이 아니라 취소 규칙의 값이 적용됩니다.',
      APPEAL_LOST: '이의 제기에서 진 쪽에서 차감됩니다(최소 1점).',
      MALICIOUS_APPEAL: '악의적 이의 제기는 점수 전체를 차감합니다. 여기의 점수는 참고용입니다.',
    },
  },
  defaults: {
    title: '새 계정의 거래 한도',
    hint: '지금부터 생성되는 계정은 이 한도를 받습니다. 기존 계정은 자신의 한도를 유지하며, 거래자의 한도 탭에서 변경할 수 있습니다.',
    builtIn: '기본 내장값',
    save: '기본값 저장',
  },
  limits: {
    buyAdLimit: '동시에 게시할 수 있는 구매 광고',
    sellAdLimit: '동시에 게시할 수 있는 판매 광고',
    initiatedBuyLimit: '구매자로 시작한 진행 중 주문',
    initiatedSellLimit: '판매자로 시작한 진행 중 주문',
    pendingOrderLimit: '진행 중 주문 전체',
    invalid: '0에서 {{max}} 사이의 정수를 입력하세요',
    hints: {
      buyAdLimit: '거래자가 게시하고 닫지 않은 구매 광고 수(초과 시 오류 5019).',
      sellAdLimit: '거래자가 게시하고 닫지 않은 판매 광고 수(초과 시 오류 5020).',
      initiatedBuyLimit: '거래자가 구매자로 시작한 진행 중 주문 수(초과 시 오류 5021).',
      initiatedSellLimit: '거래자가 판매자로 시작한 진행 중 주문 수(초과 시 오류 5022).',
      pendingOrderLimit: '거래자의 모든 방향 진행 중 주문 수(초과 시 오류 5023).',
    },
  },
  user: {
    title: '거래 한도',
    belowOpen:
      '한도는 거래자가 지금 진행 중인 수보다 낮게 설정할 수 있습니다. 진행 중인 것은 그대로 유지되고, 수가 다시 한도 아래로 내려갈 때까지 새 광고나 주문은 거부됩니다.',
    save: '한도 저장',
  },
};
