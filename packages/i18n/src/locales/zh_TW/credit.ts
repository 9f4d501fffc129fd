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
  figures: {
    title: '您的交易紀錄',
    orders: '計入的訂單',
    completion: '完成率',
    note: '這些數字統計已完成的訂單，以及因您而失敗的訂單：訂單被接受後您取消、您逾時（存幣或付款）、您申訴敗訴。對方取消或在接單前被拒絕的訂單，不計入任何一方。',
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
