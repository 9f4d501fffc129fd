// The new-order banner says what the new order is (issue 26): it reads the order by its id with the order
// screens' query and shows its amount, the counterparty and the time left to its deadline; the plain
// message alone until the order has loaded, or when it cannot be read.
import { SocketMessageType, type OrderDto, type SocketMessage } from '@p2p/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderAnswer, stubOrdersApi } from '../features/orders/ordersTestKit';
import { sentRequests } from '../test/fetchStub';
import { renderApp, signIn } from '../test/renderApp';
import { resetNewOrderSound } from './newOrderSound';

const sockets = vi.hoisted(() => [] as Array<{ onMessage?: (m: SocketMessage) => void }>);
vi.mock('../socket/liveSocket', () => ({
  LiveSocket: class {
    constructor(readonly options: { onMessage?: (m: SocketMessage) => void }) {
      sockets.push(options);
    }
    connect() {}
    close() {}
    ensureConnected() {}
  },
}));

afterEach(() => {
  sockets.length = 0;
  resetNewOrderSound();
});

/** A new order on the caller's SELL ad, waiting for them to accept it within 9½ minutes. */
const newOrder = (): OrderDto =>
  orderAnswer({
    id: '42',
    role: 'SELLER',
    isMaker: true,
    status: 'WAIT_SELLER_ACCEPT',
    totalAmount: '1250.500000',
    acceptedAt: null,
    payment: null,
    paymentState: 'NOT_ACCEPTED',
    actions: ['ACCEPT', 'DECLINE'],
    counterparty: { ...orderAnswer().counterparty, nickname: 'Early Bird' },
    deadlineAt: new Date(Date.now() + 9 * 60_000 + 30_000).toISOString(),
  });

/** The socket tells of a new order. */
async function announce(orderId: string) {
  await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
  act(() =>
    sockets[sockets.length - 1]!.onMessage!({
      type: SocketMessageType.NEW_ORDER,
      message: JSON.stringify({ orderId }),
    }),
  );
}

describe('the new-order banner says what the order is (issue 26)', () => {
  it('the banner shows the new order’s amount, counterparty and deadline (issue 26)', async () => {
    signIn();
    const fetchMock = stubOrdersApi({ orders: [newOrder()] });
    const { router } = renderApp('/buySell');
    await screen.findByTestId('page-buySell');
    await announce('42');
    const banner = await screen.findByTestId('new-order-banner');
    expect(banner.textContent).toContain('You have a new order');
    const summary = await within(banner).findByTestId('new-order-summary');
    expect(within(summary).getByTestId('new-order-amount').textContent).toBe('1250.5 USDT');
    expect(within(summary).getByTestId('new-order-counterparty').textContent).toBe('Buyer: Early Bird');
    expect(within(summary).getByTestId('new-order-deadline').textContent).toMatch(/^Time left 9:[0-3]\d$/);
    // Read with the order screens' call (GET /c2c/deal/order/{id}).
    expect(sentRequests(fetchMock, '/api/c2c/deal/order/42')).not.toHaveLength(0);
    fireEvent.click(within(banner).getByRole('button', { name: 'View order' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=42'));
  });

  it('shows the plain message until the order has loaded (issue 26)', async () => {
    signIn();
    const fetchMock = stubOrdersApi({ orders: [newOrder()] });
    // The order's answer waits until the test lets it go.
    const answer = fetchMock.getMockImplementation()!;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).startsWith('/api/c2c/deal/order/42')) await gate;
      return answer(input, init);
    });
    renderApp('/buySell');
    await screen.findByTestId('page-buySell');
    await announce('42');
    const banner = await screen.findByTestId('new-order-banner');
    await waitFor(() => expect(sentRequests(fetchMock, '/api/c2c/deal/order/42')).not.toHaveLength(0));
    expect(banner.textContent).toContain('You have a new order');
    expect(within(banner).queryByTestId('new-order-summary')).toBeNull();
    release();
    expect((await within(banner).findByTestId('new-order-amount')).textContent).toBe('1250.5 USDT');
  });

  it('keeps the plain message when the order cannot be read, and names an anonymous seller to a buyer (issue 26)', async () => {
    signIn();
    stubOrdersApi({
      orders: [
        orderAnswer({
          id: '43',
          counterparty: { ...orderAnswer().counterparty, nickname: null },
        }),
      ],
    });
    const view = renderApp('/buySell');
    await screen.findByTestId('page-buySell');
    await announce('404');
    const banner = await screen.findByTestId('new-order-banner');
    // 5002: no such order for the caller; the banner stays as it was.
    await waitFor(() =>
      expect(view.queryClient.getQueryState(['session', 'orders', 'one', '404'])?.status).toBe('error'),
    );
    expect(banner.textContent).toContain('You have a new order');
    expect(within(banner).queryByTestId('new-order-summary')).toBeNull();
    view.unmount();
    sockets.length = 0;
    renderApp('/buySell');
    await screen.findByTestId('page-buySell');
    await announce('43');
    const second = await screen.findByTestId('new-order-banner');
    expect((await within(second).findByTestId('new-order-counterparty')).textContent).toBe(
      'Seller: Anonymous trader',
    );
  });
});
