// antd-mobile's own texts (Dialog buttons, empty states) in the interface language. The imperative calls
// (Toast, Dialog.confirm) ignore ConfigProvider, so the locale is also set with setDefaultConfig.
import type { Language } from '@p2p/i18n';
import { setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import koKR from 'antd-mobile/es/locales/ko-KR';
import ptBR from 'antd-mobile/es/locales/pt-BR';
import thTH from 'antd-mobile/es/locales/th-TH';
import trTR from 'antd-mobile/es/locales/tr-TR';
import viVN from 'antd-mobile/es/locales/vi-VN';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';

type AntdLocale = typeof enUS;

const LOCALES: Record<Language, AntdLocale> = {
  en: enUS,
  zh_TW: zhTW,
  zh_CN: zhCN,
  ko_KR: koKR,
  ko_KP: koKR,
  vi_VN: viVN,
  th_TH: thTH,
  tr_TR: trTR,
  es_ES: esES,
  pt_PT: ptBR,
};

export function antdLocale(lang: Language): AntdLocale {
  return LOCALES[lang] ?? enUS;
}

export function applyAntdLocale(lang: Language): void {
  setDefaultConfig({ locale: antdLocale(lang) });
}
