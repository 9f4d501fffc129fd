import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { adAnswer } from '../ads/adsTestKit';
import { paymentMethod } from '../payment-methods/paymentMethodsTestKit';
import { orderAnswer, stubOrdersApi } from './ordersTestKit';

const quickPosts = (fetchMock: ReturnType<typeof stubOrdersApi>) =>
  sentRequests(fetchMock, '/api/c2c/deal/order/quick', 'POST').map((r) => r.body);
const type = (value: string) => fireEvent.change(screen.getByTestId('place-value'), { target: { value } });

describe('/buySell?mode=quick: quick trade', () => {
  it('buys at the best price on offer: side, pair, amount and payment kind go to POST /c2c/deal/order/quick, then the order opens', async () => {
    signIn();
    const fetchMock = stubOrdersApi({
      orders: [],
      market: [adAnswer({ unitPrice: '1.200000' }), adAnswer({ id: 'a2', unitPrice: '1.300000' })],
      quick: () => orderAnswer({ id: '950' }),
    });
    const { router } = renderApp('/buySell?mode=quick', { realPages: true });
    const form = await screen.findByTestId('quick-form');
    // "No ad right now" shows until the market's answer is there.
    await waitFor(() => expect(within(form).getByTestId('quick-price').textContent).toBe('1.2 USDT'));
    fireEvent.change(within(form).getByTestId('quick-kind'), { target: { value: 'ALIPAY' } });
    await waitFor(() =>
      expect(
        sentRequests(fetchMock, '/api/c2c/advert/page').some((r) => r.url.includes('paymentKind=ALIPAY')),
      ).toBe(true),
    );
    type('60');
    expect(within(form).getByTestId('quick-other').textContent).toBe('≈ 50 MEC');
    fireEvent.click(within(form).getByTestId('quick-submit'));
    // The review step first (issue 26): nothing is sent before the trader confirms.
    const review = await within(form).findByTestId('quick-review');
    expect(within(form).getByTestId('quick-price').textContent).toBe('1.2 USDT');
    expect(within(review).getByTestId('quick-review-amount').textContent).toBe('60 USDT');
    expect(within(review).getByTestId('quick-review-quantity').textContent).toBe('50 MEC');
    expect(within(review).getByTestId('quick-review-counterparty').textContent).toBe('Lucky Trader');
    expect(within(review).getByTestId('quick-review-method').textContent).toBe('Alipay');
    expect(within(review).getByTestId('quick-review-window').textContent).toBe('15 min');
    expect(within(form).getByTestId('quick-submit').textContent).toBe('Place the order');
    expect(quickPosts(fetchMock)).toHaveLength(0);
    fireEvent.click(within(form).getByTestId('quick-submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=950'));
    expect(router.state.location.pathname).toBe('/orderDetail');
    expect(quickPosts(fetchMock)).toEqual([
      { side: 'BUY', coinPairId: 1, unitPrice: '1.200000', paymentKind: 'ALIPAY', amount: '60' },
    ]);
  });

  it('when the best price moved (5024) it shows the new one and asks again', async () => {
    signIn();
    let calls = 0;
    const fetchMock = stubOrdersApi({
      orders: [],
      market: [adAnswer({ unitPrice: '1.200000' })],
      quick: () => {
        calls += 1;
        return calls === 1 ? { refuse: '5024', data: { unitPrice: '1.250000' } } : orderAnswer({ id: '951' });
      },
    });
    const { router } = renderApp('/buySell?mode=quick', { realPages: true });
    const form = await screen.findByTestId('quick-form');
    await within(form).findByText('1.2 USDT');
    fireEvent.click(within(form).getByTestId('place-mode-quantity'));
    type('10');
    fireEvent.click(within(form).getByTestId('quick-submit'));
    await within(form).findByTestId('quick-review');
    fireEvent.click(within(form).getByTestId('quick-submit'));
    expect((await within(form).findByTestId('place-repriced')).textContent).toContain('New price: 1.25 USDT');
    expect(within(form).getByTestId('quick-submit').textContent).toBe('Confirm at the new price');
    fireEvent.click(within(form).getByTestId('quick-submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=951'));
    expect(quickPosts(fetchMock).map((b) => (b as { unitPrice: string }).unitPrice)).toEqual([
      '1.200000',
      '1.250000',
    ]);
  });

  it('selling needs one of your own payment methods (sent as paymentMethodId); the market button opens the sheet', async () => {
    signIn();
    const fetchMock = stubOrdersApi({
      orders: [],
      market: [adAnswer({ id: 'b1', type: 'BUY', unitPrice: '1.100000' })],
      methods: [paymentMethod({ id: 'm1' }), paymentMethod({ id: 'm2', kind: 'ALIPAY' })],
      quick: () => orderAnswer({ id: '952', role: 'SELLER' }),
    });
    renderApp('/buySell?type=SELL', { realPages: true });
    fireEvent.click(await screen.findByTestId('market-quick'));
    const form = await screen.findByTestId('quick-form');
    expect(within(form).getByTestId('quick-side-SELL').getAttribute('aria-selected')).toBe('true');
    await within(form).findByText('1.1 USDT');
    type('11');
    fireEvent.click(within(form).getByTestId('quick-submit'));
    expect((await within(form).findByTestId('place-method-error')).textContent).toBe(
      'Choose a payment method',
    );
    expect(quickPosts(fetchMock)).toHaveLength(0);
    fireEvent.click(await within(form).findByTestId('place-method-m2'));
    fireEvent.click(within(form).getByTestId('quick-submit'));
    const review = await within(form).findByTestId('quick-review');
    expect(within(review).getByTestId('quick-review-method').textContent).toContain('Alipay');
    fireEvent.click(within(form).getByTestId('quick-submit'));
    await waitFor(() =>
      expect(quickPosts(fetchMock)).toEqual([
        { side: 'SELL', coinPairId: 1, unitPrice: '1.100000', paymentMethodId: 'm2', amount: '11' },
      ]),
    );
  });

  it('Edit on the review step goes back to the form with the figures kept, and sends nothing (issue 26)', async () => {
    signIn();
    const fetchMock = stubOrdersApi({ orders: [], market: [adAnswer({ unitPrice: '1.200000' })] });
    renderApp('/buySell?mode=quick', { realPages: true });
    const form = await screen.findByTestId('quick-form');
    await within(form).findByText('1.2 USDT');
    type('24');
    fireEvent.click(within(form).getByTestId('quick-submit'));
    fireEvent.click(await within(form).findByTestId('quick-review-edit'));
    expect(within(form).queryByTestId('quick-review')).toBeNull();
    expect((screen.getByTestId('place-value') as HTMLInputElement).value).toBe('24');
    expect(within(form).getByTestId('quick-submit').textContent).toBe('Buy MEC');
    expect(quickPosts(fetchMock)).toHaveLength(0);
  });

  it('says when no ad is on offer and sends nothing', async () => {
    signIn();
    const fetchMock = stubOrdersApi({ orders: [], market: [] });
    renderApp('/buySell?mode=quick', { realPages: true });
    const form = await screen.findByTestId('quick-form');
    expect((await within(form).findByTestId('quick-price')).textContent).toBe('No ad right now');
    expect((within(form).getByTestId('quick-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(quickPosts(fetchMock)).toHaveLength(0);
  });
});
