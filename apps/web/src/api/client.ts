// The app's one API client: the contracts client and its HTTP wrapper (headers, params, time-outs,
// envelope, answers typed by the endpoint table) with the loading counter, the 401 rule and the toasts.
import { API_PREFIX } from '@p2p/contracts/routes';
import { createApiClient, createHttp, errorText, type Translator } from '@p2p/contracts/client';
import { appI18n, currentLanguage } from '../i18n/runtime';
import { queryClient } from '../queryClient';
import { queryKeys } from '../queryKeys';
import { getCookie } from '../session/cookies';
import { COOKIE } from '../session/keys';
import { clearSessionCookies } from '../session/session';
import { currentPath, navigateTo } from '../shell/navigation';
import { createToaster } from '../shell/toaster';
import { WEB_ERROR_TEXT_RULES } from './errorRules';
import { LoadingCounter } from './loading';
import { sampleServerDate } from './serverClock';
import { createUnauthorizedHandler } from './unauthorized';

export const loadingCounter = new LoadingCounter();

export const errorToaster = createToaster((content, duration, afterClose) => {
  void import('../shell/toast').then(({ Toast }) => Toast.show({ content, duration, afterClose }));
});

/** Ends the session locally: cookies and the user's cached data. */
export function clearSession(): void {
  clearSessionCookies();
  queryClient.removeQueries({ queryKey: queryKeys.session.all });
}

const handleUnauthorized = createUnauthorizedHandler({
  clearSession,
  navigate: navigateTo,
  currentPath,
});

function translator(): Translator {
  const i18n = appI18n();
  return { exists: (key) => i18n.exists(key), t: (key) => i18n.t(key) };
}

export const http = createHttp({
  client: createApiClient({
    baseUrl: API_PREFIX,
    getToken: () => getCookie(COOKIE.token),
    getLanguage: currentLanguage,
    // Each answer's Date header sets the countdowns' clock (./serverClock).
    fetchImpl: async (url, init) => {
      const sentAt = Date.now();
      const response = await globalThis.fetch(url, init as RequestInit);
      // (A test's stand-in answer may carry no headers at all.)
      sampleServerDate((response as Partial<Response>).headers?.get('date') ?? null, sentAt, Date.now());
      return response;
    },
  }),
  track: (task) => loadingCounter.track(task),
  onError(error, { toast }) {
    handleUnauthorized(error);
    if (!toast) return;
    const text = errorText(error, translator(), WEB_ERROR_TEXT_RULES);
    if (text) errorToaster.show(text);
  },
});
