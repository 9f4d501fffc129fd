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
  /** Runs `fn` after `ms`; answers how to cancel it (default: setTimeout). */
  schedule?: (fn: () => void, ms: number) => () => void;
}

/** The 401 rule as a function of an error, and the cancelling of a redirect to /login still pending. */
export interface UnauthorizedHandler {
  (error: ApiError): boolean;
  cancelPending(): void;
}

export function isUnauthorized(error: ApiError): boolean {
  return String(error.code) === '401' || error.status === 401;
}

/** Returns a handler that applies the rule to an error and says whether it was a 401. */
export function createUnauthorizedHandler(deps: UnauthorizedDeps): UnauthorizedHandler {
  const schedule =
    deps.schedule ??
    ((fn, ms) => {
      const timer = setTimeout(fn, ms);
      return () => clearTimeout(timer);
    });
  let loginPending = false;
  let cancel: (() => void) | null = null;
  const handler = (error: ApiError): boolean => {
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
    cancel = schedule(() => {
      loginPending = false;
      cancel = null;
      deps.navigate(WebRoutes.login);
    }, LOGIN_REDIRECT_DELAY_MS);
    return true;
  };
  const cancelPending = (): void => {
    cancel?.();
    cancel = null;
    loginPending = false;
  };
  handlers.add(cancelPending);
  return Object.assign(handler, { cancelPending });
}

/** Every handler's cancel (the app has one handler; tests make more). */
const handlers = new Set<() => void>();

/** Drops every redirect to /login still pending (tests: one must not reach the next test's app). */
export function cancelPendingLogins(): void {
  for (const cancel of handlers) cancel();
}
