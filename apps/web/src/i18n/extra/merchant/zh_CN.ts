import type { MerchantTexts } from './en';

export const merchantZhCN: MerchantTexts = {
  title: '商家认证',
  intro: '认证商家拥有认证标志、可发布法币广告，并以托管中的保证金为交易担保。',
  rules: {
    kyc: '身份验证',
    kycNeed: '高级',
    orders: '完成订单',
    rate: '完成率',
    age: '账户时间',
    guarantee: '保证金',
  },
  kyc: {
    NONE: '无',
    BASIC: '基础',
    ADVANCED: '高级',
  },
  days: '{{n}} 天',
  yours: '您：{{value}}',
  apply: '申请认证',
  status: {
    AWAITING_DEPOSIT: '已收到申请：支付保证金后即送审。',
    PENDING_REVIEW: '已收到保证金：客服正在审核您的申请。',
    APPROVED: '您是认证商家。',
    REFUSED: '您的申请未通过。',
    REVOKED: '您的认证已被撤销。',
    WITHDRAWN: '您已放弃认证。',
  },
  reason: '原因：{{reason}}',
  guarantee: '保证金：{{held}} / {{amount}} {{coin}}',
  topUp: '已从您的保证金支付赔偿。请补足后再发布法币广告。',
  pay: '支付保证金',
  payTopUp: '补足保证金',
  giveUp: '放弃认证',
  giveUpTitle: '确定放弃认证？',
  giveUpText: '您的法币广告将下线。没有进行中的订单或申诉后，保证金将退回您的地址。',
  gaveUp: '完成：保证金正在退回。',
};
