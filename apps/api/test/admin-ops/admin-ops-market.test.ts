// Issue 13, Operations: the maintenance window (spec §4's 401) and coins and coin pairs (price ranges,
// scales, the reference price of floating ads, the payment window), each change audited before and after.
import request from 'supertest';
import {
  MAINTENANCE_SETTING_KEY,
  MaintenanceService,
} from '../../src/core/maintenance/maintenance.service.js';
import { auditRows, bearer, opsSuite } from './ops-fixtures.js';

describe('admin-ops/admin-ops-market', () => {
  const suite = opsSuite((api) =>
    api.prisma.systemSetting.deleteMany({ where: { key: MAINTENANCE_SETTING_KEY } }),
  );
  const { get, post } = suite;
  const admin = () => suite.tokens.staff.ADMIN;
  const minute = 60_000;
  /** A private trader call: answers 200 outside maintenance, the spec's 401 during it. */
  const traderCall = () =>
    request(suite.api.http).get('/api/c2c/advert/online').set(bearer(suite.tokens.trader.token));

  describe('the maintenance window (spec §4)', () => {
    afterEach(async () => {
      await suite.api.prisma.systemSetting.deleteMany({ where: { key: MAINTENANCE_SETTING_KEY } });
      suite.api.app.get(MaintenanceService).invalidate();
    });

    it('set in force, traders get 401 with [start, end] at once; cleared, they are let in again (401 maintenance)', async () => {
      const start = new Date(Date.now() - minute).toISOString();
      const end = new Date(Date.now() + 60 * minute).toISOString();
      expect((await traderCall()).body.code).toBe('200');
      const set = await post('/maintenance', { start, end }).expect(200);
      expect(set.body.data).toEqual({ window: { start, end }, active: true });

      const refused = await traderCall().expect(401);
      expect(refused.body.code).toBe('401');
      expect(JSON.parse(refused.body.message)).toEqual([start, end]);
      // The console itself keeps working during the window.
      expect((await get('/maintenance').expect(200)).body.data).toEqual({
        window: { start, end },
        active: true,
      });

      const cleared = await post('/maintenance/clear').expect(200);
      expect(cleared.body.data).toEqual({ window: null, active: false });
      expect((await traderCall()).body.code).toBe('200');
    });

    it('a window ahead is stored but not in force yet', async () => {
      const start = new Date(Date.now() + 30 * minute).toISOString();
      const end = new Date(Date.now() + 90 * minute).toISOString();
      expect((await post('/maintenance', { start, end })).body.data).toEqual({
        window: { start, end },
        active: false,
      });
      expect((await traderCall()).body.code).toBe('200');
    });

    it('records who set and cleared it, with the window before and after', async () => {
      const first = {
        start: new Date(Date.now() + minute).toISOString(),
        end: new Date(Date.now() + 9 * minute).toISOString(),
      };
      const second = { start: first.start, end: new Date(Date.now() + 19 * minute).toISOString() };
      await post('/maintenance', first).expect(200);
      await post('/maintenance', second).expect(200);
      await post('/maintenance/clear').expect(200);
      const sets = await auditRows(suite.api, admin().id, 'OPS_MAINTENANCE_SET');
      expect(sets.slice(-2).map((r) => r.data)).toEqual([
        { before: null, after: first },
        { before: first, after: second },
      ]);
      const clears = await auditRows(suite.api, admin().id, 'OPS_MAINTENANCE_CLEAR');
      expect(clears.at(-1)).toMatchObject({
        target: 'setting:maintenance',
        data: { before: second, after: null },
      });
    });

    it('refuses an end before the start (5032) and an end already past (400), storing nothing', async () => {
      const now = Date.now();
      const backwards = await post('/maintenance', {
        start: new Date(now + 20 * minute).toISOString(),
        end: new Date(now + 10 * minute).toISOString(),
      });
      expect({ status: backwards.status, code: backwards.body.code }).toEqual({ status: 400, code: '5032' });
      const past = await post('/maintenance', {
        start: new Date(now - 20 * minute).toISOString(),
        end: new Date(now - 10 * minute).toISOString(),
      });
      expect({ status: past.status, code: past.body.code }).toEqual({ status: 400, code: '400' });
      const malformed = await post('/maintenance', { start: 'soon', end: 12 });
      expect(malformed.body.code).toBe('400');
      for (const start of ['2026-02-30T10:00:00Z', '+275760-09-14T00:00:00Z', '2026-13-01T00:00:00Z']) {
        const res = await post('/maintenance', { start, end: '2099-01-01T00:00:00Z' });
        expect({ start, status: res.status, code: res.body.code }).toEqual({
          start,
          status: 400,
          code: '400',
        });
      }
      expect(
        await suite.api.prisma.systemSetting.findUnique({ where: { key: MAINTENANCE_SETTING_KEY } }),
      ).toBeNull();
    });
  });

  describe('coins', () => {
    it('lists every coin, disabled ones too, with its asset scale', async () => {
      const list = (await get('/coins').expect(200)).body.data as {
        id: string;
        enShort: string;
        enabled: boolean;
      }[];
      expect(list.map((c) => c.enShort)).toEqual(expect.arrayContaining(['MEC', 'USDT']));
      expect(list.find((c) => c.id === String(suite.rows.coinId))).toMatchObject({
        enabled: false,
        assetScale: 6,
      });
    });

    it('enabling a coin shows it to traders at once (the reference cache is told) and is audited', async () => {
      const symbols = async () =>
        (
          (await request(suite.api.http).get('/api/common/coin').expect(200)).body.data.list as {
            enShort: string;
          }[]
        ).map((c) => c.enShort);
      const coin = await suite.api.prisma.coin.findUniqueOrThrow({ where: { id: suite.rows.coinId } });
      expect(await symbols()).not.toContain(coin.enShort);
      const res = await post(`/coins/${suite.rows.coinId}`, { enabled: true, name: 'Renamed coin' }).expect(
        200,
      );
      expect(res.body.data).toMatchObject({ enabled: true, name: 'Renamed coin' });
      expect(await symbols()).toContain(coin.enShort);
      const [row] = (await auditRows(suite.api, admin().id, 'OPS_COIN_UPDATE')).slice(-1);
      expect(row).toMatchObject({
        target: `coin:${suite.rows.coinId}`,
        data: {
          before: expect.objectContaining({ enabled: false, name: coin.name }),
          after: expect.objectContaining({ enabled: true, name: 'Renamed coin' }),
        },
      });
      await post(`/coins/${suite.rows.coinId}`, { enabled: false }).expect(200);
      expect(await symbols()).not.toContain(coin.enShort);
    });

    it('answers 404 for an unknown coin or an id beyond the integer range, 999 for an empty change, 400 for a bad field', async () => {
      expect((await post('/coins/999999', { sort: 1 })).body.code).toBe('404');
      expect((await post('/coins/99999999999999', { sort: 1 })).body.code).toBe('404');
      expect((await post(`/coins/${suite.rows.coinId}`, {})).body.code).toBe('999');
      const bad = await post(`/coins/${suite.rows.coinId}`, { sort: -1, enabled: 'maybe', assetScale: 2 });
      expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: '400' });
    });
  });

  describe('coin pairs', () => {
    const pairPath = () => `/coin-pairs/${suite.rows.pairId}`;

    it('sets the price range, scales, payment window and reference price; traders see the new bounds at once', async () => {
      await post(`/coins/${suite.rows.coinId}`, { enabled: true }).expect(200);
      const settings = {
        minPrice: '0.5',
        maxPrice: '2.5',
        minQuantity: '1',
        maxQuantity: '1000',
        referencePrice: '1.25',
        priceScale: 4,
        quantityScale: 6,
        payMinutes: 30,
        enabled: true,
      };
      // Sent with a trailing zero, answered in canonical form.
      const res = await post(pairPath(), { ...settings, minPrice: '0.50' }).expect(200);
      expect(res.body.data).toMatchObject(settings);
      // The traders' pair list, read page by page (other test files of the run add pairs of their own).
      const pairs: { id: string; minPrice: string; maxPrice: string }[] = [];
      for (let pageNo = 1; pageNo <= 20 && !pairs.some((p) => p.id === String(suite.rows.pairId)); pageNo++) {
        const page = await request(suite.api.http)
          .get('/api/c2c/coin/config/list')
          .query({ pageNo, pageSize: 100 })
          .expect(200);
        pairs.push(...page.body.data.list);
        if (page.body.data.list.length < 100) break;
      }
      expect(pairs.find((p) => p.id === String(suite.rows.pairId))).toMatchObject({
        minPrice: '0.5',
        maxPrice: '2.5',
      });
      const listed = (await get('/coin-pairs').expect(200)).body.data as { id: string }[];
      expect(listed.find((p) => p.id === String(suite.rows.pairId))).toMatchObject({
        referencePrice: '1.25',
      });
    });

    it('clears a bound with null (unbounded) and records the pair before and after', async () => {
      await post(pairPath(), { maxPrice: '9' }).expect(200);
      const res = await post(pairPath(), { maxPrice: null }).expect(200);
      expect(res.body.data.maxPrice).toBeNull();
      const [row] = (await auditRows(suite.api, admin().id, 'OPS_COIN_PAIR_UPDATE')).slice(-1);
      expect(row).toMatchObject({
        target: `coin_pair:${suite.rows.pairId}`,
        data: {
          before: expect.objectContaining({ maxPrice: '9' }),
          after: expect.objectContaining({ maxPrice: null }),
        },
      });
    });

    it('a new reference price reprices the floating ads of the pair in the same change (margin kept, range kept)', async () => {
      await post(pairPath(), { minPrice: null, maxPrice: '3', referencePrice: '1', priceScale: 2 }).expect(
        200,
      );
      const trader = await suite.api.factories.newUser();
      const base = {
        coinPairId: suite.rows.pairId,
        coinId: suite.rows.coinId,
        quoteCurrency: 'USDT',
        priceType: 'FLOATING' as const,
      };
      const up = await suite.api.factories.newAd(trader.id, { ...base, priceMargin: '10', unitPrice: '1.1' });
      const capped = await suite.api.factories.newAd(trader.id, {
        ...base,
        priceMargin: '50',
        unitPrice: '1.5',
      });
      const fixed = await suite.api.factories.newAd(trader.id, {
        ...base,
        priceType: 'FIXED',
        unitPrice: '1.7',
      });
      const res = await post(pairPath(), { referencePrice: '2.345' }).expect(200);
      expect(res.body.data.referencePrice).toBe('2.345');
      const price = async (id: bigint) =>
        (await suite.api.prisma.ad.findUniqueOrThrow({ where: { id } })).unitPrice.toFixed();
      expect(await price(up.id)).toBe('2.58'); // 2.345 x 1.10 = 2.5795, 2 decimals
      expect(await price(capped.id)).toBe('3'); // 3.5175 above the range's 3
      expect(await price(fixed.id)).toBe('1.7');
      const [row] = (await auditRows(suite.api, admin().id, 'OPS_COIN_PAIR_UPDATE')).slice(-1);
      expect(row?.data).toMatchObject({ after: { referencePrice: '2.345', repricedAds: 2 } });
    });

    it('refuses a minimum above the maximum (5032) and changes nothing', async () => {
      await post(pairPath(), { minPrice: '1', maxPrice: '2', referencePrice: null }).expect(200);
      const audits = (await auditRows(suite.api, admin().id)).length;
      const res = await post(pairPath(), { minPrice: '5' });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '5032' });
      expect((await post(pairPath(), { minQuantity: '10', maxQuantity: '9' })).body.code).toBe('5032');
      const pair = await suite.api.prisma.coinPair.findUniqueOrThrow({ where: { id: suite.rows.pairId } });
      expect(pair.minPrice?.toFixed()).toBe('1');
      expect((await auditRows(suite.api, admin().id)).length).toBe(audits);
    });

    it('refuses a reference price outside the range or not above zero (5031)', async () => {
      await post(pairPath(), { minPrice: '1', maxPrice: '2' }).expect(200);
      expect((await post(pairPath(), { referencePrice: '2.01' })).body.code).toBe('5031');
      expect((await post(pairPath(), { referencePrice: '0.99' })).body.code).toBe('5031');
      expect((await post(pairPath(), { minPrice: null, referencePrice: '0' })).body.code).toBe('5031');
    });

    it('refuses a quantity scale finer than the coin (400) and malformed decimals (400, never a 500)', async () => {
      const fine = await post(pairPath(), { quantityScale: 7 });
      expect({ status: fine.status, code: fine.body.code }).toEqual({ status: 400, code: '400' });
      for (const bad of [1.5, '1e3', '-1', '1234567890123456789', '0.1234567890123456789', '']) {
        const res = await post(pairPath(), { maxPrice: bad });
        expect({ bad, status: res.status, code: res.body.code }).toEqual({ bad, status: 400, code: '400' });
      }
      expect((await post(pairPath(), { payMinutes: 1000 })).body.code).toBe('400');
      expect((await post('/coin-pairs/abc', { sort: 1 })).body.code).toBe('404');
      expect((await post('/coin-pairs/0', { sort: 1 })).body.code).toBe('404');
    });
  });
});
