import type { ChainTexts } from './en';

export const chain_tr_TR: ChainTexts = {
  title: 'Zincir izleyici',
  hint: 'Düğümün {{blocks}} bloktan fazla gerisinde kalınca veya {{seconds}} sn tur olmayınca uyarır.',
  chain: 'Zincir',
  head: 'Son blok',
  cursor: 'Okunan blok',
  lag: 'Gecikme (blok)',
  lastRound: 'Son tur',
  status: 'Durum',
  ok: 'Güncel',
  late: 'Geride',
  unreadable: 'Düğüm okunamıyor',
  never: 'Henüz tur yok',
  secondsAgo: '{{count}} sn önce',
  failed: 'Zincir izleyici okunamadı. 30 saniyede bir yeniden deneniyor.',
  none: 'Yapılandırılmış zincir yok.',
};
