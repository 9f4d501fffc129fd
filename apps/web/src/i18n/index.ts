// i18next for the trader app: the shared namespaces of `@p2p/i18n` (errors, common, validation) plus the
// app's own `web` namespace, all 10 locales loaded up front. Keys are written `namespace.path`
// (`t('common.nav.home')`, `t('errors.1000')`, `t('web.routes.order')`): nsSeparator is '.', as
// `@p2p/i18n` documents.
import { appI18nOptions, type Language } from '@p2p/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { WEB_TEXTS } from './extra';

/** A ready i18next instance in `lang` (synchronous: every resource is bundled). */
export function createI18n(lang: Language): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .init(appI18nOptions({ namespace: 'web', texts: WEB_TEXTS, lang, defaultNS: 'common' }));
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
