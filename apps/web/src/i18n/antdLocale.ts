// antd-mobile's own texts (Dialog buttons, empty states) in the interface language, fetched with the
// language. The imperative calls (Toast, Dialog.confirm) ignore ConfigProvider, so the locale is also set
// with setDefaultConfig.
import type { Language } from '@p2p/i18n';
import { setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';

export type AntdLocale = typeof enUS;

const LOADERS: Record<Language, () => Promise<{ default: AntdLocale }>> = {
  en: async () => ({ default: enUS }),
  zh_TW: () => import('antd-mobile/es/locales/zh-TW'),
  zh_CN: () => import('antd-mobile/es/locales/zh-CN'),
  ko_KR: () => import('antd-mobile/es/locales/ko-KR'),
  ko_KP: () => import('antd-mobile/es/locales/ko-KR'),
  vi_VN: () => import('antd-mobile/es/locales/vi-VN'),
  th_TH: () => import('antd-mobile/es/locales/th-TH'),
  tr_TR: () => import('antd-mobile/es/locales/tr-TR'),
  es_ES: () => import('antd-mobile/es/locales/es-ES'),
  pt_PT: () => import('antd-mobile/es/locales/pt-BR'),
};

let current: AntdLocale = enUS;

/** The locale applied last (English before any). */
export function antdLocale(): AntdLocale {
  return current;
}

/** Fetches antd-mobile's locale of `lang` and makes it the default of the imperative calls. */
export async function applyAntdLocale(lang: Language): Promise<AntdLocale> {
  current = (await (LOADERS[lang] ?? LOADERS.en)()).default;
  setDefaultConfig({ locale: current });
  return current;
}
