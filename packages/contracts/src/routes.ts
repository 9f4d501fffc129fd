// Every API call of spec section 7, relative to `API_PREFIX`. One table (`API_ENDPOINTS`) holds the
// method and the Nest-style template of each call; from it come `ROUTE_TEMPLATES` (for the server's
// controllers) and `ApiRoutes` (for clients: a string, or a function of the one path parameter).
//
// Server note: several groups have a `:id` route beside fixed ones under the same prefix
// (`/c2c/advert/page` and `/c2c/advert/:id`, `/c2c/deal/order/page` and `/c2c/deal/order/:id`,
// `/user/fiat/talk/unread` and `/user/fiat/talk/:id`): declare the fixed routes first.
// The spec names a method for the first chat call only; the others are taken to be GET as well.

export * from './web-routes.js';

export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST';

export interface EndpointDef {
  readonly method: HttpMethod;
  /** Nest-style template relative to `API_PREFIX`, e.g. `/user/info/:userId`. */
  readonly path: string;
}

const GET = 'GET';
const POST = 'POST';

export const API_ENDPOINTS = {
  system: {
    health: { method: GET, path: '/health' },
  },
  staff: {
    login: { method: POST, path: '/admin/auth/login' },
    me: { method: GET, path: '/admin/auth/me' },
    logout: { method: POST, path: '/admin/auth/logout' },
  },
  account: {
    /** The advertiser's online state. */
    onlineState: { method: GET, path: '/c2c/advert/online' },
    /** Sets the online state: query `online=true|false`. */
    setOnline: { method: POST, path: '/c2c/advert/online' },
    balance: { method: GET, path: '/balance' },
    balanceDetail: { method: GET, path: '/balance/detail' },
    balanceExtract: { method: POST, path: '/balance/extract' },
    updateInfo: { method: POST, path: '/user/updateInfo' },
    resetPassword: { method: POST, path: '/user/resetPassword' },
    login: { method: POST, path: '/user/login' },
    logout: { method: POST, path: '/logout' },
    scanResetByEmail: { method: GET, path: '/scan/resetByEmail' },
    scanResult: { method: GET, path: '/scan/result/:eventId' },
    genQrCodeUrl: { method: GET, path: '/scan/genQrCodeUrl/:id' },
    scanCallBack: { method: GET, path: '/scan/callBack' },
    userInfo: { method: GET, path: '/user/info/:userId' },
    isBind: { method: GET, path: '/user/isBind/:email' },
    verifyEmail: { method: POST, path: '/email/verify' },
    unBindResetPassword: { method: POST, path: '/user/unBindResetPassword' },
    cancelTimes: { method: GET, path: '/c2c/deal/order/cancel/times' },
    amrExist: { method: GET, path: '/user/amrExist' },
    authorizeLogin: { method: POST, path: '/user/authorizeLogin' },
    authorizeRegister: { method: POST, path: '/user/authorizeRegister' },
    register: { method: POST, path: '/user/register' },
    hasSecurityCode: { method: GET, path: '/user/hasSecurityCode' },
    sendEmail: { method: POST, path: '/email/send' },
    checkEmail: { method: GET, path: '/email/check/:x' },
  },
  common: {
    coins: { method: GET, path: '/common/coin' },
    countries: { method: GET, path: '/common/country/all' },
    dict: { method: GET, path: '/common/dict' },
    coinPairs: { method: GET, path: '/c2c/coin/config/list' },
    uploadImage: { method: POST, path: '/file/uploadImage' },
    uploadFile: { method: POST, path: '/file/uploadFile' },
    creditSetting: { method: GET, path: '/common/credit/setting' },
    wordValid: { method: POST, path: '/common/word/valid' },
    latestPrices: { method: GET, path: '/order/price/thread/new/page' },
    document: { method: GET, path: '/document/config/:id' },
    creditDetailPage: { method: GET, path: '/credit/detail/page' },
  },
  ads: {
    page: { method: GET, path: '/c2c/advert/page' },
    create: { method: POST, path: '/c2c/advert/create' },
    pageByUser: { method: GET, path: '/c2c/advert/pageByUser' },
    cancel: { method: POST, path: '/c2c/advert/cancel/:id' },
    deposit: { method: POST, path: '/c2c/advert/deposit/:id' },
    detail: { method: GET, path: '/c2c/advert/:id' },
  },
  orders: {
    create: { method: POST, path: '/c2c/deal/order' },
    /** Query `finish` selects finished or open orders. */
    page: { method: GET, path: '/c2c/deal/order/page' },
    detail: { method: GET, path: '/c2c/deal/order/:id' },
    /** Optional query `securityCode`. */
    cancel: { method: POST, path: '/c2c/deal/order/cancel/:id' },
    take: { method: POST, path: '/c2c/deal/order/take/:id' },
    pay: { method: POST, path: '/c2c/deal/order/pay/:id' },
    /** Optional query `securityCode`. */
    confirm: { method: POST, path: '/c2c/deal/order/confirm/:id' },
    recover: { method: POST, path: '/c2c/deal/order/recover/:id' },
    /** Query `id`. */
    updateRead: { method: POST, path: '/c2c/deal/order/updateRead' },
  },
  appeals: {
    create: { method: POST, path: '/c2c/appeal' },
    page: { method: GET, path: '/c2c/appeal/page' },
    /** Cancels the appeal (body carries the id too). */
    cancel: { method: POST, path: '/c2c/appeal/:id' },
  },
  chat: {
    talkList: { method: GET, path: '/user/fiat/talk/talkList' },
    updateRead: { method: GET, path: '/user/fiat/talk/updateRead/:id' },
    readBubble: { method: GET, path: '/user/fiat/talk/readBubble' },
    talk: { method: GET, path: '/user/fiat/talk/:id' },
    read: { method: GET, path: '/user/fiat/talk/read/:id' },
    unread: { method: GET, path: '/user/fiat/talk/unread' },
    unreadOf: { method: GET, path: '/user/fiat/talk/unRead/:id' },
  },
} as const satisfies Record<string, Record<string, EndpointDef>>;

type Endpoints = typeof API_ENDPOINTS;

/** A path with a `:param` becomes a function of that parameter; a fixed path stays a string. */
export type PathBuilder<P extends string> = P extends `${string}:${string}`
  ? (param: string | number) => string
  : P;

type PathOf<E> = E extends { readonly path: infer P extends string } ? P : never;

export type RouteTemplates = {
  readonly [G in keyof Endpoints]: { readonly [K in keyof Endpoints[G]]: PathOf<Endpoints[G][K]> };
};

export type ApiRouteMap = {
  readonly [G in keyof Endpoints]: {
    readonly [K in keyof Endpoints[G]]: PathBuilder<PathOf<Endpoints[G][K]>>;
  };
};

/** Fills a template's `:param` placeholders, URL-encoding each value. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

function paramNames(template: string): string[] {
  return [...template.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string);
}

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

/**
 * Paths for clients, relative to `API_PREFIX`:
 * `ApiRoutes.account.login === '/user/login'`, `ApiRoutes.account.userInfo(7) === '/user/info/7'`.
 */
export const ApiRoutes: ApiRouteMap = mapGroups<ApiRouteMap>((def) => {
  const names = paramNames(def.path);
  if (names.length === 0) return def.path;
  const name = names[0] as string;
  return (param: string | number) => fillPath(def.path, { [name]: param });
});

export interface EndpointEntry extends EndpointDef {
  /** `group.key`, e.g. `account.login`. */
  readonly name: string;
}

/** Every endpoint as a flat list (for route audits and docs). */
export function listEndpoints(): EndpointEntry[] {
  const out: EndpointEntry[] = [];
  for (const [group, defs] of Object.entries(API_ENDPOINTS)) {
    for (const [key, def] of Object.entries(defs as Record<string, EndpointDef>)) {
      out.push({ name: `${group}.${key}`, method: def.method, path: def.path });
    }
  }
  return out;
}

/** `API_PREFIX` + path, e.g. `withApiPrefix('/health') === '/api/health'`. */
export function withApiPrefix(path: string): string {
  return `${API_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`;
}
