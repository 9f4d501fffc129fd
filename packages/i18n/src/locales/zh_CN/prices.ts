import type { CommonTexts } from '../en/common.js';

/** Price records and latest prices (`common.prices`; issue 14). */
export const prices: CommonTexts['prices'] = {
  pair: '币对',
  pending: '价格待定',
  lastTrade: '最近成交 {{time}}',
  change: '较 00:00 UTC',
  high: '24小时最高',
  low: '24小时最低',
  average: '24小时均价',
  volume: '24小时成交量',
  turnover: '24小时成交额',
  ranges: {
    label: '时间范围',
    '7D': '7天',
    '30D': '30天',
    '3M': '3个月',
    '6M': '6个月',
    '1Y': '1年',
  },
  chart: '{{pair}} 近{{range}}价格',
  chartFailed: '无法绘制图表',
  noTrades: '该时间范围内暂无成交',
  latest: '最新价格',
  noPairs: '暂无开放交易的币对',
  loadFailed: '价格加载失败',
  retry: '重试',
  credit: '图表由 {{name}} 提供',
};
