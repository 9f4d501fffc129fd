// /login: signing in keeps the token in sessionStorage and opens the page asked for; errors are shown
// translated (errors.<code> of @p2p/i18n).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../session/token';
import { envelope, HEALTHY, STAFF, stubFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { loginTarget } from './LoginPage';

function fill(email: string, password: string): void {
  fireEvent.change(screen.getByTestId('login-email'), { target: { value: email } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('staff sign-in', () => {
  it('signs in, keeps the token in sessionStorage and opens the page asked for', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/auth/login': { body: envelope({ token: 'new-token', staff: STAFF.CUSTOMER_SERVICE }) },
      'GET /api/admin/auth/me': { body: envelope(STAFF.CUSTOMER_SERVICE) },
      'GET /api/health': { body: envelope(HEALTHY) },
    });
    const { router } = renderApp('/users');
    await screen.findByTestId('login-form');
    fill('  cs@staff.test ', 'S3cret!pass');
    expect(await screen.findByTestId('area-users')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/users');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('new-token');
    expect(document.cookie).not.toContain('new-token');
    const login = calls.find((c) => c.path === '/api/admin/auth/login');
    expect(login?.body).toEqual({ email: 'cs@staff.test', password: 'S3cret!pass' });
    expect(login?.headers.Authorization).toBeUndefined();
    expect(screen.getByTestId('staff-name').textContent).toBe('Chen Service');
  });

  it('shows the translated error for wrong credentials and stays signed out', async () => {
    stubFetch({
      'POST /api/admin/auth/login': {
        status: 400,
        body: envelope(null, '1004', 'wrong account or password'),
      },
    });
    renderApp('/login', { lang: 'zh_TW' });
    await screen.findByTestId('login-form');
    fill('ana@staff.test', 'nope-nope');
    const error = await screen.findByTestId('login-error');
    expect(error.textContent).toContain('帳號或密碼錯誤');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    // shown once, in the form, not also as a toast
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('shows the network message when the API cannot be reached', async () => {
    stubFetch({ 'POST /api/admin/auth/login': { status: 502, body: '<html>Bad Gateway</html>' } });
    renderApp('/login');
    await screen.findByTestId('login-form');
    fill('ana@staff.test', 'whatever1');
    expect((await screen.findByTestId('login-error')).textContent).toContain(
      'Network error, please check your connection',
    );
  });

  it('asks for the email and the password before calling the API', async () => {
    const { calls } = stubFetch();
    renderApp('/login');
    await screen.findByTestId('login-form');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    expect(await screen.findByText('Please enter your password')).toBeTruthy();
    fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'not-an-email' } });
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    await waitFor(() => expect(calls).toEqual([]));
  });

  it('goes on only to a page of the console', () => {
    expect(loginTarget({ from: '/config' })).toBe('/config');
    expect(loginTarget({ from: '//evil.example' })).toBe('/');
    expect(loginTarget({ from: 'https://evil.example' })).toBe('/');
    expect(loginTarget({ from: '/login' })).toBe('/');
    expect(loginTarget(null)).toBe('/');
  });
});
