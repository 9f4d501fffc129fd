// An ad after it was posted (issue 11; spec §4): the online switches, one ad and the owner's list, cancel
// and delete, the orders hook, repricing floating ads, and the hooks of escrow and payment methods, on the
// real database. Every private call is refused to another trader. The deposit and the SELL flow on a
// chain are in ads-sell-flow.test.ts.
import request from 'supertest';
import type { Db } from '../../src/core/infra/db/sql.service.js';
import { AdOrders } from '../../src/modules/ads/ad-orders.js';
import { AdRepricingService } from '../../src/modules/ads/ad-repricing.service.js';
import { ActiveTrades } from '../../src/modules/escrow/active-trades.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';
import { authOf, connect, nextMessage, socketFor } from '../live/live-client.js';
import { adBody, adTrader, type AdTrader, methodOf, newPair, postAd, postedAd } from './ads-fixtures.js';

describe('ads/ads-manage', () => {
  let api: TestApi;
  /** Ads the stand-in orders source says have an active order. */
  const busy = new Set<bigint>();

  beforeAll(async () => {
    api = await startTestApi({}, [], { listen: true });
    // The orders module registers its source when it lands; until then a stand-in answers for `busy`.
    api.app.get(AdOrders).register({
      name: 'orders (stand-in)',
      async activeOrders(_db: Db, adIds: readonly bigint[]) {
        return new Map(adIds.filter((id) => busy.has(id)).map((id) => [id, 1] as const));
      },
    });
  });
  afterAll(() => api.close());

  const get = (t: { token: string }, path: string) => request(api.http).get(`/api${path}`).set(auth(t.token));
  const post = (t: { token: string }, path: string) =>
    request(api.http).post(`/api${path}`).set(auth(t.token)).send({});

  describe("the advertiser's own online state", () => {
    it('answers offline at first, and what the advertiser set since (GET and POST /c2c/advert/online)', async () => {
      const t = await adTrader(api);
      expect((await get(t, '/c2c/advert/online').expect(200)).body.data).toEqual({ online: false });
      expect((await post(t, '/c2c/advert/online?online=true').expect(200)).body.data).toEqual({
        online: true,
      });
      expect((await get(t, '/c2c/advert/online').expect(200)).body.data).toEqual({ online: true });
      expect((await post(t, '/c2c/advert/online?online=false').expect(200)).body.data).toEqual({
        online: false,
      });
      const pair = await newPair(api);
      const ad = await postAd(api, t, adBody(pair.id, [await methodOf(api, t.userId, pair.quote)]));
      expect(ad.body.data.advertiser.online).toBe(false);
    });

    it('refuses a flag that is not true or false (400), and a call without a session (401)', async () => {
      const t = await adTrader(api);
      expect((await post(t, '/c2c/advert/online?online=maybe')).status).toBe(400);
      expect((await post(t, '/c2c/advert/online')).status).toBe(400);
      await request(api.http).get('/api/c2c/advert/online').expect(401);
    });
  });

  describe('one ad online or offline (POST /c2c/advert/online/{id})', () => {
    it('takes a published ad offline and online again', async () => {
      const { t, res } = await postedAd(api, { type: 'BUY' });
      const off = await post(t, `/c2c/advert/online/${res.body.data.id}?online=false`).expect(200);
      expect(off.body.data).toMatchObject({ id: res.body.data.id, online: false, status: 'PUBLISHED' });
      const on = await post(t, `/c2c/advert/online/${res.body.data.id}?online=true`).expect(200);
      expect(on.body.data.online).toBe(true);
    });

    it('refuses an ad that is not published (5025) and another trader (5000)', async () => {
      const { t, res } = await postedAd(api);
      const creating = await post(t, `/c2c/advert/online/${res.body.data.id}?online=false`).expect(409);
      expect(creating.body.code).toBe('5025');
      const buy = await postedAd(api, { type: 'BUY' });
      const other = await adTrader(api);
      const refused = await post(other, `/c2c/advert/online/${buy.res.body.data.id}?online=false`).expect(
        404,
      );
      expect(refused.body.code).toBe('5000');
    });
  });

  describe('one ad (GET /c2c/advert/{id})', () => {
    it('shows a published ad to anyone signed in, with its payment methods by kind only', async () => {
      const { t, res } = await postedAd(api, { type: 'BUY' });
      const other = await adTrader(api);
      const seen = await get(other, `/c2c/advert/${res.body.data.id}`).expect(200);
      expect(seen.body.data).toMatchObject({
        id: res.body.data.id,
        status: 'PUBLISHED',
        paymentMethods: [{ kind: 'USDT_ADDRESS', name: null }],
        activeOrders: 0,
        depositId: null,
      });
      const own = await get(t, `/c2c/advert/${res.body.data.id}`).expect(200);
      expect(own.body.data.paymentMethods[0].name).toBe('Test Holder');
      await request(api.http).get(`/api/c2c/advert/${res.body.data.id}`).expect(401);
    });

    it("answers 5000 for another trader's ad that is not published, for a deleted ad and for no ad", async () => {
      const { t, res } = await postedAd(api);
      const other = await adTrader(api);
      expect((await get(other, `/c2c/advert/${res.body.data.id}`).expect(404)).body.code).toBe('5000');
      expect((await get(t, `/c2c/advert/${res.body.data.id}`).expect(200)).body.data.status).toBe('CREATING');
      await post(t, `/c2c/advert/cancel/${res.body.data.id}`).expect(200);
      expect((await get(other, `/c2c/advert/${res.body.data.id}`).expect(404)).body.code).toBe('5000');
      await post(t, `/c2c/advert/delete/${res.body.data.id}`).expect(200);
      expect((await get(t, `/c2c/advert/${res.body.data.id}`).expect(404)).body.code).toBe('5000');
      expect((await get(t, '/c2c/advert/999999999999').expect(404)).body.code).toBe('5000');
      expect((await get(t, '/c2c/advert/abc').expect(404)).body.code).toBe('5000');
    });
  });

  describe("the owner's list (GET /c2c/advert/pageByUser)", () => {
    it("lists the caller's ads newest first without deleted ones; inProgressOnly leaves cancelled ones out", async () => {
      const t = await adTrader(api, { buyAdLimit: 10 });
      const pair = await newPair(api);
      const method = await methodOf(api, t.userId, pair.quote);
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        ids.push((await postAd(api, t, adBody(pair.id, [method], { type: 'BUY' })).expect(200)).body.data.id);
      }
      await post(t, `/c2c/advert/cancel/${ids[1]}`).expect(200);
      await post(t, `/c2c/advert/cancel/${ids[2]}`).expect(200);
      await post(t, `/c2c/advert/delete/${ids[2]}`).expect(200);
      const all = await get(t, '/c2c/advert/pageByUser').expect(200);
      expect(all.body.data.list.map((a: { id: string }) => a.id)).toEqual([ids[3], ids[1], ids[0]]);
      expect(all.body.data.total).toBe(3);
      const live = await get(t, '/c2c/advert/pageByUser?inProgressOnly=true').expect(200);
      expect(live.body.data.list.map((a: { id: string }) => a.id)).toEqual([ids[3], ids[0]]);
      const paged = await get(t, '/c2c/advert/pageByUser?pageNo=2&pageSize=2').expect(200);
      expect(paged.body.data).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 });
      expect(paged.body.data.list.map((a: { id: string }) => a.id)).toEqual([ids[0]]);
      const other = await adTrader(api);
      expect((await get(other, '/c2c/advert/pageByUser').expect(200)).body.data.total).toBe(0);
    });
  });

  describe('cancel and delete', () => {
    it('cancels creation of a SELL ad (CREATING -> CANCELLED) and tells the owner live', async () => {
      const { t, res } = await postedAd(api);
      const socket = await connect(socketFor(api, authOf({ userId: String(t.userId), token: t.token })));
      const told = nextMessage(socket, (m) => m.type === 'AD_STATUS_CHANGE');
      const cancelled = await post(t, `/c2c/advert/cancel/${res.body.data.id}`).expect(200);
      expect(JSON.parse((await told).message)).toEqual({ adId: res.body.data.id, status: 'CANCELLED' });
      socket.disconnect();
      expect(cancelled.body.data).toMatchObject({
        status: 'CANCELLED',
        remainingQuantity: '0',
        online: false,
      });
      const live = await api.prisma.outbox.findMany({
        where: { aggregate: 'ad', aggregateId: res.body.data.id },
      });
      expect(live.map((r) => r.payload)).toEqual([
        {
          rooms: [`user:${t.userId}`],
          message: {
            type: 'AD_STATUS_CHANGE',
            message: JSON.stringify({ adId: res.body.data.id, status: 'CANCELLED' }),
          },
        },
      ]);
    });

    it('revokes a published BUY ad at once when no order is active, with no payout (nothing in escrow)', async () => {
      const { t, res } = await postedAd(api, { type: 'BUY' });
      const cancelled = await post(t, `/c2c/advert/cancel/${res.body.data.id}`).expect(200);
      expect(cancelled.body.data.status).toBe('CANCELLED');
      expect(await api.prisma.payout.count({ where: { adId: BigInt(res.body.data.id) } })).toBe(0);
    });

    it('refuses to cancel or delete an ad with active orders (5007)', async () => {
      const { t, res } = await postedAd(api, { type: 'BUY' });
      const id = BigInt(res.body.data.id);
      busy.add(id);
      const own = await get(t, `/c2c/advert/${id}`).expect(200);
      expect(own.body.data.activeOrders).toBe(1);
      expect((await get(await adTrader(api), `/c2c/advert/${id}`)).body.data.activeOrders).toBe(0);
      expect((await post(t, `/c2c/advert/cancel/${id}`).expect(409)).body.code).toBe('5007');
      expect((await post(t, `/c2c/advert/delete/${id}`).expect(409)).body.code).toBe('5007');
      expect((await api.prisma.ad.findUniqueOrThrow({ where: { id } })).status).toBe('PUBLISHED');
      busy.delete(id);
      await post(t, `/c2c/advert/cancel/${id}`).expect(200);
    });

    it('deletes only a cancelled ad (5025 otherwise); a cancelled ad cannot be cancelled again (5025)', async () => {
      const { t, res } = await postedAd(api, { type: 'BUY' });
      const id = res.body.data.id as string;
      expect((await post(t, `/c2c/advert/delete/${id}`).expect(409)).body.code).toBe('5025');
      await post(t, `/c2c/advert/cancel/${id}`).expect(200);
      expect((await post(t, `/c2c/advert/cancel/${id}`).expect(409)).body.code).toBe('5025');
      const deleted = await post(t, `/c2c/advert/delete/${id}`).expect(200);
      expect(deleted.body).toMatchObject({ code: '200', data: null });
      expect((await api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(id) } })).status).toBe('DELETED');
      expect((await post(t, `/c2c/advert/delete/${id}`).expect(404)).body.code).toBe('5000');
    });

    it('refuses another trader on every private call to an ad (5000), changing nothing', async () => {
      const { res } = await postedAd(api);
      const buy = await postedAd(api, { type: 'BUY' });
      const other: AdTrader = await adTrader(api);
      for (const id of [res.body.data.id, buy.res.body.data.id]) {
        for (const path of [
          `/c2c/advert/deposit/${id}`,
          `/c2c/advert/cancel/${id}`,
          `/c2c/advert/delete/${id}`,
        ]) {
          const refused = await post(other, path).expect(404);
          expect(refused.body.code).toBe('5000');
        }
      }
      expect(
        (await api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(res.body.data.id) } })).status,
      ).toBe('CREATING');
      expect(
        (await api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(buy.res.body.data.id) } })).status,
      ).toBe('PUBLISHED');
    });

    it('answers a deposit only for a SELL ad being created (5025 for a BUY ad)', async () => {
      const { t, res } = await postedAd(api, { type: 'BUY' });
      expect((await post(t, `/c2c/advert/deposit/${res.body.data.id}`).expect(409)).body.code).toBe('5025');
    });
  });

  describe('the hooks of the other modules', () => {
    it('counts an ad being created or published as a trade under way (ActiveTrades), a cancelled one not', async () => {
      const { t, res } = await postedAd(api, { type: 'BUY' });
      const trades = api.app.get(ActiveTrades);
      expect(await trades.any(t.userId)).toBe(true);
      await post(t, `/c2c/advert/cancel/${res.body.data.id}`).expect(200);
      expect(await trades.any(t.userId)).toBe(false);
    });

    it('keeps a payment method an open ad names from being edited or deleted (5039), and frees it on cancel', async () => {
      const { t, method, res } = await postedAd(api, { type: 'BUY' });
      const del = await post(t, `/user/payment/delete/${method}`).expect(409);
      expect(del.body.code).toBe('5039');
      const list = await get(t, '/user/payment/list').expect(200);
      expect(list.body.data[0]).toMatchObject({ id: method, inUse: true });
      await post(t, `/c2c/advert/cancel/${res.body.data.id}`).expect(200);
      await post(t, `/user/payment/delete/${method}`).expect(200);
      // The cancelled ad still shows the deleted method to its owner.
      const own = await get(t, `/c2c/advert/${res.body.data.id}`).expect(200);
      expect(own.body.data.paymentMethods).toEqual([
        { id: method, kind: 'USDT_ADDRESS', name: 'Test Holder' },
      ]);
    });
  });

  describe('repricing floating ads when the reference price moves', () => {
    it('reprices the floating ads of the pair in one call, rounded and clamped, and leaves the others', async () => {
      const t = await adTrader(api, { buyAdLimit: 10 });
      const pair = await newPair(api, 'MEC', { referencePrice: '1', priceScale: 2 });
      // In the same quote, so the one method fits both (issue 24: 5040 otherwise).
      const otherPair = await newPair(api, 'USDT', { referencePrice: '1', quote: pair.quote });
      const method = await methodOf(api, t.userId, pair.quote);
      const floating = (margin: string, pairId = pair.id) =>
        postAd(api, t, adBody(pairId, [method], { type: 'BUY', priceType: 'FLOATING', priceMargin: margin }));
      const a = (await floating('10').expect(200)).body.data.id as string;
      const b = (await floating('50').expect(200)).body.data.id as string;
      const c = (await floating('-0.25').expect(200)).body.data.id as string;
      const cancelled = (await floating('5').expect(200)).body.data.id as string;
      await post(t, `/c2c/advert/cancel/${cancelled}`).expect(200);
      const fixed = (await postAd(api, t, adBody(pair.id, [method], { type: 'BUY' })).expect(200)).body.data
        .id;
      const elsewhere = (await floating('10', otherPair.id).expect(200)).body.data.id as string;

      // The SQL prices as the API did when the ads were posted: with the same reference, nothing moves.
      expect(await api.app.get(AdRepricingService).reprice(pair.id)).toBe(0);
      await api.prisma.coinPair.update({ where: { id: pair.id }, data: { referencePrice: '1.5' } });
      expect(await api.app.get(AdRepricingService).reprice(pair.id)).toBe(3);
      const price = async (id: string) =>
        (await api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(id) } })).unitPrice.toFixed();
      expect(await price(a)).toBe('1.65'); // 1.5 x 1.1
      expect(await price(b)).toBe('2'); // 2.25, kept at the pair's maximum
      expect(await price(c)).toBe('1.5'); // 1.49625 rounds to 1.50
      expect(await price(cancelled)).toBe('1.05');
      expect(await price(fixed)).toBe('1.5');
      expect(await price(elsewhere)).toBe('1.1');
      expect(await api.app.get(AdRepricingService).reprice(pair.id)).toBe(0); // nothing moved: no write
    });
  });

  describe('the remaining quantity', () => {
    it('can never go below zero or above the total: the CHECK constraint refuses it', async () => {
      const { res } = await postedAd(api, { type: 'BUY' });
      const id = BigInt(res.body.data.id);
      await expect(
        api.prisma
          .$executeRaw`update ads set remaining_quantity = remaining_quantity - 100.000001 where id = ${id}`,
      ).rejects.toThrow(/ads_remaining_quantity_check/);
      await expect(
        api.prisma.$executeRaw`update ads set remaining_quantity = remaining_quantity + 1 where id = ${id}`,
      ).rejects.toThrow(/ads_remaining_quantity_check/);
      expect((await api.prisma.ad.findUniqueOrThrow({ where: { id } })).remainingQuantity.toFixed()).toBe(
        '100',
      );
    });
  });
});
