import type { CommonTexts } from '../en/common.js';

/** Price records and latest prices (`common.prices`; issue 14). */
export const prices: CommonTexts['prices'] = {
  pair: 'คู่เหรียญ',
  pending: 'รอราคา',
  lastTrade: 'ซื้อขายล่าสุด {{time}}',
  change: 'เทียบกับ 00:00 UTC',
  high: 'สูงสุด 24 ชม.',
  low: 'ต่ำสุด 24 ชม.',
  average: 'เฉลี่ย 24 ชม.',
  volume: 'ปริมาณ 24 ชม.',
  turnover: 'มูลค่าซื้อขาย 24 ชม.',
  ranges: {
    label: 'ช่วงเวลา',
    '7D': '7 วัน',
    '30D': '30 วัน',
    '3M': '3 เดือน',
    '6M': '6 เดือน',
    '1Y': '1 ปี',
  },
  chart: 'ราคา {{pair}} ในช่วง {{range}}',
  chartFailed: 'ไม่สามารถวาดกราฟได้',
  noTrades: 'ยังไม่มีการซื้อขายในช่วงเวลานี้',
  latest: 'ราคาล่าสุด',
  noPairs: 'ยังไม่มีคู่เหรียญที่เปิดให้ซื้อขาย',
  loadFailed: 'ไม่สามารถโหลดราคาได้',
  retry: 'ลองอีกครั้ง',
  credit: 'กราฟโดย {{name}}',
};
