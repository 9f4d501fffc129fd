import type { CommonTexts } from '../en/common.js';

/** Price records and latest prices (`common.prices`; issue 14). */
export const prices: CommonTexts['prices'] = {
  pair: '幣對',
  pending: '價格待定',
  lastTrade: '最近成交 {{time}}',
  change: '較 00:00 UTC',
  high: '24小時最高',
  low: '24小時最低',
  average: '24小時均價',
  volume: '24小時成交量',
  turnover: '24小時成交額',
  ranges: {
    label: '時間範圍',
    '7D': '7天',
    '30D': '30天',
    '3M': '3個月',
    '6M': '6個月',
    '1Y': '1年',
  },
  chart: '{{pair}} 近{{range}}價格',
  chartFailed: '無法繪製圖表',
  noTrades: '此時間範圍內尚無成交',
  latest: '最新價格',
  noPairs: '尚無開放交易的幣對',
  loadFailed: '價格載入失敗',
  retry: '重試',
  credit: '圖表由 {{name}} 提供',
};
