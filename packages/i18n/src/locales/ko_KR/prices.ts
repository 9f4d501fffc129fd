import type { CommonTexts } from '../en/common.js';

/** Price records and latest prices (`common.prices`; issue 14). */
export const prices: CommonTexts['prices'] = {
  pair: '코인 페어',
  pending: '가격 대기 중',
  lastTrade: '마지막 거래 {{time}}',
  change: '00:00 UTC 대비',
  high: '24시간 최고가',
  low: '24시간 최저가',
  average: '24시간 평균가',
  volume: '24시간 거래량',
  turnover: '24시간 거래대금',
  ranges: {
    label: '기간',
    '7D': '7일',
    '30D': '30일',
    '3M': '3개월',
    '6M': '6개월',
    '1Y': '1년',
  },
  chart: '{{range}} 동안의 {{pair}} 가격',
  chartFailed: '차트를 그릴 수 없습니다',
  noTrades: '이 기간에는 아직 거래가 없습니다',
  latest: '최신 가격',
  noPairs: '아직 거래 가능한 코인 페어가 없습니다',
  loadFailed: '가격을 불러오지 못했습니다',
  retry: '다시 시도',
  credit: '차트 제공: {{name}}',
};
