// The parties' calls on an order (issue 12; spec §4, §7, §9; DESIGN §4) through HTTP on the real database:
// accept, decline, cancel and pay with the table's refusals (5010-5018), the security password of
// confirm, the cancellation credit rule (3 free a day, then the credit settings' deduct, in credit
// records) and GET /c2c/deal/order/cancel/times, the list and the read flag; another trader is refused
// every call (5002). The deposit, the release and the chain are in orders-flow.test.ts.
import { verifyChain } from '@p2p/domain';
import { CreditService } from '../../src/modules/credit/credit.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import {
  get,
  orderOn,
  post,
  publishedAd,
  type PublishedAd,
  remainingOf,
  SECURITY,
  statusOf,
  trader,
  type OrderTrader,
} from './order-fixtures.js';
import { fitting } from '../ads/ads-fixtures.js';

describe('orders/orders-actions', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /** A SELL ad and a buyer's order on it (2 coins). */
  async function sellOrder(overrides = {}): Promise<{ ad: PublishedAd; buyer: OrderTrader; id: string }> {
    const ad = await publishedAd(api, overrides);
    const buyer = await trader(api);
    return { ad, buyer, id: await orderOn(api, buyer, ad) };
  }

  /** A BUY ad and a seller's order on it (2 coins), paid to the seller's own method. */
  async function buyOrder(): Promise<{ ad: PublishedAd; seller: OrderTrader; id: string }> {
    const ad = await publishedAd(api, { type: 'BUY' });
    const seller = await trader(api);
    const own = String((await api.factories.newPaymentMethod(seller.userId, fitting(ad.quote))).id);
    return { ad, seller, id: await orderOn(api, seller, ad, { paymentMethodId: own }) };
  }

  describe('a manual SELL ad order', () => {
    it('WAIT_SELLER_ACCEPT -> accept (seller) -> WAIT_BUYER_PAY -> I have paid (buyer) -> WAIT_SELLER_CONFIRM; the buyer cannot accept (5010), the seller cannot pay (5011)', async () => {
      const { ad, buyer, id } = await sellOrder();
      expect((await post(api, buyer, `/c2c/deal/order/take/${id}`).expect(409)).body.code).toBe('5010');
      const taken = await post(api, ad.maker, `/c2c/deal/order/take/${id}`).expect(200);
      expect(taken.body.data).toMatchObject({ status: 'WAIT_BUYER_PAY', role: 'SELLER' });
      expect(taken.body.data.acceptedAt).not.toBeNull();
      // Accepted: the buyer now sees where to pay.
      const seen = await get(api, buyer, `/c2c/deal/order/${id}`).expect(200);
      expect(seen.body.data.payment).toMatchObject({ kind: 'USDT_ADDRESS', bankName: 'Test Bank' });
      expect((await post(api, ad.maker, `/c2c/deal/order/pay/${id}`).expect(409)).body.code).toBe('5011');
      const paid = await post(api, buyer, `/c2c/deal/order/pay/${id}`).expect(200);
      expect(paid.body.data).toMatchObject({ status: 'WAIT_SELLER_CONFIRM', actions: ['APPEAL'] });
      expect(paid.body.data.paidAt).not.toBeNull();
      // Paying twice: the table refuses (5011); the buyer cannot confirm (5012).
      expect((await post(api, buyer, `/c2c/deal/order/pay/${id}`).expect(409)).body.code).toBe('5011');
      const confirm = await post(api, buyer, `/c2c/deal/order/confirm/${id}?securityCode=${SECURITY}`);
      expect(confirm.body.code).toBe('5012');

      const events = (await get(api, buyer, `/c2c/deal/order/${id}/events`).expect(200)).body.data;
      expect(events.map((e: { action: string }) => e.action)).toEqual(['PLACE', 'ACCEPT', 'PAY']);
      expect((await verifyChain(events)).ok).toBe(true);
      const told = await api.prisma.outbox.findMany({
        where: { aggregate: 'order', aggregateId: id, type: 'live' },
      });
      const changes = told.filter(
        (r) => (r.payload as { message: { type: string } }).message.type === 'ORDER_STATUS_CHANGE',
      );
      expect(changes).toHaveLength(2);
      expect((changes[0]!.payload as { rooms: string[] }).rooms).toEqual([
        `user:${buyer.userId}`,
        `user:${ad.maker.userId}`,
        `order:${id}`,
      ]);
    });

    it('confirm asks the security password: none (USER3011), a wrong one (USER3011) and moves nothing', async () => {
      const { ad, buyer, id } = await sellOrder({ mode: 'AUTO' });
      await post(api, buyer, `/c2c/deal/order/pay/${id}`).expect(200);
      expect((await post(api, ad.maker, `/c2c/deal/order/confirm/${id}`)).body.code).toBe('USER3011');
      const wrong = await post(api, ad.maker, `/c2c/deal/order/confirm/${id}?securityCode=99999999`);
      expect(wrong.body.code).toBe('USER3011');
      expect(await statusOf(api, id)).toBe('WAIT_SELLER_CONFIRM');
    });

    it('decline (the maker, through cancel) -> REJECTED, and the quantity goes back to the ad', async () => {
      const { ad, id } = await sellOrder();
      expect(await remainingOf(api, ad.id)).toBe('98');
      const res = await post(api, ad.maker, `/c2c/deal/order/cancel/${id}`).expect(200);
      expect(res.body.data.status).toBe('REJECTED');
      expect(res.body.data.cancelledAt).not.toBeNull();
      expect(await remainingOf(api, ad.id)).toBe('100');
      // Over: nothing more (5013, 5010).
      expect((await post(api, ad.maker, `/c2c/deal/order/cancel/${id}`).expect(409)).body.code).toBe('5013');
      expect((await post(api, ad.maker, `/c2c/deal/order/take/${id}`).expect(409)).body.code).toBe('5010');
    });

    it('cancel (the taker) while waiting for acceptance -> CANCELLED without a credit record', async () => {
      const { ad, buyer, id } = await sellOrder();
      const res = await post(api, buyer, `/c2c/deal/order/cancel/${id}?reason=CHANGED_MIND`).expect(200);
      expect(res.body.data.status).toBe('CANCELLED');
      expect(await remainingOf(api, ad.id)).toBe('100');
      expect(await api.prisma.creditRecord.count({ where: { orderId: BigInt(id) } })).toBe(0);
      const row = await api.prisma.order.findUniqueOrThrow({ where: { id: BigInt(id) } });
      expect(row.cancelReason).toBe('CHANGED_MIND');
    });

    it('the seller cannot cancel an order waiting for payment (5013); resuming an order not under appeal is refused (5018)', async () => {
      const { ad, buyer, id } = await sellOrder({ mode: 'AUTO' });
      expect((await post(api, ad.maker, `/c2c/deal/order/cancel/${id}`).expect(409)).body.code).toBe('5013');
      expect((await post(api, buyer, `/c2c/deal/order/recover/${id}`).expect(409)).body.code).toBe('5018');
    });
  });

  describe('a manual BUY ad order', () => {
    it('WAIT_BUYER_ACCEPT: decline (the maker, the buyer) -> REJECTED; cancel (the taker, the seller) -> CANCELLED; the seller cannot accept (5010)', async () => {
      const first = await buyOrder();
      const refused = await post(api, first.seller, `/c2c/deal/order/take/${first.id}`).expect(409);
      expect(refused.body.code).toBe('5010');
      const declined = await post(api, first.ad.maker, `/c2c/deal/order/cancel/${first.id}`).expect(200);
      expect(declined.body.data.status).toBe('REJECTED');
      const second = await buyOrder();
      const cancelled = await post(api, second.seller, `/c2c/deal/order/cancel/${second.id}`).expect(200);
      expect(cancelled.body.data.status).toBe('CANCELLED');
      expect(await remainingOf(api, second.ad.id)).toBe('100');
    });
  });

  describe('cancellations and credit (spec §9)', () => {
    it('the first 3 cancellations a day are free, then each costs the deduct in a credit record (GET /c2c/deal/order/cancel/times)', async () => {
      const { freePerDay, deduct } = await api.app.get(CreditService).cancellationRule();
      const buyer = await trader(api, { pendingOrderLimit: 20, initiatedBuyLimit: 20 });
      const times = await get(api, buyer, '/c2c/deal/order/cancel/times').expect(200);
      expect(times.body.data).toEqual({ remaining: freePerDay, freePerDay, deduct });
      for (let i = 0; i <= freePerDay; i++) {
        const ad = await publishedAd(api, { mode: 'AUTO' });
        const id = await orderOn(api, buyer, ad);
        const res = await post(api, buyer, `/c2c/deal/order/cancel/${id}`).expect(200);
        expect(res.body.data.status).toBe('CANCELLED');
      }
      const records = await api.prisma.creditRecord.findMany({
        where: { userId: buyer.userId },
        orderBy: { id: 'asc' },
      });
      expect(records.map((r) => [r.reason, r.delta])).toEqual([
        ...Array.from({ length: freePerDay }, () => ['CANCELLED', 0]),
        ['CANCELLED', -deduct],
      ]);
      const user = await api.prisma.user.findUniqueOrThrow({ where: { id: buyer.userId } });
      expect(user.creditScore).toBe(100 - deduct);
      expect(records.at(-1)!.balanceAfter).toBe(100 - deduct);
      expect((await get(api, buyer, '/c2c/deal/order/cancel/times').expect(200)).body.data.remaining).toBe(0);
      // Finished orders count: none completed of the finished ones.
      expect(user.orderCount).toBe(freePerDay + 1);
      expect(user.completionRate.toFixed()).toBe('0');
    });
  });

  describe('the order list and the read flag', () => {
    it('lists open orders, then finished ones (finish=true), by side; updateRead marks it read', async () => {
      const buyer = await trader(api);
      const open = await orderOn(api, buyer, await publishedAd(api));
      const done = await orderOn(api, buyer, await publishedAd(api));
      await post(api, buyer, `/c2c/deal/order/cancel/${done}`).expect(200);
      const page = await get(api, buyer, '/c2c/deal/order/page').expect(200);
      expect(page.body.data.list.map((o: { id: string }) => o.id)).toEqual([open]);
      const finished = await get(api, buyer, '/c2c/deal/order/page?finish=true').expect(200);
      expect(finished.body.data).toMatchObject({ total: 1, list: [{ id: done, status: 'CANCELLED' }] });
      const sells = await get(api, buyer, '/c2c/deal/order/page?side=SELL').expect(200);
      expect(sells.body.data.total).toBe(0);
      expect(page.body.data.list[0].unread).toBe(true);
      await post(api, buyer, `/c2c/deal/order/updateRead?id=${open}`).expect(200);
      expect((await get(api, buyer, `/c2c/deal/order/${open}`).expect(200)).body.data.unread).toBe(false);
    });
  });

  describe('another trader', () => {
    it('is refused every call on an order that is not theirs, as a missing order (5002)', async () => {
      const { ad, buyer, id } = await sellOrder();
      const other = await trader(api);
      const calls = [
        get(api, other, `/c2c/deal/order/${id}`),
        get(api, other, `/c2c/deal/order/${id}/events`),
        post(api, other, `/c2c/deal/order/take/${id}`),
        post(api, other, `/c2c/deal/order/cancel/${id}`),
        post(api, other, `/c2c/deal/order/pay/${id}`),
        post(api, other, `/c2c/deal/order/confirm/${id}?securityCode=${SECURITY}`),
        post(api, other, `/c2c/deal/order/recover/${id}`),
        post(api, other, `/c2c/deal/order/updateRead?id=${id}`),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('5002');
      }
      expect(await statusOf(api, id)).toBe('WAIT_SELLER_ACCEPT');
      // Nor does it appear in their list; the parties still see it.
      expect((await get(api, other, '/c2c/deal/order/page').expect(200)).body.data.total).toBe(0);
      await get(api, buyer, `/c2c/deal/order/${id}`).expect(200);
      await get(api, ad.maker, `/c2c/deal/order/${id}`).expect(200);
    });

    it('a malformed or missing id is a missing order (5002)', async () => {
      const t = await trader(api);
      expect((await get(api, t, '/c2c/deal/order/999999999').expect(404)).body.code).toBe('5002');
      expect((await post(api, t, '/c2c/deal/order/take/0').expect(404)).body.code).toBe('5002');
    });
  });
});
