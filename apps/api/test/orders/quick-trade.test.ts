// Quick trade (issue 12): the best-priced eligible ad for a side, pair and quantity is ordered in one call;
// ads the caller may not order from are passed over; a best price other than the one shown answers 5024
// with the new price; with no eligible ad, 5000.
import { startTestApi, type TestApi } from '../support/harness.js';
import { fitting, newPair } from '../ads/ads-fixtures.js';
import { post, publishedAd, remainingOf, trader } from './order-fixtures.js';

describe('orders/quick-trade', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /** A published SELL ad on `pairId` at `price`. */
  async function sellAt(pairId: number, quote: string, price: string, overrides = {}) {
    const pair = await api.prisma.coinPair.findUniqueOrThrow({ where: { id: pairId } });
    const ad = await publishedAd(api, { unitPrice: price, ...overrides });
    await api.prisma.ad.update({
      where: { id: BigInt(ad.id) },
      data: { coinPairId: pairId, coinId: pair.coinId, quoteCurrency: quote },
    });
    // Its payment method receives the new pair's quote (issue 24: 5040 otherwise).
    await api.prisma.paymentMethod.update({ where: { id: BigInt(ad.method) }, data: { currency: quote } });
    return ad;
  }

  describe('POST /c2c/deal/order/quick', () => {
    it('orders from the cheapest SELL ad the buyer may order from (passing over one whose conditions they miss)', async () => {
      const pair = await newPair(api);
      const strict = await sellAt(pair.id, pair.quote, '1.1', { minCompletedOrders: 5 });
      const best = await sellAt(pair.id, pair.quote, '1.2');
      await sellAt(pair.id, pair.quote, '1.3');
      const buyer = await trader(api);
      const res = await post(api, buyer, '/c2c/deal/order/quick', {
        side: 'BUY',
        coinPairId: pair.id,
        quantity: '2',
        unitPrice: '1.2',
      }).expect(200);
      expect(res.body.data).toMatchObject({ adId: best.id, unitPrice: '1.2', quantity: '2', role: 'BUYER' });
      expect(await remainingOf(api, best.id)).toBe('98');
      expect(await remainingOf(api, strict.id)).toBe('100');
    });

    it('answers the new best price when it moved from the one shown (5024), ordering nothing', async () => {
      const pair = await newPair(api);
      const ad = await sellAt(pair.id, pair.quote, '1.25');
      const buyer = await trader(api);
      const res = await post(api, buyer, '/c2c/deal/order/quick', {
        side: 'BUY',
        coinPairId: pair.id,
        quantity: '2',
        unitPrice: '1.2',
      }).expect(409);
      expect(res.body).toMatchObject({ code: '5024', data: { unitPrice: '1.25' } });
      expect(await remainingOf(api, ad.id)).toBe('100');
    });

    it("sells to the highest BUY ad with the caller's own payment method; none eligible answers 5000", async () => {
      const pair = await newPair(api);
      const low = await sellAt(pair.id, pair.quote, '1.1', { type: 'BUY' });
      const high = await sellAt(pair.id, pair.quote, '1.4', { type: 'BUY' });
      const seller = await trader(api);
      const own = String((await api.factories.newPaymentMethod(seller.userId, fitting(pair.quote))).id);
      const res = await post(api, seller, '/c2c/deal/order/quick', {
        side: 'SELL',
        coinPairId: pair.id,
        amount: '7',
        unitPrice: '1.4',
        paymentMethodId: own,
      }).expect(200);
      expect(res.body.data).toMatchObject({ adId: high.id, quantity: '5', status: 'WAIT_BUYER_ACCEPT' });
      expect(await remainingOf(api, low.id)).toBe('100');
      // Selling needs the caller's own method (5036); more than any ad allows per order: no eligible ad (5000).
      const noMethod = await post(api, seller, '/c2c/deal/order/quick', {
        side: 'SELL',
        coinPairId: pair.id,
        quantity: '1',
        unitPrice: '1.4',
      }).expect(404);
      expect(noMethod.body.code).toBe('5036');
      const tooMuch = await post(api, seller, '/c2c/deal/order/quick', {
        side: 'SELL',
        coinPairId: pair.id,
        quantity: '60',
        unitPrice: '1.4',
        paymentMethodId: own,
      }).expect(404);
      expect(tooMuch.body.code).toBe('5000');
    });
  });
});
