// The user's ad limits and the one-ad-being-created rule (issue 11), one request at a time and under
// parallel requests of one user, on the real database.
import request from 'supertest';
import { startTestApi, type TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';
import { adBody, adTrader, methodOf, newPair, postAd } from './ads-fixtures.js';

describe('ads/ads-limits', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const cancel = (t: { token: string }, id: string) =>
    request(api.http).post(`/api/c2c/advert/cancel/${id}`).set(auth(t.token)).send({}).expect(200);

  /** A trader with the given limits, a pair and a method, and a poster of ads of `type`. */
  async function setup(limits: { buyAdLimit?: number; sellAdLimit?: number }) {
    const t = await adTrader(api, limits);
    const pair = await newPair(api);
    const method = await methodOf(api, t.userId, pair.quote);
    const postOne = (type: 'BUY' | 'SELL') => postAd(api, t, adBody(pair.id, [method], { type }));
    return { t, postOne };
  }

  describe('ad limits', () => {
    it("refuses a BUY ad past the user's buying-ad limit (5019); a cancelled ad no longer counts", async () => {
      const { t, postOne } = await setup({ buyAdLimit: 2 });
      const first = await postOne('BUY').expect(200);
      await postOne('BUY').expect(200);
      const third = await postOne('BUY').expect(409);
      expect(third.body.code).toBe('5019');
      await cancel(t, first.body.data.id);
      await postOne('BUY').expect(200);
    });

    it("refuses a SELL ad past the user's selling-ad limit (5020); the buying limit is apart", async () => {
      const { postOne } = await setup({ sellAdLimit: 1, buyAdLimit: 1 });
      await postOne('SELL').expect(200);
      const second = await postOne('SELL').expect(409);
      expect(second.body.code).toBe('5020');
    });

    it('refuses a new ad while one is being created (5006), and takes one again once it is cancelled', async () => {
      const { t, postOne } = await setup({ sellAdLimit: 5, buyAdLimit: 5 });
      const creating = await postOne('SELL').expect(200);
      expect((await postOne('SELL').expect(409)).body.code).toBe('5006');
      expect((await postOne('BUY').expect(409)).body.code).toBe('5006');
      await cancel(t, creating.body.data.id);
      await postOne('SELL').expect(200);
    });
  });

  describe('parallel requests of one user', () => {
    it('cannot pass the buying-ad limit: 10 parallel BUY ads against a limit of 3 publish exactly 3 (5019 for the rest)', async () => {
      const { t, postOne } = await setup({ buyAdLimit: 3 });
      const results = await Promise.all(Array.from({ length: 10 }, () => postOne('BUY')));
      const codes = results.map((r) => r.body.code as string).sort();
      expect(codes.filter((c) => c === '200')).toHaveLength(3);
      expect(codes.filter((c) => c === '5019')).toHaveLength(7);
      expect(await api.prisma.ad.count({ where: { userId: t.userId } })).toBe(3);
    });

    it('cannot create two ads at once: 6 parallel SELL ads leave exactly one CREATING (5006 for the rest)', async () => {
      const { t, postOne } = await setup({ sellAdLimit: 10 });
      const results = await Promise.all(Array.from({ length: 6 }, () => postOne('SELL')));
      const codes = results.map((r) => r.body.code as string);
      expect(codes.filter((c) => c === '200')).toHaveLength(1);
      expect(codes.filter((c) => c === '5006')).toHaveLength(5);
      expect(await api.prisma.ad.count({ where: { userId: t.userId, status: 'CREATING' } })).toBe(1);
    });

    it('never links a payment method deleted while the ad was being posted (5036 or 5039, never both done)', async () => {
      for (let i = 0; i < 5; i++) {
        const t = await adTrader(api);
        const pair = await newPair(api);
        const method = await methodOf(api, t.userId, pair.quote);
        const [ad, del] = await Promise.all([
          postAd(api, t, adBody(pair.id, [method], { type: 'BUY' })),
          request(api.http).post(`/api/user/payment/delete/${method}`).set(auth(t.token)).send({}),
        ]);
        const outcome = `${ad.body.code}/${del.body.code}`;
        // Either the ad came first (the delete sees the method in use) or the delete did (the ad finds no method).
        expect(['200/5039', '5036/200']).toContain(outcome);
      }
    });
  });
});
