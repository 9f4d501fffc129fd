import type { CreditTexts } from '../en/credit.js';

/** Credit texts (`common.credit`; issue 14), loaded with /reputationScore (see ../en/credit.ts). */
export const credit: CreditTexts = {
  score: {
    label: '현재 신용 점수',
    points: '{{score}}점',
    canPost: '광고 게시와 거래가 가능합니다',
  },
  rules: {
    title: '신용 규칙',
    minimum: '광고를 게시하려면 {{min}}점 이상이 필요합니다',
    cancellation:
      '하루 처음 {{free}}회의 취소는 무료이며, 그 이후에는 취소할 때마다 {{deduct}}점이 차감됩니다',
    appealLost: '이의 제기에서 패소하면 {{points}}점이 차감됩니다',
    malicious: '악의적인 이의 제기는 점수 전체를 잃을 수 있습니다',
  },
  cancellations: {
    title: '오늘 남은 무료 취소',
    left: '{{free}}회 중 {{remaining}}회',
  },
  figures: {
    title: '나의 거래 기록',
    orders: '집계된 주문',
    completion: '완료율',
    note: '이 수치는 완료된 주문과 회원님 때문에 실패한 주문을 셉니다: 주문이 수락된 뒤의 취소, 회원님의 시간 초과(입금 또는 결제), 패소한 이의 제기. 상대방이 취소했거나 수락 전에 거절된 주문은 누구에게도 집계되지 않습니다.',
  },
  record: {
    title: '신용 기록',
    empty: '아직 신용 점수 변동이 없습니다',
    emptyHint: '취소, 이의 제기 결과와 조정 내역이 여기에 표시됩니다',
    end: '더 이상 기록이 없습니다',
    after: '변동 후: {{score}}',
    order: '주문 {{id}}',
    free: '무료 취소',
    reasons: {
      CANCELLED: '주문 취소',
      DEPOSIT_TIMEOUT: '기한 내 입금하지 않음',
      PAY_TIMEOUT: '기한 내 결제하지 않음',
      APPEAL_LOST: '이의 제기 패소',
      MALICIOUS_APPEAL: '악의적인 이의 제기',
      ADJUSTMENT: '고객 서비스 조정',
    },
  },
  retry: '다시 시도',
};
