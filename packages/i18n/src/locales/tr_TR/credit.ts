import type { CreditTexts } from '../en/credit.js';

/** Credit texts (`common.credit`; issue 14), loaded with /reputationScore (see ../en/credit.ts). */
export const credit: CreditTexts = {
  score: {
    label: 'Güncel kredi puanı',
    points: '{{score}} puan',
    canPost: 'İlan verebilir ve işlem yapabilirsiniz',
  },
  rules: {
    title: 'Kredi kuralları',
    minimum: 'İlan vermek için en az {{min}} puan gerekir',
    cancellation: 'Her gün ilk {{free}} iptal ücretsizdir; sonraki her iptal {{deduct}} puana mal olur',
    appealLost: 'Kaybedilen bir itiraz {{points}} puana mal olur',
    malicious: 'Kötü niyetli bir itiraz tüm puana mal olabilir',
  },
  cancellations: {
    title: 'Bugün kalan ücretsiz iptal',
    left: '{{free}} hakkın {{remaining}} tanesi',
  },
  figures: {
    title: 'İşlem geçmişiniz',
    orders: 'Sayılan emirler',
    completion: 'Tamamlanma oranı',
    note: 'Bu rakamlar tamamlanan emirleri ve sizin yüzünüzden başarısız olanları sayar: emir kabul edildikten sonra iptaliniz, zaman aşımınız (yatırma veya ödeme), kaybettiğiniz bir itiraz. Karşı tarafın iptal ettiği ya da kabulden önce reddedilen bir emir kimseye sayılmaz.',
  },
  record: {
    title: 'Kredi geçmişi',
    empty: 'Henüz kredi puanı değişikliği yok',
    emptyHint: 'İptaller, itiraz sonuçları ve düzeltmeler burada görünür',
    end: 'Başka kayıt yok',
    after: 'Sonraki puan: {{score}}',
    order: 'Sipariş {{id}}',
    free: 'Ücretsiz iptal',
    reasons: {
      CANCELLED: 'Sipariş iptal edildi',
      DEPOSIT_TIMEOUT: 'Yatırma zamanında yapılmadı',
      PAY_TIMEOUT: 'Ödeme zamanında yapılmadı',
      APPEAL_LOST: 'İtiraz kaybedildi',
      MALICIOUS_APPEAL: 'Kötü niyetli itiraz',
      ADJUSTMENT: 'Müşteri hizmetleri düzeltmesi',
    },
  },
  retry: 'Tekrar dene',
};
