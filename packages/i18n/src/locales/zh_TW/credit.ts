import type { CreditTexts } from '../en/credit.js';

/** Credit texts (`common.credit`; issue 14), loaded with /reputationScore (see ../en/credit.ts). */
export const credit: CreditTexts = {
  score: {
    label: '目前信用分',
    points: '{{score}} 分',
    canPost: '您可以發布廣告和交易',
  },
  rules: {
    title: '信用規則',
    minimum: '信用分達到 {{min}} 分以上才能發布廣告',
    cancellation: '每天前 {{free}} 次取消免費；之後每次取消扣 {{deduct}} 分',
    appealLost: '申訴失敗扣 {{points}} 分',
    malicious: '惡意申訴可能扣除全部信用分',
  },
  cancellations: {
    title: '今日剩餘免費取消次數',
    left: '{{remaining}} / {{free}}',
  },
  record: {
    title: '信用紀錄',
    empty: '尚無信用分變動',
    emptyHint: '取消訂單、申訴結果和調整會顯示在這裡',
    end: '沒有更多紀錄了',
    after: '變動後：{{score}}',
    order: '訂單 {{id}}',
    free: '免費取消',
    reasons: {
      CANCELLED: '取消訂單',
      DEPOSIT_TIMEOUT: '未按時存入',
      PAY_TIMEOUT: '未按時付款',
      APPEAL_LOST: '申訴失敗',
      MALICIOUS_APPEAL: '惡意申訴',
      ADJUSTMENT: '客服調整',
    },
  },
  retry: '重試',
};
