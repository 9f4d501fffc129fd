// The text an API error shows (spec section 8): the catalogue text `errors.<code>`, the network or
// system-busy message for failures without an envelope, nothing for a 401 (the session rule handles it)
// or for the caller's own aborts.
import { ClientErrorCode, type ApiError } from '@p2p/contracts/client';

/** The lookup the rules need: i18next's `exists` and `t`. */
export interface Translator {
  exists(key: string): boolean;
  t(key: string): string;
}

export const UNAUTHORIZED_CODE = '401';
export const NETWORK_ERROR_KEY = 'common.messages.networkError';
export const SYSTEM_BUSY_KEY = 'common.messages.systemBusy';

export function isUnauthorized(error: ApiError): boolean {
  return error.code === UNAUTHORIZED_CODE;
}

/** The text for an error, or null when the error shows nothing. */
export function errorText(error: ApiError, tr: Translator): string | null {
  const code = String(error.code ?? '');
  switch (code) {
    case ClientErrorCode.ABORTED:
    case UNAUTHORIZED_CODE:
      return null;
    case '':
    case ClientErrorCode.NETWORK:
    case ClientErrorCode.TIMEOUT:
      return tr.t(NETWORK_ERROR_KEY);
    case ClientErrorCode.SYSTEM_BUSY:
      return tr.t(SYSTEM_BUSY_KEY);
  }
  const key = `errors.${code}`;
  return tr.exists(key) ? tr.t(key) : tr.t(NETWORK_ERROR_KEY);
}
