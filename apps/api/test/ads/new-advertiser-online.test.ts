// New advertisers are hidden (issue 22, "Honest reputation"): accepting orders started off for a new user,
// so a new seller's ads were missing from the market while /publish said "buyers can find it now". A
// trader who posts an ad is online unless they chose otherwise: posting turns it on when they never chose,
// and their own choice (POST /c2c/advert/online) is recorded and kept.
import request from 'supertest';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { MarketWorld } from './market-fixtures.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';
import { adBody, adTrader, type AdTrader, methodOf, newPair, postAd } from './ads-fixtures.js';

describe('ads/new-advertiser-online', () => {
  let api: TestApi;
  let world: MarketWorld;

  beforeAll(async () => {
    api = await startTestApi();
    world = new MarketWorld(api);
  });
  afterAll(() => api.close());

  const onlineOf = async (t: AdTrader): Promise<boolean> =>
    (await request(api.http).get('/api/c2c/advert/online').set(auth(t.token)).expect(200)).body.data.online;
  const choose = (t: AdTrader, online: boolean) =>
    request(api.http).post(`/api/c2c/advert/online?online=${online}`).set(auth(t.token)).send({}).expect(200);

  /** Posts a BUY ad (published at once) on a pair of its own; answers the ad and the pair. */
  async function postBuyAd(
    t: AdTrader,
  ): Promise<{ ad: { id: string; advertiser: { online: boolean } }; pairId: number }> {
    const pair = await newPair(api);
    // The market reads pairs through the catalogue's cache: it must see the new one.
    api.app.get(CatalogService).invalidate();
    const res = await postAd(
      api,
      t,
      adBody(pair.id, [await methodOf(api, t.userId, pair.quote)], { type: 'BUY' }),
    );
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 200, code: '200' });
    return { ad: res.body.data, pairId: pair.id };
  }

  /** What another trader sees of the pair's BUY ads in the market. */
  async function marketIds(pairId: number): Promise<string[]> {
    const taker = await world.taker();
    return world.ids(taker.token, { type: 'BUY', coinPairId: pairId });
  }

  describe('a new advertiser is online (issue 22: new advertisers are hidden)', () => {
    it("turns a new trader's accepting orders on with their first ad, so buyers find it in the market (issue 22: a trader who publishes an ad is online unless they chose otherwise)", async () => {
      const t = await adTrader(api);
      expect(await onlineOf(t)).toBe(false);
      const { ad, pairId } = await postBuyAd(t);
      expect(ad.advertiser.online).toBe(true);
      expect(await onlineOf(t)).toBe(true);
      expect(await marketIds(pairId)).toEqual([ad.id]);
      const row = await api.prisma.user.findUniqueOrThrow({ where: { id: t.userId } });
      expect({ online: row.online, onlineChosen: row.onlineChosen }).toEqual({
        online: true,
        onlineChosen: false,
      });
    });

    it('keeps a trader offline who chose offline before their first ad; the ad stays out of the market (issue 22: their choice is recorded and kept)', async () => {
      const t = await adTrader(api);
      await choose(t, false);
      const { ad, pairId } = await postBuyAd(t);
      expect(ad.advertiser.online).toBe(false);
      expect(await onlineOf(t)).toBe(false);
      expect(await marketIds(pairId)).toEqual([]);
      const row = await api.prisma.user.findUniqueOrThrow({ where: { id: t.userId } });
      expect(row.onlineChosen).toBe(true);
    });

    it('keeps a trader offline who turned it off after posting turned it on (issue 22: turned on only if they never chose)', async () => {
      const t = await adTrader(api);
      await postBuyAd(t);
      expect(await onlineOf(t)).toBe(true);
      await choose(t, false);
      const second = await postBuyAd(t);
      expect(second.ad.advertiser.online).toBe(false);
      expect(await marketIds(second.pairId)).toEqual([]);
      await choose(t, true);
      expect(await marketIds(second.pairId)).toEqual([second.ad.id]);
    });

    it('leaves the state as it was when the ad is refused (issue 22: only a posted ad turns it on)', async () => {
      const t = await adTrader(api);
      const pair = await newPair(api);
      const refused = await postAd(
        api,
        t,
        adBody(pair.id, [await methodOf(api, t.userId, pair.quote)], { type: 'BUY', unitPrice: '999' }),
      );
      expect(refused.body.code).toBe('5031');
      expect(await onlineOf(t)).toBe(false);
    });
  });
});
