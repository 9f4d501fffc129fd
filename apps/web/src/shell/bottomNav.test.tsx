import { showsBottomNav } from '@p2p/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../test/fetchStub';
import { renderApp, signIn } from '../test/renderApp';

// Spec section 2: "It shows only on ..." (written out here, not read from the contracts).
const WITH_NAV = [
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
];
const WITHOUT_NAV = [
  '/login',
  '/register',
  '/forgot',
  '/resetPassword',
  '/fundRecordDetails',
  '/chat',
  '/updateRemark',
  '/updateSecurityPassword',
  '/helpDetail',
  '/transactionNotice',
  '/systemMaintenance',
];

describe('bottom navigation', () => {
  beforeEach(() => {
    stubFetch();
    signIn();
  });

  it.each(WITH_NAV)('shows the bottom navigation on %s', async (path) => {
    expect(showsBottomNav(path)).toBe(true);
    renderApp(path);
    expect(await screen.findByTestId('bottom-nav')).toBeTruthy();
  });

  it.each(WITHOUT_NAV)('hides the bottom navigation on %s', async (path) => {
    expect(showsBottomNav(path)).toBe(false);
    const { router } = renderApp(path);
    await screen.findByTestId(`page-${router.state.matches.at(-1)!.route.id}`);
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
  });

  it('has the tabs home, publish, my ads and orders, in that order, and each opens its route', async () => {
    const { router } = renderApp('/');
    const nav = await screen.findByTestId('bottom-nav');
    expect(nav.textContent).toBe('HomePublishMy adsOrders');
    fireEvent.click(screen.getByTestId('bottom-nav-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
    fireEvent.click(screen.getByTestId('bottom-nav-publish'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/publish'));
    fireEvent.click(screen.getByTestId('bottom-nav-myAdvert'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myAdvert'));
    fireEvent.click(screen.getByTestId('bottom-nav-home'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
