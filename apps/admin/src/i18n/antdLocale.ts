// antd's own texts (modal buttons, empty states, form messages) in the interface language. English is
// bundled; the others load on demand (each carries date-picker and other tables the console rarely needs).
// antd has no North Korean locale: ko_KP reads Korean, as the console's texts do.
import type { Language } from '@p2p/i18n';
import type { Locale } from 'antd/es/locale';
import en_US from 'antd/es/locale/en_US';

type Loader = () => Promise<{ default: Locale }>;

const LOADERS: Record<Exclude<Language, 'en'>, Loader> = {
  zh_TW: () => import('antd/es/locale/zh_TW'),
  zh_CN: () => import('antd/es/locale/zh_CN'),
  ko_KR: () => import('antd/es/locale/ko_KR'),
  ko_KP: () => import('antd/es/locale/ko_KR'),
  vi_VN: () => import('antd/es/locale/vi_VN'),
  th_TH: () => import('antd/es/locale/th_TH'),
  tr_TR: () => import('antd/es/locale/tr_TR'),
  es_ES: () => import('antd/es/locale/es_ES'),
  pt_PT: () => import('antd/es/locale/pt_PT'),
};

export const DEFAULT_ANTD_LOCALE: Locale = en_US;

export async function loadAntdLocale(lang: Language): Promise<Locale> {
  if (lang === 'en') return en_US;
  return (await LOADERS[lang]()).default;
}
