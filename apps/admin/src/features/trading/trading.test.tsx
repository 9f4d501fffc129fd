// /trading (issue 25, customer service and admins): the market's ads, orders and funds paged on the server
// with their filters in the address; an ad taken offline or cancelled behind a reason; one order with its
// timeline, chat, escrow deposits and payouts; and the role rule (appeal officers meet the forbidden page).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAFF, staffApi } from '../../test/fetch';
import { renderApp, signIn } from '../../test/render';
import { compareAmounts, dayStart } from './filters';
import { tradingApi } from './tradingFixtures';

function open(path: string, staff: (typeof STAFF)[keyof typeof STAFF] = STAFF.CUSTOMER_SERVICE) {
  signIn();
  const api = tradingApi();
  const stub = staffApi(staff, api.routes);
  const view = renderApp(path);
  return { ...stub, ...api, view };
}

const last = (qs: URLSearchParams[]) => Object.fromEntries(qs[qs.length - 1] ?? []);

async function typeReason(text: string) {
  fireEvent.change(await screen.findByTestId('support-reason'), { target: { value: text } });
}

describe('the ads list', () => {
  it('reads the first page of 20 from the server and shows each ad with its advertiser', async () => {
    const { queries } = open('/trading');
    const table = await screen.findByTestId('trading-ads');
    expect(await within(table).findByText('alice')).toBeTruthy();
    expect(within(table).getByText('carol')).toBeTruthy();
    expect(last(queries.ads)).toEqual({ pageNo: '1', pageSize: '20' });
    expect(screen.getByText('45 in all')).toBeTruthy();
  });

  it('asks the server for the filters in the address and the page chosen', async () => {
    const { queries } = open('/trading?tab=ads&status=PUBLISHED&online=false&user=alice&page=3&size=50');
    await screen.findByText('alice');
    expect(last(queries.ads)).toEqual({
      status: 'PUBLISHED',
      online: 'false',
      user: 'alice',
      pageNo: '3',
      pageSize: '50',
    });
  });

  it('searches by the trader and creation days typed: the address and the query follow, back on page 1', async () => {
    const { queries, view } = open('/trading?page=2');
    await screen.findByText('alice');
    fireEvent.change(screen.getByTestId('trading-ads-user'), { target: { value: '  bob  ' } });
    fireEvent.change(screen.getByTestId('trading-ads-from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByTestId('trading-ads-to'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByTestId('trading-ads-filters-search'));
    await waitFor(() => expect(last(queries.ads).user).toBe('bob'));
    expect(view.router.state.location.search).toBe('?tab=ads&user=bob&from=2026-11-01&to=2026-11-30');
    expect(last(queries.ads)).toMatchObject({
      pageNo: '1',
      from: dayStart('2026-11-01'),
      to: dayStart('2026-11-30', true),
    });
  });
});

describe('taking an ad offline or cancelling it', () => {
  it('takes an ad offline with the reason typed: the call carries it and the list shows the ad offline', async () => {
    const { posts } = open('/trading');
    fireEvent.click(await screen.findByTestId('ad-offline-button-77'));
    await typeReason('  Misleading price  ');
    fireEvent.click(screen.getByTestId('support-reason-ok'));
    expect(await screen.findByTestId('ad-offline-77')).toBeTruthy();
    expect(posts).toEqual([
      { path: '/api/admin/trading/ads/77/offline', body: { reason: 'Misleading price' } },
    ]);
    expect(screen.getByText('The ad is offline and the advertiser has been told.')).toBeTruthy();
    expect(screen.queryByTestId('ad-offline-button-77')).toBeNull();
  });

  it('requires a reason (1 to 500 characters) and sends nothing without one', async () => {
    const { posts } = open('/trading');
    fireEvent.click(await screen.findByTestId('ad-cancel-button-77'));
    fireEvent.click(await screen.findByTestId('support-reason-ok'));
    expect(await screen.findByText('Give a reason of 1 to 500 characters')).toBeTruthy();
    expect((screen.getByTestId('support-reason') as HTMLTextAreaElement).maxLength).toBe(500);
    expect(posts).toEqual([]);
  });

  it('cancels an ad behind a reason; a refusal (open orders, 5007) keeps the dialog open with its text', async () => {
    const { posts } = open('/trading');
    fireEvent.click(await screen.findByTestId('ad-cancel-button-78'));
    await typeReason('Fraud report');
    fireEvent.click(screen.getByTestId('support-reason-ok'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ path: '/api/admin/trading/ads/78/cancel', body: { reason: 'Fraud report' } });
    expect(await screen.findByText('There are open orders')).toBeTruthy();
    expect(await screen.findByTestId('support-reason')).toBeTruthy();

    fireEvent.click(await screen.findByTestId('ad-cancel-button-77'));
    await typeReason('Counterfeit listing');
    fireEvent.click(screen.getAllByTestId('support-reason-ok').at(-1)!);
    await waitFor(() => expect(posts).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('ad-cancel-button-77')).toBeNull());
  });
});

describe('the orders list', () => {
  it('asks for several statuses, an amount range and an escrow state, and shows each order’s escrow', async () => {
    const { queries } = open(
      '/trading?tab=orders&status=COMPLETED,CANCELLED&amountMin=10&amountMax=500&chainState=PAYOUT_FAILED',
    );
    const table = await screen.findByTestId('trading-orders');
    expect(await within(table).findByText('Payout: Failed for good')).toBeTruthy();
    expect(last(queries.orders)).toEqual({
      status: 'COMPLETED,CANCELLED',
      amountMin: '10',
      amountMax: '500',
      chainState: 'PAYOUT_FAILED',
      pageNo: '1',
      pageSize: '20',
    });
  });

  it('refuses an amount range whose lower end is above the upper one, and asks nothing more', async () => {
    const { queries } = open('/trading?tab=orders');
    await screen.findByTestId('order-link-900');
    const asked = queries.orders.length;
    fireEvent.change(screen.getByTestId('trading-orders-amount-min'), { target: { value: '100.5' } });
    fireEvent.change(screen.getByTestId('trading-orders-amount-max'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('trading-orders-filters-search'));
    expect(await screen.findByText('The lower amount must not exceed the upper one')).toBeTruthy();
    fireEvent.change(screen.getByTestId('trading-orders-amount-max'), { target: { value: '1e3' } });
    expect(await screen.findByText('Enter an amount such as 100 or 99.5')).toBeTruthy();
    expect(queries.orders.length).toBe(asked);
  });

  it('opens an order: its facts, timeline, chat, escrow deposit with its credited transaction and payouts, and comes back to the list', async () => {
    const { view } = open('/trading?tab=orders&status=WAIT_SELLER_CONFIRM');
    fireEvent.click(await screen.findByTestId('order-link-900'));
    expect((await screen.findByTestId('trading-order-title')).textContent).toBe('Order 900');
    expect(view.router.state.location.pathname).toBe('/trading/orders/900');
    expect(screen.getByTestId('trading-order-buyer').textContent).toBe('bob #7');
    expect(within(screen.getByTestId('case-timeline')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByTestId('case-chat')).getByText('I paid, please release')).toBeTruthy();
    expect(screen.getByTestId('deposit-status-31').textContent).toBe('Confirmed');
    // The transaction credited to the deposit, shortened, its whole hash copyable and in the title.
    expect(within(screen.getByTestId('deposit-tx-31')).getByTitle(`0x${'d3'.repeat(32)}`)).toBeTruthy();
    const payouts = await screen.findByTestId('order-payouts');
    expect(await within(payouts).findByText(/execution reverted/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('trading-order-back'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/trading'));
    expect(view.router.state.location.search).toBe('?tab=orders&status=WAIT_SELLER_CONFIRM');
  });

  it('says so when the order does not exist (5002)', async () => {
    open('/trading/orders/404');
    const failed = await screen.findByTestId('trading-order-failed');
    expect(within(failed).getByText('The order does not exist')).toBeTruthy();
  });
});

describe('deposits and payouts', () => {
  it('lists what waits by default, with the last error of each', async () => {
    const { queries } = open('/trading?tab=funds');
    const table = await screen.findByTestId('trading-funds');
    expect(await within(table).findByText('execution reverted')).toBeTruthy();
    expect(last(queries.funds)).toEqual({ state: 'waiting', pageNo: '1', pageSize: '20' });
  });

  it('asks for the failed payouts when the address says so', async () => {
    const { queries } = open('/trading?tab=funds&state=failed&kind=PAYOUT');
    await screen.findByText('execution reverted');
    expect(last(queries.funds)).toEqual({ state: 'failed', kind: 'PAYOUT', pageNo: '1', pageSize: '20' });
  });
});

describe('who may open Ads & Orders', () => {
  it('an appeal officer meets the forbidden page and makes no trading call', async () => {
    const { calls } = open('/trading', STAFF.APPEAL_OFFICER);
    expect(await screen.findByTestId('forbidden-page')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/admin/trading/'))).toBe(false);
  });

  it('an administrator opens it too, in the chosen language', async () => {
    signIn();
    staffApi(STAFF.ADMIN, tradingApi().routes);
    renderApp('/trading?tab=orders', { lang: 'zh_CN' });
    expect(await screen.findByText('充值与出款')).toBeTruthy();
    expect(await screen.findByText('出款：最终失败')).toBeTruthy();
  });
});

describe('helpers', () => {
  it('compares amounts as decimal strings, never as floats', () => {
    expect(compareAmounts('100.5', '20')).toBe(1);
    expect(compareAmounts('0.1', '0.10')).toBe(0);
    expect(
      compareAmounts('999999999999999999.999999999999999998', '999999999999999999.999999999999999999'),
    ).toBe(-1);
  });
});
