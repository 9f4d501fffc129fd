// Heartbeats and the periods nobody could act in (issue 12: no one is timed out by our own downtime),
// against the real database. The beats here use their own heartbeat name and dates in 2001, so the test
// APIs' own beats and maintenance windows of other tests never mix in.
import { extendDeadline } from '@p2p/domain';
import postgres from 'postgres';
import {
  MAINTENANCE_SETTING_KEY,
  MaintenanceService,
} from '../../src/core/maintenance/maintenance.service.js';
import { BEAT_MS, DOWN_AFTER_MS, UptimeService } from '../../src/core/uptime/uptime.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { until } from '../support/payout-helpers.js';

describe('core/uptime', () => {
  let api: TestApi;
  let uptime: UptimeService;
  let source: string;
  let n = 0;

  beforeAll(async () => {
    api = await startTestApi();
    uptime = api.app.get(UptimeService);
  });
  afterAll(() => api.close());
  beforeEach(() => {
    n += 1;
    source = `test-${process.pid}-${n}`;
  });

  const at = (day: number, hhmmss: string) =>
    new Date(`2001-0${n}-${String(day).padStart(2, '0')}T${hhmmss}.000Z`);
  const month = () => ({ from: at(1, '00:00:00'), to: at(28, '00:00:00') });
  const downtimes = async () =>
    (await uptime.between(month().from, month().to)).filter((o) => o.kind === 'DOWNTIME');

  describe('uptime: heartbeats and outages', () => {
    it('records nothing while beats come every 5 s', async () => {
      expect(BEAT_MS).toBe(5_000);
      for (const s of ['10:00:00', '10:00:05', '10:00:10', '10:00:25']) await uptime.beat(at(2, s), source);
      expect(await downtimes()).toEqual([]);
    });

    it('records a silence longer than 15 s as DOWNTIME from the last beat to the next', async () => {
      expect(DOWN_AFTER_MS).toBe(15_000);
      await uptime.beat(at(3, '10:00:00'), source);
      await uptime.beat(at(3, '10:00:15'), source); // exactly 15 s: still up
      await uptime.beat(at(3, '10:20:15'), source);
      expect(await downtimes()).toEqual([
        { kind: 'DOWNTIME', start: at(3, '10:00:15'), end: at(3, '10:20:15') },
      ]);
    });

    it('records one silence once when several replicas come back and see it', async () => {
      await uptime.beat(at(4, '09:00:00'), source);
      await Promise.all([uptime.beat(at(4, '09:30:00'), source), uptime.beat(at(4, '09:30:00'), source)]);
      expect(await downtimes()).toHaveLength(1);
    });

    it('keeps the latest beat when a late replica reports an older one', async () => {
      await uptime.beat(at(5, '08:00:00'), source);
      await uptime.beat(at(5, '08:00:10'), source);
      await uptime.beat(at(5, '08:00:05'), source); // late: the row keeps 08:00:10
      await uptime.beat(at(5, '08:00:20'), source); // 10 s after 08:00:10 (15 after the late one): no outage
      expect(await downtimes()).toEqual([]);
    });

    it('records the maintenance window in force at a beat, once, and its end when it moves', async () => {
      const start = at(6, '02:00:00');
      const end = at(6, '03:00:00');
      const maintenance = api.app.get(MaintenanceService);
      const setWindow = async (value: { start: string; end: string } | null) => {
        if (value) {
          await api.prisma.systemSetting.upsert({
            where: { key: MAINTENANCE_SETTING_KEY },
            create: { key: MAINTENANCE_SETTING_KEY, value },
            update: { value },
          });
        } else {
          await api.prisma.systemSetting.deleteMany({ where: { key: MAINTENANCE_SETTING_KEY } });
        }
        maintenance.invalidate();
      };
      // A window in 2001: in force at the test's beats, long over for every real request.
      await setWindow({ start: start.toISOString(), end: end.toISOString() });
      await uptime.beat(at(6, '02:10:00'), source);
      await uptime.beat(at(6, '02:10:15'), source);
      const later = at(6, '03:30:00');
      await setWindow({ start: start.toISOString(), end: later.toISOString() });
      await uptime.beat(at(6, '02:10:30'), source);
      await setWindow(null);
      const windows = (await uptime.between(month().from, month().to)).filter(
        (o) => o.kind === 'MAINTENANCE',
      );
      expect(windows).toEqual([{ kind: 'MAINTENANCE', start, end: later }]);
    });

    it('keeps the end an operator clear gave a window when a beat reads it during the clear (the clear wins)', async () => {
      const start = at(8, '10:00:00');
      const announced = at(8, '11:00:00');
      const cleared = at(8, '10:20:00');
      const maintenance = api.app.get(MaintenanceService);
      const value = { start: start.toISOString(), end: announced.toISOString() };
      await api.prisma.systemSetting.create({ data: { key: MAINTENANCE_SETTING_KEY, value } });
      maintenance.invalidate();
      // Another process's console: its own connection, its clear not yet committed when the beat comes.
      const other = postgres(api.config.databaseUrl, { max: 1, onnotice: () => undefined });
      try {
        await uptime.beat(at(8, '10:10:00'), source); // the window in force is recorded ...
        expect(await maintenance.window()).toEqual(value); // ... and this process has it cached
        let beating: Promise<void> | undefined;
        await other.begin(async (tx) => {
          // What OpsMaintenanceService.clear does: lock the setting, remove it, end the recorded period now.
          await tx`select value from system_settings where key = ${MAINTENANCE_SETTING_KEY} for update`;
          await tx`delete from system_settings where key = ${MAINTENANCE_SETTING_KEY}`;
          await tx`update outages set end_at = ${cleared}
            where kind = 'MAINTENANCE'::outage_kind and start_at = ${start}`;
          beating = uptime.beat(at(8, '10:20:05'), source);
          await until('the beat to wait for the clear', async () => {
            const [row] = await tx<{ n: number }[]>`
              select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`;
            return (row?.n ?? 0) > 0;
          });
        });
        await beating;
        const windows = (await uptime.between(month().from, month().to)).filter(
          (o) => o.kind === 'MAINTENANCE',
        );
        expect(windows).toEqual([{ kind: 'MAINTENANCE', start, end: cleared }]);
      } finally {
        await other.end();
        await api.prisma.systemSetting.deleteMany({ where: { key: MAINTENANCE_SETTING_KEY } });
        maintenance.invalidate();
      }
    });

    it('answers the periods that overlap a waiting time, which move an order deadline on', async () => {
      await uptime.beat(at(7, '12:00:00'), source);
      await uptime.beat(at(7, '12:10:00'), source); // down 12:00 -> 12:10
      const since = at(7, '11:55:00');
      const deadline = at(7, '12:10:00');
      const outages = await uptime.between(since, at(7, '13:00:00'));
      const moved = extendDeadline(since, deadline, outages);
      expect(moved.deadline).toEqual(at(7, '12:20:00'));
      expect(moved.applied).toEqual([
        { kind: 'DOWNTIME', start: at(7, '12:00:00'), end: at(7, '12:10:00'), ms: 600_000 },
      ]);
    });
  });
});
