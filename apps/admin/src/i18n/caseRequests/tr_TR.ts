// Officers' messages to the parties and requests for evidence on the case page (issue 25; namespace
// `admin`, key `caseRequests`).
import type { CaseRequestsTexts } from './en';

export const caseRequests_tr_TR: CaseRequestsTexts = {
  message: {
    title: 'Taraflara yaz',
    hint: 'İki taraf da mesajı sipariş sohbetinde yetkili işaretiyle görür. Şablon her tarafa kendi dilinde gönderilir.',
    mode: {
      TEXT: 'Serbest metin',
      TEMPLATE: 'Şablon',
    },
    text: 'Mesaj',
    textPlaceholder: 'İki tarafa yazın',
    textRequired: '1 ile 1000 karakter yazın',
    template: 'Şablon',
    templateRequired: 'Bir şablon seçin',
    templates: {
      PAYMENT_RECEIPT: 'Lütfen ödeme dekontunu yükleyin',
      BANK_STATEMENT: 'Lütfen paranın geçtiğini gösteren banka dökümünü yükleyin',
      UNDER_REVIEW: 'Dava inceleniyor',
      REPLY_WITHIN: 'Lütfen süre içinde yanıt verin',
    },
    hours: 'Yanıt süresi (saat)',
    send: 'İki tarafa gönder',
    sent: 'Mesaj iki tarafa gönderildi',
    closed: 'Dava kapandı: artık mesaj gönderilemez.',
  },
  request: {
    title: 'Kanıt iste',
    side: 'Kimden',
    note: 'Gereken',
    notePlaceholder: 'ör. ödeme gününün banka dökümü',
    noteRequired: '1 ile 500 karakter yazın',
    hours: 'Süre (saat)',
    hoursRange: '1 ile 72 saat',
    send: 'Kanıt iste',
    sent: 'İstek gönderildi: taraf uygulamada ve e-postayla görür',
    notOpen: 'Kanıt yalnızca dava açıkken istenebilir.',
  },
  list: {
    title: 'Kanıt istekleri',
    empty: 'Henüz istek yok.',
    state: {
      OPEN: 'Açık',
      ANSWERED: 'Yanıtlandı',
      OVERDUE: 'Süresi geçti',
    },
    due: 'Son tarih {{time}}',
    answered: '{{time}} yanıtlandı',
    by: 'İsteyen: {{name}}',
  },
  staff: 'Yetkili · {{name}}',
};
