// The interface language: the `lang` cookie, `?lang=` on any route stored as the preference, and the
// picker's choice (saved, order-button position cleared, page reloaded). Spec section 1 and section 2.
import { LANG_QUERY_PARAM } from '@p2p/contracts/routes';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, normalizeLanguage, type Language } from '@p2p/i18n';
import { getCookie, setCookie } from '../session/cookies';
import { COOKIE, LANGUAGE_COOKIE_DAYS, STORAGE } from '../session/keys';

/**
 * A language from a cookie or query value (`zh_TW`, `zh-TW`, `ko`, `en_US`...), or null when the value
 * names none of the 10 languages (normalizeLanguage alone would read any unknown value as English).
 */
export function parseLanguage(value: string | null | undefined): Language | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (isLanguage(raw)) return raw;
  const lang = normalizeLanguage(raw);
  if (lang !== DEFAULT_LANGUAGE) return lang;
  return raw.toLowerCase().startsWith('en') ? DEFAULT_LANGUAGE : null;
}

/** The language in the cookie, else English. */
export function readLanguage(): Language {
  return parseLanguage(getCookie(COOKIE.lang)) ?? DEFAULT_LANGUAGE;
}

export function saveLanguage(lang: Language): void {
  setCookie(COOKIE.lang, lang, LANGUAGE_COOKIE_DAYS);
}

/** The language named by `?lang=` in a search string, or null. */
export function languageFromSearch(search: string): Language | null {
  return parseLanguage(new URLSearchParams(search).get(LANG_QUERY_PARAM));
}

/** The search string without `lang` (with its `?`, or '' when nothing is left). */
export function searchWithoutLanguage(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LANG_QUERY_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Applies `?lang=` of the address: stores it as the preference and takes it out of the address (so that a
 * later choice in the picker is not undone by a reload). Returns the language now in force.
 */
export function applyLanguageFromLocation(
  loc: Location = window.location,
  hist: History = window.history,
): Language {
  const fromQuery = languageFromSearch(loc.search);
  if (fromQuery) {
    saveLanguage(fromQuery);
    hist.replaceState(hist.state, '', `${loc.pathname}${searchWithoutLanguage(loc.search)}${loc.hash}`);
    return fromQuery;
  }
  return readLanguage();
}

/** The picker's choice: save it, forget the order button's position, reload the page. */
export function chooseLanguage(
  lang: Language,
  reload: () => void = () => window.location.reload(),
  storage: Storage = localStorage,
): void {
  saveLanguage(lang);
  storage.removeItem(STORAGE.orderButtonPosition);
  reload();
}

/** The `lang` attribute of the document for a language (`zh_TW` -> `zh-TW`). */
export function htmlLang(lang: Language): string {
  return lang.replace('_', '-');
}

export { LANGUAGES };
