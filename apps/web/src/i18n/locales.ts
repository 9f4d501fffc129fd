// The texts of one locale, fetched when that language is chosen: every locale is its own chunk, so the
// first load carries only English, which every page needs as the fallback (the budgets of the trader app).
import type { Language, LocaleResource } from '@p2p/i18n';
import * as english from './bundles/en';
import type { WebTexts } from './extra';

export interface LocaleBundle {
  resource: LocaleResource;
  web: WebTexts;
}

const LOADERS: Record<Language, () => Promise<LocaleBundle>> = {
  en: async () => english,
  zh_TW: () => import('./bundles/zh_TW'),
  zh_CN: () => import('./bundles/zh_CN'),
  ko_KR: () => import('./bundles/ko_KR'),
  ko_KP: () => import('./bundles/ko_KP'),
  vi_VN: () => import('./bundles/vi_VN'),
  th_TH: () => import('./bundles/th_TH'),
  tr_TR: () => import('./bundles/tr_TR'),
  es_ES: () => import('./bundles/es_ES'),
  pt_PT: () => import('./bundles/pt_PT'),
};

/** The i18next namespaces of one locale (errors, common, validation and the app's `web`). */
export async function loadLocale(lang: Language): Promise<Record<string, object>> {
  const bundle = await LOADERS[lang]();
  return { ...bundle.resource, web: bundle.web };
}
