// The metadata each route object carries in its `handle` (spec section 2), and the header's rules.
import { WebRoutes, type WebPath, type WebRouteMeta } from '@p2p/contracts/routes';
import { useMatches } from 'react-router-dom';

export interface RouteHandle extends WebRouteMeta {
  /** i18next key of the header title. */
  readonly titleKey: string;
}

export function routeHandle(meta: WebRouteMeta): RouteHandle {
  return Object.freeze({ ...meta, titleKey: `web.routes.${meta.name}` });
}

/** Home pages: no back button there. */
export const HOME_PAGES: readonly WebPath[] = [WebRoutes.home];

/** The back button shows unless the route is a home page or flags hiddenBack. */
export function showsBackButton(meta: Pick<WebRouteMeta, 'path' | 'hiddenBack'> | undefined): boolean {
  if (!meta) return false;
  return !meta.hiddenBack && !HOME_PAGES.includes(meta.path);
}

/**
 * Where the back button goes: the route's backPath, else one step back in the history, or home when
 * the page was opened directly (no history entry of ours to go back to).
 */
export function backTarget(
  meta: Pick<WebRouteMeta, 'backPath'> | undefined,
  hasHistory: boolean,
): WebPath | -1 {
  if (meta?.backPath) return meta.backPath;
  return hasHistory ? -1 : WebRoutes.home;
}

/** The handle of the deepest matched route. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.path) return handle;
  }
  return undefined;
}
