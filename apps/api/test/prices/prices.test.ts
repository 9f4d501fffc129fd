// Prices (issue 14; spec §2, §7, §9) on the real database: the latest price of a pair with its 24h
// statistics and the rise or fall against the average price at 00:00 UTC, on a known set of ticks; the
// history of every range as candles of the `prices.rollup` job (idempotent); the pair's reference price
// following its latest average; refusals with catalogue codes.
import request from 'supertest';
import { LatestPricePageAnswer, PriceHistoryAnswer, PRICE_RANGES, shapeProblems } from '@p2p/contracts';
import { JOB_CATALOG } from '../../src/core/jobs/job-catalog.js';
import { JobRegistry } from '../../src/core/jobs/job-registry.js';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { PriceRollupService } from '../../src/modules/prices/price-rollup.service.js';
import { PriceTicks } from '../../src/modules/prices/price-ticks.js';
import { PricesService } from '../../src/modules/prices/prices.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { pricedPair, record, recordSeries } from './prices-fixtures.js';

describe('prices/prices', () => {
  let api: TestApi;
  let prices: PricesService;
  let rollup: PriceRollupService;

  beforeAll(async () => {
    // No workers: the rounds of `prices.rollup` run when a test calls them.
    api = await startTestApi({ API_ROLE: 'http' });
    prices = api.app.get(PricesService);
    rollup = api.app.get(PriceRollupService);
  });
  afterAll(() => api.close());

  const ASOF = new Date('2026-03-15T12:00:00.000Z');
  const page = (coinPairId: number, asOf = ASOF) =>
    prices.latestPage({ coinPairId, pageNo: 1, pageSize: 10 }, asOf);

  /** The pair's candles as stored, every column (for the idempotency check). */
  const storedCandles = (coinPairId: number) => api.prisma.$queryRaw<unknown[]>`
  select interval, bucket_start, open::text, high::text, low::text, close::text, volume::text,
    turnover::text, trades, updated_at
  from price_candles where coin_pair_id = ${coinPairId} order by interval, bucket_start`;

  describe('the latest price and its 24h statistics (GET /order/price/thread/new/page)', () => {
    it('answers latest, 24h high, low, volume, turnover and the volume-weighted average, truncated (spec §9)', async () => {
      const pair = await pricedPair(api);
      await record(api, pair.id, [
        ['2026-03-13T12:00:00.000Z', '2', '100'], // before the base day: counts nowhere
        ['2026-03-14T06:00:00.000Z', '1.3', '10'], // base day only
        ['2026-03-14T12:00:00.000Z', '1.1', '5'], // base day; exactly 24h before asOf: outside the 24h
        ['2026-03-14T23:59:59.999Z', '1.2003', '5'], // base day and the 24h
        ['2026-03-15T00:00:00.000Z', '1.25', '2'], // today (00:00 UTC belongs to the new day) and the 24h
        ['2026-03-15T11:00:00.000Z', '1.219', '3'], // the latest
        ['2026-03-15T12:00:00.001Z', '9', '1'], // after asOf: not yet
      ]);
      const { list, total } = await page(pair.id);
      expect(total).toBe(1);
      expect(list[0]).toEqual({
        coinPairId: String(pair.id),
        coin: 'MEC',
        quote: pair.quote,
        priceScale: 4,
        price: '1.219',
        lastTradeAt: '2026-03-15T11:00:00.000Z',
        high24h: '1.25',
        low24h: '1.2003',
        volume24h: '10',
        // 1.2003 x 5 + 1.25 x 2 + 1.219 x 3 = 12.1585; / 10 = 1.21585 -> 1.2158 (not rounded to 1.2159)
        turnover24h: '12.1585',
        average24h: '1.2158',
        trades24h: 3,
        // (1.3 x 10 + 1.1 x 5 + 1.2003 x 5) / 20 = 1.225075 -> 1.225 (not 1.2251)
        baseAverage: '1.225',
        change: '-0.006',
        // -0.006 / 1.225 = -0.4897...% -> -0.48 (truncated toward zero, not -0.49)
        changePercent: '-0.48',
        referencePrice: null,
        asOf: ASOF.toISOString(),
      });
    });

    it('measures rise and fall against the average of the day before 00:00 UTC: a trade at 00:00:00.000 is the new day', async () => {
      const pair = await pricedPair(api);
      await record(api, pair.id, [
        ['2026-03-14T23:59:59.999Z', '2', '1'],
        ['2026-03-15T00:00:00.000Z', '3', '1'],
      ]);
      const [atMidnight] = (await page(pair.id, new Date('2026-03-15T00:00:00.000Z'))).list;
      expect(atMidnight).toMatchObject({ price: '3', baseAverage: '2', change: '1', changePercent: '50' });
      const [justBefore] = (await page(pair.id, new Date('2026-03-14T23:59:59.999Z'))).list;
      // Before midnight the base is the day before the 14th, which had no trade and no price before it.
      expect(justBefore).toMatchObject({ price: '2', baseAverage: null, change: null, changePercent: null });
    });

    it('takes the last price before 00:00 UTC as the base when the day before had no trade', async () => {
      const pair = await pricedPair(api);
      await record(api, pair.id, [
        ['2026-03-10T08:00:00.000Z', '1.6', '4'],
        ['2026-03-15T09:00:00.000Z', '2', '1'],
      ]);
      const [latest] = (await page(pair.id)).list;
      expect(latest).toMatchObject({
        price: '2',
        baseAverage: '1.6',
        change: '0.4',
        changePercent: '25',
        trades24h: 1,
      });
    });

    it('shows a pair without trades as pending: no price, zero volume (the home panel says "Price pending")', async () => {
      const pair = await pricedPair(api);
      const [latest] = (await page(pair.id)).list;
      expect(latest).toMatchObject({
        price: null,
        high24h: null,
        low24h: null,
        volume24h: '0',
        turnover24h: '0',
        average24h: null,
        trades24h: 0,
        baseAverage: null,
        change: null,
      });
    });

    it('answers every enabled pair, paged, over HTTP without a session, in the described shape', async () => {
      const pair = await pricedPair(api);
      const now = Date.now();
      await record(api, pair.id, [[new Date(now - 60_000).toISOString(), '1.5', '2']]);
      const one = await request(api.http)
        .get(`/api/order/price/thread/new/page?coinPairId=${pair.id}`)
        .expect(200);
      expect(one.body.code).toBe('200');
      expect(shapeProblems(LatestPricePageAnswer.node, one.body.data)).toEqual([]);
      expect(one.body.data.list[0]).toMatchObject({
        coinPairId: String(pair.id),
        price: '1.5',
        volume24h: '2',
      });
      // Every enabled pair of an enabled coin (other test files of the run add pairs of their own, and some
      // retire their coins, which takes those coins' pairs off the list), the first 100 on page 1.
      // The pairs are the catalogue's cached list: a pair another app added reaches it by NOTIFY, or at the
      // latest when the cache's 10 s are over; read until the answer and the table agree, 15 s at most.
      const until = Date.now() + 15_000;
      let all: request.Response;
      let enabled: number;
      for (;;) {
        all = await request(api.http)
          .get('/api/order/price/thread/new/page?pageNo=1&pageSize=100')
          .expect(200);
        enabled = await api.prisma.coinPair.count({ where: { enabled: true, coin: { enabled: true } } });
        if (all.body.data.total === enabled || Date.now() > until) break;
        await new Promise((resolve) => setTimeout(resolve, 200)); // polling the cache, see above
      }
      expect(all.body.data.total).toBe(enabled);
      expect(all.body.data.list).toHaveLength(Math.min(enabled, 100));
      const second = await request(api.http)
        .get('/api/order/price/thread/new/page?pageNo=2&pageSize=1')
        .expect(200);
      expect(second.body.data.list).toHaveLength(1);
      expect(second.body.data.list[0].coinPairId).toBe(all.body.data.list[1].coinPairId);
    });
  });

  describe('PriceTicks.record (called by the orders module when an order completes)', () => {
    it('records one tick per order, inside the caller transaction: a second call is a no-op, a rollback keeps none', async () => {
      const pair = await pricedPair(api);
      const runner = api.app.get(TransactionRunner);
      const ticks = api.app.get(PriceTicks);
      const tick = {
        coinPairId: pair.id,
        price: '1.5',
        volume: '2',
        orderId: 987_654_321_012n,
        at: new Date(),
      };
      expect(await runner.run((tx) => ticks.record(tx, tick))).toBe(true);
      expect(await runner.run((tx) => ticks.record(tx, { ...tick, price: '1.9' }))).toBe(false);
      await expect(
        runner.run(async (tx) => {
          await ticks.record(tx, { ...tick, orderId: 987_654_321_013n });
          throw new Error('the order did not complete');
        }),
      ).rejects.toThrow('the order did not complete');
      const rows = await api.prisma.priceTick.findMany({ where: { coinPairId: pair.id } });
      expect(rows.map((r) => [r.orderId, r.price.toFixed()])).toEqual([[987_654_321_012n, '1.5']]);
    });

    it('refuses a price that is not a decimal string (never a float)', async () => {
      const pair = await pricedPair(api);
      const runner = api.app.get(TransactionRunner);
      const bad = {
        coinPairId: pair.id,
        price: '1e3',
        volume: '1',
        orderId: 987_654_321_099n,
        at: new Date(),
      };
      await expect(runner.run((tx) => api.app.get(PriceTicks).record(tx, bad))).rejects.toThrow(
        'not decimal strings',
      );
    });
  });

  describe('history as candles (GET /order/price/history; ranges 7D, 30D, 3M, 6M, 1Y)', () => {
    it('rolls ticks up into hour, 4-hour and day candles with open, high, low, close, volume and a truncated average', async () => {
      await rollup.round(ASOF);
      const pair = await pricedPair(api);
      await record(api, pair.id, [
        ['2026-03-15T10:05:00.000Z', '1.2', '1'],
        ['2026-03-15T10:20:00.000Z', '1.5', '1'],
        ['2026-03-15T10:40:00.000Z', '1.1', '2'],
        ['2026-03-15T10:59:59.999Z', '1.3', '1'],
        ['2026-03-15T11:00:00.000Z', '1.4', '1'],
      ]);
      const round = await rollup.round(ASOF);
      expect(round).toMatchObject({ ticks: 5, candles: { '1h': 2, '4h': 1, '1d': 1 } });
      const week = await prices.history({ coinPairId: pair.id, range: '7D' }, ASOF);
      expect(week.candles).toEqual([
        {
          time: '2026-03-15T10:00:00.000Z',
          open: '1.2',
          high: '1.5',
          low: '1.1',
          close: '1.3',
          volume: '5',
          turnover: '6.2',
          average: '1.24',
          trades: 4,
        },
        expect.objectContaining({ time: '2026-03-15T11:00:00.000Z', open: '1.4', close: '1.4', trades: 1 }),
      ]);
      const month = await prices.history({ coinPairId: pair.id, range: '30D' }, ASOF);
      // 7.6 / 6 = 1.26666... -> 1.2666
      expect(month.candles).toEqual([
        expect.objectContaining({
          time: '2026-03-15T08:00:00.000Z',
          open: '1.2',
          close: '1.4',
          volume: '6',
          average: '1.2666',
        }),
      ]);
      const year = await prices.history({ coinPairId: pair.id, range: '1Y' }, ASOF);
      expect(year.candles).toEqual([
        expect.objectContaining({ time: '2026-03-15T00:00:00.000Z', high: '1.5', low: '1.1', trades: 5 }),
      ]);
    });

    it('answers every range over a year of ticks with its own candle width and window', async () => {
      const pair = await pricedPair(api);
      const n = await recordSeries(api, pair.id, new Date('2025-02-08T00:00:00.000Z'), ASOF, 6);
      expect(n).toBeGreaterThan(1600);
      await rollup.round(ASOF);
      const expected = {
        '7D': ['1h', '2026-03-08T12:00:00.000Z', 29],
        '30D': ['4h', '2026-02-13T12:00:00.000Z', 121],
        '3M': ['1d', '2025-12-14T00:00:00.000Z', 92],
        '6M': ['1d', '2025-09-14T00:00:00.000Z', 183],
        '1Y': ['1d', '2025-03-15T00:00:00.000Z', 366],
      };
      for (const range of PRICE_RANGES) {
        const h = await prices.history({ coinPairId: pair.id, range }, ASOF);
        const [interval, from, count] = expected[range];
        expect([range, h.interval, h.from, h.candles.length]).toEqual([range, interval, from, count]);
        expect(h.candles[0]!.time).toBe(from);
        expect(h.candles.at(-1)!.time <= ASOF.toISOString()).toBe(true);
        if (interval === '1d') {
          // Four ticks of volume 2 a day (the last day has three, up to 12:00).
          expect(h.candles.slice(0, -1).every((c) => c.volume === '8' && c.trades === 4)).toBe(true);
        }
      }
    });

    it('is idempotent: a second round changes no candle, a late tick redoes only its own buckets', async () => {
      const pair = await pricedPair(api);
      await record(api, pair.id, [
        ['2026-03-14T10:00:00.000Z', '1.2', '1'],
        ['2026-03-15T10:00:00.000Z', '1.3', '1'],
      ]);
      await rollup.round(ASOF);
      const first = await storedCandles(pair.id);
      expect(first).toHaveLength(6);
      const again = await rollup.round(ASOF);
      expect(again).toMatchObject({ ticks: 0, candles: { '1h': 0, '4h': 0, '1d': 0 } });
      expect(await storedCandles(pair.id)).toEqual(first);
      await record(api, pair.id, [['2026-03-15T10:30:00.000Z', '1.7', '1']]);
      expect(await rollup.round(ASOF)).toMatchObject({ ticks: 1, candles: { '1h': 1, '4h': 1, '1d': 1 } });
      const [day] = (await prices.history({ coinPairId: pair.id, range: '3M' }, ASOF)).candles.slice(-1);
      expect(day).toMatchObject({ open: '1.3', high: '1.7', close: '1.7', trades: 2 });
    });

    it('runs as the repeatable job prices.rollup, every minute on its own queue', async () => {
      expect(JOB_CATALOG['prices.rollup']).toEqual({ queue: 'prices', schedule: { every: 60_000 } });
      const result = await api.app.get(JobRegistry).handlerFor('prices.rollup')({});
      expect(result).toMatchObject({ candles: expect.any(Object) });
    });

    it('answers over HTTP without a session, in the described shape', async () => {
      const pair = await pricedPair(api);
      await record(api, pair.id, [[new Date(Date.now() - 3_600_000).toISOString(), '1.5', '2']]);
      await rollup.round();
      const res = await request(api.http)
        .get(`/api/order/price/history?coinPairId=${pair.id}&range=30D`)
        .expect(200);
      expect(shapeProblems(PriceHistoryAnswer.node, res.body.data)).toEqual([]);
      expect(res.body.data).toMatchObject({
        range: '30D',
        interval: '4h',
        candles: [expect.objectContaining({ open: '1.5' })],
      });
      const byDefault = await request(api.http)
        .get(`/api/order/price/history?coinPairId=${pair.id}`)
        .expect(200);
      expect(byDefault.body.data).toMatchObject({ range: '7D', interval: '1h' });
    });
  });

  describe('refusals', () => {
    it('refuses a range other than 7D, 30D, 3M, 6M, 1Y (400)', async () => {
      const pair = await pricedPair(api);
      const res = await request(api.http)
        .get(`/api/order/price/history?coinPairId=${pair.id}&range=2W`)
        .expect(400);
      expect(res.body.code).toBe('400');
    });

    it('refuses a missing or malformed pair id (400)', async () => {
      expect((await request(api.http).get('/api/order/price/history?range=7D').expect(400)).body.code).toBe(
        '400',
      );
      const bad = await request(api.http).get('/api/order/price/thread/new/page?coinPairId=abc').expect(400);
      expect(bad.body.code).toBe('400');
    });

    it('refuses an unknown or disabled pair (5045)', async () => {
      const unknown = await request(api.http)
        .get('/api/order/price/history?coinPairId=2147483000')
        .expect(400);
      expect(unknown.body.code).toBe('5045');
      const disabled = await pricedPair(api, { enabled: false });
      const res = await request(api.http)
        .get(`/api/order/price/thread/new/page?coinPairId=${disabled.id}`)
        .expect(400);
      expect(res.body.code).toBe('5045');
    });
  });

  describe("the pair's reference price follows its latest average (floating ads)", () => {
    it('moves coin_pairs.reference_price to the 24h average, truncated, and reprices floating ads with it', async () => {
      const pair = await pricedPair(api, { referencePrice: '1' });
      const user = await api.factories.newUser();
      const ad = await api.factories.newAd(user.id, {
        coinPairId: pair.id,
        coinId: pair.coinId,
        priceType: 'FLOATING',
        priceMargin: '10',
        unitPrice: '1.1',
      });
      const now = Date.now();
      await record(api, pair.id, [
        [new Date(now - 7_200_000).toISOString(), '1.2345', '1'],
        [new Date(now - 3_600_000).toISOString(), '1.2346', '2'],
      ]);
      const round = await rollup.round();
      expect(round.referencesMoved).toBeGreaterThanOrEqual(1);
      const stored = await api.prisma.coinPair.findUniqueOrThrow({ where: { id: pair.id } });
      expect(stored.referencePrice?.toFixed()).toBe('1.2345'); // 1.234566... truncated
      const repriced = await api.prisma.ad.findUniqueOrThrow({ where: { id: ad.id } });
      expect(repriced.unitPrice.toFixed()).toBe('1.358'); // 1.2345 x 1.10 = 1.35795, rounded to 4 (ADR 0012)
      const [latest] = (await prices.latestPage({ coinPairId: pair.id, pageNo: 1, pageSize: 1 })).list;
      expect(latest!.referencePrice).toBe('1.2345');
      // Nothing new: the reference stays and no ad moves.
      expect(await rollup.followAverages()).toBe(0);
      expect(
        (await api.prisma.coinPair.findUniqueOrThrow({ where: { id: pair.id } })).referencePrice?.toFixed(),
      ).toBe('1.2345');
    });

    it('leaves the reference price alone while the pair has no trade in the last 24 hours', async () => {
      const pair = await pricedPair(api, { referencePrice: '3.5' });
      await record(api, pair.id, [[new Date(Date.now() - 30 * 3_600_000).toISOString(), '1.9', '1']]);
      await rollup.round();
      expect(
        (await api.prisma.coinPair.findUniqueOrThrow({ where: { id: pair.id } })).referencePrice?.toFixed(),
      ).toBe('3.5');
    });
  });
});
