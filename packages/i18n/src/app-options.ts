// The i18next options of the two browser apps: the shared namespaces (errors, common, validation) of every
// locale plus the app's own namespace, all bundled (synchronous init). Plain data, so this package needs no
// i18next: the apps pass the result to `i18next.createInstance().use(initReactI18next).init(...)`.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';
import { resources } from './locales/index.js';
import { NAMESPACES } from './namespaces.js';

export interface AppI18nSpec {
  /** The app's namespace (`web`, `admin`). */
  namespace: string;
  /** The app's texts by language. */
  texts: Readonly<Record<Language, object>>;
  lang: Language;
  /** The namespace of keys written without one. */
  defaultNS: string;
}

export function appI18nOptions(spec: AppI18nSpec) {
  const bundled: Record<string, Record<string, object>> = {};
  for (const lang of LANGUAGES) bundled[lang] = { ...resources[lang], [spec.namespace]: spec.texts[lang] };
  return {
    resources: bundled,
    lng: spec.lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES, spec.namespace],
    defaultNS: spec.defaultNS,
    // `namespace.path` keys (`t('errors.1000')`, `t('web.routes.order')`): see NAMESPACES.
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  };
}
