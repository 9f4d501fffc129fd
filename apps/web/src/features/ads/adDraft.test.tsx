import type { PaymentMethodDto } from '@p2p/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { paymentMethod } from '../payment-methods/paymentMethodsTestKit';
import { NEW_TRADER, READY_TRADER } from '../setup/setupTestKit';
import { adDraftKey } from './adDraft';
import { stubAdsApi, type AdsApiState } from './adsTestKit';

const FORM = '/creating?type=SELL&mode=MANUAL';
const KEY = adDraftKey(false, 'SELL');

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const valueOf = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;
const checked = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).checked;

/** The ad screens' API, with the payment-method form's add call (new ids from 101). */
function stubApi(state: AdsApiState & { methods: PaymentMethodDto[] }) {
  const fetchMock = stubAdsApi(state);
  const ads = fetchMock.getMockImplementation()!;
  let next = 100;
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) !== '/api/user/payment/add') return ads(input, init);
    const body = JSON.parse(String(init?.body)) as Partial<PaymentMethodDto>;
    const added = paymentMethod({ ...body, id: String((next += 1)) });
    state.methods = [...state.methods, added];
    return new Response(JSON.stringify(envelope(added)), { headers: { 'Content-Type': 'application/json' } });
  });
  return fetchMock;
}

beforeEach(() => sessionStorage.clear());

describe('the ad form keeps its input across a detour', () => {
  it('keeps what was typed while a payment method is added, and selects the new method on return (issue 26)', async () => {
    signIn();
    const fetchMock = stubApi({ user: READY_TRADER, methods: [] });
    const { router } = renderApp(FORM, { realPages: true });
    await screen.findByTestId('ad-methods-none');
    type('ad-unit-price', '1.25');
    type('ad-total', '100');
    type('ad-notes', 'Fast release');
    fireEvent.click(screen.getByTestId('ad-methods-add'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentMethods'));
    expect(new URLSearchParams(router.state.location.search).get('back')).toBe(FORM);
    await screen.findByTestId('pm-form');
    type('pm-name', 'Han Meimei');
    type('pm-account', '6222000011112222');
    type('pm-bankName', 'Bank of China');
    type('pm-currency', 'cny');
    fireEvent.click(screen.getByTestId('pm-submit'));

    // Saved: back to the form, as it was, with the new method selected.
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(FORM),
    );
    await screen.findByTestId('ad-form');
    expect(valueOf('ad-unit-price')).toBe('1.25');
    expect(valueOf('ad-total')).toBe('100');
    expect(valueOf('ad-notes')).toBe('Fast release');
    expect((await screen.findByTestId('ad-draft-restored')).textContent).toContain(
      'What you typed before is back.',
    );
    await waitFor(() => expect(checked('ad-method-101')).toBe(true));
    await waitFor(() => expect((screen.getByTestId('ad-submit') as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(screen.getByTestId('ad-submit'));
    await waitFor(() => expect(sentRequests(fetchMock, '/api/c2c/advert/create', 'POST')).toHaveLength(1));
    expect(sentRequests(fetchMock, '/api/c2c/advert/create', 'POST')[0]?.body).toMatchObject({
      unitPrice: '1.25',
      totalQuantity: '100',
      paymentMethodIds: ['101'],
      notes: 'Fast release',
    });
  });

  it('clears the draft once the ad is created: the next form starts empty (issue 26)', async () => {
    signIn();
    const fetchMock = stubApi({ user: READY_TRADER, methods: [paymentMethod()] });
    const { router } = renderApp(FORM, { realPages: true });
    await screen.findByTestId('ad-method-p1');
    type('ad-unit-price', '1.25');
    type('ad-total', '100');
    fireEvent.click(screen.getByTestId('ad-method-p1'));
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')?.values).toMatchObject({
      unitPrice: '1.25',
      totalQuantity: '100',
      paymentMethodIds: ['p1'],
    });
    await waitFor(() => expect((screen.getByTestId('ad-submit') as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(screen.getByTestId('ad-submit'));
    await waitFor(() => expect(sentRequests(fetchMock, '/api/c2c/advert/create', 'POST')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe('?ad=a1'));
    await waitFor(() => expect(screen.queryByTestId('ad-form')).toBeNull());
    expect(sessionStorage.getItem(KEY)).toBeNull();

    await router.navigate(FORM);
    await screen.findByTestId('ad-method-p1');
    expect(valueOf('ad-unit-price')).toBe('');
    expect(checked('ad-method-p1')).toBe(false);
    expect(screen.queryByTestId('ad-draft-restored')).toBeNull();
  });

  it('discarding the kept draft empties the form and drops it (issue 26)', async () => {
    signIn();
    stubApi({ user: READY_TRADER, methods: [paymentMethod()] });
    const { router } = renderApp(FORM, { realPages: true });
    await screen.findByTestId('ad-method-p1');
    type('ad-total', '100');
    await router.navigate('/');
    await screen.findByTestId('home-page');
    await router.navigate(FORM);
    await screen.findByTestId('ad-method-p1');
    expect(valueOf('ad-total')).toBe('100');
    fireEvent.click(await screen.findByTestId('ad-draft-discard'));
    await waitFor(() => expect(valueOf('ad-total')).toBe(''));
    expect(screen.queryByTestId('ad-draft-restored')).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('a setup link of the blocked form keeps the input for the way back (issue 26)', async () => {
    signIn();
    stubApi({ user: { ...READY_TRADER, nickname: NEW_TRADER.nickname }, methods: [paymentMethod()] });
    const { router } = renderApp(FORM, { realPages: true });
    await screen.findByTestId('ad-method-p1');
    type('ad-unit-price', '2.5');
    fireEvent.click(await screen.findByTestId('setup-link-nickname'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/updateRemark'));
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')?.values?.unitPrice).toBe('2.5');
    await router.navigate(new URLSearchParams(router.state.location.search).get('back') ?? '');
    await screen.findByTestId('ad-method-p1');
    expect(valueOf('ad-unit-price')).toBe('2.5');
  });
});
