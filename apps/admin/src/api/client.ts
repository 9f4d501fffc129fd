// The console's one API client: the contracts client (headers, time-outs, envelope) with the staff token
// from sessionStorage, wrapped with the 401 rule and the error toasts.
import { API_PREFIX } from '@p2p/contracts';
import { createApiClient } from '@p2p/contracts/client';
import { appI18n, currentLanguage } from '../i18n';
import { clearToken, readToken } from '../session/token';
import { showErrorToast } from '../shell/notifier';
import { createAdminHttp } from './http';

export const http = createAdminHttp({
  client: createApiClient({
    baseUrl: API_PREFIX,
    getToken: readToken,
    getLanguage: currentLanguage,
  }),
  onUnauthorized: clearToken,
  showError: showErrorToast,
  translator() {
    const i18n = appI18n();
    return { exists: (key) => i18n.exists(key), t: (key) => i18n.t(key) };
  },
});
