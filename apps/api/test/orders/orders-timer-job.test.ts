// The order deadline's BullMQ delayed job wired end to end on the machine's clock (the other deadline
// tests, orders-timers.test.ts, move a FakeClock and run the job's handler themselves): an order waits while
// its job is queued and is cancelled by the job itself once its real window is over.
import { startTestApi, type TestApi } from '../support/harness.js';
import { until } from '../support/payout-helpers.js';
import { drain, orderOn, publishedAd, statusOf, timelineOf, timeouts, trader } from './order-fixtures.js';

describe('orders/orders-timer-job', () => {
  let api: TestApi;
  const orderRow = (a: TestApi, id: string) =>
    a.prisma.order.findUniqueOrThrow({ where: { id: BigInt(id) } });

  describe("the deadline job on the machine's clock (BullMQ's delayed job, wired end to end)", () => {
    const REAL_WINDOW_MS = 1800;

    beforeAll(async () => {
      api = await startTestApi({ ORDER_ACCEPT_MINUTES: '0.03' });
    }, 60_000);
    afterAll(() => api.close());

    it('WAIT_SELLER_ACCEPT waits when its job is queued and is CANCELLED by the job itself once the real 1.8 s window is over', async () => {
      const ad = await publishedAd(api);
      const buyer = await trader(api);
      const id = await orderOn(api, buyer, ad);
      const deadline = (await orderRow(api, id)).deadlineAt!;
      expect(deadline.getTime() - (await orderRow(api, id)).createdAt.getTime()).toBe(REAL_WINDOW_MS);
      await drain(api);
      expect(await statusOf(api, id)).toBe('WAIT_SELLER_ACCEPT');
      // Generous: a loaded machine may run the job late, never early.
      await until(
        'the delayed job to cancel the order',
        async () => {
          await drain(api);
          return (await statusOf(api, id)) === 'CANCELLED';
        },
        30_000,
      ).catch(() => undefined); // the assertion below names what is wrong
      expect(await statusOf(api, id)).toBe('CANCELLED');
      expect((await orderRow(api, id)).cancelledAt!.getTime()).toBeGreaterThanOrEqual(deadline.getTime());
      expect(timeouts(await timelineOf(api, buyer, id))).toEqual([['WAIT_SELLER_ACCEPT', 'CANCELLED']]);
    }, 60_000);
  });
});
