// Placing orders (issue 12; spec §4, §5, §7, §9): the rules of POST /c2c/deal/order with their catalogue
// codes, the quantity reserved in the placing transaction (never oversold under 200 simultaneous orders),
// the payment-method snapshot, automatic ads accepted at once, NEW_ORDER to the maker and the first link
// of the order's hash chain. On the real database; no chain is needed before the deposit or the release.
import { verifyChain } from '@p2p/domain';
import { startTestApi, type TestApi } from '../support/harness.js';
import { get, orderOn, placeOrder, publishedAd, remainingOf, statusOf, trader } from './order-fixtures.js';
import { fitting } from '../ads/ads-fixtures.js';

describe('orders/orders-place', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  describe('POST /c2c/deal/order', () => {
    it('places an order on a manual SELL ad: WAIT_SELLER_ACCEPT, its quantity taken from the ad, the payment method kept, NEW_ORDER to the maker', async () => {
      const ad = await publishedAd(api);
      const buyer = await trader(api);
      const res = await placeOrder(api, buyer, ad, { quantity: '2.5' });
      expect(res.status).toBe(200);
      const order = res.body.data;
      expect(order).toMatchObject({
        adId: ad.id,
        type: 'SELL',
        mode: 'MANUAL',
        role: 'BUYER',
        isMaker: false,
        status: 'WAIT_SELLER_ACCEPT',
        quantity: '2.5',
        unitPrice: '1.5',
        amount: '3.75',
        receivingAddress: buyer.address,
        // The seller's payment details are shown once the order is accepted.
        payment: null,
        actions: ['CANCEL'],
      });
      expect(order.counterparty.userId).toBe(String(ad.maker.userId));
      expect(new Date(order.deadlineAt).getTime()).toBeGreaterThan(Date.now());
      expect(await remainingOf(api, ad.id)).toBe('97.5');
      const row = await api.prisma.order.findUniqueOrThrow({ where: { id: BigInt(order.id) } });
      expect(row.paymentMethodSnapshot).toMatchObject({ kind: 'USDT_ADDRESS', bankName: 'Test Bank' });
      const outbox = await api.prisma.outbox.findMany({
        where: { aggregate: 'order', aggregateId: order.id },
      });
      const live = outbox.find((r) => r.type === 'live')!.payload as {
        rooms: string[];
        message: { type: string };
      };
      expect(live).toMatchObject({ rooms: [`user:${ad.maker.userId}`], message: { type: 'NEW_ORDER' } });
      const job = outbox.find((r) => r.type === 'job')!.payload as { jobId: string; runAt: string };
      expect(job.jobId).toBe(`order:${order.id}:WAIT_SELLER_ACCEPT:${new Date(order.deadlineAt).getTime()}`);
      // The maker sees it too, as the seller, with accept and decline.
      const mine = await get(api, ad.maker, `/c2c/deal/order/${order.id}`).expect(200);
      expect(mine.body.data).toMatchObject({ role: 'SELLER', isMaker: true });
      expect(mine.body.data.actions.sort()).toEqual(['ACCEPT', 'DECLINE']);
    });

    it('places by amount: the quantity is the amount at the price, rounded down to the scales', async () => {
      const ad = await publishedAd(api);
      const buyer = await trader(api);
      const res = await placeOrder(api, buyer, ad, { quantity: undefined, amount: '10' });
      expect(res.body.data).toMatchObject({ quantity: '6.666666', amount: '9.9999' });
    });

    it('accepts an order on an automatic ad at once (SELL: WAIT_BUYER_PAY with the payment details)', async () => {
      const ad = await publishedAd(api, { mode: 'AUTO' });
      const buyer = await trader(api);
      const res = await placeOrder(api, buyer, ad);
      expect(res.body.data).toMatchObject({ status: 'WAIT_BUYER_PAY', actions: ['CANCEL', 'PAY'] });
      expect(res.body.data.acceptedAt).not.toBeNull();
      expect(res.body.data.payment).toMatchObject({ kind: 'USDT_ADDRESS' });
    });

    it('places on a manual BUY ad: the taker sells with their own payment method (WAIT_BUYER_ACCEPT)', async () => {
      const ad = await publishedAd(api, { type: 'BUY' });
      const seller = await trader(api);
      const own = String((await api.factories.newPaymentMethod(seller.userId, fitting(ad.quote))).id);
      const res = await placeOrder(api, seller, ad, { paymentMethodId: own });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'WAIT_BUYER_ACCEPT', role: 'SELLER' });
      // The buyer (the maker) is paid nothing: the coin goes to their address.
      expect(res.body.data.receivingAddress).toBe(ad.maker.address);
      expect(await remainingOf(api, ad.id)).toBe('98');
    });

    // (An automatic BUY ad's order, which opens the seller's deposit on chain, is in orders-timers.test.ts:
    // its answer carries the deposit's id.)
    it('answers the order exactly as its detail reads it after commit (SELL manual and automatic, BUY manual)', async () => {
      const cases = [
        { kind: 'SELL MANUAL', ad: await publishedAd(api), own: false },
        { kind: 'SELL AUTO', ad: await publishedAd(api, { mode: 'AUTO' }), own: false },
        { kind: 'BUY MANUAL', ad: await publishedAd(api, { type: 'BUY' }), own: true },
      ];
      for (const { kind, ad, own } of cases) {
        const taker = await trader(api);
        const method = own
          ? String((await api.factories.newPaymentMethod(taker.userId, fitting(ad.quote))).id)
          : undefined;
        const res = await placeOrder(api, taker, ad, method ? { paymentMethodId: method } : {});
        expect([kind, res.status, res.body.code]).toEqual([kind, 200, '200']);
        const placed = res.body.data;
        const read = (await get(api, taker, `/c2c/deal/order/${placed.id}`).expect(200)).body.data;
        expect(placed).toEqual(read);
      }
    });
  });

  describe('placing refusals', () => {
    it('refuses an order on your own ad (5026)', async () => {
      const ad = await publishedAd(api);
      expect((await placeOrder(api, ad.maker, ad).expect(403)).body.code).toBe('5026');
    });

    it('refuses a missing ad (5000), an unpublished one (5025) and an offline ad (5008)', async () => {
      const buyer = await trader(api);
      const ad = await publishedAd(api);
      expect((await placeOrder(api, buyer, { ...ad, id: '999999999' }).expect(404)).body.code).toBe('5000');
      const creating = await publishedAd(api, { status: 'CREATING' });
      expect((await placeOrder(api, buyer, creating).expect(409)).body.code).toBe('5025');
      const offline = await publishedAd(api, { online: false });
      expect((await placeOrder(api, buyer, offline).expect(409)).body.code).toBe('5008');
    });

    it('refuses when the advertiser is offline (5014)', async () => {
      const maker = await trader(api, { online: false });
      const ad = await publishedAd(api, {}, maker);
      const buyer = await trader(api);
      expect((await placeOrder(api, buyer, ad).expect(409)).body.code).toBe('5014');
    });

    it('refuses a price other than the ad\'s with the new price: "the price has changed, please reconfirm" (5024)', async () => {
      const ad = await publishedAd(api);
      const buyer = await trader(api);
      const res = await placeOrder(api, buyer, ad, { unitPrice: '1.4' }).expect(409);
      expect(res.body.code).toBe('5024');
      expect(res.body.data.unitPrice).toBe('1.5');
      expect(await remainingOf(api, ad.id)).toBe('100');
    });

    it("refuses a quantity outside the ad's per-order limits (5005) or above what remains (5004)", async () => {
      const ad = await publishedAd(api, { remainingQuantity: '3', minAmount: '2', maxAmount: '60' });
      const buyer = await trader(api);
      expect((await placeOrder(api, buyer, ad, { quantity: '0.5' }).expect(400)).body.code).toBe('5005');
      expect((await placeOrder(api, buyer, ad, { quantity: '51' }).expect(400)).body.code).toBe('5005');
      // 1 coin is 1.5, under the minimum amount of 2.
      expect((await placeOrder(api, buyer, ad, { quantity: '1' }).expect(400)).body.code).toBe('5005');
      expect((await placeOrder(api, buyer, ad, { quantity: '4' }).expect(409)).body.code).toBe('5004');
      await placeOrder(api, buyer, ad, { quantity: '3' }).expect(200);
    });

    it("refuses a taker who does not meet the ad's counterparty conditions (credit 5009, completed orders and registered days 403)", async () => {
      const buyer = await trader(api, { creditScore: 70 });
      const credit = await publishedAd(api, { minCredit: 80 });
      expect((await placeOrder(api, buyer, credit).expect(403)).body.code).toBe('5009');
      const orders = await publishedAd(api, { minCompletedOrders: 1 });
      expect((await placeOrder(api, buyer, orders).expect(403)).body.code).toBe('403');
      const days = await publishedAd(api, { minRegisteredDays: 2 });
      expect((await placeOrder(api, buyer, days).expect(403)).body.code).toBe('403');
      const old = await trader(api, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
      await placeOrder(api, old, days).expect(200);
    });

    it('refuses a taker whose credit is under 60 (5009)', async () => {
      const ad = await publishedAd(api);
      const low = await trader(api, { creditScore: 59 });
      expect((await placeOrder(api, low, ad).expect(403)).body.code).toBe('5009');
    });

    it('refuses past the pending-order limit (5023) and the initiated buying (5021) and selling (5022) limits', async () => {
      const ad = await publishedAd(api);
      const pending = await trader(api, { pendingOrderLimit: 1 });
      await orderOn(api, pending, ad);
      expect((await placeOrder(api, pending, ad).expect(409)).body.code).toBe('5023');

      const buyer = await trader(api, { initiatedBuyLimit: 1 });
      await orderOn(api, buyer, ad);
      expect((await placeOrder(api, buyer, ad).expect(409)).body.code).toBe('5021');

      const buyAd = await publishedAd(api, { type: 'BUY' });
      const seller = await trader(api, { initiatedSellLimit: 1 });
      const own = String((await api.factories.newPaymentMethod(seller.userId, fitting(buyAd.quote))).id);
      await placeOrder(api, seller, buyAd, { paymentMethodId: own }).expect(200);
      const again = await placeOrder(api, seller, buyAd, { paymentMethodId: own }).expect(409);
      expect(again.body.code).toBe('5022');
    });

    it('refuses a trader banned from C2C buying (RISK5003) or selling (RISK5004)', async () => {
      const buyer = await trader(api);
      await api.prisma.userBan.create({ data: { userId: buyer.userId, kind: 'C2C_BUY' } });
      expect((await placeOrder(api, buyer, await publishedAd(api)).expect(403)).body.code).toBe('RISK5003');
      const seller = await trader(api);
      await api.prisma.userBan.create({ data: { userId: seller.userId, kind: 'C2C_SELL' } });
      const buyAd = await publishedAd(api, { type: 'BUY' });
      const own = String((await api.factories.newPaymentMethod(seller.userId, fitting(buyAd.quote))).id);
      const res = await placeOrder(api, seller, buyAd, { paymentMethodId: own }).expect(403);
      expect(res.body.code).toBe('RISK5004');
    });

    it('refuses a trader not ready to trade: no nickname (1026), no security password (1027)', async () => {
      const ad = await publishedAd(api);
      expect((await placeOrder(api, await trader(api, { nickname: null }), ad)).body.code).toBe('1026');
      const noPassword = await trader(api, { securityPasswordHash: null });
      expect((await placeOrder(api, noPassword, ad)).body.code).toBe('1027');
    });

    it("refuses a payment method that is not one of the ad's (5036)", async () => {
      const ad = await publishedAd(api);
      const buyer = await trader(api);
      const other = String((await api.factories.newPaymentMethod(buyer.userId)).id);
      expect((await placeOrder(api, buyer, ad, { paymentMethodId: other }).expect(404)).body.code).toBe(
        '5036',
      );
    });
  });

  describe('an ad with little left under 200 simultaneous orders', () => {
    it('never oversells: exactly what remains is ordered, the rest answer 5004, the remaining quantity ends at 0', async () => {
      const ad = await publishedAd(api, { remainingQuantity: '10', minQuantity: '1' });
      const takers = await Promise.all(Array.from({ length: 200 }, () => trader(api)));
      const answers = await Promise.all(takers.map((t) => placeOrder(api, t, ad, { quantity: '1' })));
      const codes = answers.map((r) => r.body.code as string);
      expect(codes.filter((c) => c === '200')).toHaveLength(10);
      expect(codes.filter((c) => c === '5004')).toHaveLength(190);
      expect(await remainingOf(api, ad.id)).toBe('0');
      const orders = await api.prisma.order.count({ where: { adId: BigInt(ad.id) } });
      expect(orders).toBe(10);
    }, 120_000);
  });

  describe("the order's timeline", () => {
    it('is a hash chain either party can verify (GET /c2c/deal/order/:id/events); a changed event shows', async () => {
      const ad = await publishedAd(api);
      const buyer = await trader(api);
      const id = await orderOn(api, buyer, ad);
      const res = await get(api, ad.maker, `/c2c/deal/order/${id}/events`).expect(200);
      const events = res.body.data;
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        orderId: id,
        seq: 1,
        fromStatus: null,
        toStatus: 'WAIT_SELLER_ACCEPT',
        action: 'PLACE',
        actorType: 'BUYER',
        actorId: String(buyer.userId),
        prevHash: null,
      });
      expect(await verifyChain(events)).toEqual({ ok: true, head: events[0].hash });
      const forged = [{ ...events[0], actorId: String(ad.maker.userId) }];
      expect(await verifyChain(forged)).toEqual({ ok: false, index: 0, problem: 'CONTENT_CHANGED' });
      expect(await statusOf(api, id)).toBe('WAIT_SELLER_ACCEPT');
    });
  });
});
