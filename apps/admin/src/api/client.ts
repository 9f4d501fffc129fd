// The console's one API client: the contracts client and its HTTP wrapper (headers, time-outs,
// envelope, answers typed by the endpoint table) with the staff token from sessionStorage, the 401
// rule (the token is cleared, the guards then go to /login) and the error toasts.
import { API_PREFIX } from '@p2p/contracts';
import {
  createApiClient,
  createHttp,
  errorText,
  isUnauthorized,
  type ApiError,
  type Http,
  type Translator,
} from '@p2p/contracts/client';
import { appI18n, currentLanguage } from '../i18n';
import { clearToken, readToken } from '../session/token';
import { showErrorToast } from '../shell/notifier';

export interface ConsoleHttpDeps {
  getToken(): string | null;
  getLanguage(): string | null | undefined;
  /** Ends the local session (clears the token). */
  onUnauthorized(error: ApiError): void;
  /** Shows an error text (the shell's toast). */
  showError(text: string): void;
  translator(): Translator;
}

/** The console's wrapper: a 401 ends the session, any other failure shows its text unless `toast: false`. */
export function createConsoleHttp(deps: ConsoleHttpDeps): Http {
  return createHttp({
    client: createApiClient({ baseUrl: API_PREFIX, getToken: deps.getToken, getLanguage: deps.getLanguage }),
    onError(error, { toast }) {
      if (isUnauthorized(error)) deps.onUnauthorized(error);
      const text = toast ? errorText(error, deps.translator()) : null;
      if (text) deps.showError(text);
    },
  });
}

function translator(): Translator {
  const i18n = appI18n();
  return { exists: (key) => i18n.exists(key), t: (key) => i18n.t(key) };
}

export const http = createConsoleHttp({
  getToken: readToken,
  getLanguage: currentLanguage,
  onUnauthorized: clearToken,
  showError: showErrorToast,
  translator,
});
