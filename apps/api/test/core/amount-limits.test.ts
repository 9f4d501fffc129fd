// Abuse limits (issue 22): amounts that do not fit the database's NUMERIC(36,18) columns (10^18 or more, or
// a price times a quantity past it) answer a catalogue validation error and change nothing, never a 500.
// The sweep covers publishing an ad, placing an order, quick trade and a withdrawal.
import request from 'supertest';
import { startTestApi, type TestApi } from '../support/harness.js';
import { bearer, staffToken } from '../support/staff-access.js';
import { auth } from '../support/trader-fixtures.js';
import { adBody, methodOf, newPair, postAd } from '../ads/ads-fixtures.js';
import { placeOrder, post, publishedAd, SECURITY, trader } from '../orders/order-fixtures.js';

describe('core/amount-limits', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /** 10^18: the first whole number NUMERIC(36,18) cannot hold. */
  const E18 = '1000000000000000000';
  const HUGE = '999999999999999999999999';
  const FEW_NINES = '999999999999';

  /** A 4xx answer with a catalogue code (never the generic 500). */
  function expectCatalogueRefusal(res: request.Response): void {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toMatch(/^[A-Z]*\d+$/);
    expect(res.body.code).not.toBe('500');
  }

  describe('amounts past the database range answer a catalogue error (issue 22: amounts that do not fit)', () => {
    it('refuses an ad whose price, quantity, per-order amount or worth (price x quantity) does not fit, storing nothing', async () => {
      const t = await trader(api);
      const unbounded = await newPair(api, 'MEC', { minPrice: null, maxPrice: null, quantityScale: 8 });
      const method = await methodOf(api, t.userId, unbounded.quote);
      const bodies = [
        { unitPrice: E18 },
        { unitPrice: HUGE },
        { totalQuantity: E18, maxQuantity: null },
        { totalQuantity: HUGE, maxQuantity: null },
        { maxAmount: HUGE },
        { minAmount: E18, maxAmount: null },
        // Each fits alone; their product (about 10^23) does not.
        { unitPrice: FEW_NINES, totalQuantity: FEW_NINES, maxQuantity: null },
        { type: 'BUY', unitPrice: FEW_NINES, totalQuantity: FEW_NINES, maxQuantity: null },
      ];
      for (const body of bodies) {
        const res = await postAd(api, t, adBody(unbounded.id, [method], body));
        expectCatalogueRefusal(res);
      }
      expect(await api.prisma.ad.count({ where: { userId: t.userId } })).toBe(0);
    });

    it('publishes an ad just inside the range (price x quantity below 10^18)', async () => {
      const t = await trader(api);
      const unbounded = await newPair(api, 'MEC', { minPrice: null, maxPrice: null, quantityScale: 8 });
      const method = await methodOf(api, t.userId, unbounded.quote);
      const res = await postAd(
        api,
        t,
        adBody(unbounded.id, [method], {
          type: 'BUY',
          unitPrice: '999999',
          totalQuantity: '999999',
          maxQuantity: null,
        }),
      );
      expect(res.status).toBe(200);
    });

    it('refuses an order or a quick trade whose quantity, amount or product does not fit, changing nothing', async () => {
      const buyer = await trader(api);
      // An ad stored before the checks existed: its price times what remains passes the range.
      const ad = await publishedAd(api, {
        unitPrice: FEW_NINES,
        totalQuantity: FEW_NINES,
        remainingQuantity: FEW_NINES,
        depositedQuantity: FEW_NINES,
        minQuantity: null,
        maxQuantity: null,
      });
      const pair = await api.prisma.coinPair.update({
        where: { id: ad.pairId },
        data: { minPrice: null, maxPrice: null },
      });
      const orders = [
        { quantity: FEW_NINES, unitPrice: FEW_NINES },
        { quantity: null, amount: HUGE, unitPrice: FEW_NINES },
        { quantity: E18, unitPrice: FEW_NINES },
        { quantity: HUGE, unitPrice: FEW_NINES },
        { quantity: '1', unitPrice: HUGE },
      ];
      for (const body of orders) {
        expectCatalogueRefusal(await placeOrder(api, buyer, ad, body));
        const quick = await post(api, buyer, '/c2c/deal/order/quick', {
          side: 'BUY',
          coinPairId: pair.id,
          ...body,
        });
        expectCatalogueRefusal(quick);
      }
      expect(await api.prisma.order.count({ where: { adId: BigInt(ad.id) } })).toBe(0);
      const row = await api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(ad.id) } });
      expect(row.remainingQuantity.toFixed()).toBe(FEW_NINES);
    });

    it('a reference price whose floating prices would pass the range leaves those ads as they were (no 500)', async () => {
      const admin = await staffToken(api, 'ADMIN');
      const ad = await publishedAd(api, { priceType: 'FLOATING', priceMargin: '50', unitPrice: '1.5' });
      await api.prisma.coinPair.update({
        where: { id: ad.pairId },
        data: { minPrice: null, maxPrice: null, referencePrice: '1' },
      });
      // 9 x 10^17 x 1.5 passes 10^18: that ad keeps its price; the reference price is set.
      const res = await request(api.http)
        .post(`/api/admin/ops/coin-pairs/${ad.pairId}`)
        .set(bearer(admin.token))
        .send({ referencePrice: '900000000000000000' });
      expect(res.status).toBe(200);
      const row = await api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(ad.id) } });
      expect(row.unitPrice.toFixed()).toBe('1.5');
      const pair = await api.prisma.coinPair.findUniqueOrThrow({ where: { id: ad.pairId } });
      expect(pair.referencePrice?.toFixed()).toBe('900000000000000000');
    });

    it('refuses a withdrawal of 10^18 or more, leaving the balance as it was', async () => {
      const t = await trader(api);
      const coin = await api.factories.coin('USDT');
      await api.prisma.tempBalance.create({
        data: { userId: t.userId, coinId: coin.id, chain: 'ERC20', amount: '25' },
      });
      for (const amount of [E18, HUGE, `${E18}.5`]) {
        const res = await request(api.http)
          .post('/api/balance/extract')
          .set(auth(t.token))
          .send({ coin: 'USDT', chain: 'ERC20', amount, securityPassword: SECURITY });
        expectCatalogueRefusal(res);
      }
      const line = await api.prisma.tempBalance.findFirstOrThrow({ where: { userId: t.userId } });
      expect(line.amount.toFixed()).toBe('25');
      expect(await api.prisma.fundRecord.count({ where: { userId: t.userId } })).toBe(0);
    });
  });
});
