// The plain values of the Operations calls (no decorators: the answers import them in the browser and
// in tests without reflect-metadata).

/** The interface languages a document may be written in (`@p2p/i18n` LANGUAGES; en is the fallback). */
export const CONTENT_LANGUAGES = [
  'en',
  'zh_TW',
  'zh_CN',
  'ko_KR',
  'ko_KP',
  'vi_VN',
  'th_TH',
  'tr_TR',
  'es_ES',
  'pt_PT',
] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
/** The language every document must have: what a missing translation falls back to. */
export const FALLBACK_CONTENT_LANGUAGE: ContentLanguage = 'en';

/** The dictionary's languages (`GET /common/dict` maps the interface language to one of these). */
export const DICT_LANGUAGES = ['ZH_TW', 'EN_US', 'KO_KR', 'VI_VN'] as const;
export type OpsDictLanguage = (typeof DICT_LANGUAGES)[number];
