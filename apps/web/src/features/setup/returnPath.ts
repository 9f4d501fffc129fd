// The way back from a detour (issue 26): a page that sends the trader elsewhere to finish something (a
// setup step, a new payment method) passes where it is as `?back=`, and the page that does the step
// returns there once it is done. Only a path of this app is followed (never another site).
import { WebRoutes } from '@p2p/contracts';
import { useLocation, useSearchParams } from 'react-router-dom';

export const BACK_PARAM = 'back';

const ROUTE_PATHS: ReadonlySet<string> = new Set(Object.values(WebRoutes));

/** `raw` when it is a path of one of the app's routes (with its query), else null. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  const pathname = raw.split(/[?#]/)[0] ?? '';
  return ROUTE_PATHS.has(pathname) ? raw : null;
}

/** The page's `?back=` when it is one to follow, else null. */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(BACK_PARAM));
}

/** Where the current page is (path and query): the `back` of a detour from it. */
export function useCurrentPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}
