// Where an order's coin goes (issue 20): the release's (or refund's) transaction on chain, copyable, with
// its status; the address the coin is released to; where the seller's deposit must come from; and the
// timeline's fingerprint told apart from a blockchain transaction.
import type { OrderPayoutDto } from '@p2p/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signIn } from '../../test/renderApp';
import { orderAnswer, orderEvent, stubOrdersApi } from './ordersTestKit';

vi.mock('../../socket/liveSocket', () => ({
  LiveSocket: class {
    connect() {}
    close() {}
    ensureConnected() {}
  },
}));

const BUYER_ADDRESS = '0x1111111111111111111111111111111111111111';
const SELLER_ADDRESS = '0x2222222222222222222222222222222222222222';
const TX = `0x${'5e'.repeat(32)}`;

const payout = (over: Partial<OrderPayoutDto> = {}): OrderPayoutDto => ({
  status: 'COMPLETED',
  txHash: TX,
  explorerUrl: null,
  toAddress: BUYER_ADDRESS,
  confirmations: 3,
  requiredConfirmations: 3,
  ...over,
});

const finished = { deadlineAt: null, actions: [], completedAt: '2026-11-25T10:09:00.000Z' };

async function openOrder(...args: Parameters<typeof orderAnswer>) {
  signIn();
  stubOrdersApi({ orders: [orderAnswer(...args)] });
  renderApp('/orderDetail?id=101', { realPages: true });
  return screen.findByTestId('order-coin');
}

describe('/orderDetail: where the coin goes', () => {
  it('a completed order shows the release transaction hash in full, copyable, confirmed on chain (issue 20: the completed order shows the release tx hash)', async () => {
    const card = await openOrder({ status: 'COMPLETED', ...finished, release: payout() });
    const release = within(card).getByTestId('order-release');
    expect(within(release).getByTestId('order-release-tx').textContent).toBe(TX);
    expect(within(release).getByTestId('order-release-tx-copy')).toBeTruthy();
    expect(within(release).getByTestId('order-release-status').textContent).toBe('Confirmed on chain');
    expect(release.textContent).toContain('Release transaction');
    expect(within(card).queryByTestId('order-refund')).toBeNull();
  });

  it("links the release to its page on the chain's explorer where one is configured, and nowhere else (issue 26)", async () => {
    const url = `https://explorer.example/tx/${TX}`;
    const card = await openOrder({ status: 'COMPLETED', ...finished, release: payout({ explorerUrl: url }) });
    const link = within(card).getByTestId('order-release-explorer');
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('View on the chain explorer');
  });

  it('shows no explorer link on a chain without one (the local chain)', async () => {
    const card = await openOrder({ status: 'COMPLETED', ...finished, release: payout() });
    expect(within(card).queryByTestId('order-release-explorer')).toBeNull();
  });

  it('a release still queued says it is not sent yet and shows no hash (issue 20: release status on the order)', async () => {
    const queued = await openOrder({
      status: 'PENDING_CHAIN_CONFIRM',
      ...finished,
      release: payout({ status: 'CONFIRMING', txHash: null, confirmations: 0 }),
    });
    expect(within(queued).getByTestId('order-release-status').textContent).toBe('Queued, not sent yet');
    expect(within(queued).queryByTestId('order-release-tx')).toBeNull();
  });

  it('a confirming release shows n/N beside its hash (issue 20: release status on the order)', async () => {
    const card = await openOrder({
      status: 'PENDING_CHAIN_CONFIRM',
      ...finished,
      release: payout({ status: 'CONFIRMING', confirmations: 1 }),
    });
    expect(within(card).getByTestId('order-release-status').textContent).toBe('Confirming 1/3');
    expect(within(card).getByTestId('order-release-tx').textContent).toBe(TX);
  });

  it("a cancelled BUY-ad order shows the seller's refund transaction (issue 20: the refund is shown on the order)", async () => {
    const card = await openOrder({
      type: 'BUY',
      role: 'SELLER',
      status: 'CANCELLED',
      ...finished,
      refund: payout({ toAddress: SELLER_ADDRESS }),
    });
    const refund = within(card).getByTestId('order-refund');
    expect(refund.textContent).toContain('Refund to the seller');
    expect(within(refund).getByTestId('order-refund-tx').textContent).toBe(TX);
    expect(within(card).queryByTestId('order-release')).toBeNull();
  });

  it('tells the buyer the coin is released to their bound address, shown in full and copyable (issue 20: which address receives the coin)', async () => {
    const card = await openOrder({ role: 'BUYER' });
    expect(within(card).getByTestId('order-receiving-address').textContent).toBe(BUYER_ADDRESS);
    expect(within(card).getByTestId('order-receiving-address-copy')).toBeTruthy();
    expect(within(card).getByTestId('order-release-hint').textContent).toBe(
      'When the seller confirms your payment, the coin is released from escrow to your bound address below (as bound when the order was placed).',
    );
    // A SELL ad's coin is in escrow already: no deposit to make.
    expect(within(card).getByTestId('order-deposit-hint').textContent).toBe(
      'The seller’s coin for this order is already held in escrow.',
    );
  });

  it("tells the seller the coin goes to the buyer's bound address (issue 20: which address receives the coin)", async () => {
    const card = await openOrder({ role: 'SELLER', isMaker: true, status: 'WAIT_SELLER_CONFIRM' });
    expect(within(card).getByTestId('order-release-hint').textContent).toBe(
      'When you confirm the payment, the coin is released from escrow to the buyer’s bound address below.',
    );
    expect(within(card).getByTestId('order-receiving-address').textContent).toBe(BUYER_ADDRESS);
  });

  it('tells the seller of a BUY-ad order that the deposit must come from their bound address (issue 20: which address must pay the deposit)', async () => {
    const seller = await openOrder({
      type: 'BUY',
      role: 'SELLER',
      status: 'WAIT_SELLER_DEPOSIT',
      depositId: null,
    });
    expect(within(seller).getByTestId('order-deposit-hint').textContent).toBe(
      'Your deposit must come from your bound address: only a transfer from it is credited to this order.',
    );
  });

  it('tells the buyer of a BUY-ad order that the seller deposits from their bound address (issue 20: which address must pay the deposit)', async () => {
    const buyer = await openOrder({
      type: 'BUY',
      role: 'BUYER',
      isMaker: true,
      status: 'WAIT_SELLER_DEPOSIT',
    });
    expect(within(buyer).getByTestId('order-deposit-hint').textContent).toBe(
      'The seller deposits the coin into escrow from their bound address; the order goes on once it is confirmed on chain.',
    );
  });

  it('labels the timeline digest as its fingerprint, not a blockchain transaction, with no 0x (issue 20: the record id does not look like a tx hash)', async () => {
    signIn();
    stubOrdersApi({
      orders: [orderAnswer()],
      events: { '101': [orderEvent({ hash: 'c4'.repeat(32) })] },
    });
    renderApp('/orderDetail?id=101', { realPages: true });
    const digest = await screen.findByTestId('order-timeline-hash');
    expect(digest.textContent).toBe(`Timeline fingerprint ${'c4'.repeat(8)}…`);
    expect(digest.textContent).not.toMatch(/0x/i);
    expect(screen.getByTestId('order-timeline-hash-hint').textContent).toBe(
      'It shows that the steps above were not altered. It is not a blockchain transaction.',
    );
  });
});
