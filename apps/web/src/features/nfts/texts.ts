// The NFT pages' texts (`common.nfts`), fetched with their screens (../texts/lazyTexts.tsx).
import { lazyTexts } from '../texts/lazyTexts';

const texts = lazyTexts(
  'nfts',
  {
    en: () => import('@p2p/i18n/texts/en/nfts'),
    zh_TW: () => import('@p2p/i18n/texts/zh_TW/nfts'),
    zh_CN: () => import('@p2p/i18n/texts/zh_CN/nfts'),
    ko_KR: () => import('@p2p/i18n/texts/ko_KR/nfts'),
    // ko_KP reuses the Korean wording (as its `common` does).
    ko_KP: () => import('@p2p/i18n/texts/ko_KR/nfts'),
    vi_VN: () => import('@p2p/i18n/texts/vi_VN/nfts'),
    th_TH: () => import('@p2p/i18n/texts/th_TH/nfts'),
    tr_TR: () => import('@p2p/i18n/texts/tr_TR/nfts'),
    es_ES: () => import('@p2p/i18n/texts/es_ES/nfts'),
    pt_PT: () => import('@p2p/i18n/texts/pt_PT/nfts'),
  },
  'nfts__loading',
);

export const ensureNftTexts = texts.ensure;
/** Suspends the calling screen until the texts are there (a lazily loaded sheet). */
export const useNftTexts = texts.useTexts;
/** Renders its children once the texts are there (`quiet`: nothing meanwhile, else a spinner). */
export const WithNftTexts = texts.WithTexts;

/** The key prefix of the NFT pages' texts. */
export const N = 'common.nfts';
