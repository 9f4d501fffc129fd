// The outage rules of the heartbeats (issue 12, issue 22) as small tests: UptimeService built with an
// in-memory heartbeat and outage store and a FakeClock the tests move instead of waiting 15 s. The medium
// test (test/core/uptime.test.ts) keeps what only PostgreSQL shows: replicas sharing one row, one record
// for a silence several replicas see.
import { FakeClock, type Outage, SystemClock } from '@p2p/domain';
import type { Tx } from '../../../src/core/infra/db/sql.service.js';
import { APP_CONFIG } from '../../../src/core/config/config.js';
import {
  MaintenanceService,
  type MaintenanceWindow,
} from '../../../src/core/maintenance/maintenance.service.js';
import type { OutageRow } from '../../../src/core/uptime/uptime.repository.js';
import { UptimeRepository } from '../../../src/core/uptime/uptime.repository.js';
import {
  BEAT_MS,
  DOWN_AFTER_MS,
  HTTP,
  ongoingSilence,
  silenceEndedBy,
  WORKER,
  UptimeService,
} from '../../../src/core/uptime/uptime.service.js';
import { FAKE_TX, newTestService } from '../../support/small.js';

describe('small/core/uptime', () => {
  /** `heartbeats` and `outages` in memory, as the SQL keeps them (the latest beat wins; one row per kind and start). */
  class MemoryUptimeStore {
    readonly beats = new Map<string, Date>();
    readonly outages: OutageRow[] = [];

    async beat(name: string, at: Date): Promise<Date | null> {
      const previous = this.beats.get(name) ?? null;
      if (!previous || at > previous) this.beats.set(name, at);
      return previous;
    }

    async lastBeats(names: readonly string[]): Promise<(Date | null)[]> {
      return names.map((n) => this.beats.get(n) ?? null);
    }

    async record(kind: OutageRow['kind'], startAt: Date, endAt: Date): Promise<void> {
      const row = this.outages.find((o) => o.kind === kind && o.startAt.getTime() === startAt.getTime());
      if (row) row.endAt = endAt;
      else this.outages.push({ kind, startAt, endAt });
    }

    async endPeriod(_tx: Tx, kind: OutageRow['kind'], startAt: Date, end: Date): Promise<void> {
      const at = this.outages.findIndex((o) => o.kind === kind && o.startAt.getTime() === startAt.getTime());
      if (end.getTime() <= startAt.getTime()) {
        if (at >= 0) this.outages.splice(at, 1);
        return;
      }
      const row = this.outages[at];
      if (!row) this.outages.push({ kind, startAt, endAt: end });
      else if (end < row.endAt) row.endAt = end;
    }

    async between(from: Date, to: Date): Promise<OutageRow[]> {
      return this.outages.filter((o) => o.startAt < to && o.endAt > from);
    }
  }

  /** The maintenance setting as MaintenanceService answers it, without the database and its cache. */
  class FakeMaintenance {
    window: MaintenanceWindow | null = null;

    async active(now: Date): Promise<MaintenanceWindow | null> {
      return MaintenanceService.isActive(this.window, now) ? this.window : null;
    }

    /** The stored window, as read in the beat's transaction. */
    async sharedWindow(): Promise<MaintenanceWindow | null> {
      return this.window;
    }
  }

  const START = new Date('2026-06-01T10:00:00.000Z');

  async function uptimeAt(apiRole: 'http' | 'worker' | 'all' = 'all') {
    const store = new MemoryUptimeStore();
    const maintenance = new FakeMaintenance();
    const small = await newTestService(UptimeService, [
      [UptimeRepository, store],
      [MaintenanceService, maintenance],
      [APP_CONFIG, { apiRole }],
    ]);
    small.clock.set(START);
    const downtimes = (): Outage[] =>
      store.outages
        .filter((o) => o.kind === 'DOWNTIME')
        .map((o) => ({ kind: o.kind, start: o.startAt, end: o.endAt }));
    return { ...small, store, maintenance, downtimes };
  }

  const after = (ms: number) => new Date(START.getTime() + ms);

  describe('uptime: a silence longer than 15 s (three 5 s beats) is an outage from the last beat to the next (silenceEndedBy)', () => {
    it('is no outage at exactly 15 s, one at 15 s and 1 ms', () => {
      expect(DOWN_AFTER_MS).toBe(3 * BEAT_MS);
      expect(silenceEndedBy(START, after(DOWN_AFTER_MS - 1))).toBeNull();
      expect(silenceEndedBy(START, after(DOWN_AFTER_MS))).toBeNull();
      expect(silenceEndedBy(START, after(DOWN_AFTER_MS + 1))).toEqual({
        kind: 'DOWNTIME',
        start: START,
        end: after(DOWN_AFTER_MS + 1),
      });
    });

    it('is no outage at the first beat ever, nor at a beat older than the last (a late replica)', () => {
      expect(silenceEndedBy(null, START)).toBeNull();
      expect(silenceEndedBy(after(10 * DOWN_AFTER_MS), START)).toBeNull();
    });
  });

  describe('uptime: beats at the clock', () => {
    it('records nothing while the clock moves 5 s between beats', async () => {
      const { sut, clock, downtimes } = await uptimeAt();
      await sut.beat();
      for (let i = 0; i < 8; i += 1) {
        clock.advance(BEAT_MS);
        await sut.beat();
      }
      expect(downtimes()).toEqual([]);
    });

    it('records a silence of 15 s and 1 ms, from the last beat to the beat that ends it; 15 s is still up', async () => {
      const { sut, clock, downtimes } = await uptimeAt();
      await sut.beat();
      clock.advance(DOWN_AFTER_MS);
      await sut.beat(); // exactly 15 s: up
      expect(downtimes()).toEqual([]);
      const last = clock.now();
      clock.advance(DOWN_AFTER_MS + 1);
      await sut.beat();
      expect(downtimes()).toEqual([{ kind: 'DOWNTIME', start: last, end: clock.now() }]);
    });

    it('records one outage per silence, each from its own last beat', async () => {
      const { sut, clock, downtimes } = await uptimeAt();
      await sut.beat();
      clock.advance(60_000);
      await sut.beat();
      clock.advance(BEAT_MS);
      await sut.beat();
      clock.advance(20 * 60_000);
      await sut.beat();
      expect(downtimes()).toEqual([
        { kind: 'DOWNTIME', start: START, end: after(60_000) },
        { kind: 'DOWNTIME', start: after(60_000 + BEAT_MS), end: after(60_000 + BEAT_MS + 20 * 60_000) },
      ]);
    });

    it('records the maintenance window in force at the beat: not 1 ms before it starts, at its start, not at its end', async () => {
      const { sut, clock, store, maintenance } = await uptimeAt();
      const window = { start: after(60_000).toISOString(), end: after(120_000).toISOString() };
      maintenance.window = window;
      const recorded = () => store.outages.filter((o) => o.kind === 'MAINTENANCE');
      clock.set(after(60_000 - 1));
      await sut.beat();
      expect(recorded()).toEqual([]);
      clock.set(after(60_000));
      await sut.beat();
      const row = { kind: 'MAINTENANCE', startAt: after(60_000), endAt: after(120_000) };
      expect(recorded()).toEqual([row]);
      maintenance.window = { ...window, end: after(180_000).toISOString() }; // moved on: the row follows
      clock.set(after(120_000));
      await sut.beat();
      expect(recorded()).toEqual([{ ...row, endAt: after(180_000) }]);
      maintenance.window = window; // back to its first end: over at 120 s, nothing more recorded
      clock.set(after(120_001));
      await sut.beat();
      expect(recorded()).toEqual([{ ...row, endAt: after(180_000) }]);
    });
  });

  describe('uptime: the lock-out an order deadline moves by', () => {
    it('adds the maintenance window in force at the end of the waiting before a beat recorded it, once', async () => {
      const { sut, maintenance, store } = await uptimeAt();
      maintenance.window = { start: after(60_000).toISOString(), end: after(90_000).toISOString() };
      const window: Outage = { kind: 'MAINTENANCE', start: after(60_000), end: after(90_000) };
      expect(await sut.between(START, after(60_000 - 1))).toEqual([]);
      expect(await sut.between(START, after(63_000))).toEqual([window]);
      await store.record('MAINTENANCE', window.start, window.end);
      expect(await sut.between(START, after(63_000))).toEqual([window]);
    });

    it('ends a window cleared early at the clock (the real lock-out), and drops one cleared before it began', async () => {
      const { sut, clock, store } = await uptimeAt();
      const window = { start: after(60_000).toISOString(), end: after(600_000).toISOString() };
      await store.record('MAINTENANCE', after(60_000), after(600_000));
      clock.set(after(80_000));
      await sut.windowEnded(FAKE_TX, window);
      expect(store.outages).toEqual([{ kind: 'MAINTENANCE', startAt: after(60_000), endAt: after(80_000) }]);

      const later = { start: after(900_000).toISOString(), end: after(960_000).toISOString() };
      await store.record('MAINTENANCE', after(900_000), after(960_000));
      await sut.windowEnded(FAKE_TX, later); // cleared at 80 s, before it began
      expect(store.outages).toHaveLength(1);
    });
  });

  describe('uptime: timed beats', () => {
    it('does not beat on a FakeClock (its moves would be outages in the shared database): tests call beat()', async () => {
      const { sut, store } = await uptimeAt('http');
      await sut.onApplicationBootstrap();
      sut.onModuleDestroy();
      expect(store.beats.size).toBe(0);
    });

    it('beats at start-up on the machine clock: http where it serves traders, worker where it fires deadlines', async () => {
      for (const [apiRole, beats] of [
        ['http', [HTTP]],
        ['worker', [WORKER]],
        ['all', [HTTP, WORKER]],
      ] as const) {
        const store = new MemoryUptimeStore();
        // The machine's clock where newTestService takes a FakeClock: only the kind of clock matters here.
        const { sut } = await newTestService(
          UptimeService,
          [
            [UptimeRepository, store],
            [MaintenanceService, new FakeMaintenance()],
            [APP_CONFIG, { apiRole }],
          ],
          new SystemClock() as unknown as FakeClock,
        );
        await sut.onApplicationBootstrap();
        sut.onModuleDestroy();
        expect([...store.beats.keys()].sort()).toEqual([...beats].sort());
      }
    });
  });

  describe('uptime: the HTTP API frozen while the worker runs (issue 22: deadline fired 20 s into a 60 s freeze)', () => {
    it('is a silence still going on once the HTTP beat is 15 s and 1 ms old and the worker beat 15 s or less', () => {
      expect(ongoingSilence(START, after(DOWN_AFTER_MS), after(DOWN_AFTER_MS))).toBeNull();
      expect(ongoingSilence(START, after(DOWN_AFTER_MS), after(DOWN_AFTER_MS + 1))).toEqual({
        kind: 'DOWNTIME',
        start: START,
        end: after(DOWN_AFTER_MS + 1),
      });
      expect(ongoingSilence(START, after(1), after(DOWN_AFTER_MS + 1))).toEqual({
        kind: 'DOWNTIME',
        start: START,
        end: after(DOWN_AFTER_MS + 1),
      });
    });

    it('is none when the worker was silent too (the platform was off: the next HTTP beat records it) or nothing ever beat', () => {
      expect(ongoingSilence(START, START, after(DOWN_AFTER_MS + 1))).toBeNull();
      expect(ongoingSilence(null, after(DOWN_AFTER_MS), after(DOWN_AFTER_MS + 1))).toBeNull();
      expect(ongoingSilence(START, null, after(DOWN_AFTER_MS + 1))).toBeNull();
    });

    it('answers the freeze among the outages of a waiting time, 20 s into it, and once the API is back the recorded silence only', async () => {
      const { sut, clock, store } = await uptimeAt();
      await sut.beat(clock.now(), HTTP); // the last HTTP beat: the API freezes right after it
      const frozenAt = clock.now();
      for (let i = 0; i < 4; i += 1) {
        clock.advance(BEAT_MS);
        await store.beat(WORKER, clock.now()); // the worker runs on
      }
      const twentySecondsIn = clock.now();
      expect(await sut.between(after(-60_000), twentySecondsIn)).toEqual([
        { kind: 'DOWNTIME', start: frozenAt, end: twentySecondsIn },
      ]);
      clock.advance(40_000);
      await store.beat(WORKER, clock.now());
      await sut.beat(clock.now(), HTTP); // back after 60 s: the silence is recorded
      const back = clock.now();
      expect(await sut.between(after(-60_000), back)).toEqual([
        { kind: 'DOWNTIME', start: frozenAt, end: back },
      ]);
    });

    it('answers no freeze while the HTTP API beats every 5 s', async () => {
      const { sut, clock, store } = await uptimeAt();
      for (let i = 0; i < 6; i += 1) {
        await sut.beat(clock.now(), HTTP);
        await store.beat(WORKER, clock.now());
        clock.advance(BEAT_MS);
      }
      expect(await sut.between(after(-60_000), clock.now())).toEqual([]);
    });
  });
});
