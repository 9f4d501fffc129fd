import { WebRoutes } from '@p2p/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildRoutes } from './routes';
import { stubFetch } from './test/fetchStub';
import { renderApp, signIn } from './test/renderApp';
import type { RouteHandle } from './shell/routeMeta';

// Spec section 2, written out here (not read from the contracts) so that the test checks the rule.
const SPEC_ROUTES = [
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
  // Not in spec section 2: the link mailed to the old address after an email change.
  '/emailUndo',
  // Payment-method management: spec section 2 names the screen but not its path (issue 11).
  '/paymentMethods',
  // The NFT pages spec section 2 names by their texts (issue 23): albums, album, detail parameters,
  // on-chain records, holder, creator (query parameters name the row).
  '/nftAlbums',
  '/nftAlbum',
  '/nftDetail',
  '/nftRecords',
  '/nftHolder',
  '/nftCreator',
  // The chat history spec section 2 names by its text (issue 26): every conversation of the user's orders.
  '/chatList',
];
const PUBLIC = [
  '/login',
  '/register',
  '/forgot',
  '/resetPassword',
  '/helpDetail',
  '/systemMaintenance',
  '/emailUndo',
];
const PROTECTED = SPEC_ROUTES.filter((p) => !PUBLIC.includes(p));

function handles(): RouteHandle[] {
  const root = buildRoutes()[0]!;
  return (root.children ?? []).flatMap((r) => (r.handle ? [r.handle as RouteHandle] : []));
}

describe('route objects', () => {
  it('has a route object for every route of spec section 2, with its metadata in handle', () => {
    expect(
      handles()
        .map((h) => h.path)
        .sort(),
    ).toEqual([...SPEC_ROUTES].sort());
  });

  it('flags dark theme on /, /personalCenter and /chat only', () => {
    expect(
      handles()
        .filter((h) => h.darkTheme)
        .map((h) => h.path)
        .sort(),
    ).toEqual(['/', '/chat', '/personalCenter']);
  });

  it('keeps /, /myAdvert and /order alive', () => {
    expect(
      handles()
        .filter((h) => h.keepAlive)
        .map((h) => h.path)
        .sort(),
    ).toEqual(['/', '/myAdvert', '/order']);
  });

  it('gives the back targets of the spec', () => {
    const back = Object.fromEntries(
      handles()
        .filter((h) => h.backPath)
        .map((h) => [h.path, h.backPath]),
    );
    expect(back).toEqual({
      '/': '/',
      '/creating': '/myAdvert',
      '/creatingOther': '/myAdvert',
      '/myAdvert': '/',
      '/order': '/',
      '/orderDetail': '/order',
    });
  });

  it('hides the back button by metadata on /login and /systemMaintenance', () => {
    expect(
      handles()
        .filter((h) => h.hiddenBack)
        .map((h) => h.path)
        .sort(),
    ).toEqual(['/login', '/systemMaintenance']);
  });

  it('names the routes forgotPassword and orderDetail', () => {
    const byPath = Object.fromEntries(handles().map((h) => [h.path, h.name]));
    expect(byPath['/forgot']).toBe('forgotPassword');
    expect(byPath['/orderDetail']).toBe('orderDetail');
  });

  it('marks exactly the public routes of the spec as public', () => {
    expect(
      handles()
        .filter((h) => h.public)
        .map((h) => h.path)
        .sort(),
    ).toEqual([...PUBLIC].sort());
  });
});

describe('access guard', () => {
  beforeEach(() => {
    stubFetch();
  });

  it('sends a visitor without token and user id cookies to /login', async () => {
    for (const path of PROTECTED) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(WebRoutes.login));
      expect(await screen.findByTestId('page-login')).toBeTruthy();
      unmount();
    }
  });

  it('sends a visitor with only the token cookie, or only the user id cookie, to /login', async () => {
    document.cookie = 'token=abc; path=/';
    let app = renderApp('/order');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    app.unmount();
    document.cookie = 'token=; path=/; max-age=0';
    document.cookie = 'userId=7; path=/';
    app = renderApp('/order');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });

  it('lets a visitor without cookies open the public routes', async () => {
    for (const path of PUBLIC) {
      const { router, unmount } = renderApp(path);
      await screen.findByTestId(`page-${handles().find((h) => h.path === path)!.name}`);
      expect(router.state.location.pathname).toBe(path);
      unmount();
    }
  });

  it('lets a visitor with both cookies open a protected route', async () => {
    signIn();
    const { router } = renderApp('/order');
    expect(await screen.findByTestId('page-order')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/order');
  });

  it('lets a visitor with both cookies open an NFT page with its query', async () => {
    signIn();
    const { router } = renderApp('/nftDetail?id=31');
    expect(await screen.findByTestId('page-nftDetail')).toBeTruthy();
    expect(router.state.location.search).toBe('?id=31');
  });

  it('sends an unknown path home', async () => {
    signIn();
    const { router } = renderApp('/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
