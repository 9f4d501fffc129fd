import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, sentRequests, stubFetch } from '../../../test/fetchStub';
import { renderApp, signIn } from '../../../test/renderApp';
import { percent, shortAddress } from './format';
import { STORAGE } from '../../../session/keys';

const ME = {
  id: '7',
  email: 'me@example.com',
  nickname: null,
  creditScore: 95,
  numerical: 95,
  orderCount: 12,
  completionRate: '0.9750',
  certified: true,
  fastTrader: false,
  regionId: null,
  online: false,
  chainType: 'TRC20',
  usdtAddress: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  walletAddress: null,
  kycLevel: 'NONE',
  hasSecurityPassword: false,
  language: 'en',
  nicknameChangedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const ROWS = [
  ['center-row-nickname', '/updateRemark'],
  ['center-row-email', '/updateEmail'],
  ['center-row-password', '/updatePassword'],
  ['center-row-security', '/updateSecurityPassword'],
  ['center-row-usdt', '/updateReceivingAddress'],
  ['center-row-credit', '/reputationScore'],
  ['center-row-balance', '/fundRecord'],
  ['center-row-payment-methods', '/paymentMethods'],
  ['center-row-appeals', '/appeal'],
] as const;

describe('the personal center', () => {
  it('titles its groups with headings that skip no level under the page title (heading order, issue 9)', async () => {
    signIn();
    stubFetch({ '/api/user/info/7': { body: envelope(ME) } });
    renderApp('/personalCenter', { realPages: true });
    await screen.findByTestId('center-profile');
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    // Each heading is at most one level under the ones before it (Lighthouse's heading-order).
    const skips = levels.filter((level, i) => i > 0 && level > Math.max(...levels.slice(0, i)) + 1);
    expect(skips).toEqual([]);
    const groups = document.querySelectorAll('.center__group');
    expect(groups.length).toBeGreaterThanOrEqual(3);
  });

  it('shows every row of the account with its state and its edit page, in the dark theme', async () => {
    signIn();
    stubFetch({
      '/api/user/info/7': { body: envelope(ME) },
      '/api/common/country/all': {
        body: envelope([{ code: 'PRT', abb2: 'PT', name: 'Portugal', latitude: 0, longitude: 0 }]),
      },
    });
    const { i18n } = renderApp('/personalCenter', { realPages: true });
    await screen.findByTestId('center-profile');
    expect(document.documentElement.dataset.theme).toBe('dark');
    for (const [testId, href] of ROWS)
      expect(screen.getByTestId(testId).getAttribute('href'), testId).toBe(href);
    const value = (id: string) => screen.getByTestId(`${id}-value`).textContent;
    expect(value('center-row-nickname')).toBe(i18n.t('web.account.center.notSet'));
    expect(value('center-row-email')).toBe('me@example.com');
    expect(value('center-row-security')).toBe(i18n.t('web.account.center.notSet'));
    expect(value('center-row-usdt')).toBe(`TRC20${shortAddress(ME.usdtAddress)}`);
    expect(value('center-row-credit')).toBe('95');
    expect(value('center-row-wallet')).toBe(i18n.t('web.account.center.bindWallet'));
    expect(value('center-row-region')).toBe(i18n.t('web.account.center.notSet'));
    expect(screen.getByTestId('center-credit-score').textContent).toBe('95');
    expect(screen.getByText('97.5%')).toBeTruthy();
    expect(screen.getByTestId('center-kyc').textContent).toBe(i18n.t('web.account.center.kyc.NONE'));
  });

  it('binds the identity wallet by QR code (purpose BIND, polled with the token)', async () => {
    signIn();
    localStorage.setItem('uuid', 'device-uuid-1');
    let bound = false;
    const { fetchMock } = stubFetch({
      '/api/user/info/7': { body: envelope(ME) },
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
      if (url.startsWith('/api/scan/result/evb')) {
        bound = true;
        return new Response(JSON.stringify(envelope({ status: 'SUCCESS', purpose: 'BIND', session: null })));
      }
      if (url.startsWith('/api/user/info/7') && bound) {
        return new Response(
          JSON.stringify(
            envelope({
              ...ME,
              walletAddress: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
              kycLevel: 'ADVANCED',
            }),
          ),
        );
      }
      return base(input, init);
    });
    renderApp('/personalCenter', { realPages: true });
    fireEvent.click(await screen.findByTestId('center-row-wallet'));
    const image = await screen.findByTestId('qr-image');
    expect(image.getAttribute('data-qr-url')).toContain('purpose=BIND');
    const gen = sentRequests(fetchMock, '/api/scan/genQrCodeUrl')[0]!;
    expect(gen.url).toBe('/api/scan/genQrCodeUrl/device-uuid-1?purpose=BIND');
    expect(gen.headers.Authorization).toBe('Bearer test-token');

    await waitFor(() =>
      expect(screen.getByTestId('center-row-wallet-value').textContent).toBe('0xa0Ee…9720'),
    );
    const poll = sentRequests(fetchMock, '/api/scan/result/evb')[0]!;
    expect(poll.headers.Authorization).toBe('Bearer test-token');
    // The page's device id, which the QR code does not show: the API answers this page only.
    expect(poll.headers['x-device-id']).toBe(localStorage.getItem(STORAGE.deviceUuid));
    expect(sentRequests(fetchMock, '/api/scan/genQrCodeUrl/')[0]!.url).toContain(
      poll.headers['x-device-id'] ?? 'missing',
    );
  });

  it('saves the country or region from the sheet', async () => {
    signIn();
    const { fetchMock } = stubFetch({
      '/api/user/info/7': { body: envelope(ME) },
      '/api/common/country/all': {
        body: envelope([
          { code: 'PRT', abb2: 'PT', name: 'Portugal', latitude: 0, longitude: 0 },
          { code: 'VNM', abb2: 'VN', name: 'Viet Nam', latitude: 0, longitude: 0 },
        ]),
      },
      '/api/user/updateInfo': { body: envelope({ ...ME, regionId: 'VNM' }) },
    });
    renderApp('/personalCenter', { realPages: true });
    fireEvent.click(await screen.findByTestId('center-row-region'));
    fireEvent.change(await screen.findByTestId('region-search'), { target: { value: 'viet' } });
    await waitFor(() => expect(screen.queryByTestId('region-option-PRT')).toBeNull());
    fireEvent.click(screen.getByTestId('region-option-VNM'));
    await waitFor(() =>
      expect(screen.getByTestId('center-row-region-value').textContent).toContain('Vietnam'),
    );
    expect(sentRequests(fetchMock, '/api/user/updateInfo', 'POST')[0]!.body).toEqual({ regionId: 'VNM' });
  });
});

describe('account display helpers', () => {
  it('formats rates without floating point and shortens addresses', () => {
    expect(percent('0.9750')).toBe('97.5%');
    expect(percent('1.0000')).toBe('100%');
    expect(percent('0.0000')).toBe('0%');
    expect(percent('0.0512')).toBe('5.1%');
    expect(shortAddress('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')).toBe('0xa0Ee…9720');
  });
});
