// The signed-in layout: the menu shows only the areas of the role; the header shows the staff member, the
// role, the language picker and sign-out (with a confirmation).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../session/token';
import { STAFF, staffApi } from '../test/fetch';
import { renderApp, signIn } from '../test/render';

function menuEntries(): string[] {
  const menu = screen.getByTestId('admin-menu');
  return [...menu.querySelectorAll('[data-testid^="menu-"]')].map((el) => el.getAttribute('data-testid')!);
}

describe('the menu', () => {
  it.each([
    ['APPEAL_OFFICER', ['menu-dashboard', 'menu-appeals']],
    ['CUSTOMER_SERVICE', ['menu-dashboard', 'menu-appeals', 'menu-users', 'menu-trading']],
    [
      'ADMIN',
      [
        'menu-dashboard',
        'menu-appeals',
        'menu-users',
        'menu-trading',
        'menu-config',
        'menu-operations',
        'menu-audit',
        'menu-staff',
      ],
    ],
  ] as const)('shows a %s only the permitted areas', async (role, expected) => {
    signIn();
    staffApi(STAFF[role]);
    renderApp('/');
    await screen.findByTestId('admin-menu');
    expect(menuEntries()).toEqual(expected);
  });

  it('names the areas in the chosen language and opens them', async () => {
    signIn();
    staffApi(STAFF.CUSTOMER_SERVICE);
    const { router } = renderApp('/', { lang: 'ko_KR' });
    const link = await screen.findByTestId('menu-trading');
    expect(link.textContent).toBe('광고 및 주문');
    fireEvent.click(link);
    expect(await screen.findByTestId('area-trading')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/trading');
  });
});

describe('the header', () => {
  it('shows the staff name and the role tag', async () => {
    signIn();
    staffApi(STAFF.CUSTOMER_SERVICE);
    renderApp('/');
    expect((await screen.findByTestId('staff-name')).textContent).toBe('Chen Service');
    const role = screen.getByTestId('staff-role');
    expect(role.textContent).toBe('Customer service');
    expect(role.getAttribute('data-role')).toBe('CUSTOMER_SERVICE');
  });

  it('switches the language from the picker and keeps the choice', async () => {
    signIn();
    staffApi(STAFF.ADMIN);
    const { i18n } = renderApp('/');
    await screen.findByTestId('staff-role');
    const picker = screen.getByTestId('language-picker');
    fireEvent.mouseDown(picker.querySelector('.ant-select-content, input, .ant-select-selector') ?? picker);
    fireEvent.click(await screen.findByTitle('Tiếng Việt'));
    await waitFor(() => expect(screen.getByTestId('staff-role').textContent).toBe('Quản trị viên'));
    expect(i18n.language).toBe('vi_VN');
    expect(localStorage.getItem('p2p_admin_lang')).toBe('vi_VN');
    expect(screen.getByTestId('menu-config').textContent).toBe('Cấu hình');
  });

  it('signs out after the confirmation: revokes the token and goes to /login', async () => {
    signIn('tok-9');
    const { calls } = staffApi(STAFF.ADMIN);
    const { router } = renderApp('/config');
    fireEvent.click(await screen.findByTestId('sign-out'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Sign out of the console?');
    fireEvent.click(within(dialog).getByTestId('sign-out-confirm'));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    const logout = calls.find((c) => c.path === '/api/admin/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.Authorization).toBe('Bearer tok-9');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('ends the local session at once, without waiting for an API that does not answer', async () => {
    signIn('tok-10');
    const { calls } = staffApi(STAFF.ADMIN, {
      'POST /api/admin/auth/logout': () => new Promise<Response>(() => undefined),
    });
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByTestId('sign-out'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('sign-out-confirm'));
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/auth/logout')?.headers.Authorization).toBe(
      'Bearer tok-10',
    );
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keeps the session when the sign-out is cancelled', async () => {
    signIn();
    const { calls } = staffApi(STAFF.ADMIN);
    renderApp('/');
    fireEvent.click(await screen.findByTestId('sign-out'));
    fireEvent.click(await screen.findByTestId('sign-out-cancel'));
    // a window for a sign-out request that must not be sent (it was cancelled)
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('staff-token');
    expect(calls.some((c) => c.path === '/api/admin/auth/logout')).toBe(false);
  });
});
