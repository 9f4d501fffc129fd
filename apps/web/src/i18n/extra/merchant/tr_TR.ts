import type { MerchantTexts } from './en';

export const merchantTrTR: MerchantTexts = {
  title: 'Satıcı onayı',
  intro:
    'Onaylı satıcılar onay rozeti taşır, itibari para ilanı verir ve işlemlerini emanetteki teminatla güvenceye alır.',
  rules: {
    kyc: 'Kimlik doğrulama',
    kycNeed: 'Gelişmiş',
    orders: 'Tamamlanan siparişler',
    rate: 'Tamamlama oranı',
    age: 'Hesap yaşı',
    guarantee: 'Teminat',
  },
  kyc: {
    NONE: 'Yok',
    BASIC: 'Temel',
    ADVANCED: 'Gelişmiş',
  },
  days: '{{n}} gün',
  yours: 'sizin: {{value}}',
  apply: 'Onay için başvur',
  status: {
    AWAITING_DEPOSIT: 'Başvuru alındı: incelemeye göndermek için teminatı yatırın.',
    PENDING_REVIEW: 'Teminat alındı: müşteri hizmetleri başvurunuzu inceliyor.',
    APPROVED: 'Onaylı satıcısınız.',
    REFUSED: 'Başvurunuz reddedildi.',
    REVOKED: 'Onayınız iptal edildi.',
    WITHDRAWN: 'Onaydan vazgeçtiniz.',
  },
  reason: 'Gerekçe: {{reason}}',
  guarantee: 'Teminat: {{amount}} {{coin}} içinden {{held}}',
  topUp: 'Teminatınızdan tazminat ödendi. İtibari para ilanından önce tamamlayın.',
  pay: 'Teminatı yatır',
  payTopUp: 'Teminatı tamamla',
  giveUp: 'Onaydan vazgeç',
  giveUpTitle: 'Onaydan vazgeçilsin mi?',
  giveUpText:
    'İtibari para ilanlarınız çevrimdışı olur. Açık sipariş veya itirazınız kalmayınca teminat adresinize döner.',
  gaveUp: 'Tamam: teminat geri gönderiliyor.',
};
