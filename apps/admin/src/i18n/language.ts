// The console's interface language: chosen in the header's picker and kept in localStorage (staff
// devices only; not the trader app's `lang` cookie). The first visit follows the browser's language.
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, normalizeLanguage, type Language } from '@p2p/i18n';

export const LANGUAGE_KEY = 'p2p_admin_lang';

export function readLanguage(
  storage: Pick<Storage, 'getItem'> = localStorage,
  browser: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language,
): Language {
  const saved = storage.getItem(LANGUAGE_KEY);
  if (isLanguage(saved)) return saved;
  return browser ? normalizeLanguage(browser) : DEFAULT_LANGUAGE;
}

export function saveLanguage(lang: Language, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(LANGUAGE_KEY, lang);
}

/** The `lang` attribute of the document for a language (`zh_TW` -> `zh-TW`). */
export function htmlLang(lang: Language): string {
  return lang.replace('_', '-');
}

export { LANGUAGES };
