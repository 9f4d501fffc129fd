/// <reference types="jest" />
import {
  BOTTOM_NAV_ROUTES,
  BOTTOM_NAV_TABS,
  HEADER_MENU_ROUTES,
  ORDER_BUTTON_HIDDEN_ROUTES,
  PUBLIC_WEB_ROUTES,
  WEB_ROUTE_META,
  WEB_ROUTES,
  WebRoutes,
  isPublicWebRoute,
  orderDetailPath,
  showsBottomNav,
  showsOrderButton,
  webPath,
  webRouteMeta,
} from './routes.js';

// The trader app's routes (spec section 2): their metadata, guards, menus and path builders.
describe('web routes', () => {
  it('list every route of spec section 2', () => {
    expect(Object.values(WebRoutes).sort()).toEqual(
      [
        '/',
        '/login',
        '/register',
        '/forgot',
        '/resetPassword',
        '/buySell',
        '/personalCenter',
        '/reputationScore',
        '/fundRecord',
        '/fundRecordDetails',
        '/publish',
        '/creating',
        '/creatingOther',
        '/myAdvert',
        '/order',
        '/orderDetail',
        '/chat',
        '/appeal',
        '/updateEmail',
        '/updateRemark',
        '/updatePassword',
        '/updateSecurityPassword',
        '/updateReceivingAddress',
        '/helpList',
        '/helpDetail',
        '/transactionNotice',
        '/priceRecord',
        '/systemMaintenance',
        '/emailUndo',
        // Payment-method management (issue 11): the spec names the screen but not its path.
        '/paymentMethods',
        // The NFT pages of spec §2 (issue 23): albums, album, detail parameters, on-chain records, holder,
        // creator; query parameters name the album, the item or the address.
        '/nftAlbums',
        '/nftAlbum',
        '/nftDetail',
        '/nftRecords',
        '/nftHolder',
        '/nftCreator',
        // The chat history of spec §2 (issue 26): every order's chat; the spec names the screen, not its path.
        '/chatList',
      ].sort(),
    );
    expect(WEB_ROUTES).toHaveLength(37);
  });

  it('carry the route names forgotPassword and orderDetail', () => {
    expect(WEB_ROUTE_META['/forgot'].name).toBe('forgotPassword');
    expect(WEB_ROUTE_META['/orderDetail'].name).toBe('orderDetail');
  });

  it('flag dark theme on /, /personalCenter and /chat only', () => {
    expect(WEB_ROUTES.filter((r) => r.darkTheme).map((r) => r.path)).toEqual([
      '/',
      '/personalCenter',
      '/chat',
    ]);
  });

  it('keep alive /, /myAdvert and /order only', () => {
    expect(WEB_ROUTES.filter((r) => r.keepAlive).map((r) => r.path)).toEqual(['/', '/myAdvert', '/order']);
  });

  it('hide the back button on /login and /systemMaintenance', () => {
    expect(WEB_ROUTES.filter((r) => r.hiddenBack).map((r) => r.path)).toEqual([
      '/login',
      '/systemMaintenance',
    ]);
  });

  it('send back to the spec back paths', () => {
    const backs = Object.fromEntries(WEB_ROUTES.filter((r) => r.backPath).map((r) => [r.path, r.backPath]));
    expect(backs).toEqual({
      '/': '/',
      '/creating': '/myAdvert',
      '/creatingOther': '/myAdvert',
      '/myAdvert': '/',
      '/order': '/',
      '/orderDetail': '/order',
    });
  });

  it('make public exactly the six public pages and the email undo page', () => {
    expect([...PUBLIC_WEB_ROUTES].sort()).toEqual(
      [
        '/login',
        '/register',
        '/forgot',
        '/resetPassword',
        '/helpDetail',
        '/systemMaintenance',
        '/emailUndo',
      ].sort(),
    );
    expect(isPublicWebRoute('/emailUndo?token=abc')).toBe(true);
    expect(isPublicWebRoute('/helpDetail?id=3')).toBe(true);
    expect(isPublicWebRoute('/order')).toBe(false);
  });

  it('show the bottom bar on the seventeen listed routes', () => {
    expect(BOTTOM_NAV_ROUTES).toEqual([
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
    ]);
    expect(BOTTOM_NAV_TABS).toEqual(['/', '/publish', '/myAdvert', '/order']);
    expect(showsBottomNav('/orderDetail?id=1')).toBe(true);
    expect(showsBottomNav('/chat')).toBe(false);
  });

  it('list the header menu links', () => {
    expect(HEADER_MENU_ROUTES).toEqual([
      '/myAdvert',
      '/personalCenter',
      '/publish',
      '/order',
      '/fundRecord',
      '/helpList',
    ]);
  });

  it('hide the order button on login, order, orderDetail, chat, register and forgotPassword', () => {
    expect([...ORDER_BUTTON_HIDDEN_ROUTES].sort()).toEqual(
      ['/login', '/order', '/orderDetail', '/chat', '/register', '/forgot'].sort(),
    );
    expect(showsOrderButton('/chat')).toBe(false);
    expect(showsOrderButton('/')).toBe(true);
  });

  it('only name paths that are routes', () => {
    const all = new Set<string>(Object.values(WebRoutes));
    for (const list of [
      PUBLIC_WEB_ROUTES,
      BOTTOM_NAV_ROUTES,
      HEADER_MENU_ROUTES,
      ORDER_BUTTON_HIDDEN_ROUTES,
    ]) {
      for (const path of list) expect(all.has(path)).toBe(true);
    }
  });

  it('need a session on the NFT pages, without the bottom bar, and build their query paths', () => {
    for (const path of [
      '/nftAlbums',
      '/nftAlbum',
      '/nftDetail',
      '/nftRecords',
      '/nftHolder',
      '/nftCreator',
    ]) {
      expect(isPublicWebRoute(path)).toBe(false);
      expect(showsBottomNav(path)).toBe(false);
    }
    expect(webPath(WebRoutes.nftHolder, { address: '0xAb' })).toBe('/nftHolder?address=0xAb');
    expect(webRouteMeta('/nftDetail?id=9')?.name).toBe('nftDetail');
  });

  it('make /chatList a private page with a back button (history back), without the bottom bar (issue 26)', () => {
    const meta = webRouteMeta('/chatList');
    expect(meta).toMatchObject({
      name: 'chatList',
      public: false,
      hiddenBack: false,
      keepAlive: false,
      darkTheme: false,
    });
    expect(meta?.backPath).toBeUndefined();
    expect(isPublicWebRoute('/chatList')).toBe(false);
    expect(showsBottomNav('/chatList')).toBe(false);
  });

  it('build the order detail path with its query id', () => {
    expect(orderDetailPath('o 1')).toBe('/orderDetail?id=o%201');
    expect(webRouteMeta('/orderDetail/')?.name).toBe('orderDetail');
  });
});
