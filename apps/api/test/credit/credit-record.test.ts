// The credit record (issue 14; spec §2 /reputationScore, §7 `GET /credit/detail/page`, §9) on the real
// database: every change of a trader's score with its reason, delta, score after and order. Cancellations
// go through the orders HTTP calls; lost and malicious appeals and staff adjustments through
// CreditService.adjust, which the appeals and customer-service parts call in their own transaction.
import { APPEAL_LOST_PENALTY } from '@p2p/domain';
import request from 'supertest';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import {
  CreditService,
  type CreditAdjustReason,
  type CreditAdjustSource,
} from '../../src/modules/credit/credit.service.js';
import { adBody, methodOf, newPair, postAd } from '../ads/ads-fixtures.js';
import { get, orderOn, post, publishedAd, trader, type OrderTrader } from '../orders/order-fixtures.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('credit/credit-record', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const PAGE = '/credit/detail/page';

  interface RecordSeen {
    id: string;
    reason: string;
    delta: number;
    scoreAfter: number;
    orderId: string | null;
    appealId: string | null;
    createdAt: string;
  }

  async function recordsOf(t: OrderTrader, query = ''): Promise<{ list: RecordSeen[]; total: number }> {
    return (await get(api, t, `${PAGE}${query}`).expect(200)).body.data;
  }

  /** An order of `t` on a fresh automatic ad, cancelled by `t` (the credit rule applies). */
  async function cancelledOrder(t: OrderTrader): Promise<string> {
    const id = await orderOn(api, t, await publishedAd(api, { mode: 'AUTO' }));
    await post(api, t, `/c2c/deal/order/cancel/${id}`).expect(200);
    return id;
  }

  function adjust(
    userId: bigint,
    delta: number | 'ALL',
    reason: CreditAdjustReason,
    source: CreditAdjustSource,
  ) {
    const credit = api.app.get(CreditService);
    return api.app.get(TransactionRunner).run((tx) => credit.adjust(tx, userId, delta, reason, source));
  }

  const scoreOf = async (userId: bigint) =>
    (await api.prisma.user.findUniqueOrThrow({ where: { id: userId } })).creditScore;

  describe('GET /credit/detail/page after cancellations (spec §9)', () => {
    it('lists the 3 free cancellations of the day with delta 0 and the 4th at -deduct, newest first, each with its order and the score after', async () => {
      const { freePerDay, deduct } = await api.app.get(CreditService).cancellationRule();
      const buyer = await trader(api, { pendingOrderLimit: 20, initiatedBuyLimit: 20 });
      const orders: string[] = [];
      for (let i = 0; i <= freePerDay; i++) orders.push(await cancelledOrder(buyer));

      const all = await recordsOf(buyer, '?pageSize=100');
      expect(all.total).toBe(freePerDay + 1);
      expect(all.list.map((r) => [r.reason, r.delta, r.scoreAfter, r.orderId])).toEqual(
        [
          ...orders.slice(0, freePerDay).map((id) => ['CANCELLED', 0, 100, id]),
          ['CANCELLED', -deduct, 100 - deduct, orders[freePerDay]],
        ].reverse(),
      );
      expect(all.list.every((r) => r.appealId === null && !Number.isNaN(Date.parse(r.createdAt)))).toBe(true);
      expect(await scoreOf(buyer.userId)).toBe(100 - deduct);
    });

    it('pages the record (pageNo, pageSize) without losing or repeating a change', async () => {
      const buyer = await trader(api, { pendingOrderLimit: 20, initiatedBuyLimit: 20 });
      for (let i = 0; i < 3; i++) await cancelledOrder(buyer);
      const first = await recordsOf(buyer, '?pageNo=1&pageSize=2');
      const second = await recordsOf(buyer, '?pageNo=2&pageSize=2');
      expect([first.total, first.list.length, second.list.length]).toEqual([3, 2, 1]);
      const ids = [...first.list, ...second.list].map((r) => Number(r.id));
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(new Set(ids).size).toBe(3);
    });
  });

  describe('a cancellation beyond the free ones when little is left (spec §9)', () => {
    it('never takes the score below 0: at 10 points the 4th cancellation of the day records -10 and a score of 0', async () => {
      const { freePerDay } = await api.app.get(CreditService).cancellationRule();
      const buyer = await trader(api, { pendingOrderLimit: 20, initiatedBuyLimit: 20 });
      const ids: string[] = [];
      for (let i = 0; i <= freePerDay; i++)
        ids.push(await orderOn(api, buyer, await publishedAd(api, { mode: 'AUTO' })));
      for (const id of ids.slice(0, freePerDay))
        await post(api, buyer, `/c2c/deal/order/cancel/${id}`).expect(200);
      // Orders cannot be placed under 60: the score drops after placing.
      await api.prisma.user.update({ where: { id: buyer.userId }, data: { creditScore: 10 } });
      await post(api, buyer, `/c2c/deal/order/cancel/${ids[freePerDay]}`).expect(200);
      const { list } = await recordsOf(buyer);
      expect(list[0]).toMatchObject({
        reason: 'CANCELLED',
        delta: -10,
        scoreAfter: 0,
        orderId: ids[freePerDay],
      });
      expect(await scoreOf(buyer.userId)).toBe(0);
    });
  });

  describe('CreditService.adjust: appeals and staff adjustments (spec §9)', () => {
    it('a lost appeal costs 20 points, recorded with its order and appeal', async () => {
      const buyer = await trader(api);
      const orderId = await orderOn(api, buyer, await publishedAd(api));
      const done = await adjust(buyer.userId, -APPEAL_LOST_PENALTY, 'APPEAL_LOST', {
        orderId: BigInt(orderId),
        appealId: 77n,
      });
      expect(done).toEqual({ delta: -20, scoreAfter: 80 });
      const { list } = await recordsOf(buyer);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        reason: 'APPEAL_LOST',
        delta: -20,
        scoreAfter: 80,
        orderId,
        appealId: '77',
      });
    });

    it('a malicious appeal can cost the whole score (ALL), and below 60 the trader can no longer post ads (5009)', async () => {
      const t = await trader(api, { creditScore: 90 });
      const orderId = await orderOn(api, t, await publishedAd(api));
      expect(await adjust(t.userId, 'ALL', 'MALICIOUS_APPEAL', { orderId: BigInt(orderId) })).toEqual({
        delta: -90,
        scoreAfter: 0,
      });
      expect((await recordsOf(t)).list[0]).toMatchObject({
        reason: 'MALICIOUS_APPEAL',
        delta: -90,
        scoreAfter: 0,
        orderId,
        appealId: null,
      });
      const pair = await newPair(api);
      const res = await postAd(api, t, adBody(pair.id, [await methodOf(api, t.userId, pair.quote)])).expect(
        403,
      );
      expect(res.body.code).toBe('5009');
    });

    it('never takes the score below 0: a lost appeal at 10 points records -10', async () => {
      const t = await trader(api);
      const orderId = BigInt(await orderOn(api, t, await publishedAd(api)));
      // Earlier losses left 10 points (an order under 60 could not be placed, so it is set after).
      await api.prisma.user.update({ where: { id: t.userId }, data: { creditScore: 10 } });
      expect(await adjust(t.userId, -APPEAL_LOST_PENALTY, 'APPEAL_LOST', { orderId })).toEqual({
        delta: -10,
        scoreAfter: 0,
      });
      expect((await recordsOf(t)).list[0]).toMatchObject({ delta: -10, scoreAfter: 0 });
    });

    it('a staff adjustment moves the score either way, records the staff member and no order; back at 60 ads are allowed again', async () => {
      const staff = await api.factories.newStaff('CUSTOMER_SERVICE');
      const t = await trader(api, { creditScore: 50 });
      await adjust(t.userId, 15, 'ADJUSTMENT', { staffId: staff.id, note: 'appeal reversed' });
      await adjust(t.userId, -5, 'ADJUSTMENT', { staffId: staff.id });
      const { list, total } = await recordsOf(t);
      expect(total).toBe(2);
      expect(list.map((r) => [r.reason, r.delta, r.scoreAfter, r.orderId])).toEqual([
        ['ADJUSTMENT', -5, 60, null],
        ['ADJUSTMENT', 15, 65, null],
      ]);
      const rows = await api.prisma.creditRecord.findMany({
        where: { userId: t.userId },
        orderBy: { id: 'asc' },
      });
      expect(rows.map((r) => [r.staffId, r.note])).toEqual([
        [staff.id, 'appeal reversed'],
        [staff.id, null],
      ]);
      const pair = await newPair(api);
      await postAd(api, t, adBody(pair.id, [await methodOf(api, t.userId, pair.quote)])).expect(200);
    });

    it('refuses a staff adjustment without its staff member, an appeal loss without its order and a zero or fractional delta, writing nothing', async () => {
      const t = await trader(api);
      const staffId = (await api.factories.newStaff('ADMIN')).id;
      await expect(adjust(t.userId, 5, 'ADJUSTMENT', { orderId: 1n })).rejects.toThrow(RangeError);
      await expect(adjust(t.userId, -20, 'APPEAL_LOST', { staffId })).rejects.toThrow(RangeError);
      await expect(adjust(t.userId, 0, 'ADJUSTMENT', { staffId })).rejects.toThrow(RangeError);
      await expect(adjust(t.userId, 1.5, 'ADJUSTMENT', { staffId })).rejects.toThrow(RangeError);
      expect(await api.prisma.creditRecord.count({ where: { userId: t.userId } })).toBe(0);
      expect(await scoreOf(t.userId)).toBe(100);
    });
  });

  describe('who sees a record', () => {
    it("another trader sees only their own records, never the first trader's", async () => {
      const first = await trader(api, { pendingOrderLimit: 20, initiatedBuyLimit: 20 });
      await cancelledOrder(first);
      const other = await trader(api);
      expect(await recordsOf(other)).toMatchObject({ list: [], total: 0 });
      await adjust(other.userId, -20, 'APPEAL_LOST', { orderId: 1n });
      const seen = await recordsOf(other);
      expect(seen.list.map((r) => r.reason)).toEqual(['APPEAL_LOST']);
      expect((await recordsOf(first)).list.map((r) => r.reason)).toEqual(['CANCELLED']);
    });

    it('refuses a caller without a session (401) and a page size over 100 (400)', async () => {
      const res = await request(api.http).get(`/api${PAGE}`).expect(401);
      expect(res.body.code).toBe('401');
      const t = await trader(api);
      expect((await get(api, t, `${PAGE}?pageSize=101`).expect(400)).body.code).toBe('400');
      expect((await get(api, t, `${PAGE}?pageNo=0`).expect(400)).body.code).toBe('400');
    });
  });
});
