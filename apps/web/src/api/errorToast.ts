// Which toast an API error shows (spec section 8).
import { ApiError, ClientErrorCode } from '@p2p/contracts/client';

/** The lookup the rules need: i18next's `exists` and `t`. */
export interface Translator {
  exists(key: string): boolean;
  t(key: string): string;
}

/** Codes that never show a toast: 500 (with a body), 1009 (QR not scanned yet) and 401 (the session rule). */
export const SILENT_CODES: readonly string[] = ['500', '1009', '401'];
/** Codes that show their own text: the server's message, else their catalogue text. */
export const OWN_TEXT_CODES: readonly string[] = ['1015', '1033', 'SDK1003'];
/** 1042 has no catalogue text: it falls back to a text of its own instead of the generic message. */
export const SPECIFIC_FALLBACK_CODE = '1042';

export const NETWORK_ERROR_KEY = 'common.messages.networkError';
export const SYSTEM_BUSY_KEY = 'common.messages.systemBusy';
export const FALLBACK_1042_KEY = 'web.errors.fallback1042';

function catalogueText(code: string, tr: Translator): string | null {
  const key = `errors.${code}`;
  return tr.exists(key) ? tr.t(key) : null;
}

/** The toast text for an error, or null when the error shows nothing. */
export function errorToastText(error: ApiError, tr: Translator): string | null {
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
  if (SILENT_CODES.includes(code)) return null;
  if (OWN_TEXT_CODES.includes(code)) {
    const own = error.message.trim();
    return own || catalogueText(code, tr) || tr.t(NETWORK_ERROR_KEY);
  }
  if (code === SPECIFIC_FALLBACK_CODE) return catalogueText(code, tr) ?? tr.t(FALLBACK_1042_KEY);
  return catalogueText(code, tr) ?? tr.t(NETWORK_ERROR_KEY);
}
