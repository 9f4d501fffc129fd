// The text an API error shows (spec section 8), for the web and the console alike: the catalogue text
// `errors.<code>`, the network or system-busy message for failures without an envelope, nothing for
// the caller's own aborts and for the codes an app keeps silent (a 401: the session rule handles it).
import { ClientErrorCode, type ApiError } from './api-error.js';

/** The lookup the rules need: i18next's `exists` and `t`. */
export interface Translator {
  exists(key: string): boolean;
  t(key: string): string;
}

export const NETWORK_ERROR_KEY = 'common.messages.networkError';
export const SYSTEM_BUSY_KEY = 'common.messages.systemBusy';
export const UNAUTHORIZED_CODE = '401';

export interface ErrorTextRules {
  /** Codes that show nothing. */
  silent: readonly string[];
  /** Codes that show the server's own message first, then their catalogue text. */
  ownText: readonly string[];
  /** Codes without catalogue text that show a text of their own (code to i18n key). */
  fallbacks: Readonly<Record<string, string>>;
}

/** The console's rules: only a 401 is silent. */
export const DEFAULT_ERROR_TEXT_RULES: ErrorTextRules = Object.freeze({
  silent: [UNAUTHORIZED_CODE],
  ownText: [],
  fallbacks: {},
});

/** Whether an error ends the session (code or HTTP status 401). */
export function isUnauthorized(error: ApiError): boolean {
  return String(error.code) === UNAUTHORIZED_CODE || error.status === 401;
}

function catalogueText(code: string, tr: Translator): string | null {
  const key = `errors.${code}`;
  return tr.exists(key) ? tr.t(key) : null;
}

/** The text for an error, or null when the error shows nothing. */
export function errorText(
  error: ApiError,
  tr: Translator,
  rules: ErrorTextRules = DEFAULT_ERROR_TEXT_RULES,
): string | null {
  const code = String(error.code ?? '');
  switch (code) {
    case ClientErrorCode.ABORTED:
      return null;
    case '':
    case ClientErrorCode.NETWORK:
    case ClientErrorCode.TIMEOUT:
      return tr.t(NETWORK_ERROR_KEY);
    case ClientErrorCode.SYSTEM_BUSY:
      return tr.t(SYSTEM_BUSY_KEY);
  }
  if (rules.silent.includes(code)) return null;
  if (rules.ownText.includes(code)) {
    return error.message.trim() || catalogueText(code, tr) || tr.t(NETWORK_ERROR_KEY);
  }
  const fallback = rules.fallbacks[code];
  return catalogueText(code, tr) ?? tr.t(fallback ?? NETWORK_ERROR_KEY);
}
