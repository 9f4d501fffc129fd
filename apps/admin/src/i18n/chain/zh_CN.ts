import type { ChainTexts } from './en';

export const chain_zh_CN: ChainTexts = {
  title: '链监视器',
  hint: '落后节点超过 {{blocks}} 个区块或 {{seconds}} 秒无轮询时发出警告。',
  chain: '链',
  head: '最新区块',
  cursor: '已读至',
  lag: '延迟（区块）',
  lastRound: '上次轮询',
  status: '状态',
  ok: '正常跟进',
  late: '落后',
  unreadable: '无法读取节点',
  never: '尚无轮询',
  secondsAgo: '{{count}} 秒前',
  failed: '无法读取链监视器，每 30 秒重试一次。',
  none: '未配置任何链。',
};
