import type { Language } from '../languages.js';

/** Each language's own name (endonym), shown the same in every locale's picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh_TW: '繁體中文',
  zh_CN: '简体中文',
  ko_KR: '한국어',
  ko_KP: '조선어',
  vi_VN: 'Tiếng Việt',
  th_TH: 'ไทย',
  tr_TR: 'Türkçe',
  es_ES: 'Español',
  pt_PT: 'Português',
};
