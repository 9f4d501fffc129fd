// Every API call of spec section 7, relative to `API_PREFIX`. One table (`API_ENDPOINTS`) holds the
// method, the Nest-style template and the answer of each call (or the later part that will serve it);
// from it come `ROUTE_TEMPLATES` (for the server's controllers) and, for clients, the typed `http.call`
// of `@p2p/contracts/client`, which fills the path parameters and types the answer.
//
// Server note: several groups have a `:id` route beside fixed ones under the same prefix
// (`/c2c/advert/page` and `/c2c/advert/:id`, `/c2c/deal/order/page` and `/c2c/deal/order/:id`,
// `/user/fiat/talk/unread` and `/user/fiat/talk/:id`): declare the fixed routes first.
// The spec names a method for the first chat call only; the others are taken to be GET as well.

export * from './web-routes.js';

import { API_PREFIX, type EndpointDef } from './route-paths.js';
import { NFT_ROUTES } from './nfts/nfts.routes.js';
import { ACCOUNT_ROUTES, SYSTEM_ROUTES } from './routes/account.routes.js';
import { FUNDS_ROUTES } from './routes/funds.routes.js';
import { STAFF_ROUTES } from './routes/staff.routes.js';
import { TRADE_ROUTES } from './routes/trade.routes.js';

// The method, path and parameter helpers (no answers, no DTOs): also the light `@p2p/contracts/routes`.
export * from './route-paths.js';

/** Every call, by group: the tables of routes/ (staff, account and reference data, trading, funds). */
export const API_ENDPOINTS = {
  ...SYSTEM_ROUTES,
  ...STAFF_ROUTES,
  ...ACCOUNT_ROUTES,
  ...TRADE_ROUTES,
  ...FUNDS_ROUTES,
  ...NFT_ROUTES,
} as const satisfies Record<string, Record<string, EndpointDef>>;

type Endpoints = typeof API_ENDPOINTS;

type PathOf<E> = E extends { readonly path: infer P extends string } ? P : never;

export type RouteTemplates = {
  readonly [G in keyof Endpoints]: { readonly [K in keyof Endpoints[G]]: PathOf<Endpoints[G][K]> };
};

function mapGroups<R>(fn: (def: EndpointDef) => unknown): R {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [group, defs] of Object.entries(API_ENDPOINTS)) {
    const mapped: Record<string, unknown> = {};
    for (const [key, def] of Object.entries(defs as Record<string, EndpointDef>)) {
      mapped[key] = fn(def);
    }
    out[group] = Object.freeze(mapped);
  }
  return Object.freeze(out) as R;
}

/** Nest-style templates for the server: `ROUTE_TEMPLATES.account.userInfo === '/user/info/:userId'`. */
export const ROUTE_TEMPLATES: RouteTemplates = mapGroups<RouteTemplates>((def) => def.path);

export interface EndpointEntry extends EndpointDef {
  /** `group.key`, e.g. `account.login`. */
  readonly name: string;
}

/** `:param` to `{param}`, as OpenAPI writes a path. */
export function toOpenApiPath(template: string): string {
  return withApiPrefix(template).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** Every endpoint as a flat list (for route audits and docs). */
export function listEndpoints(): EndpointEntry[] {
  const out: EndpointEntry[] = [];
  for (const [group, defs] of Object.entries(API_ENDPOINTS)) {
    for (const [key, def] of Object.entries(defs as Record<string, EndpointDef>)) {
      out.push({ name: `${group}.${key}`, ...def });
    }
  }
  return out;
}

/** `API_PREFIX` + path, e.g. `withApiPrefix('/health') === '/api/health'`. */
export function withApiPrefix(path: string): string {
  return `${API_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`;
}
