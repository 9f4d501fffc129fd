import type { SettingsTexts } from './en';

export const settings_tr_TR: SettingsTexts = {
  tab: 'Kredi',
  userTab: 'Limitler',
  saved: 'Kaydedildi. Bir sonraki istekten itibaren geçerlidir.',
  cancel: 'İptal',
  loadFailed: 'Ayarlar yüklenemedi.',
  retry: 'Tekrar dene',
  credit: {
    title: 'Kredi kuralları',
    hint: 'Bir tüccarın kredi puanından düşülen puanlar (başlangıçta 100; 60’ın altında ilan verilemez). Kaydedilen kural bir sonraki iptal veya itirazda hemen uygulanır.',
    rule: 'Kural',
    deduct: 'Düşülen puan',
    free: 'Günlük ücretsiz iptal',
    description: 'Açıklama',
    edit: 'Düzenle',
    editTitle: 'Kuralı düzenle: {{rule}}',
    save: 'Kaydet',
    cancellationTag: 'İptal kuralı',
    deductInvalid: '{{min}} ile {{max}} arasında bir tam sayı girin',
    freeInvalid: '0 ile {{max}} arasında bir tam sayı girin',
    freeOnlyCancellation: 'Ücretsiz iptal yalnızca iptal kuralında vardır.',
    types: {
      CANCEL_ORDER: 'Sipariş iptali',
      DEPOSIT_TIMEOUT: 'Satıcı zamanında yatırmadı',
      PAY_TIMEOUT: 'Alıcı zamanında ödemedi',
      APPEAL_LOST: 'Kaybedilen itiraz',
      MALICIOUS_APPEAL: 'Kötü niyetli itiraz',
    },
    effects: {
      CANCEL_ORDER:
        'Zaman aşımları dahil her iptale uygulanır: bir UTC gününün ilk birkaç iptali ücretsizdir, sonraki her biri bu puana mal olur.',
      DEPOSIT_TIMEOUT: 'İptal sayılır: bu değerler değil, iptal kuralının değerleri uygulanır.',
      PAY_TIMEOUT: 'İptal sayılır: bu değerler değil, iptal kuralının değerleri uygulanır.',
      APPEAL_LOST: 'İtirazı kaybeden taraftan düşülür (en az 1 puan).',
      MALICIOUS_APPEAL: 'Kötü niyetli bir itiraz puanın tamamını alır; buradaki puan yalnızca bilgi içindir.',
    },
  },
  defaults: {
    title: 'Yeni hesapların işlem limitleri',
    hint: 'Bundan sonra oluşturulan hesaplar bu limitleri alır. Mevcut hesaplar kendi limitlerini korur; bir tüccarınkini Limitler sekmesinden değiştirin.',
    builtIn: 'Yerleşik varsayılanlar',
    save: 'Varsayılanları kaydet',
  },
  limits: {
    buyAdLimit: 'Aynı anda alış ilanı',
    sellAdLimit: 'Aynı anda satış ilanı',
    initiatedBuyLimit: 'Alıcı olarak başlatılan açık siparişler',
    initiatedSellLimit: 'Satıcı olarak başlatılan açık siparişler',
    pendingOrderLimit: 'Toplam açık sipariş',
    invalid: '0 ile {{max}} arasında bir tam sayı girin',
    hints: {
      buyAdLimit: 'Tüccarın verdiği ve kapatmadığı alış ilanları (aşıldığında hata 5019).',
      sellAdLimit: 'Tüccarın verdiği ve kapatmadığı satış ilanları (aşıldığında hata 5020).',
      initiatedBuyLimit: 'Tüccarın alıcı olarak başlattığı açık siparişler (aşıldığında hata 5021).',
      initiatedSellLimit: 'Tüccarın satıcı olarak başlattığı açık siparişler (aşıldığında hata 5022).',
      pendingOrderLimit: 'Tüccarın her iki taraftaki açık siparişleri (aşıldığında hata 5023).',
    },
  },
  user: {
    title: 'İşlem limitleri',
    belowOpen:
      'Limit, tüccarın şu anda açık olanlarının altına ayarlanabilir: açık olanlar kalır, sayı yeniden limitin altına inene kadar yeni ilan veya siparişler reddedilir.',
    save: 'Limitleri kaydet',
  },
};
