import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { orderAnswer, stubOrdersApi } from './ordersTestKit';

/** The last read of the list (the shell's unread-order poll reads the same call without a side). */
const lastListQuery = (fetchMock: ReturnType<typeof stubOrdersApi>) => {
  const sent = sentRequests(fetchMock, '/api/c2c/deal/order/page').filter((r) => r.url.includes('side='));
  return Object.fromEntries(new URL(sent[sent.length - 1]!.url, 'http://x').searchParams);
};

describe('/order: the caller’s orders', () => {
  it('lists the orders in progress the caller buys (finish=false, side=BUY), each row opening /orderDetail?id=', async () => {
    signIn();
    const fetchMock = stubOrdersApi({
      orders: [
        orderAnswer({ unread: true }),
        orderAnswer({ id: '102', role: 'SELLER', status: 'WAIT_SELLER_CONFIRM' }),
      ],
    });
    const { router } = renderApp('/order', { realPages: true });
    const row = await screen.findByTestId('order-row-101');
    expect(lastListQuery(fetchMock)).toMatchObject({ finish: 'false', side: 'BUY', pageNo: '1' });
    expect(screen.queryByTestId('order-row-102')).toBeNull();
    const r = within(row);
    expect(r.getByTestId('order-side').textContent).toBe('Buy MEC');
    expect(r.getByTestId('order-status').textContent).toBe('Waiting for the buyer’s payment');
    expect(r.getByTestId('order-quantity').textContent).toBe('40 MEC');
    expect(r.getByTestId('order-amount').textContent).toBe('50 USDT');
    expect(r.getByTestId('order-counterparty').textContent).toBe('Lucky Trader');
    expect(r.getByTestId('order-unread').textContent).toBe('New');
    fireEvent.click(row.querySelector('a')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderDetail'));
    expect(router.state.location.search).toBe('?id=101');
  });

  it('each open row says whose move it is and the time left in its status; a finished one says neither (issue 26)', async () => {
    signIn();
    stubOrdersApi({
      orders: [
        orderAnswer({ deadlineAt: new Date(Date.now() + 14 * 60_000 + 30_000).toISOString() }),
        orderAnswer({ id: '103', status: 'WAIT_SELLER_CONFIRM', actions: ['APPEAL'], deadlineAt: null }),
        orderAnswer({ id: '104', status: 'IN_APPEAL', actions: [], deadlineAt: null }),
        orderAnswer({ id: '105', status: 'PENDING_CHAIN_CONFIRM', actions: [], deadlineAt: null }),
        orderAnswer({ id: '106', status: 'WAIT_SELLER_DEPOSIT', actions: ['CANCEL'], deadlineAt: null }),
      ],
    });
    renderApp('/order', { realPages: true });
    const pay = within(await screen.findByTestId('order-row-101'));
    expect(pay.getByTestId('order-move').textContent).toBe('Your move');
    expect(pay.getByTestId('order-time-left').textContent).toMatch(/^14:(29|30) left$/);
    const move = (id: string) =>
      within(screen.getByTestId(`order-row-${id}`)).getByTestId('order-move').textContent;
    expect(move('103')).toBe('Waiting for the other party');
    expect(within(screen.getByTestId('order-row-103')).queryByTestId('order-time-left')).toBeNull();
    expect(move('104')).toBe('With the appeal desk');
    expect(move('105')).toBe('Waiting for the chain');
    expect(move('106')).toBe('Waiting for the other party'); // the buyer waits for the seller's deposit
  });

  it('the Sell tab lists the orders the caller sells (side=SELL); Finished lists finished ones (finish=true)', async () => {
    signIn();
    const fetchMock = stubOrdersApi({
      orders: [
        orderAnswer({ id: '102', role: 'SELLER', status: 'WAIT_SELLER_CONFIRM' }),
        orderAnswer({ id: '103', role: 'SELLER', status: 'COMPLETED', actions: [] }),
      ],
    });
    renderApp('/order', { realPages: true });
    await screen.findByTestId('orders-empty');
    fireEvent.click(screen.getByTestId('orders-tab-SELL'));
    const row = await screen.findByTestId('order-row-102');
    expect(within(row).getByTestId('order-side').textContent).toBe('Sell MEC');
    expect(lastListQuery(fetchMock)).toMatchObject({ finish: 'false', side: 'SELL' });
    fireEvent.click(screen.getByTestId('orders-finished'));
    const done = await screen.findByTestId('order-row-103');
    expect(within(done).getByTestId('order-status').textContent).toBe('Completed');
    expect(lastListQuery(fetchMock)).toMatchObject({ finish: 'true', side: 'SELL' });
    expect(screen.queryByTestId('order-row-102')).toBeNull();
  });

  it('opens on the Sell tab when the link names it (?side=SELL: the order button of a trader who sells)', async () => {
    signIn();
    const fetchMock = stubOrdersApi({ orders: [orderAnswer({ id: '102', role: 'SELLER' })] });
    renderApp('/order?side=SELL', { realPages: true });
    await screen.findByTestId('order-row-102');
    expect(lastListQuery(fetchMock)).toMatchObject({ side: 'SELL', finish: 'false' });
    expect(screen.getByTestId('orders-tab-SELL').getAttribute('aria-selected')).toBe('true');
  });

  it('says when there is no order, with the way to the market', async () => {
    signIn();
    stubOrdersApi({ orders: [] });
    renderApp('/order', { realPages: true });
    const empty = await screen.findByTestId('orders-empty');
    expect(empty.textContent).toContain('No orders in progress');
    expect(within(empty).getByTestId('empty-state-action').getAttribute('href')).toBe('/buySell');
  });

  it('is paged: the next page loads on demand, then the list says there are no more', async () => {
    signIn();
    const orders = Array.from({ length: 25 }, (_, i) => orderAnswer({ id: String(200 + i) }));
    const fetchMock = stubOrdersApi({ orders });
    renderApp('/order', { realPages: true });
    await screen.findByTestId('order-row-219');
    expect(screen.queryByTestId('order-row-220')).toBeNull();
    fireEvent.click(screen.getByTestId('orders-more'));
    await screen.findByTestId('order-row-224');
    expect(lastListQuery(fetchMock)).toMatchObject({ pageNo: '2', pageSize: '20' });
    expect(screen.getByTestId('orders-more-end').textContent).toBe('No more orders');
  });

  it('is kept alive (spec §2): the chosen tab is still there after an order’s details and back', async () => {
    signIn();
    stubOrdersApi({
      orders: [orderAnswer({ id: '102', role: 'SELLER', status: 'WAIT_SELLER_CONFIRM', actions: [] })],
    });
    const { router } = renderApp('/order', { realPages: true });
    await screen.findByTestId('orders-empty');
    fireEvent.click(screen.getByTestId('orders-tab-SELL'));
    fireEvent.click((await screen.findByTestId('order-row-102')).querySelector('a')!);
    await screen.findByTestId('order-detail-page');
    await router.navigate('/order');
    await waitFor(() =>
      expect(screen.getByTestId('orders-tab-SELL').getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.getByTestId('order-row-102')).toBeTruthy();
  });
  it('its tabs count the open orders: Buy and Sell by the side the caller plays, In progress for the side shown (issue 26)', async () => {
    signIn();
    const fetchMock = stubOrdersApi({
      orders: [
        orderAnswer({ id: '101' }),
        orderAnswer({ id: '102', status: 'WAIT_SELLER_CONFIRM', actions: ['APPEAL'] }),
        orderAnswer({
          id: '103',
          role: 'SELLER',
          status: 'WAIT_SELLER_CONFIRM',
          actions: ['CONFIRM_RECEIVED'],
        }),
        orderAnswer({ id: '104', status: 'COMPLETED', actions: [] }),
      ],
    });
    renderApp('/order', { realPages: true });
    await screen.findByTestId('order-row-101');
    // From the API's count of every open order (GET /c2c/deal/order/page?finish=false, no side).
    expect((await screen.findByTestId('orders-count-BUY')).textContent).toBe('2');
    expect(sentRequests(fetchMock, '/api/c2c/deal/order/page?finish=false&pageNo=1')).not.toHaveLength(0);
    expect(screen.getByTestId('orders-count-SELL').textContent).toBe('1');
    expect(screen.getByTestId('orders-count-in-progress').textContent).toBe('2');
    expect(screen.getByTestId('orders-tab-BUY').getAttribute('aria-label')).toBe('Buy (2 open orders)');
    // Finished orders are not counted (the finished tab has no count).
    expect(screen.getByTestId('orders-finished').textContent).toBe('Finished');
    fireEvent.click(screen.getByTestId('orders-tab-SELL'));
    await screen.findByTestId('order-row-103');
    expect(screen.getByTestId('orders-count-in-progress').textContent).toBe('1');
    expect(screen.getByTestId('orders-tab-SELL').getAttribute('aria-label')).toBe('Sell (1 open order)');
  });

  it('shows no count on a tab without open orders (issue 26)', async () => {
    signIn();
    stubOrdersApi({ orders: [orderAnswer({ id: '101' })] });
    renderApp('/order', { realPages: true });
    expect((await screen.findByTestId('orders-count-BUY')).textContent).toBe('1');
    expect(screen.queryByTestId('orders-count-SELL')).toBeNull();
    expect(screen.getByTestId('orders-tab-SELL').textContent).toBe('Sell');
  });
});
