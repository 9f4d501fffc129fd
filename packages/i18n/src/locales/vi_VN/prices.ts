import type { CommonTexts } from '../en/common.js';

/** Price records and latest prices (`common.prices`; issue 14). */
export const prices: CommonTexts['prices'] = {
  pair: 'Cặp tiền',
  pending: 'Đang chờ giá',
  lastTrade: 'Giao dịch gần nhất {{time}}',
  change: 'So với 00:00 UTC',
  high: 'Cao nhất 24h',
  low: 'Thấp nhất 24h',
  average: 'Trung bình 24h',
  volume: 'Khối lượng 24h',
  turnover: 'Giá trị giao dịch 24h',
  ranges: {
    label: 'Khoảng thời gian',
    '7D': '7 ngày',
    '30D': '30 ngày',
    '3M': '3 tháng',
    '6M': '6 tháng',
    '1Y': '1 năm',
  },
  chart: 'Giá {{pair}} trong {{range}}',
  chartFailed: 'Không thể vẽ biểu đồ',
  noTrades: 'Chưa có giao dịch nào trong khoảng này',
  latest: 'Giá mới nhất',
  noPairs: 'Chưa có cặp tiền nào mở giao dịch',
  loadFailed: 'Không thể tải giá',
  retry: 'Thử lại',
  credit: 'Biểu đồ của {{name}}',
};
