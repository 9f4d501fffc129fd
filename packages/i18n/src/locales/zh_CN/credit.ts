import type { CreditTexts } from '../en/credit.js';

/** Credit texts (`common.credit`; issue 14), loaded with /reputationScore (see ../en/credit.ts). */
export const credit: CreditTexts = {
  score: {
    label: '当前信用分',
    points: '{{score}} 分',
    canPost: '您可以发布广告和交易',
  },
  rules: {
    title: '信用规则',
    minimum: '信用分达到 {{min}} 分及以上才能发布广告',
    cancellation: '每天前 {{free}} 次取消免费；之后每次取消扣 {{deduct}} 分',
    appealLost: '申诉失败扣 {{points}} 分',
    malicious: '恶意申诉可能扣除全部信用分',
  },
  cancellations: {
    title: '今日剩余免费取消次数',
    left: '{{remaining}} / {{free}}',
  },
  figures: {
    title: '您的交易记录',
    orders: '计入的订单',
    completion: '完成率',
    note: '这些数字统计已完成的订单，以及因您而失败的订单：订单被接受后您取消、您超时（存币或付款）、您申诉败诉。对方取消或在接单前被拒绝的订单，不计入任何一方。',
  },
  record: {
    title: '信用记录',
    empty: '暂无信用分变动',
    emptyHint: '取消订单、申诉结果和调整会显示在这里',
    end: '没有更多记录了',
    after: '变动后：{{score}}',
    order: '订单 {{id}}',
    free: '免费取消',
    reasons: {
      CANCELLED: '取消订单',
      DEPOSIT_TIMEOUT: '未按时存入',
      PAY_TIMEOUT: '未按时付款',
      APPEAL_LOST: '申诉失败',
      MALICIOUS_APPEAL: '恶意申诉',
      ADJUSTMENT: '客服调整',
    },
  },
  retry: '重试',
};
