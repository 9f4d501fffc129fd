import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, sentRequests, stubFetch } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';

// The slide-to-verify sheet has its own tests: here it passes at once.
vi.mock('./slider/useSliderVerify', () => ({
  useSliderVerify: () => ({ verify: async () => 'sl.test-token', element: null }),
}));

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const NEW_PASSWORD = 'Reset#Pass1';
const EMAIL = 'me@example.com';

function fillReset() {
  type('forgot-code', '123456');
  type('forgot-password', NEW_PASSWORD);
  type('forgot-confirm-password', NEW_PASSWORD);
  fireEvent.click(screen.getByTestId('forgot-submit'));
}

describe('forgot password', () => {
  it('resets an account without a wallet with the emailed code alone (unBindResetPassword)', async () => {
    const { fetchMock } = stubFetch({
      [`/api/user/isBind/${encodeURIComponent(EMAIL)}`]: {
        body: envelope({ registered: true, walletBound: false }),
      },
      '/api/user/unBindResetPassword': { body: envelope(null) },
    });
    const { router } = renderApp(`/resetPassword?email=${encodeURIComponent(EMAIL)}`, { realPages: true });
    await screen.findByTestId('forgot-form');
    fillReset();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sentRequests(fetchMock, '/api/user/unBindResetPassword', 'POST')[0]?.body).toEqual({
      email: EMAIL,
      code: '123456',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(sentRequests(fetchMock, '/api/user/resetPassword')).toHaveLength(0);
  });

  it('has the bound wallet confirm by QR, then resets with the code and the confirmation', async () => {
    const { fetchMock } = stubFetch({
      [`/api/user/isBind/${encodeURIComponent(EMAIL)}`]: {
        body: envelope({ registered: true, walletBound: true }),
      },
      '/api/scan/resetByEmail': {
        body: envelope({
          qrCodeUrl: 'p2pwallet://auth?v=1&eventId=evt-reset-1&purpose=RESET_PASSWORD',
          eventId: 'evt-reset-1',
          expiresAt: new Date(Date.now() + 120_000).toISOString(),
        }),
      },
      '/api/scan/result/evt-reset-1': {
        body: envelope({ status: 'SUCCESS', purpose: 'RESET_PASSWORD', session: null }),
      },
      '/api/user/resetPassword': { body: envelope(null) },
    });
    const { router, i18n } = renderApp(`/resetPassword?email=${encodeURIComponent(EMAIL)}`, {
      realPages: true,
    });
    await screen.findByTestId('forgot-form');
    fillReset();
    await screen.findByTestId('reset-wallet-sheet');
    expect(screen.getByTestId('qr-status').textContent).toBeTruthy();
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/scan/resetByEmail')[0]?.url).toMatch(
        /email=me%40example\.com&deviceId=/,
      ),
    );
    expect(
      screen.queryByText(i18n.t('web.account.qr.waiting.reset_password')) ??
        screen.queryByText(i18n.t('web.account.qr.loading')),
    ).not.toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sentRequests(fetchMock, '/api/user/resetPassword', 'POST')[0]?.body).toEqual({
      email: EMAIL,
      code: '123456',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      eventId: 'evt-reset-1',
    });
    expect(sentRequests(fetchMock, '/api/user/unBindResetPassword')).toHaveLength(0);
    // Only this page may use the confirmation: the reset carries the device id the QR code was asked with.
    const deviceId = sentRequests(fetchMock, '/api/scan/resetByEmail')[0]!.url.match(/deviceId=([^&]+)/)![1];
    expect(sentRequests(fetchMock, '/api/user/resetPassword')[0]!.headers['x-device-id']).toBe(deviceId);
  });

  it('keeps the confirmation after a wrong code (1013): the next try needs no new scan', async () => {
    const routes: Record<string, { status?: number; body: unknown }> = {
      [`/api/user/isBind/${encodeURIComponent(EMAIL)}`]: {
        body: envelope({ registered: true, walletBound: true }),
      },
      '/api/scan/resetByEmail': {
        body: envelope({
          qrCodeUrl: 'p2pwallet://auth?v=1&eventId=evt-reset-2&purpose=RESET_PASSWORD',
          eventId: 'evt-reset-2',
          expiresAt: new Date(Date.now() + 120_000).toISOString(),
        }),
      },
      '/api/scan/result/evt-reset-2': {
        body: envelope({ status: 'SUCCESS', purpose: 'RESET_PASSWORD', session: null }),
      },
      '/api/user/resetPassword': { status: 400, body: envelope(null, '1013', 'wrong code') },
    };
    const { fetchMock } = stubFetch(routes);
    const { router } = renderApp(`/resetPassword?email=${encodeURIComponent(EMAIL)}`, { realPages: true });
    await screen.findByTestId('forgot-form');
    fillReset();
    await waitFor(() => expect(sentRequests(fetchMock, '/api/user/resetPassword')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('reset-wallet-sheet')).toBeNull());
    routes['/api/user/resetPassword'] = { body: envelope(null) };
    type('forgot-code', '654321');
    await waitFor(() =>
      expect((screen.getByTestId('forgot-submit') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('forgot-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const resets = sentRequests(fetchMock, '/api/user/resetPassword', 'POST');
    expect(resets).toHaveLength(2);
    expect(resets[1]!.body).toMatchObject({ code: '654321', eventId: 'evt-reset-2' });
    expect(sentRequests(fetchMock, '/api/scan/resetByEmail')).toHaveLength(1);
  });

  it('marks an unknown address (1002) and sends no reset', async () => {
    const { fetchMock } = stubFetch({
      [`/api/user/isBind/${encodeURIComponent(EMAIL)}`]: {
        body: envelope({ registered: false, walletBound: false }),
      },
    });
    const { i18n } = renderApp(`/resetPassword?email=${encodeURIComponent(EMAIL)}`, { realPages: true });
    await screen.findByTestId('forgot-form');
    fillReset();
    await waitFor(() =>
      expect(screen.getByTestId('forgot-email-error').textContent).toBe(i18n.t('errors.1002')),
    );
    expect(sentRequests(fetchMock, '/api/user/unBindResetPassword')).toHaveLength(0);
    expect(sentRequests(fetchMock, '/api/user/resetPassword')).toHaveLength(0);
  });
});

const WALLET_ONLY = {
  id: '7',
  email: null,
  nickname: null,
  creditScore: 100,
  orderCount: 0,
  completionRate: '0.0000',
  certified: false,
  fastTrader: false,
  regionId: null,
  online: false,
  walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  kycLevel: 'ADVANCED',
  hasPassword: false,
  hasSecurityPassword: false,
};

describe('the first login password of an account made with the wallet', () => {
  it('sends an account without email to bind one first', async () => {
    signIn();
    stubFetch({ '/api/user/info/7': { body: envelope(WALLET_ONLY) } });
    renderApp('/updatePassword', { realPages: true });
    await screen.findByTestId('password-need-email');
    expect(screen.getByTestId('password-bind-email').getAttribute('href')).toBe('/updateEmail');
    expect(screen.queryByTestId('password-old')).toBeNull();
  });

  it("sets it with the code mailed to the bound address and the bound wallet's QR confirmation", async () => {
    signIn();
    const { fetchMock } = stubFetch({
      '/api/user/info/7': { body: envelope({ ...WALLET_ONLY, email: EMAIL }) },
      '/api/scan/resetByEmail': {
        body: envelope({
          qrCodeUrl: 'p2pwallet://auth?v=1&eventId=evt-first-1&purpose=RESET_PASSWORD',
          eventId: 'evt-first-1',
          expiresAt: new Date(Date.now() + 120_000).toISOString(),
        }),
      },
      '/api/scan/result/evt-first-1': {
        body: envelope({ status: 'SUCCESS', purpose: 'RESET_PASSWORD', session: null }),
      },
      [`/api/email/check/${encodeURIComponent(EMAIL)}`]: { body: envelope({ registered: true }) },
      '/api/email/send': { body: envelope({ resendInSeconds: 60 }) },
      '/api/user/updateInfo': { body: envelope({ ...WALLET_ONLY, email: EMAIL, hasPassword: true }) },
    });
    const { router } = renderApp('/updatePassword', { realPages: true });
    await screen.findByTestId('password-code');
    expect(screen.queryByTestId('password-old')).toBeNull();
    fireEvent.click(screen.getByTestId('password-send-code'));
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/email/send', 'POST')[0]?.body).toEqual({
        email: EMAIL,
        scene: 'RESET_PASSWORD',
        sliderToken: 'sl.test-token',
      }),
    );
    type('password-code', '654321');
    type('password-new', NEW_PASSWORD);
    type('password-confirm', NEW_PASSWORD);
    expect(screen.getByTestId('password-wallet-hint')).toBeTruthy();
    fireEvent.click(screen.getByTestId('password-submit'));
    // Nothing is saved before the wallet confirmed.
    await screen.findByTestId('reset-wallet-sheet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalCenter'));
    expect(sentRequests(fetchMock, '/api/user/updateInfo', 'POST')[0]?.body).toEqual({
      code: '654321',
      newPassword: NEW_PASSWORD,
      eventId: 'evt-first-1',
    });
    // The confirmation counts only on the device that asked for its QR code.
    const deviceId = sentRequests(fetchMock, '/api/scan/resetByEmail')[0]!.url.match(/deviceId=([^&]+)/)![1];
    expect(sentRequests(fetchMock, '/api/user/updateInfo', 'POST')[0]!.headers['x-device-id']).toBe(deviceId);
  });

  it("changes the email of an account without a password with the bound wallet's QR confirmation", async () => {
    signIn();
    const next = 'next@example.com';
    const { fetchMock } = stubFetch({
      '/api/user/info/7': { body: envelope({ ...WALLET_ONLY, email: EMAIL }) },
      [`/api/email/check/${encodeURIComponent(next)}`]: { body: envelope({ registered: false }) },
      '/api/email/send': { body: envelope({ resendInSeconds: 60 }) },
      '/api/scan/resetByEmail': {
        body: envelope({
          qrCodeUrl: 'p2pwallet://auth?v=1&eventId=evt-email-1&purpose=RESET_PASSWORD',
          eventId: 'evt-email-1',
          expiresAt: new Date(Date.now() + 120_000).toISOString(),
        }),
      },
      '/api/scan/result/evt-email-1': {
        body: envelope({ status: 'SUCCESS', purpose: 'RESET_PASSWORD', session: null }),
      },
      '/api/user/updateInfo': { body: envelope({ ...WALLET_ONLY, email: next }) },
    });
    const { router } = renderApp('/updateEmail', { realPages: true });
    await screen.findByTestId('email-wallet-hint');
    expect(screen.queryByTestId('email-old-password')).toBeNull();
    type('email-new', next);
    fireEvent.click(screen.getByTestId('email-send-code'));
    await waitFor(() => expect(sentRequests(fetchMock, '/api/email/send', 'POST')).toHaveLength(1));
    type('email-code', '135790');
    fireEvent.click(screen.getByTestId('email-submit'));
    await screen.findByTestId('reset-wallet-sheet');
    // The confirmation QR code is for the current (bound) address.
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/scan/resetByEmail')[0]?.url).toMatch(/email=me%40example\.com&/),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalCenter'));
    expect(sentRequests(fetchMock, '/api/user/updateInfo', 'POST')[0]?.body).toEqual({
      email: next,
      code: '135790',
      eventId: 'evt-email-1',
    });
  });

  it('shows the password row as not set in the personal center', async () => {
    signIn();
    stubFetch({ '/api/user/info/7': { body: envelope({ ...WALLET_ONLY, email: EMAIL }) } });
    const { i18n } = renderApp('/personalCenter', { realPages: true });
    const row = await screen.findByTestId('center-row-password');
    expect(row.textContent).toContain(i18n.t('web.account.center.notSet'));
  });
});
