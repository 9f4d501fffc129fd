// /login: two steps, the password then the TOTP code (enrolling the authenticator on the first sign-in);
// signing in keeps the token in sessionStorage and opens the page asked for; errors are shown translated
// (errors.<code> of @p2p/i18n).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../session/token';
import { envelope, HEALTHY, STAFF, stubFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { loginTarget } from './LoginPage';
import { loadAntdLocale } from '../../i18n/antdLocale';

const CHALLENGE = 'c'.repeat(43);
const EXPIRES = '2026-11-25T17:00:00.000Z';
const ENROLMENT = {
  otpauthUri: 'otpauth://totp/P2P%20Console:cs%40staff.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

function enterCode(code: string): void {
  fireEvent.change(screen.getByTestId('totp-code'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('totp-submit'));
}

function fill(email: string, password: string): void {
  fireEvent.change(screen.getByTestId('login-email'), { target: { value: email } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('staff sign-in', () => {
  it('signs in with the password then the authenticator code, keeps the token and opens the page asked for', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/auth/login': {
        body: envelope({ challenge: CHALLENGE, expiresAt: EXPIRES, enrolment: null }),
      },
      'POST /api/admin/auth/totp': { body: envelope({ token: 'new-token', staff: STAFF.CUSTOMER_SERVICE }) },
      'GET /api/admin/auth/me': { body: envelope(STAFF.CUSTOMER_SERVICE) },
      'GET /api/health': { body: envelope(HEALTHY) },
    });
    const { router } = renderApp('/users');
    await screen.findByTestId('login-form');
    fill('  cs@staff.test ', 'S3cret!pass');
    await screen.findByTestId('totp-step');
    // The password step is not a session.
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.queryByTestId('totp-qr')).toBeNull();
    enterCode('123 456');
    expect(await screen.findByTestId('area-users')).toBeTruthy();
    const totp = calls.find((c) => c.path === '/api/admin/auth/totp');
    expect(totp?.body).toEqual({ challenge: CHALLENGE, code: '123456' });
    expect(router.state.location.pathname).toBe('/users');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('new-token');
    expect(document.cookie).not.toContain('new-token');
    const login = calls.find((c) => c.path === '/api/admin/auth/login');
    expect(login?.body).toEqual({ email: 'cs@staff.test', password: 'S3cret!pass' });
    expect(login?.headers.Authorization).toBeUndefined();
    expect(screen.getByTestId('staff-name').textContent).toBe('Chen Service');
  });

  it('enrols on the first sign-in: shows the QR code and the secret text, then confirms with a code', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/auth/login': {
        body: envelope({ challenge: CHALLENGE, expiresAt: EXPIRES, enrolment: ENROLMENT }),
      },
      'POST /api/admin/auth/totp': { body: envelope({ token: 'enrolled-token', staff: STAFF.ADMIN }) },
      'GET /api/admin/auth/me': { body: envelope(STAFF.ADMIN) },
      'GET /api/health': { body: envelope(HEALTHY) },
    });
    renderApp('/login');
    await screen.findByTestId('login-form');
    fill('admin@staff.test', 'S3cret!pass');
    expect(await screen.findByText('Set up two-step verification')).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toContain(ENROLMENT.secret);
    const qr = (await screen.findByTestId('totp-qr')) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);
    expect(qr.alt).toBe('QR code for your authenticator app');
    enterCode('654321');
    await waitFor(() => expect(sessionStorage.getItem(TOKEN_KEY)).toBe('enrolled-token'));
    expect(calls.find((c) => c.path === '/api/admin/auth/totp')?.body).toEqual({
      challenge: CHALLENGE,
      code: '654321',
    });
  });

  it('shows the translated error for a wrong code and stays on the code step', async () => {
    stubFetch({
      'POST /api/admin/auth/login': {
        body: envelope({ challenge: CHALLENGE, expiresAt: EXPIRES, enrolment: null }),
      },
      'POST /api/admin/auth/totp': { status: 400, body: envelope(null, '1013', 'wrong code') },
    });
    renderApp('/login', { lang: 'es_ES' });
    await screen.findByTestId('login-form');
    fill('ana@staff.test', 'S3cret!pass');
    expect(await screen.findByText('Verificación en dos pasos')).toBeTruthy();
    enterCode('000000');
    expect((await screen.findByTestId('totp-error')).textContent).not.toBe('');
    expect(screen.getByTestId('totp-step')).toBeTruthy();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('goes back to the password step when the challenge expired (401)', async () => {
    stubFetch({
      'POST /api/admin/auth/login': {
        body: envelope({ challenge: CHALLENGE, expiresAt: EXPIRES, enrolment: null }),
      },
      'POST /api/admin/auth/totp': { status: 401, body: envelope(null, '401', 'unauthorized') },
    });
    renderApp('/login', { lang: 'zh_CN' });
    await screen.findByTestId('login-form');
    fill('ana@staff.test', 'S3cret!pass');
    await screen.findByTestId('totp-step');
    enterCode('111111');
    expect((await screen.findByTestId('login-expired')).textContent).toContain('此登录步骤已过期');
    expect(screen.getByTestId('login-form')).toBeTruthy();
  });

  it('asks for a 6-digit code before calling the API', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/auth/login': {
        body: envelope({ challenge: CHALLENGE, expiresAt: EXPIRES, enrolment: null }),
      },
    });
    renderApp('/login');
    await screen.findByTestId('login-form');
    fill('ana@staff.test', 'S3cret!pass');
    await screen.findByTestId('totp-step');
    enterCode('12ab');
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/admin/auth/totp')).toEqual([]);
  });

  it('shows the translated error for wrong credentials and stays signed out', async () => {
    stubFetch({
      'POST /api/admin/auth/login': {
        status: 400,
        body: envelope(null, '1004', 'wrong account or password'),
      },
    });
    // antd's Chinese texts load on demand: loaded first, so no import is still running at teardown.
    await loadAntdLocale('zh_TW');
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
