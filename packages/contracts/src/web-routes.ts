// The trader web app's client-side routes (spec section 2) with their metadata, and the route lists
// the shell uses (public pages, bottom bar, header menu, floating order button).

export const WebRoutes = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot',
  resetPassword: '/resetPassword',
  buySell: '/buySell',
  personalCenter: '/personalCenter',
  reputationScore: '/reputationScore',
  fundRecord: '/fundRecord',
  fundRecordDetails: '/fundRecordDetails',
  /** Payment-method management (add, edit, delete); the spec names the screen, not its path. */
  paymentMethods: '/paymentMethods',
  publish: '/publish',
  creating: '/creating',
  creatingOther: '/creatingOther',
  myAdvert: '/myAdvert',
  order: '/order',
  /** Query `id` (the order id). */
  orderDetail: '/orderDetail',
  chat: '/chat',
  /** The chat history (spec §2 names the screen, not its path; issue 26): every order's chat, newest first. */
  chatList: '/chatList',
  appeal: '/appeal',
  updateEmail: '/updateEmail',
  updateRemark: '/updateRemark',
  updatePassword: '/updatePassword',
  updateSecurityPassword: '/updateSecurityPassword',
  updateReceivingAddress: '/updateReceivingAddress',
  helpList: '/helpList',
  helpDetail: '/helpDetail',
  transactionNotice: '/transactionNotice',
  priceRecord: '/priceRecord',
  systemMaintenance: '/systemMaintenance',
  /** Query `token`: undoes an email change (the link mailed to the old address). */
  emailUndo: '/emailUndo',
  /** The NFT albums (issue 23). */
  nftAlbums: '/nftAlbums',
  /** Query `id` (the album id): the album and its items. */
  nftAlbum: '/nftAlbum',
  /** Query `id` (the item id): the item's detail parameters. */
  nftDetail: '/nftDetail',
  /** Query `id` (the item id): the item's on-chain records. */
  nftRecords: '/nftRecords',
  /** Query `address`: the items an address holds. */
  nftHolder: '/nftHolder',
  /** Query `address`: the albums and items a creator made. */
  nftCreator: '/nftCreator',
} as const;

export type WebRouteName = keyof typeof WebRoutes;
export type WebPath = (typeof WebRoutes)[WebRouteName];

export interface WebRouteMeta {
  /** The route's name (react-router id); the spec names `forgotPassword` and `orderDetail`. */
  readonly name: WebRouteName;
  readonly path: WebPath;
  readonly darkTheme: boolean;
  readonly hiddenBack: boolean;
  /** Where the back button goes; absent: browser history back. */
  readonly backPath?: WebPath;
  readonly keepAlive: boolean;
  /** Reachable without a session. */
  readonly public: boolean;
}

type MetaFlags = Partial<Omit<WebRouteMeta, 'name' | 'path'>>;

const FLAGS: Partial<Record<WebRouteName, MetaFlags>> = {
  home: { darkTheme: true, keepAlive: true, backPath: '/' },
  login: { hiddenBack: true, public: true },
  register: { public: true },
  forgotPassword: { public: true },
  resetPassword: { public: true },
  personalCenter: { darkTheme: true },
  creating: { backPath: '/myAdvert' },
  creatingOther: { backPath: '/myAdvert' },
  myAdvert: { keepAlive: true, backPath: '/' },
  order: { keepAlive: true, backPath: '/' },
  orderDetail: { backPath: '/order' },
  chat: { darkTheme: true },
  helpDetail: { public: true },
  systemMaintenance: { hiddenBack: true, public: true },
  emailUndo: { public: true },
};

function buildMeta(): Readonly<Record<WebPath, WebRouteMeta>> {
  const out = {} as Record<WebPath, WebRouteMeta>;
  for (const [name, path] of Object.entries(WebRoutes) as [WebRouteName, WebPath][]) {
    const f = FLAGS[name] ?? {};
    out[path] = Object.freeze({
      name,
      path,
      darkTheme: f.darkTheme ?? false,
      hiddenBack: f.hiddenBack ?? false,
      ...(f.backPath !== undefined ? { backPath: f.backPath } : {}),
      keepAlive: f.keepAlive ?? false,
      public: f.public ?? false,
    });
  }
  return Object.freeze(out);
}

/** Metadata of every web route, by path. */
export const WEB_ROUTE_META: Readonly<Record<WebPath, WebRouteMeta>> = buildMeta();

/** Every web route's metadata, in the spec's order. */
export const WEB_ROUTES: readonly WebRouteMeta[] = Object.freeze(Object.values(WEB_ROUTE_META));

/** Routes reachable without the token and user id cookies; every other route sends to /login. */
export const PUBLIC_WEB_ROUTES: readonly WebPath[] = Object.freeze(
  WEB_ROUTES.filter((r) => r.public).map((r) => r.path),
);

/** Where the bottom navigation bar shows. */
export const BOTTOM_NAV_ROUTES: readonly WebPath[] = Object.freeze([
  '/',
  '/publish',
  '/myAdvert',
  '/order',
  '/personalCenter',
  '/fundRecord',
  '/helpList',
  '/buySell',
  '/priceRecord',
  '/creating',
  '/creatingOther',
  '/orderDetail',
  '/appeal',
  '/reputationScore',
  '/updateReceivingAddress',
  '/updateEmail',
  '/updatePassword',
] as const);

/** The bottom bar's tabs, in order. */
export const BOTTOM_NAV_TABS: readonly WebPath[] = Object.freeze([
  '/',
  '/publish',
  '/myAdvert',
  '/order',
] as const);

/** The header menu's links, in order (the menu also has logout, with a confirmation). */
export const HEADER_MENU_ROUTES: readonly WebPath[] = Object.freeze([
  '/myAdvert',
  '/personalCenter',
  '/publish',
  '/order',
  '/fundRecord',
  '/helpList',
] as const);

/** Where the floating order button never shows. */
export const ORDER_BUTTON_HIDDEN_ROUTES: readonly WebPath[] = Object.freeze([
  '/login',
  '/order',
  '/orderDetail',
  '/chat',
  '/register',
  '/forgot',
] as const);

/** Query parameter that stores an interface language from any route. */
export const LANG_QUERY_PARAM = 'lang';

function pathOnly(pathname: string): string {
  const bare = pathname.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/';
}

export function isPublicWebRoute(pathname: string): boolean {
  return (PUBLIC_WEB_ROUTES as readonly string[]).includes(pathOnly(pathname));
}

export function showsBottomNav(pathname: string): boolean {
  return (BOTTOM_NAV_ROUTES as readonly string[]).includes(pathOnly(pathname));
}

export function showsOrderButton(pathname: string): boolean {
  return !(ORDER_BUTTON_HIDDEN_ROUTES as readonly string[]).includes(pathOnly(pathname));
}

export function webRouteMeta(pathname: string): WebRouteMeta | undefined {
  return (WEB_ROUTE_META as Record<string, WebRouteMeta>)[pathOnly(pathname)];
}

/** A web path with a query, e.g. `webPath('/orderDetail', { id: '42' }) === '/orderDetail?id=42'`. */
export function webPath(
  path: WebPath,
  query: Record<string, string | number | boolean | null | undefined> = {},
): string {
  const qs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

/** The order detail page of one order. */
export function orderDetailPath(orderId: string | number): string {
  return webPath(WebRoutes.orderDetail, { id: orderId });
}
