// Small tests of the credit rules (spec §9; issue 21): CreditService on in-memory records and scores and a
// FakeClock. The first cancellations of a UTC day are free (the credit settings' free times, default 3),
// each further one costs its deduct value (default 20); a free one is recorded with delta 0 and counts;
// only cancellations count against the day's free ones; a score never goes below 0 (the record holds the
// points actually taken); an adjustment names its source.
import { FakeClock } from '@p2p/domain';
import type { CreditSettingDto } from '@p2p/contracts';
import { CatalogService } from '../../../src/modules/catalog/catalog.service.js';
import {
  CANCELLATION_REASONS,
  CreditRepository,
  type NewCreditRecord,
} from '../../../src/modules/credit/credit.repository.js';
import { CreditService, utcDayStart } from '../../../src/modules/credit/credit.service.js';
import { UserAccountsService } from '../../../src/modules/users/user-accounts.service.js';
import { FAKE_TX, newTestService } from '../../support/small.js';

describe('small/credit/credit-rules', () => {
  const USER = 7n;
  const OTHER = 8n;

  /** `credit_records` in memory: what the repository's statements do, by the records' times. */
  class FakeCreditRecords {
    readonly rows: NewCreditRecord[] = [];
    locks = 0;
    readonly pool = FAKE_TX;

    async lockUser(): Promise<void> {
      this.locks += 1;
    }

    async cancellationsSince(_db: unknown, userId: bigint, since: Date): Promise<number> {
      return this.rows.filter(
        (r) => r.userId === userId && CANCELLATION_REASONS.includes(r.reason) && r.at >= since,
      ).length;
    }

    async insert(_tx: unknown, r: NewCreditRecord): Promise<void> {
      this.rows.push(r);
    }

    of(userId: bigint): NewCreditRecord[] {
      return this.rows.filter((r) => r.userId === userId);
    }
  }

  /** The accounts' scores: `changeCredit` as the users' statement does it (never below 0). */
  class FakeScores {
    readonly scores = new Map<bigint, number>([
      [USER, 100],
      [OTHER, 100],
    ]);

    async orderLimits(_db: unknown, userId: bigint): Promise<{ creditScore: number }> {
      return { creditScore: this.scores.get(userId)! };
    }

    async changeCredit(_db: unknown, userId: bigint, delta: number): Promise<number> {
      const after = Math.max(0, this.scores.get(userId)! + delta);
      this.scores.set(userId, after);
      return after;
    }
  }

  async function credit(settings: CreditSettingDto[] = [], at = '2026-06-01T10:00:00.000Z') {
    const records = new FakeCreditRecords();
    const scores = new FakeScores();
    const t = await newTestService(
      CreditService,
      [
        [CreditRepository, records],
        [UserAccountsService, scores],
        [CatalogService, { creditSettings: async () => settings }],
      ],
      new FakeClock(at),
    );
    const cancel = (userId = USER, cause: 'CANCELLED' | 'DEPOSIT_TIMEOUT' | 'PAY_TIMEOUT' = 'CANCELLED') =>
      t.sut.cancellation(FAKE_TX, userId, cause, 1n);
    return { ...t, records, scores, cancel };
  }

  describe('credit: cancellations of a day (spec §9)', () => {
    it('the first 3 cancellations of a day are free (recorded with delta 0, "free cancellation"), the 4th costs 20', async () => {
      const { records, scores, cancel } = await credit();
      expect([await cancel(), await cancel(), await cancel()]).toEqual([0, 0, 0]);
      expect(scores.scores.get(USER)).toBe(100);
      expect(await cancel()).toBe(20);
      expect(scores.scores.get(USER)).toBe(80);
      expect(records.of(USER).map((r) => [r.reason, r.delta, r.balanceAfter, r.note])).toEqual([
        ['CANCELLED', 0, 100, 'free cancellation'],
        ['CANCELLED', 0, 100, 'free cancellation'],
        ['CANCELLED', 0, 100, 'free cancellation'],
        ['CANCELLED', -20, 80, null],
      ]);
      expect(records.locks).toBe(4);
    });

    it("counts a deposit timeout and a pay timeout as cancellations; another trader's do not count", async () => {
      const { cancel } = await credit();
      await cancel(OTHER);
      await cancel(OTHER);
      await cancel(OTHER);
      expect(await cancel(USER, 'DEPOSIT_TIMEOUT')).toBe(0);
      expect(await cancel(USER, 'PAY_TIMEOUT')).toBe(0);
      expect(await cancel(USER, 'CANCELLED')).toBe(0);
      expect(await cancel(USER, 'PAY_TIMEOUT')).toBe(20);
    });

    it('a lost appeal or a staff adjustment does not count against the free cancellations', async () => {
      const { sut, cancel } = await credit();
      await sut.adjust(FAKE_TX, USER, -20, 'APPEAL_LOST', { orderId: 5n });
      await sut.adjust(FAKE_TX, USER, -5, 'ADJUSTMENT', { staffId: 1 });
      expect(await sut.cancelTimes(USER)).toMatchObject({ remaining: 3 });
      expect([await cancel(), await cancel(), await cancel()]).toEqual([0, 0, 0]);
    });

    it('the day is the UTC day of the clock: 1 ms before midnight still counts the day, at midnight 3 are free again', async () => {
      const { cancel, clock, sut } = await credit([], '2026-06-01T23:59:59.990Z');
      await cancel();
      await cancel();
      await cancel();
      clock.set('2026-06-01T23:59:59.999Z');
      expect(await sut.cancelTimes(USER)).toMatchObject({ remaining: 0 });
      clock.set('2026-06-02T00:00:00.000Z');
      expect(await sut.cancelTimes(USER)).toEqual({ remaining: 3, freePerDay: 3, deduct: 20 });
      expect(await cancel()).toBe(0);
    });

    it('stamps each record with the clock time it was decided at', async () => {
      const { records, cancel, clock, sut } = await credit([], '2026-06-01T08:00:00.000Z');
      await cancel();
      clock.advance(60_000);
      await sut.adjust(FAKE_TX, USER, 3, 'ADJUSTMENT', { staffId: 2 });
      expect(records.of(USER).map((r) => r.at.toISOString())).toEqual([
        '2026-06-01T08:00:00.000Z',
        '2026-06-01T08:01:00.000Z',
      ]);
    });

    it("takes the credit settings' free times and deduct value (first entry)", async () => {
      const { cancel, sut } = await credit([{ id: '1', type: 'CANCEL_ORDER', deduct: 15, freeTimes: 1 }]);
      expect(await sut.cancelTimes(USER)).toEqual({ remaining: 1, freePerDay: 1, deduct: 15 });
      expect(await cancel()).toBe(0);
      expect(await cancel()).toBe(15);
      expect(await sut.cancelTimes(USER)).toEqual({ remaining: 0, freePerDay: 1, deduct: 15 });
    });

    it('never takes a score below 0: the record holds the points actually taken', async () => {
      const { records, scores, cancel } = await credit([
        { id: '1', type: 'CANCEL_ORDER', deduct: 20, freeTimes: 0 },
      ]);
      scores.scores.set(USER, 12);
      expect(await cancel()).toBe(12);
      expect(await cancel()).toBe(0);
      expect(scores.scores.get(USER)).toBe(0);
      expect(records.of(USER).map((r) => [r.delta, r.balanceAfter])).toEqual([
        [-12, 0],
        [0, 0],
      ]);
    });
  });

  describe('credit: adjustments (spec §9)', () => {
    it("a malicious appeal ('ALL') takes the whole score, recorded with the order and appeal", async () => {
      const { sut, records, scores } = await credit();
      scores.scores.set(USER, 85);
      expect(
        await sut.adjust(FAKE_TX, USER, 'ALL', 'MALICIOUS_APPEAL', { orderId: 5n, appealId: 9n }),
      ).toEqual({
        delta: -85,
        scoreAfter: 0,
      });
      expect(records.of(USER)[0]).toMatchObject({
        reason: 'MALICIOUS_APPEAL',
        delta: -85,
        balanceAfter: 0,
        orderId: 5n,
        appealId: 9n,
        staffId: null,
      });
    });

    it('a staff ADJUSTMENT names its staff member and adds or takes points; an appeal reason names its order', async () => {
      const { sut, records } = await credit();
      expect(await sut.adjust(FAKE_TX, USER, 5, 'ADJUSTMENT', { staffId: 3, note: 'goodwill' })).toEqual({
        delta: 5,
        scoreAfter: 105,
      });
      expect(records.of(USER)[0]).toMatchObject({ staffId: 3, orderId: null, note: 'goodwill' });
      await expect(sut.adjust(FAKE_TX, USER, -5, 'ADJUSTMENT', { orderId: 1n })).rejects.toThrow(RangeError);
      await expect(sut.adjust(FAKE_TX, USER, -20, 'APPEAL_LOST', { staffId: 3 })).rejects.toThrow(RangeError);
    });

    it('refuses a delta of 0 or a fraction, writing nothing', async () => {
      const { sut, records } = await credit();
      await expect(sut.adjust(FAKE_TX, USER, 0, 'ADJUSTMENT', { staffId: 1 })).rejects.toThrow(RangeError);
      await expect(sut.adjust(FAKE_TX, USER, 1.5, 'ADJUSTMENT', { staffId: 1 })).rejects.toThrow(RangeError);
      expect(records.rows).toEqual([]);
    });

    it('utcDayStart is the start of the UTC day', () => {
      expect(utcDayStart(new Date('2026-06-01T23:59:59.999Z')).toISOString()).toBe(
        '2026-06-01T00:00:00.000Z',
      );
      expect(utcDayStart(new Date('2026-06-02T00:00:00.000Z')).toISOString()).toBe(
        '2026-06-02T00:00:00.000Z',
      );
    });
  });
});
