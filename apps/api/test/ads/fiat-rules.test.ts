// Fiat trading by country rules (issue 24) on the real database: a trader's country (the region chosen in
// the personal center) decides which fiat pairs they may see, post and order (5042), a payment method must
// fit the pair (5040), the country may narrow a pair's price range (5031), fiat ads need a certified
// merchant (5044), automatic ads trade USDT only (5043) and an ordinary trader posts one on USDT/MEC; the
// region cannot change while a fiat trade is open (5007); console changes apply without a restart.
import request from 'supertest';
import { startTestApi, type TestApi } from '../support/harness.js';
import { bearer, staffToken } from '../support/staff-access.js';
import { get, post, statusOf } from '../orders/order-fixtures.js';
import { adBody, adTrader, methodOf, newPair, postAd } from './ads-fixtures.js';
import {
  dropTestCountries,
  fiatWorld,
  methodIn,
  refreshReference,
  regionTrader,
  testCountry,
} from './fiat-fixtures.js';

describe('ads/fiat-rules', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await dropTestCountries(api);
    await api.close();
  });

  /** The seeded USDT pair quoted in MEC (prisma/seed/coin-pairs.json): open to every trader. */
  const USDT_MEC = 2;

  /** A published BUY ad of a certified trader of the world's country on its fiat pair (at 1.5). */
  async function fiatBuyAd(world: Awaited<ReturnType<typeof fiatWorld>>) {
    const maker = await regionTrader(api, world.country.code);
    const method = await methodIn(api, maker.userId, world.pair.quote);
    const res = await postAd(api, maker, adBody(world.pair.id, [method], { type: 'BUY' })).expect(200);
    return { maker, method, id: res.body.data.id as string };
  }

  describe('country rules: who may post a fiat ad', () => {
    it('refuses a fiat ad from a trader whose country has no fiat, or not in that currency, or with no region (5042)', async () => {
      const { pair } = await fiatWorld(api);
      const noFiat = await testCountry(api, []);
      const otherCurrency = await testCountry(api, ['EUR']);
      refreshReference(api);
      for (const region of [noFiat.code, otherCurrency.code, null]) {
        const t = await regionTrader(api, region);
        const res = await postAd(api, t, adBody(pair.id, [await methodIn(api, t.userId, pair.quote)]));
        expect([region, res.status, res.body.code]).toEqual([region, 403, '5042']);
      }
    });

    it('refuses a fiat ad from an uncertified trader of a fiat country (5044)', async () => {
      const world = await fiatWorld(api);
      const t = await regionTrader(api, world.country.code, { certified: false });
      const res = await postAd(
        api,
        t,
        adBody(world.pair.id, [await methodIn(api, t.userId, world.pair.quote)]),
      );
      expect([res.status, res.body.code]).toEqual([403, '5044']);
    });

    it("refuses a fixed price outside the country's own bounds for the pair (5031); inside them it posts", async () => {
      const world = await fiatWorld(api);
      await api.prisma.countryPairBound.create({
        data: {
          countryCode: world.country.code,
          coinPairId: world.pair.id,
          minPrice: '1.2',
          maxPrice: '1.6',
        },
      });
      refreshReference(api);
      const t = await regionTrader(api, world.country.code, { buyAdLimit: 10 });
      const method = await methodIn(api, t.userId, world.pair.quote);
      for (const unitPrice of ['1.1', '1.7']) {
        const res = await postAd(api, t, adBody(world.pair.id, [method], { type: 'BUY', unitPrice }));
        expect([unitPrice, res.status, res.body.code]).toEqual([unitPrice, 400, '5031']);
      }
      await postAd(api, t, adBody(world.pair.id, [method], { type: 'BUY', unitPrice: '1.2' })).expect(200);
    });
  });

  describe("the taker's country bounds (5031)", () => {
    it("refuses an order at a price outside the taker's country bounds for the pair (5031); quick trade passes the ad over (5000)", async () => {
      const world = await fiatWorld(api);
      const ad = await fiatBuyAd(world);
      const narrow = await testCountry(api, [world.pair.quote]);
      await api.prisma.countryPairBound.create({
        data: { countryCode: narrow.code, coinPairId: world.pair.id, maxPrice: '1.4' },
      });
      refreshReference(api);
      const seller = await regionTrader(api, narrow.code);
      const own = await methodIn(api, seller.userId, world.pair.quote);
      const order = { adId: ad.id, quantity: '2', unitPrice: '1.5', paymentMethodId: own };
      const refused = await post(api, seller, '/c2c/deal/order', order);
      expect([refused.status, refused.body.code]).toEqual([400, '5031']);
      const quick = await post(api, seller, '/c2c/deal/order/quick', {
        side: 'SELL',
        coinPairId: world.pair.id,
        quantity: '2',
        unitPrice: '1.5',
        paymentMethodId: own,
      });
      expect([quick.status, quick.body.code]).toEqual([404, '5000']);
    });
  });

  describe('payment methods must fit the pair (5040)', () => {
    it('refuses a method in another currency than the quote, an on-chain method on a fiat pair, a kind the country does not allow (5040)', async () => {
      const world = await fiatWorld(api, { fiatPaymentKinds: ['BANK_CARD'] });
      const t = await regionTrader(api, world.country.code);
      const cases = {
        otherCurrency: await methodIn(api, t.userId, 'CNY'),
        onChain: await methodIn(api, t.userId, world.pair.quote, 'USDT_ADDRESS'),
        kindNotAllowed: await methodIn(api, t.userId, world.pair.quote, 'ALIPAY'),
      };
      for (const [name, method] of Object.entries(cases)) {
        const res = await postAd(api, t, adBody(world.pair.id, [method], { type: 'BUY' }));
        expect([name, res.status, res.body.code]).toEqual([name, 409, '5040']);
      }
      expect(await api.prisma.ad.count({ where: { userId: t.userId } })).toBe(0);
    });

    it('refuses a fiat method on a coin-quoted pair: only the on-chain kind in the quote coin (5040)', async () => {
      const t = await adTrader(api);
      const pair = await newPair(api);
      const bank = await methodIn(api, t.userId, pair.quote, 'BANK_CARD');
      const res = await postAd(api, t, adBody(pair.id, [bank], { type: 'BUY' }));
      expect([res.status, res.body.code]).toEqual([409, '5040']);
      await postAd(
        api,
        t,
        adBody(pair.id, [await methodOf(api, t.userId, pair.quote)], { type: 'BUY' }),
      ).expect(200);
    });

    it("refuses an order whose seller's method is in another currency than the quote (5040)", async () => {
      const world = await fiatWorld(api);
      const ad = await fiatBuyAd(world);
      const seller = await regionTrader(api, world.country.code);
      const wrong = await methodIn(api, seller.userId, 'CNY');
      const res = await post(api, seller, '/c2c/deal/order', {
        adId: ad.id,
        quantity: '2',
        unitPrice: '1.5',
        paymentMethodId: wrong,
      });
      expect([res.status, res.body.code]).toEqual([409, '5040']);
    });
  });

  describe('country rules: who may order and see fiat pairs (5042)', () => {
    it("refuses an order and a quick trade on a fiat pair the taker's country does not trade (5042); a taker of the country orders", async () => {
      const world = await fiatWorld(api);
      const ad = await fiatBuyAd(world);
      const foreign = await regionTrader(api, (await testCountry(api, [])).code);
      refreshReference(api);
      const own = await methodIn(api, foreign.userId, world.pair.quote);
      const order = { adId: ad.id, quantity: '2', unitPrice: '1.5', paymentMethodId: own };
      const refused = await post(api, foreign, '/c2c/deal/order', order);
      expect([refused.status, refused.body.code]).toEqual([403, '5042']);
      const quick = await post(api, foreign, '/c2c/deal/order/quick', {
        side: 'SELL',
        coinPairId: world.pair.id,
        quantity: '2',
        unitPrice: '1.5',
        paymentMethodId: own,
      });
      expect([quick.status, quick.body.code]).toEqual([403, '5042']);
      const local = await regionTrader(api, world.country.code);
      const mine = await methodIn(api, local.userId, world.pair.quote);
      const placed = await post(api, local, '/c2c/deal/order', { ...order, paymentMethodId: mine });
      expect([placed.status, placed.body.code]).toEqual([200, '200']);
    });

    it("answers the market of a fiat pair the caller's country does not trade with 5042, and leaves its ads out of the whole market", async () => {
      const world = await fiatWorld(api);
      const ad = await fiatBuyAd(world);
      const foreign = await regionTrader(api, null);
      const page = await get(api, foreign, `/c2c/advert/page?type=BUY&coinPairId=${world.pair.id}`);
      expect([page.status, page.body.code]).toEqual([403, '5042']);
      const all = await get(api, foreign, '/c2c/advert/page?type=BUY&pageSize=100').expect(200);
      expect((all.body.data.list as { id: string }[]).map((a) => a.id)).not.toContain(ad.id);
      const local = await regionTrader(api, world.country.code);
      const seen = await get(api, local, `/c2c/advert/page?type=BUY&coinPairId=${world.pair.id}`).expect(200);
      expect((seen.body.data.list as { id: string }[]).map((a) => a.id)).toContain(ad.id);
    });

    it("lists the trader's pairs (GET /c2c/coin/config/mine): coin pairs always, fiat pairs of their country only, each postable or closed with 5042/5044", async () => {
      const world = await fiatWorld(api);
      type Mine = {
        fiatEnabled: boolean;
        fiatCurrencies: string[];
        fiatClosedCode: string | null;
        pairs: {
          id: string;
          quoteKind: string;
          postable: boolean;
          closedCode: string | null;
          autoAllowed: boolean;
        }[];
      };
      const mine = async (t: { token: string }) =>
        (await get(api, t, '/c2c/coin/config/mine').expect(200)).body.data as Mine;
      const nowhere = await mine(await regionTrader(api, null));
      expect(nowhere).toMatchObject({ fiatEnabled: false, fiatCurrencies: [], fiatClosedCode: '5042' });
      expect(nowhere.pairs.every((p) => p.quoteKind === 'COIN' && p.postable)).toBe(true);
      expect(nowhere.pairs.find((p) => p.id === String(USDT_MEC))).toMatchObject({ autoAllowed: true });
      expect(nowhere.pairs.find((p) => p.id === '1')).toMatchObject({ autoAllowed: false });

      const plain = await mine(await regionTrader(api, world.country.code, { certified: false }));
      expect(plain).toMatchObject({
        fiatEnabled: true,
        fiatCurrencies: [world.pair.quote],
        fiatClosedCode: '5044',
      });
      expect(plain.pairs.find((p) => p.id === String(world.pair.id))).toMatchObject({
        postable: false,
        closedCode: '5044',
      });
      expect(plain.pairs.filter((p) => p.quoteKind === 'FIAT').map((p) => p.id)).toEqual([
        String(world.pair.id),
      ]);

      const merchant = await mine(await regionTrader(api, world.country.code));
      expect(merchant.fiatClosedCode).toBeNull();
      expect(merchant.pairs.find((p) => p.id === String(world.pair.id))).toMatchObject({
        postable: true,
        closedCode: null,
        autoAllowed: true,
      });
      await request(api.http).get('/api/c2c/coin/config/mine').expect(401);
    });

    it('tells the app which countries trade fiat and in which currencies (GET /common/country/all)', async () => {
      const world = await fiatWorld(api);
      const list = (await request(api.http).get('/api/common/country/all').expect(200)).body.data as {
        code: string;
        fiatEnabled: boolean;
        fiatCurrencies: string[];
      }[];
      expect(list.find((c) => c.code === world.country.code)).toMatchObject({
        fiatEnabled: true,
        fiatCurrencies: [world.pair.quote],
      });
      expect(list.find((c) => c.code === 'TWN')).toMatchObject({
        fiatEnabled: true,
        fiatCurrencies: ['TWD'],
      });
      expect(list.find((c) => c.code === 'JPN')).toMatchObject({ fiatEnabled: false, fiatCurrencies: [] });
    });
  });

  describe('automatic ads (5043)', () => {
    it('refuses an automatic ad on a coin other than USDT (5043)', async () => {
      const t = await adTrader(api);
      const pair = await newPair(api, 'MEC');
      const res = await postAd(
        api,
        t,
        adBody(pair.id, [await methodOf(api, t.userId, pair.quote)], { type: 'BUY', mode: 'AUTO' }),
      );
      expect([res.status, res.body.code]).toEqual([400, '5043']);
    });

    it('lets an ordinary trader post an automatic ad on USDT/MEC, and an order on it skips acceptance', async () => {
      const maker = await adTrader(api, { online: true });
      const method = await methodOf(api, maker.userId, 'MEC');
      const posted = await postAd(api, maker, adBody(USDT_MEC, [method], { mode: 'AUTO' }));
      expect([posted.status, posted.body.data?.mode, posted.body.data?.status]).toEqual([
        200,
        'AUTO',
        'CREATING',
      ]);
      // The escrow deposit confirmed (the deposit flow has its own tests): the ad is published.
      await api.prisma.ad.update({
        where: { id: BigInt(posted.body.data.id) },
        data: { status: 'PUBLISHED', depositedQuantity: '100', publishedAt: new Date() },
      });
      const buyer = await adTrader(api);
      const placed = await post(api, buyer, '/c2c/deal/order', {
        adId: posted.body.data.id,
        quantity: '2',
        unitPrice: '1.5',
        paymentMethodId: method,
      });
      expect([placed.status, placed.body.code]).toEqual([200, '200']);
      // No acceptance step: the buyer pays at once.
      expect(await statusOf(api, placed.body.data.id)).toBe('WAIT_BUYER_PAY');
    });
  });

  describe('region change while a fiat trade is open (5007)', () => {
    it('refuses a region change while a fiat ad is open (5007); keeping the same region or after cancelling, it changes', async () => {
      const world = await fiatWorld(api);
      const ad = await fiatBuyAd(world);
      const move = (regionId: string) => post(api, ad.maker, '/user/updateInfo', { regionId });
      const refused = await move('JPN');
      expect([refused.status, refused.body.code]).toEqual([409, '5007']);
      expect((await api.prisma.user.findUniqueOrThrow({ where: { id: ad.maker.userId } })).regionId).toBe(
        world.country.code,
      );
      await move(world.country.code).expect(200);
      await post(api, ad.maker, `/c2c/advert/cancel/${ad.id}`).expect(200);
      const moved = await move('JPN').expect(200);
      expect(moved.body.data.regionId).toBe('JPN');
    });

    it("refuses the taker's region change while their fiat order is open (5007); a coin-pair ad does not hold the region", async () => {
      const world = await fiatWorld(api);
      const ad = await fiatBuyAd(world);
      const seller = await regionTrader(api, world.country.code);
      await post(api, seller, '/c2c/deal/order', {
        adId: ad.id,
        quantity: '2',
        unitPrice: '1.5',
        paymentMethodId: await methodIn(api, seller.userId, world.pair.quote),
      }).expect(200);
      const refused = await post(api, seller, '/user/updateInfo', { regionId: 'JPN' });
      expect([refused.status, refused.body.code]).toEqual([409, '5007']);

      const coinTrader = await regionTrader(api, world.country.code);
      const pair = await newPair(api);
      await postAd(
        api,
        coinTrader,
        adBody(pair.id, [await methodOf(api, coinTrader.userId, pair.quote)], { type: 'BUY' }),
      ).expect(200);
      await post(api, coinTrader, '/user/updateInfo', { regionId: 'JPN' }).expect(200);
    });
  });

  describe('console changes apply without a restart', () => {
    it('closes a currency in the console: the next fiat ad of that country answers 5042 at once', async () => {
      const world = await fiatWorld(api);
      const admin = await staffToken(api, 'ADMIN');
      const t = await regionTrader(api, world.country.code, { buyAdLimit: 10 });
      const method = await methodIn(api, t.userId, world.pair.quote);
      await postAd(api, t, adBody(world.pair.id, [method], { type: 'BUY' })).expect(200);
      await request(api.http)
        .post(`/api/admin/ops/countries/${world.country.code}`)
        .set(bearer(admin.token))
        .send({ fiatEnabled: false })
        .expect(200);
      const res = await postAd(api, t, adBody(world.pair.id, [method], { type: 'BUY' }));
      expect([res.status, res.body.code]).toEqual([403, '5042']);
    });

    it("refuses a trader's token (401) and a customer-service officer (403) on the country editor, changing nothing", async () => {
      const world = await fiatWorld(api);
      const t = await regionTrader(api, world.country.code);
      const cs = await staffToken(api, 'CUSTOMER_SERVICE');
      const edit = (token: string) =>
        request(api.http)
          .post(`/api/admin/ops/countries/${world.country.code}`)
          .set(bearer(token))
          .send({ fiatEnabled: false });
      const asTrader = await edit(t.token);
      const asCs = await edit(cs.token);
      expect([asTrader.status, asCs.status, asCs.body.code]).toEqual([401, 403, '403']);
      const row = await api.prisma.country.findUniqueOrThrow({ where: { code: world.country.code } });
      expect(row.fiatEnabled).toBe(true);
    });
  });
});
