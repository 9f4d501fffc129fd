// The order page while the buyer must pay (issue 26, "the trader's first day"): it leads with the amount
// to pay (large, copied exactly as the API gave it), then the seller's account with its copy buttons and
// the payment QR code, and "I have paid" pinned at the bottom; the progress is a compact header (the step
// under way of N, its name and the countdown) with the full steps further down. Other states and the
// seller keep their order of content under the same compact header.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askedDialog } from '../../test/dialogs';
import { sentRequests } from '../../test/fetchStub';
import { renderApp, signIn } from '../../test/renderApp';
import { orderAnswer, stubOrdersApi } from './ordersTestKit';

vi.mock('../../socket/liveSocket', () => ({
  LiveSocket: class {
    connect() {}
    close() {}
    ensureConnected() {}
  },
}));

const copied: string[] = [];
const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
beforeEach(() => {
  copied.length = 0;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
  });
  // jsdom has no URL.createObjectURL (the payment QR is shown from a blob URL).
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:qr-${blob.size}`,
    revokeObjectURL: () => undefined,
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Object.assign(URL, jsdomUrl);
});

/** Whether `a` comes before `b` in the page. */
const before = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/** The CSS rule of `selector` in orders.css (its declarations): jsdom lays nothing out, so the rule is read. */
const ordersCss = readFileSync(path.resolve(import.meta.dirname, 'orderHead.css'), 'utf8');
const rule = (selector: string) => {
  const start = ordersCss.indexOf(`\n${selector} {`);
  expect(start).toBeGreaterThanOrEqual(0);
  return ordersCss.slice(start, ordersCss.indexOf('}', start));
};

describe('/orderDetail while the buyer must pay (issue 26)', () => {
  it('the buyer sees the amount to pay first, large and copyable as the exact decimal string (issue 26)', async () => {
    signIn();
    stubOrdersApi({
      orders: [
        orderAnswer({
          amount: '1234567.891234',
          totalAmount: '1234567.891234',
          payment: { ...orderAnswer().payment!, qrFileId: 'f9' },
        }),
      ],
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    const pay = await screen.findByTestId('order-pay');
    expect(within(pay).getByText('Amount to pay')).toBeTruthy();
    // As the API gave it: no float, no cut, no rounding.
    expect(within(pay).getByTestId('order-pay-amount').textContent).toBe('1234567.891234');
    expect(pay.textContent).toContain('USDT');
    fireEvent.click(within(pay).getByTestId('order-pay-amount-copy'));
    await waitFor(() => expect(copied).toEqual(['1234567.891234']));
    // First after the compact head, then the seller's account (with copy buttons and the QR code), then the
    // other actions.
    const head = screen.getByTestId('order-head');
    const payment = screen.getByTestId('order-payment');
    expect(pay.previousElementSibling).toBe(head);
    expect(pay.nextElementSibling).toBe(payment);
    expect(before(payment, screen.getByTestId('order-actions'))).toBe(true);
    expect(before(payment, screen.getByTestId('order-counterparty'))).toBe(true);
    fireEvent.click(within(payment).getByTestId('order-payment-account-copy'));
    await waitFor(() => expect(copied).toEqual(['1234567.891234', '6222020200112233']));
    expect(within(payment).getByTestId('order-payment-name-copy')).toBeTruthy();
    expect(await within(payment).findByTestId('pm-qr-image')).toBeTruthy();
    // What to do, under the amount (not repeated in the head).
    expect(within(pay).getByTestId('order-hint').textContent).toContain('Pay 1234567.891234 USDT');
    expect(within(head).queryByTestId('order-hint')).toBeNull();
  });

  it('“I have paid” is pinned at the bottom in a sticky bar with the safe area’s padding, and still pays (issue 26)', async () => {
    signIn();
    const fetchMock = stubOrdersApi({ orders: [orderAnswer()] });
    renderApp('/orderDetail?id=101', { realPages: true });
    const pinned = await screen.findByTestId('order-pinned');
    const page = screen.getByTestId('order-detail-page');
    // The page's last block, holding "I have paid" alone: cancelling stays with the other actions.
    expect(page.lastElementChild).toBe(pinned);
    expect(within(pinned).getByTestId('order-action-PAY').textContent).toBe('I have paid');
    expect(within(pinned).queryByTestId('order-action-CANCEL')).toBeNull();
    expect(within(screen.getByTestId('order-actions')).getByTestId('order-action-CANCEL')).toBeTruthy();
    expect(within(screen.getByTestId('order-actions')).queryByTestId('order-action-PAY')).toBeNull();
    // Sticky (it keeps its own room at the end: no content hides behind it), clear of the home indicator.
    const css = rule('.order-pinned');
    expect(css).toMatch(/position: sticky;/);
    expect(css).toMatch(/bottom: 0;/);
    expect(css).toMatch(/env\(safe-area-inset-bottom/);
    const dialog = await askedDialog(() => fireEvent.click(within(pinned).getByTestId('order-action-PAY')));
    fireEvent.click(within(dialog).getByText('I have paid'));
    await waitFor(() =>
      expect(sentRequests(fetchMock, '/api/c2c/deal/order/pay/', 'POST').map((r) => r.url)).toEqual([
        '/api/c2c/deal/order/pay/101',
      ]),
    );
    // Paid: the page goes back to its usual order, nothing pinned, no pay card.
    await waitFor(() => expect(screen.queryByTestId('order-pinned')).toBeNull());
    expect(screen.queryByTestId('order-pay')).toBeNull();
  });

  it('the compact header shows the step under way of N with its name and the countdown; the full steps follow below (issue 26)', async () => {
    signIn();
    stubOrdersApi({ orders: [orderAnswer()] });
    renderApp('/orderDetail?id=101', { realPages: true });
    const head = await screen.findByTestId('order-head');
    const summary = within(head).getByTestId('order-step-summary');
    expect(within(summary).getByTestId('order-step-current').textContent).toBe('Step 3 of 5 · Payment');
    expect(within(summary).getByTestId('order-countdown').textContent).toMatch(/^Time left 1[45]:\d\d$/);
    expect(within(summary).getByTestId('order-step-bar-deposited').className).toBe('is-done');
    expect(within(summary).getByTestId('order-step-bar-paid').className).toBe('is-current');
    // The full steps are no longer in the head: further down, after the figures.
    expect(within(head).queryByTestId('order-progress')).toBeNull();
    const progress = screen.getByTestId('order-progress');
    expect(before(screen.getByTestId('order-fields'), progress)).toBe(true);
    expect(within(progress).getByTestId('order-step-time-accepted')).toBeTruthy();
  });
});

describe('/orderDetail for the seller and other states (issue 26)', () => {
  it('the seller keeps the usual order of content under the same compact header (issue 26)', async () => {
    signIn();
    stubOrdersApi({
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
    const head = await screen.findByTestId('order-head');
    expect(within(head).getByTestId('order-step-current').textContent).toBe(
      'Step 4 of 5 · Receipt confirmation',
    );
    expect(within(head).getByTestId('order-countdown')).toBeTruthy();
    expect(within(head).getByTestId('order-hint').textContent).toContain('Check that 50.000000 USDT');
    expect(screen.queryByTestId('order-pay')).toBeNull();
    expect(screen.queryByTestId('order-pinned')).toBeNull();
    // Actions, then the payment details, the counterparty and the figures, as before.
    const actions = screen.getByTestId('order-actions');
    const payment = screen.getByTestId('order-payment');
    expect(within(actions).getByTestId('order-action-CONFIRM_RECEIVED')).toBeTruthy();
    expect(before(actions, payment)).toBe(true);
    expect(before(payment, screen.getByTestId('order-counterparty'))).toBe(true);
    expect(payment.textContent).toContain('Your payment details');
  });

  it('a completed order says all its steps are done; one cancelled before acceptance says where it ended (issue 26)', async () => {
    signIn();
    stubOrdersApi({
      orders: [
        orderAnswer({
          status: 'COMPLETED',
          paidAt: '2026-11-25T10:06:00.000Z',
          confirmedAt: '2026-11-25T10:07:00.000Z',
          completedAt: '2026-11-25T10:09:00.000Z',
          deadlineAt: null,
          payment: null,
          paymentState: 'ENDED',
          actions: [],
        }),
        orderAnswer({
          id: '102',
          status: 'CANCELLED',
          acceptedAt: null,
          cancelledAt: '2026-11-25T10:03:00.000Z',
          deadlineAt: null,
          payment: null,
          paymentState: 'NEVER_DUE',
          actions: [],
        }),
      ],
    });
    const app = renderApp('/orderDetail?id=101', { realPages: true });
    expect((await screen.findByTestId('order-step-current')).textContent).toBe('All 5 steps done');
    expect(screen.queryByTestId('order-countdown')).toBeNull();
    app.unmount();
    renderApp('/orderDetail?id=102', { realPages: true });
    expect((await screen.findByTestId('order-step-current')).textContent).toBe('Ended after 0 of 5 steps');
  });
});
