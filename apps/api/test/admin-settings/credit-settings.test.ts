// Issue 25, the credit rules of spec §9 in the console: administrators change a rule's points, the free
// cancellations a day (the cancellation rule only) and its description, within bounds (400 with the
// field); every change is in the staff audit log with the rule before and after; and the new figures
// apply from the next request of every API process, without a restart (a second API process here).
import { seedReference } from '@p2p/db';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { get, orderOn, post, publishedAd, trader } from '../orders/order-fixtures.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { staffSuite } from '../support/staff-access.js';
import {
  auditOf,
  restoreCreditSettings,
  staffCall,
  storedCreditSettings,
  type StoredCreditSetting,
} from './settings-fixtures.js';

describe('admin-settings/credit-settings', () => {
  let other: TestApi | undefined;
  let saved: StoredCreditSetting[] = [];
  const suite = staffSuite(async (api) => {
    await restoreCreditSettings(saved, api, ...(other ? [other] : []));
  });

  beforeAll(async () => {
    saved = await storedCreditSettings(suite.api);
    other = await startTestApi();
  });
  afterAll(() => other?.close());

  afterEach(async () => {
    await restoreCreditSettings(saved, suite.api, ...(other ? [other] : []));
  });

  const admin = () => suite.tokens.staff.ADMIN;
  const update = (type: string, body: object, token = admin().token) =>
    staffCall(suite.api, token, 'POST', `/config/credit-settings/${type}`, body);
  const list = () => staffCall(suite.api, admin().token, 'GET', '/config/credit-settings');

  /** Polls `read` until `done` holds, for up to `ms` (far below the cache's 10 s safety net). */
  async function within<T>(ms: number, read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
    const end = Date.now() + ms;
    let value = await read();
    while (!done(value) && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      value = await read();
    }
    return value;
  }

  describe('GET /admin/config/credit-settings', () => {
    it('lists every rule as stored, the cancellation rule first and marked', async () => {
      const res = await list().expect(200);
      const rules = res.body.data as { type: string; cancellationRule: boolean; deduct: number }[];
      expect(rules.map((r) => r.type)).toEqual(saved.map((s) => s.type));
      expect(rules.map((r) => r.cancellationRule)).toEqual(rules.map((_r, i) => i === 0));
      expect(rules[0]).toMatchObject({ type: 'CANCEL_ORDER', deduct: 20, dailyFreeCancellations: 3 });
    });
  });

  describe('POST /admin/config/credit-settings/:type', () => {
    it('changes the points, the free cancellations and the description, and audits the rule before and after', async () => {
      const res = await update('CANCEL_ORDER', {
        deduct: 15,
        dailyFreeCancellations: 2,
        description: '  Cancelling costs 15 points after 2 free ones a day.  ',
      }).expect(200);
      expect(res.body.data).toMatchObject({
        type: 'CANCEL_ORDER',
        deduct: 15,
        dailyFreeCancellations: 2,
        description: 'Cancelling costs 15 points after 2 free ones a day.',
        cancellationRule: true,
      });
      const [row] = (await auditOf(suite.api, admin().id, 'SETTINGS_CREDIT_UPDATE')).slice(-1);
      expect(row).toMatchObject({ target: 'credit-setting:CANCEL_ORDER' });
      expect(row!.data).toMatchObject({
        before: {
          type: 'CANCEL_ORDER',
          deduct: 20,
          dailyFreeCancellations: 3,
          description: saved[0]!.description,
        },
        after: { deduct: 15, dailyFreeCancellations: 2 },
      });
    });

    it('survives a run of the reference seed: the seed creates a missing rule, never undoes an edit', async () => {
      await update('PAY_TIMEOUT', { deduct: 33, description: 'Set by the risk team.' }).expect(200);
      await seedReference(suite.api.prisma);
      const row = (await storedCreditSettings(suite.api)).find((r) => r.type === 'PAY_TIMEOUT');
      expect(row).toMatchObject({ deduct: 33, description: 'Set by the risk team.' });
    });

    it('keeps the free cancellations and the description when left out, and clears the description with null', async () => {
      await update('APPEAL_LOST', { deduct: 25 }).expect(200);
      const kept = (await storedCreditSettings(suite.api)).find((s) => s.type === 'APPEAL_LOST')!;
      expect(kept).toMatchObject({ deduct: 25, dailyFreeCancellations: 0 });
      expect(kept.description).toBe(saved.find((s) => s.type === 'APPEAL_LOST')!.description);
      await update('APPEAL_LOST', { deduct: 25, description: null }).expect(200);
      expect((await storedCreditSettings(suite.api)).find((s) => s.type === 'APPEAL_LOST')!.description).toBe(
        null,
      );
    });

    it.each([
      ['a negative deduct', 'CANCEL_ORDER', { deduct: -1 }, 'deduct'],
      ['a deduct over 1000', 'CANCEL_ORDER', { deduct: 1001 }, 'deduct'],
      ['a fractional deduct', 'CANCEL_ORDER', { deduct: 1.5 }, 'deduct'],
      ['no deduct', 'CANCEL_ORDER', {}, 'deduct'],
      [
        'over 100 free cancellations',
        'CANCEL_ORDER',
        { deduct: 20, dailyFreeCancellations: 101 },
        'dailyFreeCancellations',
      ],
      [
        'free cancellations on another rule',
        'PAY_TIMEOUT',
        { deduct: 20, dailyFreeCancellations: 1 },
        'dailyFreeCancellations',
      ],
      ['a lost appeal costing 0 points', 'APPEAL_LOST', { deduct: 0 }, 'deduct'],
      [
        'a description over 255 characters',
        'CANCEL_ORDER',
        { deduct: 20, description: 'x'.repeat(256) },
        'description',
      ],
      ['a description with NUL', 'CANCEL_ORDER', { deduct: 20, description: 'a\u0000b' }, 'description'],
      ['an unknown rule', 'SPAM', { deduct: 20 }, 'type'],
    ])('refuses %s with 400 on the field and changes nothing', async (_name, type, body, field) => {
      const before = await storedCreditSettings(suite.api);
      const res = await update(type, body);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
      expect((res.body.data as { field: string }[]).map((p) => p.field)).toContain(field);
      expect(await storedCreditSettings(suite.api)).toEqual(before);
    });

    it('accepts the bounds themselves: 0 and 1000 points, 0 and 100 free cancellations', async () => {
      await update('CANCEL_ORDER', { deduct: 0, dailyFreeCancellations: 100 }).expect(200);
      await update('CANCEL_ORDER', { deduct: 1000, dailyFreeCancellations: 0 }).expect(200);
      await update('PAY_TIMEOUT', { deduct: 0, dailyFreeCancellations: 0 }).expect(200);
    });
  });

  describe('the new figures apply at once, in every API process, without a restart', () => {
    it('a cancellation served by another API process deducts the new points as soon as the change is saved', async () => {
      const b = other!;
      const buyer = await trader(b, { pendingOrderLimit: 20, initiatedBuyLimit: 20 });
      // Process B has read (and cached) the seeded rule: 3 free, then 20 points.
      const times = () => get(b, buyer, '/c2c/deal/order/cancel/times').expect(200);
      expect((await times()).body.data).toMatchObject({ freePerDay: 3, deduct: 20 });

      await update('CANCEL_ORDER', { deduct: 7, dailyFreeCancellations: 0 }).expect(200);
      // The change reaches B by NOTIFY, well before its cache's 10 s safety net.
      const seen = await within(3000, times, (r) => r.body.data.deduct === 7);
      expect(seen.body.data).toEqual({ remaining: 0, freePerDay: 0, deduct: 7 });

      const id = await orderOn(b, buyer, await publishedAd(b, { mode: 'AUTO' }));
      await post(b, buyer, `/c2c/deal/order/cancel/${id}`).expect(200);
      const record = await b.prisma.creditRecord.findFirstOrThrow({ where: { orderId: BigInt(id) } });
      expect({ delta: record.delta, balanceAfter: record.balanceAfter }).toEqual({
        delta: -7,
        balanceAfter: 93,
      });
    });

    it('the process that saved the change answers the new rule on its next request', async () => {
      await update('CANCEL_ORDER', { deduct: 9, dailyFreeCancellations: 1 }).expect(200);
      const rule = await suite.api.app.get(CatalogService).creditSettings();
      expect(rule[0]).toMatchObject({ type: 'CANCEL_ORDER', deduct: 9, freeTimes: 1 });
    });
  });
});
