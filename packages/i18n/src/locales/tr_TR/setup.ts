import type { SetupTexts } from '../en/setup.js';

/** The setup checklist's texts (`common.setup`; issue 26), loaded with the checklist (see ../en/setup.ts). */
export const setup: SetupTexts = {
  title: 'İşleme hazırlanın',
  intro: 'İlan vermek ve emir oluşturmak için bu adımları tamamlayın.',
  progress: '{{total}} adımdan {{done}} tanesi tamam',
  done: 'Tamam',
  todo: 'Yapılacak',
  open: 'Ayarla',
  steps: {
    nickname: { label: 'Takma ad', hint: 'Diğer kullanıcıların ilan ve emirlerinizde gördüğü ad' },
    securityPassword: { label: 'Güvenlik şifresi', hint: 'Coin serbest bırakma ve çekimleri onaylar' },
    receivingAddress: { label: 'USDT alım adresi', hint: 'Satın aldığınız coinlerin gönderileceği adres' },
    paymentMethod: { label: 'Ödeme yöntemi', hint: 'Alıcıların size ödeme yapabileceği en az bir yol' },
    identity: {
      label: 'Kimlik doğrulama (KYC)',
      hint: 'Kimliğinizi doğruladığınız kimlik cüzdanını bağlayın',
    },
  },
  identityInWallet:
    'İşlem için gelişmiş kimlik doğrulaması gerekir: kimlik cüzdanı uygulamanızda tamamlayın. Bittiğinde bu adım kendiliğinden işaretlenir.',
  blocked: {
    publish: 'İlan vermeden önce şu adımları tamamlayın:',
    order: 'Emir vermeden önce şu adımları tamamlayın:',
  },
  draft: {
    restored: 'Daha önce yazdıklarınız geri getirildi.',
    discard: 'Vazgeç',
  },
};
