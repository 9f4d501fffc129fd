// i18next for the trader app: the shared namespaces of `@p2p/i18n` (errors, common, validation) plus the
// app's own `web` namespace, all 10 locales loaded up front. Keys are written `namespace.path`
// (`t('common.nav.home')`, `t('errors.1000')`, `t('web.routes.order')`): nsSeparator is '.', as
// `@p2p/i18n` documents.
import { LANGUAGES, NAMESPACES, resources, type Language } from '@p2p/i18n';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { WEB_TEXTS } from './extra';

export const WEB_NAMESPACE = 'web';
export const I18N_NAMESPACES = [...NAMESPACES, WEB_NAMESPACE] as const;

export function buildResources(): Resource {
  const out: Resource = {};
  for (const lang of LANGUAGES) {
    out[lang] = { ...resources[lang], [WEB_NAMESPACE]: WEB_TEXTS[lang] } as Resource[string];
  }
  return out;
}

/** A ready i18next instance in `lang` (synchronous: every resource is bundled). */
export function createI18n(lang: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: buildResources(),
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [...I18N_NAMESPACES],
    defaultNS: 'common',
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

let current: I18n | null = null;

/** The app's instance (created by `setupI18n` at start). */
export function appI18n(): I18n {
  if (!current) current = createI18n('en');
  return current;
}

export function setupI18n(lang: Language): I18n {
  current = createI18n(lang);
  return current;
}

/** The interface language in force. */
export function currentLanguage(): Language {
  return (appI18n().language as Language | undefined) ?? 'en';
}
