// The order market, GET /c2c/advert/page (issue 11, spec §2): which ads it shows, its filters, its sort
// orders and its pages, against the real database. Each test works on a coin pair of its own.
import { startTestApi, type TestApi } from '../support/harness.js';
import { idsOf, MarketWorld } from './market-fixtures.js';

describe('ads/market', () => {
  let api: TestApi;
  let world: MarketWorld;

  beforeAll(async () => {
    api = await startTestApi();
    world = new MarketWorld(api);
  });
  afterAll(() => api.close());

  describe('which ads the market shows', () => {
    it('lists only PUBLISHED, online ads with quantity left that are not deleted', async () => {
      const pair = await world.newPair();
      const maker = await world.advertiser();
      const shown = await world.ad(maker.id, pair);
      await world.ad(maker.id, pair, { status: 'CREATING' });
      await world.ad(maker.id, pair, { status: 'REVOKING' });
      await world.ad(maker.id, pair, { status: 'CANCELLED' });
      await world.ad(maker.id, pair, { status: 'DELETED' });
      await world.ad(maker.id, pair, { online: false });
      await world.ad(maker.id, pair, { remainingQuantity: '0' });
      await world.ad(maker.id, pair, { deletedAt: new Date() });
      const { token } = await world.taker();
      const res = await world.call(token, { type: 'SELL', coinPairId: pair });
      expect(res.body.data.list.map((ad: { id: string }) => ad.id)).toEqual(idsOf(shown));
      expect(res.body.data.total).toBe(1);
    });

    it('hides the ads of an offline advertiser, and shows them again once they are online', async () => {
      const pair = await world.newPair();
      const maker = await world.advertiser({ online: false });
      const ad = await world.ad(maker.id, pair);
      const { token } = await world.taker();
      expect(await world.ids(token, { type: 'SELL', coinPairId: pair })).toEqual([]);
      await api.prisma.user.update({ where: { id: maker.id }, data: { online: true } });
      expect(await world.ids(token, { type: 'SELL', coinPairId: pair })).toEqual(idsOf(ad));
    });

    it("hides a SELL ad whose maker is banned from selling (RISK5004) and a BUY ad whose maker is banned from buying (RISK5003), not the other side's", async () => {
      const pair = await world.newPair();
      const sellBanned = await world.advertiser();
      const buyBanned = await world.advertiser();
      await world.ban(sellBanned.id, 'C2C_SELL');
      await world.ban(buyBanned.id, 'C2C_BUY');
      await world.ad(sellBanned.id, pair, { type: 'SELL' });
      const buyOfSellBanned = await world.ad(sellBanned.id, pair, { type: 'BUY' });
      const sellOfBuyBanned = await world.ad(buyBanned.id, pair, { type: 'SELL' });
      await world.ad(buyBanned.id, pair, { type: 'BUY' });
      const { token } = await world.taker();
      expect(await world.ids(token, { type: 'SELL', coinPairId: pair })).toEqual(idsOf(sellOfBuyBanned));
      expect(await world.ids(token, { type: 'BUY', coinPairId: pair })).toEqual(idsOf(buyOfSellBanned));
    });

    it('hides every ad of an advertiser banned from login (RISK5001); a lifted or expired ban hides nothing', async () => {
      const pair = await world.newPair();
      const loginBanned = await world.advertiser();
      const lifted = await world.advertiser();
      const expired = await world.advertiser();
      await world.ban(loginBanned.id, 'LOGIN');
      await world.ban(lifted.id, 'C2C_SELL', { liftedAt: new Date() });
      await world.ban(expired.id, 'LOGIN', { until: new Date(Date.now() - 60_000) });
      await world.ad(loginBanned.id, pair, { type: 'SELL' });
      await world.ad(loginBanned.id, pair, { type: 'BUY' });
      const a = await world.ad(lifted.id, pair, { unitPrice: '1.01' });
      const b = await world.ad(expired.id, pair, { unitPrice: '1.02' });
      const { token } = await world.taker();
      expect(await world.ids(token, { type: 'SELL', coinPairId: pair })).toEqual(idsOf(a, b));
      expect(await world.ids(token, { type: 'BUY', coinPairId: pair })).toEqual([]);
    });

    it("lists the caller's own ads like any other: the answer depends on the query only, and the orders module refuses an order on one's own ad (5026)", async () => {
      const pair = await world.newPair();
      const me = await world.taker();
      const other = await world.advertiser();
      await api.prisma.user.update({ where: { id: me.userId }, data: { online: true } });
      const mine = await world.ad(me.userId, pair, { unitPrice: '1.01' });
      const theirs = await world.ad(other.id, pair, { unitPrice: '1.02' });
      const list = await world.list(me.token, { type: 'SELL', coinPairId: pair });
      expect(list.map((ad) => ad.id)).toEqual(idsOf(mine, theirs));
      expect(list[0]!.advertiser.userId).toBe(String(me.userId));
      const someoneElse = await world.taker();
      expect(await world.ids(someoneElse.token, { type: 'SELL', coinPairId: pair })).toEqual(
        idsOf(mine, theirs),
      );
    });
  });

  describe('filters', () => {
    it('filters by coin pair and by side (type): another pair or side never mixes in', async () => {
      const [pairA, pairB] = [await world.newPair(), await world.newPair()];
      const maker = await world.advertiser();
      const sellA = await world.ad(maker.id, pairA, { type: 'SELL' });
      const buyA = await world.ad(maker.id, pairA, { type: 'BUY' });
      const sellB = await world.ad(maker.id, pairB, { type: 'SELL' });
      const { token } = await world.taker();
      expect(await world.ids(token, { type: 'SELL', coinPairId: pairA })).toEqual(idsOf(sellA));
      expect(await world.ids(token, { type: 'BUY', coinPairId: pairA })).toEqual(idsOf(buyA));
      expect(await world.ids(token, { type: 'SELL', coinPairId: pairB })).toEqual(idsOf(sellB));
      // Without a pair: every enabled pair (other suites' ads too), so look for ours only.
      const all = await world.ids(token, { type: 'SELL', pageSize: 100, sortBy: 'PRICE', sortOrder: 'DESC' });
      const ours = all.filter((id) => idsOf(sellA, sellB, buyA).includes(id));
      expect(ours.sort()).toEqual(idsOf(sellA, sellB).sort());
    });

    it("filters by the advertiser's country or region (alpha-3 or the flag's alpha-2)", async () => {
      const pair = await world.newPair();
      const china = await world.advertiser({ regionId: 'CHN' });
      const usa = await world.advertiser({ regionId: 'USA' });
      const nowhere = await world.advertiser();
      const fromChina = await world.ad(china.id, pair);
      await world.ad(usa.id, pair);
      await world.ad(nowhere.id, pair);
      const { token } = await world.taker();
      expect(await world.ids(token, { type: 'SELL', coinPairId: pair, regionId: 'CHN' })).toEqual(
        idsOf(fromChina),
      );
      expect(await world.ids(token, { type: 'SELL', coinPairId: pair, regionId: 'cn' })).toEqual(
        idsOf(fromChina),
      );
    });

    it('filters by payment method kind (the ad accepts that kind among others)', async () => {
      const pair = await world.newPair();
      const maker = await world.advertiser();
      const both = await world.ad(maker.id, pair, { paymentKinds: ['ALIPAY', 'WECHAT'], unitPrice: '1.01' });
      const wechat = await world.ad(maker.id, pair, { paymentKinds: ['WECHAT'], unitPrice: '1.02' });
      await world.ad(maker.id, pair, { paymentKinds: ['BANK_CARD'] });
      const { token } = await world.taker();
      expect(await world.ids(token, { type: 'SELL', coinPairId: pair, paymentKind: 'WECHAT' })).toEqual(
        idsOf(both, wechat),
      );
      expect(await world.ids(token, { type: 'SELL', coinPairId: pair, paymentKind: 'VISA_DIRECT' })).toEqual(
        [],
      );
      const totalOf = async (paymentKind: string) =>
        (await world.call(token, { type: 'SELL', coinPairId: pair, paymentKind })).body.data.total as number;
      expect([await totalOf('WECHAT'), await totalOf('ALIPAY'), await totalOf('BANK_CARD')]).toEqual([
        2, 1, 1,
      ]);
      expect([await totalOf('VISA_DIRECT'), await totalOf('USDT_ADDRESS'), await totalOf('OTHER')]).toEqual([
        0, 0, 0,
      ]);
    });

    it('filters certified advertisers only and fast traders only, alone or together', async () => {
      const pair = await world.newPair();
      const certified = await world.advertiser({ certified: true });
      const fast = await world.advertiser({ fastTrader: true });
      const both = await world.advertiser({ certified: true, fastTrader: true });
      const plain = await world.advertiser();
      const [c, f, b] = [
        await world.ad(certified.id, pair, { unitPrice: '1.01' }),
        await world.ad(fast.id, pair, { unitPrice: '1.02' }),
        await world.ad(both.id, pair, { unitPrice: '1.03' }),
      ];
      await world.ad(plain.id, pair);
      const { token } = await world.taker();
      const q = { type: 'SELL', coinPairId: pair };
      expect(await world.ids(token, { ...q, certifiedOnly: true })).toEqual(idsOf(c, b));
      expect(await world.ids(token, { ...q, fastOnly: true })).toEqual(idsOf(f, b));
      expect(await world.ids(token, { ...q, certifiedOnly: true, fastOnly: true })).toEqual(idsOf(b));
      expect(await world.ids(token, { ...q, certifiedOnly: false, fastOnly: false })).toHaveLength(4);
    });

    it("counts the total exactly below the cap with a filter on the advertiser (from the makers' side), whatever the other filters", async () => {
      const pair = await world.newPair();
      const other = await world.newPair();
      const china = await world.advertiser({ regionId: 'CHN', certified: true });
      const chinaFast = await world.advertiser({ regionId: 'CHN', fastTrader: true });
      const usa = await world.advertiser({ regionId: 'USA', certified: true, fastTrader: true });
      const offline = await world.advertiser({ regionId: 'CHN', certified: true, online: false });
      for (let i = 0; i < 3; i += 1) await world.ad(china.id, pair, { paymentKinds: ['WECHAT'] });
      await world.ad(china.id, pair, { paymentKinds: ['BANK_CARD'] });
      await world.ad(china.id, other);
      await world.ad(china.id, pair, { type: 'BUY' });
      for (let i = 0; i < 2; i += 1) await world.ad(chinaFast.id, pair, { paymentKinds: ['WECHAT'] });
      await world.ad(usa.id, pair, { paymentKinds: ['WECHAT'] });
      await world.ad(offline.id, pair);
      const { token } = await world.taker();
      const total = async (query: Record<string, string | number | boolean>) => {
        const res = await world.call(token, { type: 'SELL', coinPairId: pair, pageSize: 2, ...query });
        return res.body.data.total as number;
      };
      expect(await total({ regionId: 'CHN' })).toBe(6);
      expect(await total({ regionId: 'CHN', paymentKind: 'WECHAT' })).toBe(5);
      expect(await total({ certifiedOnly: true })).toBe(5);
      expect(await total({ certifiedOnly: true, paymentKind: 'WECHAT' })).toBe(4);
      expect(await total({ fastOnly: true })).toBe(3);
      expect(await total({ regionId: 'CHN', fastOnly: true })).toBe(2);
      expect(await total({ regionId: 'USA', certifiedOnly: true, fastOnly: true })).toBe(1);
      expect(await total({ regionId: 'CHN', certifiedOnly: true, pageNo: 3 })).toBe(4);
    });
  });

  describe('sort orders and pages', () => {
    it("defaults to the taker's best first: SELL ads cheapest first, BUY ads dearest first", async () => {
      const pair = await world.newPair();
      const maker = await world.advertiser();
      const sells = [
        await world.ad(maker.id, pair, { type: 'SELL', unitPrice: '1.05' }),
        await world.ad(maker.id, pair, { type: 'SELL', unitPrice: '0.95' }),
        await world.ad(maker.id, pair, { type: 'SELL', unitPrice: '1.00' }),
      ];
      const buys = [
        await world.ad(maker.id, pair, { type: 'BUY', unitPrice: '0.90' }),
        await world.ad(maker.id, pair, { type: 'BUY', unitPrice: '1.10' }),
        await world.ad(maker.id, pair, { type: 'BUY', unitPrice: '1.00' }),
      ];
      const { token } = await world.taker();
      expect(await world.ids(token, { type: 'SELL', coinPairId: pair })).toEqual(
        idsOf(sells[1]!, sells[2]!, sells[0]!),
      );
      expect(await world.ids(token, { type: 'BUY', coinPairId: pair })).toEqual(
        idsOf(buys[1]!, buys[2]!, buys[0]!),
      );
    });

    it('sorts by price or by remaining quantity, ascending or descending, ties broken by id in the same direction', async () => {
      const pair = await world.newPair();
      const maker = await world.advertiser();
      const a = await world.ad(maker.id, pair, {
        unitPrice: '1.00',
        totalQuantity: '500',
        remainingQuantity: '50',
      });
      const b = await world.ad(maker.id, pair, {
        unitPrice: '1.10',
        totalQuantity: '500',
        remainingQuantity: '500',
      });
      const c = await world.ad(maker.id, pair, {
        unitPrice: '1.00',
        totalQuantity: '500',
        remainingQuantity: '9.5',
      });
      const d = await world.ad(maker.id, pair, {
        unitPrice: '0.90',
        totalQuantity: '500',
        remainingQuantity: '50',
      });
      const { token } = await world.taker();
      const q = (sortBy: string, sortOrder: string) =>
        world.ids(token, { type: 'SELL', coinPairId: pair, sortBy, sortOrder });
      expect(await q('PRICE', 'ASC')).toEqual(idsOf(d, a, c, b));
      expect(await q('PRICE', 'DESC')).toEqual(idsOf(b, c, a, d));
      expect(await q('QUANTITY', 'ASC')).toEqual(idsOf(c, a, d, b));
      expect(await q('QUANTITY', 'DESC')).toEqual(idsOf(b, d, a, c));
      // By quantity without an order: the largest first.
      expect(await world.ids(token, { type: 'SELL', coinPairId: pair, sortBy: 'QUANTITY' })).toEqual(
        idsOf(b, d, a, c),
      );
    });

    it('pages never repeat or skip an ad, even when every price is the same, and the total counts every match', async () => {
      const pair = await world.newPair();
      const makers = [await world.advertiser(), await world.advertiser()];
      const ads = [];
      for (let i = 0; i < 7; i++) ads.push(await world.ad(makers[i % 2]!.id, pair, { unitPrice: '1.00' }));
      await world.ad(makers[0]!.id, pair, { online: false });
      const { token } = await world.taker();
      for (const sortOrder of ['ASC', 'DESC']) {
        const seen: string[] = [];
        for (let pageNo = 1; pageNo <= 3; pageNo++) {
          const res = await world.call(token, {
            type: 'SELL',
            coinPairId: pair,
            sortOrder,
            pageNo,
            pageSize: 3,
          });
          expect(res.body.data).toMatchObject({ total: 7, pageNo, pageSize: 3 });
          seen.push(...res.body.data.list.map((ad: { id: string }) => ad.id));
        }
        const expected = idsOf(...ads);
        expect(seen).toEqual(sortOrder === 'ASC' ? expected : [...expected].reverse());
      }
      const past = await world.call(token, { type: 'SELL', coinPairId: pair, pageNo: 4, pageSize: 3 });
      expect(past.body.data).toMatchObject({ list: [], total: 7 });
    });

    it('counts the total up to 1,000 ads past the page asked for ("at least"), with or without a filter on the advertiser (issue 28: bounded at any size)', async () => {
      const pair = await world.newPair();
      const maker = await world.advertiser({ fastTrader: true });
      const usdt = await api.factories.coin('USDT');
      const row = {
        userId: maker.id,
        type: 'SELL' as const,
        mode: 'MANUAL' as const,
        assetKind: 'COIN' as const,
        coinId: usdt.id,
        coinPairId: pair,
        chain: 'ERC20' as const,
        quoteCurrency: 'USD',
        unitPrice: '1.00',
        totalQuantity: '10',
        remainingQuantity: '10',
        status: 'PUBLISHED' as const,
        paymentKinds: ['BANK_CARD' as const],
      };
      await api.prisma.ad.createMany({ data: Array.from({ length: 1012 }, () => row) });
      const { token } = await world.taker();
      const total = async (query: Record<string, string | number | boolean>) =>
        (await world.call(token, { type: 'SELL', coinPairId: pair, ...query })).body.data.total as number;
      expect(await total({ pageNo: 1, pageSize: 10 })).toBe(1010);
      expect(await total({ pageNo: 2, pageSize: 10 })).toBe(1012);
      expect(await total({ pageNo: 1, pageSize: 10, fastOnly: true })).toBe(1010);
      expect(await total({ pageNo: 2, pageSize: 10, fastOnly: true })).toBe(1012);
      // A payment kind's total is counted off that kind's own index (issue 28), capped alike.
      expect(await total({ pageNo: 1, pageSize: 10, paymentKind: 'BANK_CARD' })).toBe(1010);
      expect(await total({ pageNo: 2, pageSize: 10, paymentKind: 'BANK_CARD' })).toBe(1012);
      expect(await total({ pageNo: 1, pageSize: 10, paymentKind: 'WECHAT' })).toBe(0);
      expect(await total({ pageNo: 2, pageSize: 10, paymentKind: 'BANK_CARD', fastOnly: true })).toBe(1012);
    });
  });
});
