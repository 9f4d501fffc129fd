// The order market's cards and its refusals (issue 11): what each row shows, the session it needs, and
// the catalogue codes of bad queries (never a 500).
import request from 'supertest';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { idsOf, MARKET_PATH, MarketWorld } from './market-fixtures.js';

describe('ads/market-cards', () => {
  let api: TestApi;
  let world: MarketWorld;

  beforeAll(async () => {
    api = await startTestApi();
    world = new MarketWorld(api);
  });
  afterAll(() => api.close());

  describe('the ad card', () => {
    it("shows the advertiser (nickname, flag, certified and fast badges, online, order count, completion rate, average release time) and the ad's limits, payment kinds, payment window and conditions", async () => {
      const pair = await world.newPair({ payMinutes: 25 });
      const maker = await world.advertiser({
        regionId: 'CHN',
        certified: true,
        fastTrader: true,
        orderCount: 40,
        completedOrderCount: 38,
        completionRate: '0.95',
        avgConfirmSeconds: 312,
      });
      const ad = await world.ad(maker.id, pair, {
        unitPrice: '7.1000',
        totalQuantity: '1000',
        remainingQuantity: '750.5',
        depositedQuantity: '1000',
        minQuantity: '10',
        maxQuantity: '500',
        minAmount: '71',
        maxAmount: '3550',
        notes: 'Fast release',
        payMinutes: 45,
        paymentKinds: ['ALIPAY', 'WECHAT'],
        minCredit: 80,
        minCompletedOrders: 5,
        minRegisteredDays: 30,
      });
      const { token } = await world.taker();
      const [card] = await world.list(token, { type: 'SELL', coinPairId: pair });
      expect(card).toEqual({
        id: String(ad.id),
        type: 'SELL',
        mode: 'MANUAL',
        assetKind: 'COIN',
        coinPairId: pair,
        coin: 'USDT',
        quote: 'USD',
        chain: 'ERC20',
        nft: null,
        priceType: 'FIXED',
        unitPrice: '7.1',
        priceMargin: null,
        totalQuantity: '1000',
        remainingQuantity: '750.5',
        depositedQuantity: '0',
        minQuantity: '10',
        maxQuantity: '500',
        minAmount: '71',
        maxAmount: '3550',
        payMinutes: 45,
        conditions: { minCredit: 80, minCompletedOrders: 5, minRegisteredDays: 30 },
        notes: 'Fast release',
        online: true,
        status: 'PUBLISHED',
        paymentMethods: [
          { id: 'ALIPAY', kind: 'ALIPAY', name: null },
          { id: 'WECHAT', kind: 'WECHAT', name: null },
        ],
        advertiser: {
          userId: String(maker.id),
          nickname: maker.nickname,
          regionId: 'CHN',
          flag: 'CN',
          certified: true,
          fastTrader: true,
          online: true,
          orderCount: 40,
          completedOrderCount: 38,
          completionRate: '0.95',
          avgReleaseSeconds: 312,
        },
        activeOrders: 0,
        depositId: null,
        createdAt: ad.createdAt.toISOString(),
        publishedAt: ad.publishedAt!.toISOString(),
      });
    });

    it("shows the pair's payment window when the ad sets none, and a new advertiser's empty record", async () => {
      const pair = await world.newPair({ payMinutes: 25 });
      const maker = await world.advertiser();
      await world.ad(maker.id, pair, { payMinutes: null });
      const { token } = await world.taker();
      const [card] = await world.list(token, { type: 'SELL', coinPairId: pair });
      expect(card).toMatchObject({
        payMinutes: 25,
        advertiser: {
          regionId: null,
          flag: null,
          certified: false,
          fastTrader: false,
          orderCount: 0,
          completionRate: '0',
          avgReleaseSeconds: null,
        },
      });
    });
  });

  describe('access and bad queries', () => {
    it('needs a session (401)', async () => {
      const res = await request(api.http).get(MARKET_PATH).query({ type: 'SELL' });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: '401' });
    });

    it('answers a bad query value with the catalogue code (400) and lists the field, never a 500', async () => {
      const { token } = await world.taker();
      const bad: Record<string, string | number>[] = [
        {},
        { type: 'SIDEWAYS' },
        { type: 'SELL', sortBy: 'NAME' },
        { type: 'SELL', sortOrder: 'UP' },
        { type: 'SELL', coinPairId: 'abc' },
        { type: 'SELL', paymentKind: 'PAYPAL' },
        { type: 'SELL', certifiedOnly: 'yes' },
        { type: 'SELL', pageSize: 1000 },
        { type: 'SELL', pageNo: 0 },
        { type: 'SELL', extra: 1 },
      ];
      for (const query of bad) {
        const res = await world.call(token, query);
        expect({ query, status: res.status, code: res.body.code }).toEqual({
          query,
          status: 400,
          code: '400',
        });
      }
      const res = await world.call(token, { type: 'SELL', sortBy: 'NAME' });
      expect(res.body.data).toEqual([expect.objectContaining({ field: 'sortBy' })]);
    });

    it('refuses a malformed or unlisted country or region (1022)', async () => {
      const { token } = await world.taker();
      for (const regionId of ['C1', 'ZZZ']) {
        const res = await world.call(token, { type: 'SELL', regionId });
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '1022' });
      }
    });

    it('refuses a coin pair that does not exist or is disabled (5045)', async () => {
      const { token } = await world.taker();
      const disabled = await world.newPair({ enabled: false });
      for (const coinPairId of [disabled, 2_000_000_000]) {
        const res = await world.call(token, { type: 'SELL', coinPairId });
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '5045' });
      }
    });

    it("hides a disabled pair's ads from the list of all pairs", async () => {
      const pair = await world.newPair();
      const maker = await world.advertiser();
      const ad = await world.ad(maker.id, pair, { unitPrice: '0.0001' });
      const { token } = await world.taker();
      const cheapest = async () =>
        (await world.ids(token, { type: 'SELL', pageSize: 100 })).filter((id) => id === String(ad.id));
      expect(await cheapest()).toEqual(idsOf(ad));
      await api.prisma.coinPair.update({ where: { id: pair }, data: { enabled: false } });
      api.app.get(CatalogService).invalidate();
      expect(await cheapest()).toEqual([]);
    });
  });
});
