// A trader's order statistics (issue 20, defect 7): order count, completed count, completion rate and the
// average seconds from paid to confirmed, kept on the user's row by the transaction that finishes an
// order. Several orders of one seller finishing at the same moment must each be counted.
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { OrdersEscrowListener } from '../../src/modules/orders/orders-escrow.listener.js';
import { releaseRef } from '../../src/modules/orders/order-effects.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('orders/order-stats', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /** `n` orders of one buyer and one seller waiting for their release's confirmation (paid 60 s before confirm). */
  async function pendingOrders(n: number): Promise<{ ids: string[]; buyerId: bigint; sellerId: bigint }> {
    const buyer = await api.factories.newUser();
    const seller = await api.factories.newUser();
    const paidAt = new Date(Date.now() - 120_000);
    const confirmedAt = new Date(paidAt.getTime() + 60_000);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const order = await api.factories.newOrder(buyer.id, seller.id, {
        status: 'PENDING_CHAIN_CONFIRM',
        paidAt,
        confirmedAt,
      });
      ids.push(String(order.id));
    }
    return { ids, buyerId: buyer.id, sellerId: seller.id };
  }

  /** What escrow tells the orders when an order's release is confirmed on chain, in its own transaction. */
  function releaseConfirmed(orderId: string): Promise<void> {
    const listener = api.app.get(OrdersEscrowListener);
    const runner = api.app.get(TransactionRunner);
    return runner.run((tx) =>
      listener.handle(tx, { event: 'PAYOUT_CONFIRMED', payoutRef: releaseRef(orderId), payoutId: '0' }),
    );
  }

  const statsOf = (id: bigint) =>
    api.prisma.user.findUniqueOrThrow({
      where: { id },
      select: { orderCount: true, completedOrderCount: true, completionRate: true, avgConfirmSeconds: true },
    });

  describe('order statistics', () => {
    it('counts every one of N orders of one seller completed at the same moment, in separate transactions (issue 20, defect 7: order statistics are updated under the user row lock)', async () => {
      const n = 12;
      const { ids, buyerId, sellerId } = await pendingOrders(n);
      await Promise.all(ids.map((id) => releaseConfirmed(id)));

      const done = await api.prisma.order.count({
        where: { id: { in: ids.map((id) => BigInt(id)) }, status: 'COMPLETED' },
      });
      expect(done).toBe(n);
      for (const id of [sellerId, buyerId]) {
        const s = await statsOf(id);
        expect(s.orderCount).toBe(n);
        expect(s.completedOrderCount).toBe(n);
        expect(s.completionRate.toFixed(4)).toBe('1.0000');
      }
      expect((await statsOf(sellerId)).avgConfirmSeconds).toBe(60);
    });
  });
});
