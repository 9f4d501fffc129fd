// Access (spec section 2): every route but the public ones needs the token and user id cookies.
import { WebRoutes, type WebRouteMeta } from '@p2p/contracts/routes';
import { redirect } from 'react-router-dom';
import { readSession, type Session } from '../session/session';

/** Where a visitor must go instead of `meta`'s route, or null when they may stay. */
export function accessRedirect(meta: Pick<WebRouteMeta, 'public'>, session: Session | null): string | null {
  if (meta.public || session) return null;
  return WebRoutes.login;
}

/** A route loader applying the rule before the page loads. */
export function guardLoader(meta: Pick<WebRouteMeta, 'public'>) {
  return () => {
    const target = accessRedirect(meta, readSession());
    if (target) throw redirect(target);
    return null;
  };
}
