// The order screens' texts (`common.orders`), fetched with their screens (../texts/lazyTexts.tsx).
import { lazyTexts } from '../texts/lazyTexts';

const texts = lazyTexts(
  'orders',
  {
    en: () => import('@p2p/i18n/texts/en/orders'),
    zh_TW: () => import('@p2p/i18n/texts/zh_TW/orders'),
    zh_CN: () => import('@p2p/i18n/texts/zh_CN/orders'),
    ko_KR: () => import('@p2p/i18n/texts/ko_KR/orders'),
    // ko_KP reuses the Korean wording (as its `common` does).
    ko_KP: () => import('@p2p/i18n/texts/ko_KR/orders'),
    vi_VN: () => import('@p2p/i18n/texts/vi_VN/orders'),
    th_TH: () => import('@p2p/i18n/texts/th_TH/orders'),
    tr_TR: () => import('@p2p/i18n/texts/tr_TR/orders'),
    es_ES: () => import('@p2p/i18n/texts/es_ES/orders'),
    pt_PT: () => import('@p2p/i18n/texts/pt_PT/orders'),
  },
  'ads-loading',
);

export const ensureOrderTexts = texts.ensure;
export const useOrderTexts = texts.useTexts;
/** Renders its children once the texts are there (`quiet`: nothing meanwhile, else a spinner). */
export const WithOrderTexts = texts.WithTexts;
