// The guards: signed-out visitors, roles without access, the 401 rule, and the pages of the route tree.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from './i18n/en';
import { TOKEN_KEY } from './session/token';
import { envelope, STAFF, staffApi, stubFetch } from './test/fetch';
import { renderApp, signIn } from './test/render';
import { loadAntdLocale } from './i18n/antdLocale';

describe('route guards', () => {
  it('sends a signed-out visitor to /login', async () => {
    const { calls } = stubFetch();
    for (const path of ['/', '/appeals', '/config']) {
      const { router, unmount } = renderApp(path);
      expect(await screen.findByTestId('login-form')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toEqual({ from: path });
      unmount();
    }
    expect(calls.filter((c) => c.path === '/api/admin/auth/me')).toEqual([]);
  });

  it('shows 403 to an appeal officer opening /config', async () => {
    signIn();
    staffApi(STAFF.APPEAL_OFFICER);
    const { router } = renderApp('/config');
    const page = await screen.findByTestId('forbidden-page');
    expect(page.textContent).toContain('No access');
    expect(page.textContent).toContain('Your role (Appeal officer) may not open this area.');
    expect(router.state.location.pathname).toBe('/config');
    expect(screen.queryByTestId('area-config')).toBeNull();
  });

  it('shows 403 in the chosen language', async () => {
    signIn();
    staffApi(STAFF.CUSTOMER_SERVICE);
    // antd's Chinese texts load on demand: loaded first, so no import is still running at teardown.
    await loadAntdLocale('zh_TW');
    renderApp('/operations', { lang: 'zh_TW' });
    const page = await screen.findByTestId('forbidden-page');
    expect(page.textContent).toContain('無權限');
    expect(page.textContent).toContain('客服');
  });

  it('opens /appeals for an appeal officer: the appeal desk', async () => {
    signIn();
    staffApi(STAFF.APPEAL_OFFICER);
    renderApp('/appeals');
    const area = await screen.findByTestId('area-appeals');
    expect(area.textContent).toContain('Appeal desk');
    expect(screen.getByTestId('page-title').textContent).toBe('Appeals');
  });

  it('opens every area for an admin', async () => {
    signIn();
    staffApi(STAFF.ADMIN);
    for (const area of ['appeals', 'users', 'trading', 'config', 'operations']) {
      const { unmount } = renderApp(`/${area}`);
      expect(await screen.findByTestId(`area-${area}`)).toBeTruthy();
      unmount();
    }
  });

  it('heads each area with its menu name and its description', async () => {
    signIn();
    staffApi(STAFF.ADMIN);
    for (const area of ['trading', 'config', 'operations', 'audit'] as const) {
      const { unmount } = renderApp(`/${area}`);
      const page = await screen.findByTestId(area === 'audit' ? 'audit-page' : `area-${area}`);
      const heading = page.querySelector('.page-heading');
      expect(heading?.querySelector('h3')?.textContent).toBe(en.nav[area]);
      expect(heading?.textContent).toContain(en.areas[area].description);
      unmount();
    }
  });

  it('clears the token and goes to /login on a 401', async () => {
    signIn('revoked-token');
    const { calls } = stubFetch({
      'GET /api/admin/auth/me': { status: 401, body: envelope(null, '401', 'Login is invalid') },
    });
    const { router } = renderApp('/users');
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls[0]?.headers.Authorization).toBe('Bearer revoked-token');
    // a 401 shows no toast
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('clears the token and goes to /login on a 401 from any call of a signed-in page', async () => {
    signIn();
    staffApi(STAFF.ADMIN, {
      'GET /api/health': { status: 401, body: envelope(null, '401', 'Login is invalid') },
    });
    const { router } = renderApp('/');
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers a retry or a new sign-in when the session cannot be checked', async () => {
    signIn();
    stubFetch({ 'GET /api/admin/auth/me': { status: 502, body: '<html>Bad Gateway</html>' } });
    renderApp('/');
    expect(await screen.findByTestId('session-error')).toBeTruthy();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('staff-token');
    fireEvent.click(screen.getByTestId('session-sign-in'));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('shows a 404 page inside the layout for an unknown path', async () => {
    signIn();
    staffApi(STAFF.ADMIN);
    renderApp('/nowhere');
    expect((await screen.findByTestId('not-found-page')).textContent).toContain('Page not found');
    expect(screen.getByTestId('staff-name').textContent).toBe('Ada Admin');
  });

  it('sends a signed-in visitor away from /login', async () => {
    signIn();
    staffApi(STAFF.ADMIN);
    const { router } = renderApp('/login');
    expect(await screen.findByTestId('dashboard-page')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
