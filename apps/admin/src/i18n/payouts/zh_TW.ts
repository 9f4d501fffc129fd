import type { PayoutsTexts } from './en';

export const payouts_zh_TW: PayoutsTexts = {
  title: '出款',
  empty: '此訂單沒有排隊的出款。',
  loadFailed: '無法載入出款紀錄。',
  retry: '重試',
  kind: {
    RELEASE: '放幣給買家',
    REFUND: '退款給賣家',
    WITHDRAWAL: '提領',
    RETURN: '退回給發送方',
  },
  status: {
    QUEUED: '排隊中',
    SENT: '已送出，確認中',
    CONFIRMED: '已確認',
    FAILED: '最終失敗',
  },
  amount: '數量',
  to: '收款地址',
  txHashes: '交易雜湊',
  noTx: '尚未簽署任何交易',
  lastError: '最近的錯誤',
  attempts: '已簽署交易數',
  confirmations: '確認數',
  updated: '更新時間',
  failedHint:
    '在重新送出出款之前，此訂單的幣不屬於任何人。請先排除原因（例如為託管錢包補充餘額）：參見維運手冊「出款最終失敗」。',
  requeue: '重新排隊…',
  requeueTitle: '重新送出此出款？',
  requeueBody: '同一筆出款（{{ref}}）將重新排隊並重新簽署；放幣的訂單將回到等待鏈上確認。',
  remarks: '重新送出的原因（記入稽核日誌）',
  confirm: '重新排隊出款',
  cancel: '返回',
  done: '出款已重新排隊：將重新簽署並送出。',
  refused: '未重新排隊：此出款並非最終失敗，或訂單已不在撤銷狀態。頁面現已顯示其目前狀態。',
  adminOnly: '只有管理員可以重新排隊最終失敗的出款。',
};
