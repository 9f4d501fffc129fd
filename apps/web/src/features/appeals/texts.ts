// The appeal screens' texts (`common.appeals`: /appeal and the appeal state on /orderDetail), fetched with their screens (../texts/lazyTexts.tsx).
import { lazyTexts } from '../texts/lazyTexts';

const texts = lazyTexts(
  'appeals',
  {
    en: () => import('@p2p/i18n/texts/en/appeals'),
    zh_TW: () => import('@p2p/i18n/texts/zh_TW/appeals'),
    zh_CN: () => import('@p2p/i18n/texts/zh_CN/appeals'),
    ko_KR: () => import('@p2p/i18n/texts/ko_KR/appeals'),
    // ko_KP reuses the Korean wording (as its `common` does).
    ko_KP: () => import('@p2p/i18n/texts/ko_KR/appeals'),
    vi_VN: () => import('@p2p/i18n/texts/vi_VN/appeals'),
    th_TH: () => import('@p2p/i18n/texts/th_TH/appeals'),
    tr_TR: () => import('@p2p/i18n/texts/tr_TR/appeals'),
    es_ES: () => import('@p2p/i18n/texts/es_ES/appeals'),
    pt_PT: () => import('@p2p/i18n/texts/pt_PT/appeals'),
  },
  'ads-loading',
);

export const ensureAppealTexts = texts.ensure;
export const useAppealTexts = texts.useTexts;
/** Renders its children once the texts are there (`quiet`: nothing meanwhile, else a spinner). */
export const WithAppealTexts = texts.WithTexts;
