import type { CommonTexts } from '../en/common.js';

/** Price records and latest prices (`common.prices`; issue 14). */
export const prices: CommonTexts['prices'] = {
  pair: 'Coin çifti',
  pending: 'Fiyat bekleniyor',
  lastTrade: 'Son işlem {{time}}',
  change: '00:00 UTC’den beri',
  high: '24 sa en yüksek',
  low: '24 sa en düşük',
  average: '24 sa ortalama',
  volume: '24 sa hacim',
  turnover: '24 sa işlem tutarı',
  ranges: {
    label: 'Aralık',
    '7D': '7 gün',
    '30D': '30 gün',
    '3M': '3 ay',
    '6M': '6 ay',
    '1Y': '1 yıl',
  },
  chart: '{{pair}} fiyatı, son {{range}}',
  chartFailed: 'Grafik çizilemedi',
  noTrades: 'Bu aralıkta henüz işlem yok',
  latest: 'Son fiyatlar',
  noPairs: 'Henüz işleme açık bir coin çifti yok',
  loadFailed: 'Fiyatlar yüklenemedi',
  retry: 'Tekrar dene',
  credit: 'Grafikler: {{name}}',
};
