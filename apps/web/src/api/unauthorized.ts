// The 401 rule (spec section 4): a 401 holding a [start, end] list is maintenance (session cleared,
// window saved, /systemMaintenance); any other 401 clears the session and opens /login after 0.5 s.
import { WebRoutes } from '@p2p/contracts/routes';
import type { ApiError } from '@p2p/contracts/client';
import { parseMaintenanceWindow, saveMaintenanceWindow } from './maintenance';

export const LOGIN_REDIRECT_DELAY_MS = 500;

export interface UnauthorizedDeps {
  clearSession(): void;
  navigate(path: string): void;
  currentPath(): string;
  storage?: Storage;
  schedule?: (fn: () => void, ms: number) => void;
}

export function isUnauthorized(error: ApiError): boolean {
  return String(error.code) === '401' || error.status === 401;
}

/** Returns a handler that applies the rule to an error and says whether it was a 401. */
export function createUnauthorizedHandler(deps: UnauthorizedDeps): (error: ApiError) => boolean {
  const schedule = deps.schedule ?? ((fn, ms) => void setTimeout(fn, ms));
  let loginPending = false;
  return (error) => {
    if (!isUnauthorized(error)) return false;
    const window = parseMaintenanceWindow(error.message) ?? parseMaintenanceWindow(error.data);
    deps.clearSession();
    if (window) {
      saveMaintenanceWindow(window, deps.storage ?? localStorage);
      deps.navigate(WebRoutes.systemMaintenance);
      return true;
    }
    if (loginPending || deps.currentPath() === WebRoutes.login) return true;
    loginPending = true;
    schedule(() => {
      loginPending = false;
      deps.navigate(WebRoutes.login);
    }, LOGIN_REDIRECT_DELAY_MS);
    return true;
  };
}
