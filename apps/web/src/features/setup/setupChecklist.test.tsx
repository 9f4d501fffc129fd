import type { PaymentMethodDto } from '@p2p/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { paymentMethod } from '../payment-methods/paymentMethodsTestKit';
import { safeReturnPath } from './returnPath';
import { NEW_TRADER, READY_TRADER } from './setupTestKit';

/** The API of Home and the step pages over a user and a payment-method list the test may change. */
function stubApi(state: { user: Record<string, unknown>; methods: PaymentMethodDto[] }) {
  return stubFetch({
    '/api/user/info/7': { body: envelope(state.user) },
    '/api/user/payment/list': { body: envelope(state.methods) },
    '/api/user/updateInfo': { body: envelope({ ...state.user, nickname: 'bob' }) },
    '/api/common/word/valid': { body: envelope({ valid: true }) },
  });
}

const stepDone = (key: string) => screen.getByTestId(`setup-step-${key}`).getAttribute('data-done');
const linkOf = (key: string) => screen.queryByTestId(`setup-link-${key}`)?.getAttribute('href') ?? null;

describe('the setup checklist on Home', () => {
  it('lists the five steps with their state, "n of 5 done" and one tap to each missing step (issue 26)', async () => {
    signIn();
    stubApi({ user: { ...NEW_TRADER, nickname: 'alice' }, methods: [] });
    renderApp('/', { realPages: true });
    const list = await screen.findByTestId('setup-checklist');
    expect(within(list).getByTestId('setup-progress').textContent).toBe('1 of 5 done');
    expect(stepDone('nickname')).toBe('true');
    expect(
      within(screen.getByTestId('setup-step-nickname')).getByRole('img').getAttribute('aria-label'),
    ).toBe('Done');
    for (const key of ['securityPassword', 'receivingAddress', 'paymentMethod', 'identity'])
      expect(stepDone(key)).toBe('false');
    // Each missing step opens its screen, which comes back Home once it is done.
    expect(linkOf('nickname')).toBeNull();
    expect(linkOf('securityPassword')).toBe('/updateSecurityPassword?back=%2F');
    expect(linkOf('receivingAddress')).toBe('/updateReceivingAddress?back=%2F');
    expect(linkOf('paymentMethod')).toBe('/paymentMethods?form=new&back=%2F');
    expect(linkOf('identity')).toBe('/personalCenter?bind=wallet&back=%2F');
    expect(screen.getByTestId('setup-step-identity').textContent).toContain(
      'Bind the identity wallet you verified your identity with',
    );
  });

  it('says how advanced KYC is done when the wallet is bound: in the identity wallet app, no link (issue 26)', async () => {
    signIn();
    stubApi({ user: { ...READY_TRADER, kycLevel: 'BASIC' }, methods: [paymentMethod()] });
    renderApp('/', { realPages: true });
    await screen.findByTestId('setup-checklist');
    expect(screen.getByTestId('setup-progress').textContent).toBe('4 of 5 done');
    expect(stepDone('identity')).toBe('false');
    expect(linkOf('identity')).toBeNull();
    expect(screen.getByTestId('setup-step-identity').textContent).toContain(
      'finish it in your identity wallet app',
    );
  });

  it('is hidden once every step is done, and goes as the last step is done (issue 26)', async () => {
    signIn();
    stubApi({ user: READY_TRADER, methods: [] });
    const { queryClient } = renderApp('/', { realPages: true });
    await screen.findByTestId('setup-checklist');
    expect(screen.getByTestId('setup-progress').textContent).toBe('4 of 5 done');
    queryClient.setQueryData(['session', 'paymentMethods'], [paymentMethod()]);
    await waitFor(() => expect(screen.queryByTestId('setup-checklist')).toBeNull());
    expect(screen.getByTestId('home-page')).toBeTruthy();
  });

  it('shows nothing for a trader with every step done (issue 26)', async () => {
    signIn();
    stubApi({ user: READY_TRADER, methods: [paymentMethod()] });
    const { queryClient } = renderApp('/', { realPages: true });
    await screen.findByTestId('home-page');
    // Both answers in (the render that follows them is flushed by waitFor's act).
    await waitFor(() => {
      expect(queryClient.getQueryState(['session', 'paymentMethods'])?.status).toBe('success');
      expect(queryClient.getQueryState(['session', 'userInfo', '7'])?.status).toBe('success');
    });
    expect(screen.queryByTestId('setup-checklist')).toBeNull();
  });

  it('a step’s screen returns to Home once it is saved (issue 26)', async () => {
    signIn();
    stubApi({ user: NEW_TRADER, methods: [] });
    const { router } = renderApp('/', { realPages: true });
    await screen.findByTestId('setup-checklist');
    fireEvent.click(screen.getByTestId('setup-link-nickname'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/updateRemark'));
    fireEvent.change(await screen.findByTestId('remark-nickname'), { target: { value: 'bob' } });
    fireEvent.click(screen.getByTestId('remark-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the identity step', () => {
  it('opens the wallet binding at once on /personalCenter?bind=wallet, and a bound wallet returns to `back` (issue 26)', async () => {
    signIn();
    localStorage.setItem('uuid', 'device-uuid-1');
    let bound = false;
    const { fetchMock } = stubFetch({
      '/api/user/payment/list': { body: envelope([]) },
      '/api/scan/genQrCodeUrl/device-uuid-1': {
        body: envelope({
          qrCodeUrl: 'p2pwallet://auth?v=1&eventId=evb&purpose=BIND',
          eventId: 'evb',
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
        }),
      },
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      const json = (data: unknown) => new Response(JSON.stringify(envelope(data)));
      if (url.startsWith('/api/scan/result/evb')) {
        bound = true;
        return json({ status: 'SUCCESS', purpose: 'BIND', session: null });
      }
      if (url.startsWith('/api/user/info/7'))
        return json(bound ? { ...NEW_TRADER, walletAddress: READY_TRADER.walletAddress } : NEW_TRADER);
      return base(input, init);
    });
    const { router } = renderApp('/personalCenter?bind=wallet&back=%2F', { realPages: true });
    const image = await screen.findByTestId('qr-image');
    expect(image.getAttribute('data-qr-url')).toContain('purpose=BIND');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the identity step seen bound first in the user info', () => {
  it('returns to `back` when the user info shows the wallet bound before the QR status does (issue 26)', async () => {
    signIn();
    localStorage.setItem('uuid', 'device-uuid-2');
    let polls = 0;
    const { fetchMock } = stubFetch({
      '/api/user/payment/list': { body: envelope([]) },
      '/api/scan/genQrCodeUrl/device-uuid-2': {
        body: envelope({
          qrCodeUrl: 'p2pwallet://auth?v=1&eventId=evc&purpose=BIND',
          eventId: 'evc',
          expiresAt: new Date(Date.now() + 300_000).toISOString(),
        }),
      },
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      const json = (data: unknown) => new Response(JSON.stringify(envelope(data)));
      // The QR status never reports success here: only the user info tells that the wallet is bound.
      if (url.startsWith('/api/scan/result/evc'))
        return json({ status: 'WAITING', purpose: 'BIND', session: null });
      if (url.startsWith('/api/user/info/7')) {
        polls += 1;
        return json(polls > 1 ? { ...NEW_TRADER, walletAddress: READY_TRADER.walletAddress } : NEW_TRADER);
      }
      return base(input, init);
    });
    const { router, queryClient } = renderApp('/personalCenter?bind=wallet&back=%2Fpublish', {
      realPages: true,
    });
    await screen.findByTestId('qr-image');
    await queryClient.invalidateQueries();
    await waitFor(() => expect(router.state.location.pathname).toBe('/publish'));
  });
});

describe('the way back from a detour', () => {
  it('follows only paths of the app’s own routes (issue 26)', () => {
    expect(safeReturnPath('/creating?type=SELL&mode=MANUAL')).toBe('/creating?type=SELL&mode=MANUAL');
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(safeReturnPath('//evil.example/creating')).toBeNull();
    expect(safeReturnPath('/nowhere')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});
