import type { PayoutsTexts } from './en';

export const payouts_zh_CN: PayoutsTexts = {
  title: '出款',
  empty: '该订单没有排队的出款。',
  loadFailed: '无法加载出款记录。',
  retry: '重试',
  kind: {
    RELEASE: '放币给买家',
    REFUND: '退款给卖家',
    WITHDRAWAL: '提现',
    RETURN: '退回给发送方',
  },
  status: {
    QUEUED: '排队中',
    SENT: '已发送，确认中',
    CONFIRMED: '已确认',
    FAILED: '最终失败',
  },
  amount: '数量',
  to: '收款地址',
  txHashes: '交易哈希',
  noTx: '尚未签名任何交易',
  lastError: '最近的错误',
  attempts: '已签名交易数',
  confirmations: '确认数',
  updated: '更新时间',
  failedHint:
    '在重新发送出款之前，该订单的币不属于任何人。请先排除原因（例如为托管钱包补充余额）：参见运维手册“出款最终失败”。',
  requeue: '重新排队…',
  requeueTitle: '重新发送此出款？',
  requeueBody: '同一笔出款（{{ref}}）将重新排队并重新签名；放币的订单将回到等待链上确认。',
  remarks: '重新发送的原因（记入审计日志）',
  confirm: '重新排队出款',
  cancel: '返回',
  done: '出款已重新排队：将重新签名并发送。',
  refused: '未重新排队：该出款并非最终失败，或订单已不在撤销状态。页面现已显示其当前状态。',
  adminOnly: '只有管理员可以重新排队最终失败的出款。',
};
