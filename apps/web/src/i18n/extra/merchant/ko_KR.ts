import type { MerchantTexts } from './en';

export const merchantKoKR: MerchantTexts = {
  title: '판매자 인증',
  intro: '인증 판매자는 인증 배지를 달고 법정화폐 광고를 게시하며, 에스크로의 보증금으로 거래를 보증합니다.',
  rules: {
    kyc: '본인 인증',
    kycNeed: '고급',
    orders: '완료 주문',
    rate: '완료율',
    age: '계정 기간',
    guarantee: '보증금',
  },
  kyc: {
    NONE: '없음',
    BASIC: '기본',
    ADVANCED: '고급',
  },
  days: '{{n}}일',
  yours: '내 수치: {{value}}',
  apply: '인증 신청',
  status: {
    AWAITING_DEPOSIT: '신청 접수: 보증금을 납부하면 검토가 시작됩니다.',
    PENDING_REVIEW: '보증금 수령: 고객 서비스가 신청을 검토 중입니다.',
    APPROVED: '인증 판매자입니다.',
    REFUSED: '신청이 거절되었습니다.',
    REVOKED: '인증이 취소되었습니다.',
    WITHDRAWN: '인증을 포기했습니다.',
  },
  reason: '사유: {{reason}}',
  guarantee: '보증금: {{amount}} {{coin}} 중 {{held}}',
  topUp: '보증금에서 보상이 지급되었습니다. 법정화폐 광고 전에 충전하세요.',
  pay: '보증금 납부',
  payTopUp: '보증금 충전',
  giveUp: '인증 포기',
  giveUpTitle: '인증을 포기할까요?',
  giveUpText:
    '법정화폐 광고가 오프라인이 됩니다. 진행 중인 주문이나 이의 제기가 없으면 보증금이 주소로 반환됩니다.',
  gaveUp: '완료: 보증금이 반환되고 있습니다.',
};
