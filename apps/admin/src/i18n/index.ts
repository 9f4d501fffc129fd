// i18next for the staff console: the shared namespaces of `@p2p/i18n` (errors, common, validation) plus
// the console's own `admin` namespace, all 10 locales bundled. Keys are written `namespace.path`
// (`t('admin.nav.appeals')`, `t('errors.1004')`, `t('common.appName')`): nsSeparator is '.', as
// `@p2p/i18n` documents.
import { appI18nOptions, type Language } from '@p2p/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ADMIN_TEXTS } from './texts';

/** A ready i18next instance in `lang` (synchronous: every resource is bundled). */
export function createI18n(lang: Language): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .init(appI18nOptions({ namespace: 'admin', texts: ADMIN_TEXTS, lang, defaultNS: 'admin' }));
  return instance;
}

let current: I18n | null = null;

/** The console's instance (made by `setupI18n` at start; English until then). */
export function appI18n(): I18n {
  current ??= createI18n('en');
  return current;
}

export function setupI18n(lang: Language): I18n {
  current = createI18n(lang);
  return current;
}

/** The interface language in force (sent as the `language` header). */
export function currentLanguage(): Language {
  return (appI18n().language as Language | undefined) ?? 'en';
}
