import type { PayoutsTexts } from './en';

export const payouts_tr_TR: PayoutsTexts = {
  title: 'Ödemeler',
  empty: 'Bu sipariş için kuyruğa alınmış ödeme yok.',
  loadFailed: 'Ödemeler yüklenemedi.',
  retry: 'Tekrar dene',
  kind: {
    RELEASE: 'Alıcıya serbest bırakma',
    REFUND: 'Satıcıya iade',
    WITHDRAWAL: 'Çekim',
    RETURN: 'Gönderene iade',
  },
  status: {
    QUEUED: 'Kuyrukta',
    SENT: 'Gönderildi, onaylanıyor',
    CONFIRMED: 'Onaylandı',
    FAILED: 'Kalıcı olarak başarısız',
  },
  amount: 'Miktar',
  to: 'Alıcı adresi',
  txHashes: 'İşlem özetleri',
  noTx: 'Henüz imzalanmış işlem yok',
  lastError: 'Son hata',
  attempts: 'İmzalanan işlemler',
  confirmations: 'Onaylar',
  updated: 'Güncellendi',
  failedHint:
    'Ödeme yeniden gönderilene kadar bu siparişin coini kimseye ödenmez. Önce nedeni giderin (örneğin emanet cüzdanına bakiye ekleyin): işletim kılavuzunda "Kalıcı olarak başarısız ödeme" bölümüne bakın.',
  requeue: 'Yeniden kuyruğa al…',
  requeueTitle: 'Bu ödeme yeniden gönderilsin mi?',
  requeueBody:
    'Aynı ödeme ({{ref}}) kuyruğa geri döner ve yeniden imzalanır; serbest bırakmada sipariş zincir onayı beklemeye döner.',
  remarks: 'Yeniden gönderme nedeni (denetim günlüğüne yazılır)',
  confirm: 'Ödemeyi yeniden kuyruğa al',
  cancel: 'Geri',
  done: 'Ödeme yeniden kuyruğa alındı: yeniden imzalanıp gönderilecek.',
  refused:
    'Yeniden kuyruğa alınmadı: ödeme kalıcı olarak başarısız değil ya da sipariş artık iptal edilmiş durumda değil. Ekran şimdi güncel durumu gösteriyor.',
  adminOnly: 'Kalıcı olarak başarısız bir ödemeyi yalnızca bir yönetici yeniden kuyruğa alabilir.',
};
