// Posting an ad (issue 11; spec §2, §5, §6) on the real database: who may post, the pair, the price
// (fixed and floating), quantities and amounts, notes and payment methods, each refusal with its code.
import { startTestApi, type TestApi } from '../support/harness.js';
import { adBody, adTrader, methodOf, newPair, postAd, postedAd, randomAddress } from './ads-fixtures.js';
import { dropTestCountries, fiatWorld, methodIn, regionTrader } from './fiat-fixtures.js';

describe('ads/ads-create', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await dropTestCountries(api);
    await api.close();
  });

  /** A trader, a pair (overrides) and a method; posts `body` overrides and answers the response. */
  async function post(
    body: Record<string, unknown> = {},
    pairOverrides: Parameters<typeof newPair>[2] = {},
    coin: 'MEC' | 'USDT' = 'MEC',
  ) {
    const t = await adTrader(api);
    const pair = await newPair(api, coin, pairOverrides);
    const method = await methodOf(api, t.userId, pair.quote);
    return postAd(api, t, adBody(pair.id, [method], body));
  }

  describe('posting an ad: what is stored', () => {
    it('publishes a BUY ad at once, with the pair, its payment window and the methods with their names', async () => {
      const { t, pair, method, res } = await postedAd(api, { type: 'BUY' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        type: 'BUY',
        mode: 'MANUAL',
        assetKind: 'COIN',
        coinPairId: pair.id,
        coin: 'MEC',
        quote: pair.quote,
        chain: 'ERC20',
        priceType: 'FIXED',
        unitPrice: '1.5',
        priceMargin: null,
        totalQuantity: '100',
        remainingQuantity: '100',
        minQuantity: '1',
        maxQuantity: '50',
        payMinutes: 20,
        conditions: { minCredit: 0, minCompletedOrders: 0, minRegisteredDays: 0 },
        online: true,
        status: 'PUBLISHED',
        paymentMethods: [{ id: method, kind: 'USDT_ADDRESS', name: 'Test Holder' }],
        // A trader who never chose is online once they post (issue 22: new advertisers are hidden).
        advertiser: { userId: String(t.userId), online: true, certified: false },
        activeOrders: 0,
        depositId: null,
      });
      expect(res.body.data.publishedAt).not.toBeNull();
      const row = await api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(res.body.data.id) } });
      expect(row.paymentKinds).toEqual(['USDT_ADDRESS']);
    });

    it('starts a SELL ad as CREATING with the whole quantity remaining and nothing deposited yet', async () => {
      const { res } = await postedAd(api);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        type: 'SELL',
        status: 'CREATING',
        remainingQuantity: '100',
        depositedQuantity: '0',
        publishedAt: null,
      });
    });

    it('stores the payment window, the counterparty conditions and the kinds of several methods', async () => {
      // Bank card and Alipay are fiat kinds: a fiat pair of the trader's country (issue 24).
      const { pair, country } = await fiatWorld(api);
      const t = await regionTrader(api, country.code);
      const methods = [
        await methodIn(api, t.userId, pair.quote),
        await methodIn(api, t.userId, pair.quote, 'ALIPAY'),
      ];
      const res = await postAd(
        api,
        t,
        adBody(pair.id, methods, {
          payMinutes: 45,
          minCredit: 80,
          minCompletedOrders: 10,
          minRegisteredDays: 30,
        }),
      ).expect(200);
      expect(res.body.data).toMatchObject({
        payMinutes: 45,
        conditions: { minCredit: 80, minCompletedOrders: 10, minRegisteredDays: 30 },
      });
      const row = await api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(res.body.data.id) } });
      expect([...row.paymentKinds].sort()).toEqual(['ALIPAY', 'BANK_CARD']);
    });
  });

  describe('posting an ad: who may post', () => {
    it('refuses a trader whose credit is below 60 (5009), and accepts one at exactly 60', async () => {
      const low = await adTrader(api, { creditScore: 59 });
      const pair = await newPair(api);
      const res = await postAd(
        api,
        low,
        adBody(pair.id, [await methodOf(api, low.userId, pair.quote)]),
      ).expect(403);
      expect(res.body.code).toBe('5009');
      const sixty = await adTrader(api, { creditScore: 60 });
      await postAd(api, sixty, adBody(pair.id, [await methodOf(api, sixty.userId, pair.quote)])).expect(200);
    });

    it('refuses a trader with no nickname set (1026)', async () => {
      const t = await adTrader(api, { nickname: null });
      const pair = await newPair(api);
      const res = await postAd(api, t, adBody(pair.id, [await methodOf(api, t.userId, pair.quote)])).expect(
        403,
      );
      expect(res.body.code).toBe('1026');
    });

    it('refuses a trader with no USDT address bound (5034)', async () => {
      const t = await adTrader(api, { usdtAddress: null, chainType: null });
      const pair = await newPair(api);
      const res = await postAd(api, t, adBody(pair.id, [await methodOf(api, t.userId, pair.quote)])).expect(
        403,
      );
      expect(res.body.code).toBe('5034');
    });

    it('refuses a trader not ready to trade: no identity wallet (1015), no advanced KYC (4001), no security password (1027)', async () => {
      const pair = await newPair(api);
      const cases: [Record<string, unknown>, string][] = [
        [{ walletAddress: null }, '1015'],
        [{ kycLevel: 'BASIC' }, '4001'],
        [{ securityPasswordHash: null }, '1027'],
      ];
      for (const [overrides, code] of cases) {
        const t = await adTrader(api, overrides);
        const res = await postAd(api, t, adBody(pair.id, [await methodOf(api, t.userId, pair.quote)]));
        expect(res.body.code).toBe(code);
      }
    });

    it('refuses a BUY ad from a trader banned from C2C buying (RISK5003), who may still post a SELL ad', async () => {
      const t = await adTrader(api);
      await api.prisma.userBan.create({ data: { userId: t.userId, kind: 'C2C_BUY' } });
      const pair = await newPair(api);
      const method = await methodOf(api, t.userId, pair.quote);
      const res = await postAd(api, t, adBody(pair.id, [method], { type: 'BUY' })).expect(403);
      expect(res.body.code).toBe('RISK5003');
      await postAd(api, t, adBody(pair.id, [method], { type: 'SELL' })).expect(200);
    });

    it('refuses a SELL ad from a trader banned from C2C selling (RISK5004); a lifted ban no longer counts', async () => {
      const t = await adTrader(api);
      const ban = await api.prisma.userBan.create({ data: { userId: t.userId, kind: 'C2C_SELL' } });
      const pair = await newPair(api);
      const method = await methodOf(api, t.userId, pair.quote);
      const res = await postAd(api, t, adBody(pair.id, [method])).expect(403);
      expect(res.body.code).toBe('RISK5004');
      await api.prisma.userBan.update({ where: { id: ban.id }, data: { liftedAt: new Date() } });
      await postAd(api, t, adBody(pair.id, [method])).expect(200);
    });

    it('refuses a fiat-quoted ad from a trader who is not a certified merchant (5044); a certified one may post it', async () => {
      const { pair, country } = await fiatWorld(api, {}, 'MEC');
      const plain = await regionTrader(api, country.code, { certified: false });
      const res = await postAd(
        api,
        plain,
        adBody(pair.id, [await methodIn(api, plain.userId, pair.quote)]),
      ).expect(403);
      expect(res.body.code).toBe('5044');
      const merchant = await regionTrader(api, country.code);
      const ok = await postAd(
        api,
        merchant,
        adBody(pair.id, [await methodIn(api, merchant.userId, pair.quote)]),
      );
      expect(ok.status).toBe(200);
      expect(ok.body.data.advertiser.certified).toBe(true);
    });

    it('is refused without a session (401)', async () => {
      const pair = await newPair(api);
      const res = await postAd(api, { token: 'not-a-token' }, adBody(pair.id, ['1'])).expect(401);
      expect(res.body.code).toBe('401');
    });
  });

  describe('posting an ad: pair and mode', () => {
    it('refuses a pair that does not exist or is disabled (5045)', async () => {
      expect((await post({ coinPairId: 2_000_000_000 })).body.code).toBe('5045');
      expect((await post({}, { enabled: false })).body.code).toBe('5045');
    });

    it("refuses a coin that is not on the advertiser's chain (5045: MEC has no TRON token)", async () => {
      const t = await adTrader(api, { chainType: 'TRC20', usdtAddress: `T${randomAddress().slice(2, 35)}` });
      const pair = await newPair(api);
      const res = await postAd(api, t, adBody(pair.id, [await methodOf(api, t.userId, pair.quote)])).expect(
        400,
      );
      expect(res.body.code).toBe('5045');
    });

    it('refuses an automatic ad on a coin other than USDT (5043), and accepts an automatic USDT ad', async () => {
      expect((await post({ mode: 'AUTO' })).body.code).toBe('5043');
      const res = await post({ mode: 'AUTO' }, {}, 'USDT');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ mode: 'AUTO', coin: 'USDT' });
    });

    it('does not take NFT ads yet: the body has no asset kind or album (400)', async () => {
      const res = await post({ assetKind: 'NFT', nftAlbumId: 1 });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('400');
    });
  });

  describe('posting an ad: price', () => {
    it("refuses a fixed price outside the pair's range (5031), bounds included", async () => {
      expect((await post({ unitPrice: '0.4999' })).body.code).toBe('5031');
      expect((await post({ unitPrice: '2.0001' })).body.code).toBe('5031');
      expect((await post({ unitPrice: '0' }, { minPrice: null })).body.code).toBe('5031');
      expect((await post({ unitPrice: '0.5' })).status).toBe(200);
      expect((await post({ unitPrice: '2' })).status).toBe(200);
    });

    it("refuses a price with more decimals than the pair's price scale (5031)", async () => {
      expect((await post({ unitPrice: '1.23456' })).body.code).toBe('5031');
      expect((await post({ unitPrice: '1.23450' })).status).toBe(200);
    });

    it('prices a floating ad from the reference price and its margin, rounded to the price scale', async () => {
      const res = await post(
        { priceType: 'FLOATING', unitPrice: undefined, priceMargin: '+1.25' },
        { referencePrice: '1.23456789' },
      );
      expect(res.status).toBe(200);
      // 1.23456789 x 1.0125 = 1.25000...: 1.2500 at 4 decimals (half away from zero)
      expect(res.body.data).toMatchObject({ priceType: 'FLOATING', unitPrice: '1.25', priceMargin: '1.25' });
      const neg = await post(
        { priceType: 'FLOATING', priceMargin: '-3.5' },
        { referencePrice: '1.11115', priceScale: 4 },
      );
      // 1.11115 x 0.965 = 1.07225975 -> 1.0723
      expect(neg.body.data.unitPrice).toBe('1.0723');
    });

    it("keeps a floating price within the pair's range", async () => {
      const high = await post({ priceType: 'FLOATING', priceMargin: '50' }, { referencePrice: '1.9' });
      expect(high.body.data.unitPrice).toBe('2');
      const low = await post({ priceType: 'FLOATING', priceMargin: '-50' }, { referencePrice: '0.6' });
      expect(low.body.data.unitPrice).toBe('0.5');
    });

    it('refuses a floating ad when the pair has no reference price (5031), or a margin out of -50..50 (400)', async () => {
      expect((await post({ priceType: 'FLOATING', priceMargin: '1' })).body.code).toBe('5031');
      const wide = await post({ priceType: 'FLOATING', priceMargin: '51' }, { referencePrice: '1' });
      expect(wide.status).toBe(400);
    });
  });

  describe('posting an ad: quantities and amounts', () => {
    it("refuses a quantity with more decimals than the pair's quantity scale (5030)", async () => {
      expect((await post({ totalQuantity: '10.1234567' })).body.code).toBe('5030');
      expect((await post({ minQuantity: '0.0000001' })).body.code).toBe('5030');
      expect((await post({ totalQuantity: '10.123456', maxQuantity: '10' })).status).toBe(200);
    });

    it("refuses a total outside the pair's quantity range, or of zero (5030)", async () => {
      const range = { minQuantity: '10', maxQuantity: '1000' };
      expect(
        (await post({ totalQuantity: '9.99', minQuantity: null, maxQuantity: null }, range)).body.code,
      ).toBe('5030');
      expect((await post({ totalQuantity: '1000.01' }, range)).body.code).toBe('5030');
      expect((await post({ totalQuantity: '0', minQuantity: null, maxQuantity: null })).body.code).toBe(
        '5030',
      );
      expect((await post({ totalQuantity: '1000' }, range)).status).toBe(200);
    });

    it('refuses a per-order minimum above its maximum, for quantity and for amount (5032)', async () => {
      expect((await post({ minQuantity: '20', maxQuantity: '10' })).body.code).toBe('5032');
      expect((await post({ minAmount: '30', maxAmount: '20' })).body.code).toBe('5032');
      const ok = await post({ minAmount: '10', maxAmount: '10' });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ minAmount: '10', maxAmount: '10' });
    });

    it('refuses per-order limits beyond the total: a maximum above it, a minimum amount above its worth (5030)', async () => {
      expect((await post({ maxQuantity: '100.000001' })).body.code).toBe('5030');
      expect((await post({ minQuantity: '101', maxQuantity: null })).body.code).toBe('5030');
      // 100 x 1.5 = 150 is the whole ad's worth
      expect((await post({ minAmount: '150.0001', maxAmount: null })).body.code).toBe('5030');
      expect((await post({ minAmount: '1.23456' })).body.code).toBe('5030');
    });
  });

  describe('posting an ad: notes and payment methods', () => {
    it('refuses notes with contact details or links, or over 100 characters (5041)', async () => {
      expect((await post({ notes: 'add me on telegram' })).body.code).toBe('5041');
      expect((await post({ notes: 'see https://example.com' })).body.code).toBe('5041');
      expect((await post({ notes: 'x'.repeat(101) })).body.code).toBe('5041');
      const ok = await post({ notes: 'x'.repeat(100) });
      expect(ok.status).toBe(200);
    });

    it("refuses payment methods that are not the caller's live ones (5036)", async () => {
      const t = await adTrader(api);
      const other = await adTrader(api);
      const pair = await newPair(api);
      const mine = await methodOf(api, t.userId, pair.quote);
      const theirs = await methodOf(api, other.userId, pair.quote);
      const deleted = await methodOf(api, t.userId, pair.quote);
      await api.prisma.paymentMethod.update({
        where: { id: BigInt(deleted) },
        data: { deletedAt: new Date() },
      });
      for (const ids of [[theirs], [mine, theirs], [deleted], ['999999999999'], ['abc']]) {
        const res = await postAd(api, t, adBody(pair.id, ids));
        expect(res.body.code).toBe('5036');
      }
      expect(await api.prisma.ad.count({ where: { userId: t.userId } })).toBe(0);
    });

    it('refuses an ad without a payment method, or with more than 5 (400)', async () => {
      expect((await post({ paymentMethodIds: [] })).status).toBe(400);
      expect((await post({ paymentMethodIds: ['1', '2', '3', '4', '5', '6'] })).status).toBe(400);
    });
  });
});
