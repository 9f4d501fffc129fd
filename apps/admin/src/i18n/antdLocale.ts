// antd's own texts (pagination, modal buttons, empty states) in the interface language. antd has no
// North Korean locale: ko_KP reads Korean, as the console's texts do.
import type { Language } from '@p2p/i18n';
import type { Locale } from 'antd/es/locale';
import en_US from 'antd/es/locale/en_US';
import es_ES from 'antd/es/locale/es_ES';
import ko_KR from 'antd/es/locale/ko_KR';
import pt_PT from 'antd/es/locale/pt_PT';
import th_TH from 'antd/es/locale/th_TH';
import tr_TR from 'antd/es/locale/tr_TR';
import vi_VN from 'antd/es/locale/vi_VN';
import zh_CN from 'antd/es/locale/zh_CN';
import zh_TW from 'antd/es/locale/zh_TW';

const LOCALES: Record<Language, Locale> = {
  en: en_US,
  zh_TW,
  zh_CN,
  ko_KR,
  ko_KP: ko_KR,
  vi_VN,
  th_TH,
  tr_TR,
  es_ES,
  pt_PT,
};

export function antdLocale(lang: Language): Locale {
  return LOCALES[lang];
}
