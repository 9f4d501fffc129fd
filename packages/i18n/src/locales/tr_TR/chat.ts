import type { CommonTexts } from '../en/common.js';

/** The order chat texts (`common.chat`; issue 12). */
export const chat: CommonTexts['chat'] = {
  counterparty: 'Karşı taraf',
  order: 'Sipariş {{id}}',
  viewOrder: 'Siparişi görüntüle',
  evidence: 'Mesajlar itirazlarda kanıt olarak siparişle birlikte saklanır. Şifrelerinizi asla paylaşmayın.',
  loading: 'Mesajlar yükleniyor…',
  loadingOlder: 'Önceki mesajlar yükleniyor…',
  start: 'Sohbetin başlangıcı',
  empty: 'Henüz mesaj yok',
  emptyHint: 'Merhaba deyin ya da ödeme kanıtınızı görsel olarak gönderin',
  loadFailed: 'Mesajlar yüklenemedi',
  retry: 'Tekrar dene',
  noOrder: 'Sipariş seçilmedi',
  toOrders: 'Siparişlerim',
  placeholder: 'Bir mesaj yazın',
  send: 'Gönder',
  image: 'Görsel gönder',
  imageAlt: 'Sohbette gönderilen görsel',
  imageLoading: 'Görsel yükleniyor…',
  imageFailed: 'Görsel yüklenemedi',
  close: 'Kapat',
  uploading: 'Görsel gönderiliyor…',
  wrongType: 'Yalnızca JPG, JPEG, PNG veya BMP görseller gönderilebilir',
  tooLarge: 'Görsel 1 MB’den küçük olmalıdır',
  sendFailed: 'Mesaj gönderilemedi, lütfen tekrar deneyin',
  tooLong: 'Çok uzun: {{length}}/{{max}} karakter',
  read: 'Okundu',
  sent: 'Gönderildi',
  // Messages of appeal officers (issue 25), marked as staff; the templates are rendered by the API.
  staff: 'Yetkili',
  staffName: 'İtiraz görevlisi {{name}}',
  staffTemplates: {
    PAYMENT_RECEIPT:
      "Lütfen ödeme dekontunuzu (tamamlanan havalenin ekran görüntüsü veya PDF'i) itirazda kanıt olarak yükleyin.",
    BANK_STATEMENT: 'Lütfen ödemenin hesabınıza geçip geçmediğini gösteren banka hesap dökümünü yükleyin.',
    UNDER_REVIEW:
      'Davanız bir itiraz görevlisi tarafından inceleniyor. Başka bir şeye ihtiyacımız olursa buradan yazacağız.',
    REPLY_WITHIN:
      'Lütfen {{hours}} saat içinde yanıt verin; sonrasında dava verilen kanıtlara göre karara bağlanır.',
  },
  staffRequest: {
    BUYER: 'Alıcıdan {{due}} tarihine kadar kanıt isteniyor: {{note}}',
    SELLER: 'Satıcıdan {{due}} tarihine kadar kanıt isteniyor: {{note}}',
  },
  // The chat history (/chatList; issue 26): every order's chat, the newest first.
  list: {
    buying: 'Alış',
    selling: 'Satış',
    image: 'Görsel',
    mine: 'Siz: {{text}}',
    empty: 'Henüz sohbet yok',
    emptyHint: 'Her emrin karşı tarafıyla mesajlarınız burada görünür',
    end: 'Başka sohbet yok',
    unread_one: '{{count}} okunmamış mesaj',
    unread_other: '{{count}} okunmamış mesaj',
  },
};
