import { WEB_ROUTE_META } from '@p2p/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../test/fetchStub';
import { renderApp, signIn } from '../test/renderApp';
import { helpSiteUrl } from './helpSite';
import { backTarget, showsBackButton } from './routeMeta';

describe('header back button rules', () => {
  it('hides the back button on the home page and where the route flags hiddenBack', () => {
    expect(showsBackButton(WEB_ROUTE_META['/'])).toBe(false);
    expect(showsBackButton(WEB_ROUTE_META['/login'])).toBe(false);
    expect(showsBackButton(WEB_ROUTE_META['/systemMaintenance'])).toBe(false);
  });

  it('shows the back button on every other route', () => {
    const others = Object.values(WEB_ROUTE_META).filter(
      (m) => !['/', '/login', '/systemMaintenance'].includes(m.path),
    );
    // The 25 others of spec section 2, /emailUndo, /paymentMethods, the six NFT pages (issue 23) and
    // /chatList (issue 26).
    expect(others.length).toBe(34);
    for (const meta of others) expect(showsBackButton(meta)).toBe(true);
  });

  it('goes to backPath when the route has one, else back in history, else home', () => {
    expect(backTarget(WEB_ROUTE_META['/orderDetail'], true)).toBe('/order');
    expect(backTarget(WEB_ROUTE_META['/creating'], true)).toBe('/myAdvert');
    expect(backTarget(WEB_ROUTE_META['/creatingOther'], false)).toBe('/myAdvert');
    expect(backTarget(WEB_ROUTE_META['/myAdvert'], true)).toBe('/');
    expect(backTarget(WEB_ROUTE_META['/buySell'], true)).toBe(-1);
    expect(backTarget(WEB_ROUTE_META['/buySell'], false)).toBe('/');
  });
});

describe('header', () => {
  beforeEach(() => {
    stubFetch();
    signIn();
  });

  it('renders no back button on / and /login, and one on /orderDetail that opens /order', async () => {
    let app = renderApp('/');
    await screen.findByTestId('page-home');
    expect(screen.queryByTestId('header-back')).toBeNull();
    app.unmount();

    app = renderApp('/login');
    await screen.findByTestId('page-login');
    expect(screen.queryByTestId('header-back')).toBeNull();
    app.unmount();

    app = renderApp('/orderDetail?id=5');
    await screen.findByTestId('page-orderDetail');
    expect(screen.getByTestId('header-title').textContent).toBe('Order details');
    fireEvent.click(screen.getByTestId('header-back'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/order'));
  });

  it('goes back in history from a route without backPath', async () => {
    const { router } = renderApp('/');
    await screen.findByTestId('page-home');
    await act(() => router.navigate('/buySell'));
    await screen.findByTestId('page-buySell');
    fireEvent.click(screen.getByTestId('header-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the title of the route in the interface language', async () => {
    renderApp('/fundRecord', { lang: 'zh_TW' });
    await screen.findByTestId('page-fundRecord');
    expect(screen.getByTestId('header-title').textContent).toBe('資金記錄');
  });

  it('opens a menu with the six routes of the spec, customer service and logout', async () => {
    const { router } = renderApp('/buySell');
    await screen.findByTestId('page-buySell');
    fireEvent.click(screen.getByTestId('header-menu'));
    const panel = await screen.findByTestId('header-menu-panel');
    const items = [...panel.querySelectorAll('[data-testid^="header-menu-item-"]')].map((e) =>
      e.getAttribute('data-testid')!.replace('header-menu-item-', ''),
    );
    expect(items).toEqual(['myAdvert', 'personalCenter', 'publish', 'order', 'fundRecord', 'helpList']);
    const service = screen.getByTestId('header-customer-service');
    expect(service.getAttribute('href')).toBe('https://help.example.com/?lang=en_US&uid=7');
    expect(screen.getByTestId('header-logout')).toBeTruthy();
    fireEvent.click(screen.getByTestId('header-menu-item-fundRecord'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fundRecord'));
  });

  it('asks for confirmation before logging out', async () => {
    renderApp('/buySell');
    await screen.findByTestId('page-buySell');
    fireEvent.click(screen.getByTestId('header-menu'));
    fireEvent.click(await screen.findByTestId('header-logout'));
    expect(await screen.findByText('Are you sure you want to log out?')).toBeTruthy();
    fireEvent.click(screen.getByText('Cancel'));
    expect(document.cookie).toContain('token=test-token');
  });

  it('shows the chats button with the unread dot from readBubble, and opens /chatList (issue 26)', async () => {
    const { fetchMock } = stubFetch({
      '/api/user/fiat/talk/readBubble': { body: envelope({ unread: true, total: 2 }) },
    });
    const { router } = renderApp('/buySell');
    await screen.findByTestId('page-buySell');
    const chats = screen.getByTestId('header-chats');
    expect(await screen.findByTestId('header-chats-dot')).toBeTruthy();
    expect(chats.getAttribute('aria-label')).toBe('Chats: unread messages');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/user/fiat/talk/readBubble'))).toBe(
      true,
    );
    fireEvent.click(chats);
    await screen.findByTestId('page-chatList');
    expect(router.state.location.pathname).toBe('/chatList');
    expect(screen.getByTestId('header-title').textContent).toBe('Chats');
    // On the list itself the button is not shown; the back button is.
    expect(screen.queryByTestId('header-chats')).toBeNull();
    expect(screen.getByTestId('header-back')).toBeTruthy();
  });

  it('shows the chats button without a dot when nothing is unread (issue 26)', async () => {
    stubFetch({ '/api/user/fiat/talk/readBubble': { body: envelope({ unread: false, total: 0 }) } });
    const { queryClient } = renderApp('/buySell');
    await screen.findByTestId('page-buySell');
    await waitFor(() => expect(queryClient.getQueryData(['session', 'unread', 'bubble'])).toBeTruthy());
    expect(screen.getByTestId('header-chats').getAttribute('aria-label')).toBe('Chats');
    expect(screen.queryByTestId('header-chats-dot')).toBeNull();
  });

  it('has no menu without a session', async () => {
    document.cookie = 'token=; path=/; max-age=0';
    renderApp('/register');
    await screen.findByTestId('page-register');
    expect(screen.queryByTestId('header-menu')).toBeNull();
    expect(screen.queryByTestId('header-chats')).toBeNull();
    expect(screen.getByTestId('header-language')).toBeTruthy();
  });
});

describe('customer service link', () => {
  it('carries the language and the user id, vi_VN and en read as en_US', () => {
    expect(helpSiteUrl('vi_VN', '42', 'https://help.example.com')).toBe(
      'https://help.example.com/?lang=en_US&uid=42',
    );
    expect(helpSiteUrl('zh_TW', '42', 'https://help.example.com')).toBe(
      'https://help.example.com/?lang=zh_TW&uid=42',
    );
    expect(helpSiteUrl('ko_KR', null, 'https://h.example/x')).toBe('https://h.example/x?lang=ko_KR&uid=');
  });
});
