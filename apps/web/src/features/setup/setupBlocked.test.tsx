import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { adAnswer, stubAdsApi } from '../ads/adsTestKit';
import { stubOrdersApi } from '../orders/ordersTestKit';
import { paymentMethod } from '../payment-methods/paymentMethodsTestKit';
import { NEW_TRADER, READY_TRADER } from './setupTestKit';

const missingSteps = () =>
  within(screen.getByTestId('setup-blocked'))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-testid'));

const hrefOf = (key: string) => screen.getByTestId(`setup-link-${key}`).getAttribute('href');

beforeEach(() => sessionStorage.clear());

describe('a missing setup step blocks posting an ad', () => {
  it('/publish names every missing step at once, each with its link back to /publish, and waits for them (issue 26)', async () => {
    signIn();
    stubAdsApi({ user: NEW_TRADER, methods: [] });
    renderApp('/publish', { realPages: true });
    const notice = await screen.findByTestId('setup-blocked');
    expect(notice.textContent).toContain('Before you can post an ad, finish these steps:');
    expect(missingSteps()).toEqual([
      'setup-missing-nickname',
      'setup-missing-securityPassword',
      'setup-missing-receivingAddress',
      'setup-missing-paymentMethod',
      'setup-missing-identity',
    ]);
    expect(hrefOf('nickname')).toBe('/updateRemark?back=%2Fpublish');
    expect(hrefOf('paymentMethod')).toBe('/paymentMethods?form=new&back=%2Fpublish');
    expect(hrefOf('identity')).toBe('/personalCenter?bind=wallet&back=%2Fpublish');
    expect((screen.getByTestId('publish-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('/publish says nothing and lets a ready trader on (issue 26)', async () => {
    signIn();
    stubAdsApi({ user: READY_TRADER, methods: [paymentMethod()] });
    const { queryClient } = renderApp('/publish', { realPages: true });
    await screen.findByTestId('publish-page');
    // Both answers in (the render that follows them is flushed by waitFor's act).
    await waitFor(() => {
      expect(queryClient.getQueryState(['session', 'paymentMethods'])?.status).toBe('success');
      expect(queryClient.getQueryState(['session', 'userInfo', '7'])?.status).toBe('success');
    });
    expect(screen.queryByTestId('setup-blocked')).toBeNull();
    expect((screen.getByTestId('publish-next') as HTMLButtonElement).disabled).toBe(false);
  });

  it('the ad form names the missing steps before it is filled, and its links come back to the form (issue 26)', async () => {
    signIn();
    stubAdsApi({ user: { ...READY_TRADER, nickname: null, hasSecurityPassword: false } });
    renderApp('/creating?type=SELL&mode=MANUAL', { realPages: true });
    await screen.findByTestId('ad-form');
    await screen.findByTestId('setup-blocked');
    expect(missingSteps()).toEqual(['setup-missing-nickname', 'setup-missing-securityPassword']);
    expect(hrefOf('securityPassword')).toBe(
      `/updateSecurityPassword?back=${encodeURIComponent('/creating?type=SELL&mode=MANUAL')}`,
    );
    expect((screen.getByTestId('ad-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('maps the API’s refusal (1027) to the same notice, not a one-line error (issue 26)', async () => {
    signIn();
    const fetchMock = stubAdsApi({ user: READY_TRADER, created: { refuse: '1027' } });
    renderApp('/creating?type=SELL&mode=MANUAL', { realPages: true });
    await screen.findByTestId('ad-method-p1');
    fireEvent.change(screen.getByTestId('ad-unit-price'), { target: { value: '1.25' } });
    fireEvent.change(screen.getByTestId('ad-total'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('ad-method-p1'));
    // The user's state read (READY_TRADER), the submit is offered; then the API refuses it.
    await waitFor(() => expect((screen.getByTestId('ad-submit') as HTMLButtonElement).disabled).toBe(false));
    const infoReads = sentRequests(fetchMock, '/api/user/info/').length;
    fireEvent.click(screen.getByTestId('ad-submit'));
    await screen.findByTestId('setup-blocked');
    expect(missingSteps()).toEqual(['setup-missing-securityPassword']);
    expect(screen.queryByTestId('ad-form-error')).toBeNull();
    // The user info is read again (it was out of date).
    await waitFor(() => expect(sentRequests(fetchMock, '/api/user/info/').length).toBeGreaterThan(infoReads));
  });
});

describe('a missing setup step blocks placing an order', () => {
  async function openConfirmation() {
    fireEvent.click(within(await screen.findByTestId('ad-card-a1')).getByTestId('ad-open'));
    return screen.findByTestId('place-form');
  }

  it('names every missing step before the trader types, buying needing no payment method (issue 26)', async () => {
    signIn();
    const user = { ...NEW_TRADER, nickname: 'alice', walletAddress: READY_TRADER.walletAddress };
    stubOrdersApi({ orders: [], market: [adAnswer()], methods: [], user });
    renderApp('/buySell', { realPages: true });
    const form = await openConfirmation();
    await within(form).findByTestId('setup-blocked');
    expect(within(form).getByTestId('setup-blocked').textContent).toContain(
      'Before you can place an order, finish these steps:',
    );
    expect(missingSteps()).toEqual([
      'setup-missing-securityPassword',
      'setup-missing-receivingAddress',
      'setup-missing-identity',
    ]);
    // The wallet is bound: advanced KYC is done in the wallet app, said rather than linked.
    expect(screen.queryByTestId('setup-link-identity')).toBeNull();
    expect(screen.getByTestId('setup-missing-identity').textContent).toContain('identity wallet app');
    expect((within(form).getByTestId('place-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('selling also needs a payment method of the trader’s own (issue 26)', async () => {
    signIn();
    stubOrdersApi({ orders: [], market: [adAnswer({ type: 'BUY' })], methods: [], user: READY_TRADER });
    renderApp('/buySell?type=SELL', { realPages: true });
    await openConfirmation();
    await screen.findByTestId('setup-blocked');
    expect(missingSteps()).toEqual(['setup-missing-paymentMethod']);
    expect(hrefOf('paymentMethod')).toBe(
      `/paymentMethods?form=new&back=${encodeURIComponent('/buySell?type=SELL')}`,
    );
  });

  it('maps the API’s refusal (1026) to the same notice (issue 26)', async () => {
    signIn();
    const fetchMock = stubOrdersApi({
      orders: [],
      market: [adAnswer()],
      user: READY_TRADER,
      place: () => ({ refuse: '1026' }),
    });
    renderApp('/buySell', { realPages: true });
    const form = await openConfirmation();
    fireEvent.change(within(form).getByTestId('place-value'), { target: { value: '50' } });
    fireEvent.click(await within(form).findByTestId('place-method-p2'));
    await waitFor(() =>
      expect((within(form).getByTestId('place-submit') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(within(form).getByTestId('place-submit'));
    await within(form).findByTestId('setup-blocked');
    expect(missingSteps()).toEqual(['setup-missing-nickname']);
    expect(within(form).queryByTestId('place-error')).toBeNull();
    expect(sentRequests(fetchMock, '/api/c2c/deal/order', 'POST').length).toBe(1);
  });
});
