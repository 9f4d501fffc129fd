// The seller's payment details on the order page (issue 22, "Privacy"): the buyer sees them only while the
// API sends them; otherwise the page shows no empty block but one line saying why (the order's
// `paymentState`), and never the account.
import type { PaymentDetailsState } from '@p2p/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signIn } from '../../test/renderApp';
import { orderAnswer, stubOrdersApi } from './ordersTestKit';

vi.mock('../../socket/liveSocket', () => ({
  LiveSocket: class {
    connect() {}
    close() {}
    ensureConnected() {}
  },
}));

const hiddenCases: [string, PaymentDetailsState, Record<string, unknown>, string][] = [
  [
    'waiting for acceptance',
    'NOT_ACCEPTED',
    { status: 'WAIT_SELLER_ACCEPT', acceptedAt: null },
    'The seller’s payment details show once the order is accepted',
  ],
  [
    "waiting for the seller's deposit (BUY ad)",
    'NOT_DEPOSITED',
    { type: 'BUY', isMaker: true, status: 'WAIT_SELLER_DEPOSIT' },
    'The seller’s payment details show once the seller’s coin is in escrow',
  ],
  [
    'cancelled before acceptance',
    'NEVER_DUE',
    { status: 'CANCELLED', acceptedAt: null, cancelledAt: '2026-11-25T10:03:00.000Z' },
    'This order ended before it was accepted: the seller’s payment details were not shared',
  ],
  [
    'completed',
    'ENDED',
    { status: 'COMPLETED', completedAt: '2026-11-25T10:20:00.000Z' },
    'The order has ended: the seller’s payment details are no longer shown',
  ],
];

describe("/orderDetail: the seller's payment details (issue 22: a cancelled order shows the seller's payment account)", () => {
  it.each(hiddenCases)(
    'the buyer of an order %s sees why they are hidden, no empty block and no account (issue 22: the order page says why)',
    async (_label, paymentState, fields, why) => {
      signIn();
      stubOrdersApi({
        orders: [orderAnswer({ role: 'BUYER', ...fields, payment: null, paymentState, actions: [] })],
      });
      renderApp('/orderDetail?id=101', { realPages: true });
      const block = await screen.findByTestId('order-payment');
      expect(block.getAttribute('data-state')).toBe(paymentState);
      expect(screen.getByTestId('order-payment-hidden').textContent).toBe(why);
      // No title over nothing, no field, no account.
      expect(block.querySelector('h3')).toBeNull();
      expect(block.querySelector('dl')).toBeNull();
      expect(document.body.textContent).not.toContain('6222020200112233');
    },
  );

  it('the buyer of an accepted order sees where to pay', async () => {
    signIn();
    stubOrdersApi({
      orders: [orderAnswer({ role: 'BUYER', status: 'WAIT_BUYER_PAY', paymentState: 'SHOWN' })],
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    expect((await screen.findByTestId('order-payment-account')).textContent).toContain('6222020200112233');
    expect(screen.queryByTestId('order-payment-hidden')).toBeNull();
  });
});
