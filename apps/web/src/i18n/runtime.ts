// The app's i18next instance at run time: English (the fallback) and the chosen language are fetched
// before the first render, another language when it is chosen. Options match `appI18nOptions` of
// `@p2p/i18n` (checked by runtime.test.ts), which would bundle every locale.
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES, type Language } from '@p2p/i18n';
import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLocale } from './locales';

export const WEB_NAMESPACE = 'web';

/** The i18next options of the app in `lang` with the given resources. */
export function runtimeOptions(lang: Language, resources: Resource): InitOptions {
  return {
    resources,
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES, WEB_NAMESPACE],
    defaultNS: 'common',
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  };
}

/** The languages whose texts must be there to show `lang`: English first, as the fallback. */
function needed(lang: Language): Language[] {
  return lang === DEFAULT_LANGUAGE ? [lang] : [DEFAULT_LANGUAGE, lang];
}

/** A ready instance in `lang`, once its texts and English's have been fetched. */
export async function startI18n(lang: Language): Promise<I18n> {
  const resources: Resource = {};
  await Promise.all(
    needed(lang).map(async (l) => {
      resources[l] = await loadLocale(l);
    }),
  );
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init(runtimeOptions(lang, resources));
  setAppI18n(instance);
  return instance;
}

/** Switches `instance` to `lang`, fetching its texts first when they are not there yet. */
export async function changeAppLanguage(instance: I18n, lang: Language): Promise<void> {
  await Promise.all(
    needed(lang)
      .filter((l) => !instance.hasResourceBundle(l, WEB_NAMESPACE))
      .map(async (l) => {
        const namespaces = await loadLocale(l);
        for (const [ns, texts] of Object.entries(namespaces)) {
          instance.addResourceBundle(l, ns, texts, true, true);
        }
      }),
  );
  await instance.changeLanguage(lang);
}

let current: I18n | null = null;

export function setAppI18n(instance: I18n): void {
  current = instance;
}

/** The app's instance (set at start); before that, an English one without texts (keys show as is). */
export function appI18n(): I18n {
  if (!current) {
    current = i18next.createInstance();
    void current.init(runtimeOptions(DEFAULT_LANGUAGE, {}));
  }
  return current;
}

/** The interface language in force. */
export function currentLanguage(): Language {
  return (appI18n().language as Language | undefined) ?? DEFAULT_LANGUAGE;
}
