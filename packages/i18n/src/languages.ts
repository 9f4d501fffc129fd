/** Interface languages of the product (spec section 1); en is the default. */
export const LANGUAGES = [
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

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages the picker (bottom sheet) offers, in this order. */
export const PICKER_LANGUAGES: readonly Language[] = ['zh_TW', 'en', 'ko_KR', 'vi_VN'];

/** The stored-language list (the other reading of spec section 1). */
export const STORED_LANGUAGES: readonly Language[] = [
  'en',
  'es_ES',
  'ko_KP',
  'pt_PT',
  'th_TH',
  'tr_TR',
  'vi_VN',
  'zh_TW',
];

/** Language codes used by the dictionary call GET /common/dict. */
export type DictLanguage = 'ZH_TW' | 'EN_US' | 'KO_KR' | 'VI_VN';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Primary-subtag fallbacks for a bare or unknown-region tag (`ko`, `pt-BR`, `zh-HK`). */
const BY_PRIMARY: Record<string, Language> = {
  en: 'en',
  zh: 'zh_CN',
  ko: 'ko_KR',
  vi: 'vi_VN',
  th: 'th_TH',
  tr: 'tr_TR',
  es: 'es_ES',
  pt: 'pt_PT',
};

/** Regions and scripts of Chinese that read Traditional characters. */
const TRADITIONAL_CHINESE = new Set(['tw', 'hk', 'mo', 'hant']);

/**
 * Reads a language header, cookie or `?lang=` value (`en_US`, `en-US`, `zh-TW`, `zh_CN`, `ko`, `ko-KP`,
 * `zh-Hant-TW`, or an Accept-Language list, whose first entry wins) case-insensitively. Unknown -> 'en'.
 */
export function normalizeLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const first = header.split(',')[0]!.split(';')[0]!.trim().toLowerCase().replace(/-/g, '_');
  if (!first) return DEFAULT_LANGUAGE;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === first);
  if (exact) return exact;
  const [primary = '', ...rest] = first.split('_');
  if (primary === 'zh') return rest.some((p) => TRADITIONAL_CHINESE.has(p)) ? 'zh_TW' : 'zh_CN';
  if (primary === 'ko') return rest.includes('kp') ? 'ko_KP' : 'ko_KR';
  return BY_PRIMARY[primary] ?? DEFAULT_LANGUAGE;
}

/** The `language` request header value: en is sent as en_US, the others as they are. */
export function toApiLanguageHeader(lang: Language): string {
  return lang === 'en' ? 'en_US' : lang;
}

/** The language of the dictionary call: Chinese -> ZH_TW, Korean -> KO_KR, vi_VN -> VI_VN, else EN_US. */
export function toDictLanguage(lang: Language): DictLanguage {
  switch (lang) {
    case 'zh_TW':
    case 'zh_CN':
      return 'ZH_TW';
    case 'ko_KR':
    case 'ko_KP':
      return 'KO_KR';
    case 'vi_VN':
      return 'VI_VN';
    default:
      return 'EN_US';
  }
}

/** The language of customer-service (help-site) links: en and vi_VN -> en_US, the others as they are. */
export function toHelpSiteLanguage(lang: Language): string {
  return lang === 'en' || lang === 'vi_VN' ? 'en_US' : lang;
}
