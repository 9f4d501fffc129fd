// The credit screen's texts (`common.credit`, /reputationScore), fetched with their screens (../texts/lazyTexts.tsx).
import { lazyTexts } from '../texts/lazyTexts';

const texts = lazyTexts(
  'credit',
  {
    en: () => import('@p2p/i18n/texts/en/credit'),
    zh_TW: () => import('@p2p/i18n/texts/zh_TW/credit'),
    zh_CN: () => import('@p2p/i18n/texts/zh_CN/credit'),
    ko_KR: () => import('@p2p/i18n/texts/ko_KR/credit'),
    // ko_KP reuses the Korean wording (as its `common` does).
    ko_KP: () => import('@p2p/i18n/texts/ko_KR/credit'),
    vi_VN: () => import('@p2p/i18n/texts/vi_VN/credit'),
    th_TH: () => import('@p2p/i18n/texts/th_TH/credit'),
    tr_TR: () => import('@p2p/i18n/texts/tr_TR/credit'),
    es_ES: () => import('@p2p/i18n/texts/es_ES/credit'),
    pt_PT: () => import('@p2p/i18n/texts/pt_PT/credit'),
  },
  'credit__loading',
);

export const ensureCreditTexts = texts.ensure;
export const useCreditTexts = texts.useTexts;
/** Renders its children once the texts are there (`quiet`: nothing meanwhile, else a spinner). */
export const WithCreditTexts = texts.WithTexts;
