// i18next with every locale bundled (synchronous), for the tests: the shared namespaces of `@p2p/i18n`
// (errors, common, validation) plus the app's own `web` namespace. The app itself starts with
// `startI18n` of ./runtime, which fetches only the chosen locale and English. Keys are written
// `namespace.path` (`t('common.nav.home')`, `t('errors.1000')`, `t('web.routes.order')`): nsSeparator is
// '.', as `@p2p/i18n` documents.
import { appI18nOptions, type Language } from '@p2p/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { WEB_TEXTS } from './extra';
import { setAppI18n } from './runtime';

export { appI18n, currentLanguage } from './runtime';

/** A ready i18next instance in `lang` (synchronous: every resource is bundled). */
export function createI18n(lang: Language): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .init(appI18nOptions({ namespace: 'web', texts: WEB_TEXTS, lang, defaultNS: 'common' }));
  return instance;
}

/** Creates the instance with every locale and makes it the app's (tests). */
export function setupI18n(lang: Language): I18n {
  const instance = createI18n(lang);
  setAppI18n(instance);
  return instance;
}
