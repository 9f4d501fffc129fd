import { SocketMessageType, type SocketMessage } from '@p2p/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../test/fetchStub';
import { askedDialog } from '../../test/dialogs';
import { renderApp, signIn } from '../../test/renderApp';
import { orderAnswer, orderEvent, stubOrdersApi } from './ordersTestKit';

// The live socket itself is tested in socket/liveSocket.test.ts: a stand-in hands over its onMessage so
// a test can deliver what the server would send.
const sockets = vi.hoisted(() => [] as Array<{ onMessage?: (m: SocketMessage) => void }>);
vi.mock('../../socket/liveSocket', () => ({
  LiveSocket: class {
    constructor(readonly options: { onMessage?: (m: SocketMessage) => void }) {
      sockets.push(options);
    }
    connect() {}
    close() {}
    ensureConnected() {}
  },
}));

/** Confirms (or backs out of) the open dialog titled `title`. */
const answerDialog = async (title: string, button: string) => {
  const dialog = (await screen.findByText(title)).closest('.adm-dialog') as HTMLElement;
  fireEvent.click(within(dialog).getByText(button));
  return dialog;
};

const posts = (fetchMock: ReturnType<typeof stubOrdersApi>, action: string) =>
  sentRequests(fetchMock, `/api/c2c/deal/order/${action}/`, 'POST');

// jsdom has no URL.createObjectURL (the payment QR is shown from a blob URL): a stand-in for these tests.
const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
beforeEach(() => {
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:qr-${blob.size}`,
    revokeObjectURL: () => undefined,
  });
});
afterEach(() => {
  Object.assign(URL, jsdomUrl);
});

describe('/orderDetail?id=: one order', () => {
  it('shows the progress steps with their times, the countdown, the payment details with the QR code, the counterparty and the chat entry', async () => {
    signIn();
    const order = orderAnswer({
      payment: { ...orderAnswer().payment!, qrFileId: 'f9', branch: 'Xinyi' },
    });
    const fetchMock = stubOrdersApi({ orders: [order] });
    renderApp('/orderDetail?id=101', { realPages: true });
    const head = await screen.findByTestId('order-head');
    expect(within(head).getByTestId('order-status').textContent).toBe('Waiting for the buyer’s payment');
    expect(within(head).getByTestId('order-countdown').textContent).toMatch(/^Time left 1[45]:\d\d$/);
    // The paying buyer's hint leads the pay card, under the amount to pay (issue 26).
    expect(within(screen.getByTestId('order-pay')).getByTestId('order-hint').textContent).toContain(
      'Pay 50.000000 USDT',
    );
    const progress = screen.getByTestId('order-progress');
    expect(progress.textContent).toContain('Accepted');
    expect(progress.textContent).toContain('Seller deposited');
    expect(progress.textContent).toContain('On-chain confirmation completed');
    expect(within(progress).getByTestId('order-step-time-accepted').getAttribute('dateTime')).toBe(
      '2026-11-25T10:01:00.000Z',
    );
    expect(within(progress).queryByTestId('order-step-time-paid')).toBeNull();
    const payment = screen.getByTestId('order-payment');
    expect(within(payment).getByTestId('order-payment-name').textContent).toContain('Chen Wei');
    expect(within(payment).getByTestId('order-payment-account').textContent).toContain('6222020200112233');
    expect(payment.textContent).toContain('Bank of Taiwan');
    expect(payment.textContent).toContain('Xinyi');
    // The QR code is read with the session's token (GET /api/file/{id}) and shown from a blob URL.
    const image = await within(payment).findByTestId('pm-qr-image');
    expect(image.getAttribute('src')).toBe('blob:qr-8');
    expect(sentRequests(fetchMock, '/api/file/f9')[0]!.headers.Authorization).toBe('Bearer test-token');
    expect(screen.getByTestId('order-counterparty-name').textContent).toBe('Lucky Trader');
    expect(screen.getByTestId('order-total').textContent).toContain('50 USDT');
    expect(screen.getByTestId('order-chat').getAttribute('href')).toBe('/chat?id=101');
    // Paying may not be appealed: no appeal entry.
    expect(screen.queryByTestId('order-appeal')).toBeNull();
    expect(screen.getByTestId('order-action-PAY').textContent).toBe('I have paid');
    expect(screen.getByTestId('order-action-CANCEL').textContent).toBe('Cancel order');
  });

  it('“I have paid” asks first, then POST /c2c/deal/order/pay/{id} moves the order on; backing out sends nothing', async () => {
    signIn();
    const fetchMock = stubOrdersApi({ orders: [orderAnswer()] });
    renderApp('/orderDetail?id=101', { realPages: true });
    const pay = await screen.findByTestId('order-action-PAY');
    const first = await askedDialog(() => fireEvent.click(pay));
    expect(first.textContent).toContain('Have you paid?');
    expect(first.textContent).toContain('paid 50 USDT to the seller');
    fireEvent.click(within(first).getByText('Back'));
    expect(posts(fetchMock, 'pay')).toHaveLength(0);
    const second = await askedDialog(() => fireEvent.click(screen.getByTestId('order-action-PAY')));
    fireEvent.click(within(second).getByText('I have paid'));
    await waitFor(() =>
      expect(posts(fetchMock, 'pay').map((r) => r.url)).toEqual(['/api/c2c/deal/order/pay/101']),
    );
    await waitFor(() =>
      expect(screen.getByTestId('order-status').textContent).toBe(
        'Waiting for the seller to confirm payment',
      ),
    );
    expect(screen.getByTestId('order-step-time-paid')).toBeTruthy();
    expect(screen.queryByTestId('order-action-PAY')).toBeNull();
  });

  it('cancelling says how many free cancellations are left today (GET /c2c/deal/order/cancel/times)', async () => {
    signIn();
    const fetchMock = stubOrdersApi({
      orders: [orderAnswer()],
      cancelTimes: { remaining: 2, freePerDay: 3, deduct: 20 },
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    await waitFor(() => expect(sentRequests(fetchMock, '/api/c2c/deal/order/cancel/times')).toHaveLength(1));
    fireEvent.click(await screen.findByTestId('order-action-CANCEL'));
    const dialog = await answerDialog('Cancel this order?', 'Cancel order');
    expect(dialog.textContent).toContain('You have 2 of 3 free cancellations left today.');
    await waitFor(() => expect(posts(fetchMock, 'cancel')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Cancelled'));
  });

  it('with no free cancellation left, cancelling says it costs the credit settings’ deduct (spec §9)', async () => {
    signIn();
    stubOrdersApi({ orders: [orderAnswer()], cancelTimes: { remaining: 0, freePerDay: 3, deduct: 20 } });
    renderApp('/orderDetail?id=101', { realPages: true });
    await screen.findByTestId('order-action-CANCEL');
    await waitFor(() => expect(screen.getByTestId('order-action-CANCEL')).toBeTruthy());
    // The hint waits for cancel/times: give it its turn.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    fireEvent.click(screen.getByTestId('order-action-CANCEL'));
    const dialog = await answerDialog('Cancel this order?', 'Back');
    expect(dialog.textContent).toContain('this one costs 20 credit points');
  });

  it('the maker accepts (POST take/{id}) or declines (POST cancel/{id}) an order waiting for acceptance', async () => {
    signIn();
    const waiting = {
      role: 'SELLER' as const,
      isMaker: true,
      status: 'WAIT_SELLER_ACCEPT' as const,
      acceptedAt: null,
      payment: null,
      paymentState: 'NOT_ACCEPTED' as const,
      actions: ['ACCEPT', 'DECLINE'],
    };
    const fetchMock = stubOrdersApi({
      orders: [orderAnswer({ ...waiting }), orderAnswer({ id: '102', ...waiting })],
    });
    const app = renderApp('/orderDetail?id=101', { realPages: true });
    expect((await screen.findByTestId('order-hint')).textContent).toContain('Accept the order');
    expect(screen.getByTestId('order-payment-hidden')).toBeTruthy();
    fireEvent.click(screen.getByTestId('order-action-ACCEPT'));
    await answerDialog('Accept this order?', 'Accept');
    await waitFor(() =>
      expect(posts(fetchMock, 'take').map((r) => r.url)).toEqual(['/api/c2c/deal/order/take/101']),
    );
    await waitFor(() =>
      expect(screen.getByTestId('order-status').textContent).toBe('Waiting for the buyer’s payment'),
    );
    app.unmount();
    renderApp('/orderDetail?id=102', { realPages: true });
    fireEvent.click(await screen.findByTestId('order-action-DECLINE'));
    await answerDialog('Decline this order?', 'Decline');
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Rejected'));
    expect(posts(fetchMock, 'cancel').map((r) => r.url)).toEqual(['/api/c2c/deal/order/cancel/102']);
  });

  it('“I have received” needs the security password: a wrong one shows USER3011 in the sheet, the right one releases', async () => {
    signIn();
    const fetchMock = stubOrdersApi({
      orders: [
        orderAnswer({
          role: 'SELLER',
          isMaker: true,
          status: 'WAIT_SELLER_CONFIRM',
          paidAt: '2026-11-25T10:06:00.000Z',
          actions: ['CONFIRM_RECEIVED', 'APPEAL'],
        }),
      ],
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    fireEvent.click(await screen.findByTestId('order-action-CONFIRM_RECEIVED'));
    const sheet = await screen.findByTestId('confirm-sheet');
    expect(sheet.textContent).toContain('cannot be refunded');
    expect(within(sheet).getByTestId('confirm-amount').textContent).toBe('50 USDT');
    fireEvent.click(within(sheet).getByTestId('confirm-submit'));
    expect(await within(sheet).findByText('Enter your security password')).toBeTruthy();
    expect(posts(fetchMock, 'confirm')).toHaveLength(0);
    fireEvent.change(within(sheet).getByTestId('confirm-password'), { target: { value: 'wrong' } });
    fireEvent.click(within(sheet).getByTestId('confirm-submit'));
    expect((await within(sheet).findByTestId('confirm-error')).textContent).toBe('Wrong trading password');
    fireEvent.change(within(sheet).getByTestId('confirm-password'), { target: { value: 'Secret#123' } });
    fireEvent.click(within(sheet).getByTestId('confirm-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('order-status').textContent).toBe('Pending on-chain confirmation'),
    );
    // The security password goes in the body, never in the URL (issue 22: the security password in URLs).
    expect(posts(fetchMock, 'confirm').map((r) => [r.url, r.body])).toEqual([
      ['/api/c2c/deal/order/confirm/101', { securityCode: 'wrong' }],
      ['/api/c2c/deal/order/confirm/101', { securityCode: 'Secret#123' }],
    ]);
  });

  it('shows the appeal entry only where an appeal is allowed: the buyer when the seller timed out (spec §6)', async () => {
    signIn();
    stubOrdersApi({
      orders: [
        orderAnswer({
          status: 'SELLER_CONFIRM_TIMEOUT',
          paidAt: '2026-11-25T10:06:00.000Z',
          actions: ['APPEAL'],
        }),
      ],
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    expect((await screen.findByTestId('order-timed-out')).textContent).toBe('The seller has timed out');
    expect(screen.getByTestId('order-appeal').getAttribute('href')).toBe('/appeal?id=101');
    expect(screen.queryByTestId('order-actions')).toBeNull();
  });

  it('an order under appeal may be restored by its initiator (POST recover/{id})', async () => {
    signIn();
    const fetchMock = stubOrdersApi({
      orders: [orderAnswer({ status: 'IN_APPEAL', deadlineAt: null, actions: ['CANCEL_APPEAL', 'RECOVER'] })],
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    expect((await screen.findByTestId('order-hint')).textContent).toContain('under appeal');
    expect(screen.queryByTestId('order-countdown')).toBeNull();
    fireEvent.click(screen.getByTestId('order-action-RECOVER'));
    await answerDialog('Restore this order?', 'Restore order');
    await waitFor(() => expect(posts(fetchMock, 'recover')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('order-status').textContent).toBe(
        'Waiting for the seller to confirm payment',
      ),
    );
  });

  it('the seller of a BUY ad sees the order’s own escrow deposit while it is awaited', async () => {
    signIn();
    stubOrdersApi({
      orders: [
        orderAnswer({
          type: 'BUY',
          role: 'SELLER',
          status: 'WAIT_SELLER_DEPOSIT',
          depositId: 'd7',
          actions: ['CANCEL'],
        }),
      ],
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    expect((await screen.findByTestId('order-deposit')).textContent).toContain('Your deposit for this order');
    expect(screen.getByTestId('order-hint').textContent).toContain('Deposit the coin into escrow');
  });

  it('reads the order again on ORDER_STATUS_CHANGE, and marks an unread order read (POST updateRead?id=)', async () => {
    signIn();
    const order = orderAnswer({ unread: true });
    const fetchMock = stubOrdersApi({ orders: [order] });
    renderApp('/orderDetail?id=101', { realPages: true });
    await screen.findByTestId('order-head');
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/c2c/deal/order/updateRead', 'POST').map((r) => r.url)).toEqual([
        '/api/c2c/deal/order/updateRead?id=101',
      ]),
    );
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    // The other party paid: the server moved the order and tells both parties.
    Object.assign(order, { status: 'WAIT_SELLER_CONFIRM', paidAt: '2026-11-25T10:06:00.000Z', actions: [] });
    act(() =>
      sockets[sockets.length - 1]!.onMessage!({
        type: SocketMessageType.ORDER_STATUS_CHANGE,
        message: JSON.stringify({ orderId: '101' }),
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('order-status').textContent).toBe(
        'Waiting for the seller to confirm payment',
      ),
    );
  });

  it('shows the timeline of GET /c2c/deal/order/{id}/events: each step, who acted, the system’s note and the timeline’s fingerprint', async () => {
    signIn();
    const fetchMock = stubOrdersApi({
      orders: [orderAnswer({ type: 'BUY', role: 'SELLER', acceptedAt: '2026-11-25T10:01:00.000Z' })],
      events: {
        '101': [
          orderEvent(),
          orderEvent({
            id: 'e2',
            seq: 2,
            fromStatus: 'WAIT_BUYER_ACCEPT',
            toStatus: 'WAIT_SELLER_DEPOSIT',
            action: 'ACCEPT',
            actorType: 'BUYER',
            prevHash: '9f'.repeat(32),
          }),
          orderEvent({
            id: 'e3',
            seq: 3,
            fromStatus: 'WAIT_SELLER_DEPOSIT',
            toStatus: 'WAIT_BUYER_PAY',
            action: 'DEPOSIT_CONFIRMED',
            actorType: 'SYSTEM',
            actorId: null,
            note: 'Deadline moved by 12 minutes: maintenance window',
            createdAt: '2026-11-25T10:03:00.000Z',
            hash: 'c4'.repeat(32),
          }),
        ],
      },
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    const timeline = await screen.findByTestId('order-timeline');
    expect(sentRequests(fetchMock, '/api/c2c/deal/order/101/events')).toHaveLength(1);
    const last = within(timeline).getByTestId('order-event-e3');
    expect(last.textContent).toContain('Waiting for the buyer’s payment');
    expect(last.textContent).toContain('by the system');
    expect(last.textContent).toContain('Deadline moved by 12 minutes: maintenance window');
    expect(within(timeline).getByTestId('order-timeline-hash').textContent).toBe(
      `Timeline fingerprint ${'c4'.repeat(8)}…`,
    );
    // The seller's deposit step takes its time from the timeline.
    expect(screen.getByTestId('order-step-time-deposited').getAttribute('dateTime')).toBe(
      '2026-11-25T10:03:00.000Z',
    );
  });

  it('an order the caller cannot see (5002) shows the not-found state with the way to the list', async () => {
    signIn();
    stubOrdersApi({ orders: [] });
    renderApp('/orderDetail?id=999', { realPages: true });
    const missing = await screen.findByTestId('order-not-found');
    expect(missing.textContent).toContain('This order was not found');
    expect(within(missing).getByTestId('empty-state-action').getAttribute('href')).toBe('/order');
  });
});

describe('/orderDetail: unread chat (issue 26)', () => {
  it("shows the count of this order's unread chat messages on the chat entry, and none without", async () => {
    signIn();
    stubOrdersApi({
      orders: [orderAnswer()],
      talkUnread: {
        total: 4,
        orders: [
          { orderId: '101', unread: 3 },
          { orderId: '55', unread: 1 },
        ],
      },
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    const badge = await screen.findByTestId('order-chat-unread');
    expect(badge.textContent).toBe('3');
    expect(badge.getAttribute('aria-label')).toBe('3 unread messages');
  });

  it('leads from the order to the chat list too (issue 26)', async () => {
    signIn();
    stubOrdersApi({ orders: [orderAnswer()] });
    const { router } = renderApp('/orderDetail?id=101', { realPages: true });
    const link = await screen.findByTestId('order-all-chats');
    expect(link.textContent).toBe('All chats');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chatList'));
  });
});
