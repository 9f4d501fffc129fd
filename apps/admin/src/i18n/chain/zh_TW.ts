import type { ChainTexts } from './en';

export const chain_zh_TW: ChainTexts = {
  title: '鏈監視器',
  hint: '落後節點超過 {{blocks}} 個區塊或 {{seconds}} 秒無輪詢時發出警告。',
  chain: '鏈',
  head: '最新區塊',
  cursor: '已讀至',
  lag: '延遲（區塊）',
  lastRound: '上次輪詢',
  status: '狀態',
  ok: '正常跟進',
  late: '落後',
  unreadable: '無法讀取節點',
  never: '尚無輪詢',
  secondsAgo: '{{count}} 秒前',
  failed: '無法讀取鏈監視器，每 30 秒重試一次。',
  none: '未設定任何鏈。',
};
