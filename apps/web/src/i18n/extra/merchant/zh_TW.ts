import type { MerchantTexts } from './en';

export const merchantZhTW: MerchantTexts = {
  title: '商家認證',
  intro: '認證商家擁有認證標誌、可發布法幣廣告，並以託管中的保證金為交易擔保。',
  rules: {
    kyc: '身分驗證',
    kycNeed: '進階',
    orders: '完成訂單',
    rate: '完成率',
    age: '帳戶時間',
    guarantee: '保證金',
  },
  kyc: {
    NONE: '無',
    BASIC: '基本',
    ADVANCED: '進階',
  },
  days: '{{n}} 天',
  yours: '您：{{value}}',
  apply: '申請認證',
  status: {
    AWAITING_DEPOSIT: '已收到申請：支付保證金後即送審。',
    PENDING_REVIEW: '已收到保證金：客服正在審核您的申請。',
    APPROVED: '您是認證商家。',
    REFUSED: '您的申請未通過。',
    REVOKED: '您的認證已被撤銷。',
    WITHDRAWN: '您已放棄認證。',
  },
  reason: '原因：{{reason}}',
  guarantee: '保證金：{{held}} / {{amount}} {{coin}}',
  topUp: '已從您的保證金支付賠償。請補足後再發布法幣廣告。',
  pay: '支付保證金',
  payTopUp: '補足保證金',
  giveUp: '放棄認證',
  giveUpTitle: '確定放棄認證？',
  giveUpText: '您的法幣廣告將下線。沒有進行中的訂單或申訴後，保證金將退回您的地址。',
  gaveUp: '完成：保證金正在退回。',
};
