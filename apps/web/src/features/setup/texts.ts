// The setup checklist's texts (`common.setup`, issue 26), fetched with the checklist (../texts/lazyTexts.tsx):
// they stay out of the app's first load.
import { lazyTexts } from '../texts/lazyTexts';

const texts = lazyTexts(
  'setup',
  {
    en: () => import('@p2p/i18n/texts/en/setup'),
    zh_TW: () => import('@p2p/i18n/texts/zh_TW/setup'),
    zh_CN: () => import('@p2p/i18n/texts/zh_CN/setup'),
    ko_KR: () => import('@p2p/i18n/texts/ko_KR/setup'),
    // ko_KP reuses the Korean wording (as its `common` does).
    ko_KP: () => import('@p2p/i18n/texts/ko_KR/setup'),
    vi_VN: () => import('@p2p/i18n/texts/vi_VN/setup'),
    th_TH: () => import('@p2p/i18n/texts/th_TH/setup'),
    tr_TR: () => import('@p2p/i18n/texts/tr_TR/setup'),
    es_ES: () => import('@p2p/i18n/texts/es_ES/setup'),
    pt_PT: () => import('@p2p/i18n/texts/pt_PT/setup'),
  },
  'setup-loading',
);

export const ensureSetupTexts = texts.ensure;
/** Renders its children once the texts are there (`quiet`: nothing meanwhile, else a spinner). */
export const WithSetupTexts = texts.WithTexts;
