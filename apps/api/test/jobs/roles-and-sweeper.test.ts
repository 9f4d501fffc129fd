// API_ROLE on the real app: `http` adds jobs and runs none, `worker` runs them and owns the schedulers;
// the outbox relay runs where HTTP is served, not in a worker; the expired-rows sweep is the repeatable
// job `housekeeping.sweep`.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  EXPIRED_ROWS_KEPT_MS,
  SWEEP_INTERVAL_MS,
  type SweepCounts,
} from '../../src/core/housekeeping/expired-rows.sweeper.js';
import { JOB_CATALOG } from '../../src/core/jobs/job-catalog.js';
import { JobWorkers } from '../../src/core/jobs/job-workers.js';
import { JobsService } from '../../src/core/jobs/jobs.service.js';
import { OutboxConsumers } from '../../src/core/outbox/outbox-consumers.js';
import { OutboxRelayService } from '../../src/core/outbox/outbox-relay.service.js';
import { OutboxRepository } from '../../src/core/outbox/outbox.repository.js';
import { startTestApi, testConfig, type TestApi } from '../support/harness.js';

describe('jobs/roles-and-sweeper', () => {
  const id = () => randomBytes(8).toString('hex');

  async function until<T>(probe: () => Promise<T | null>, ms = 8000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const value = await probe();
      if (value !== null) return value;
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  describe('API_ROLE: http adds jobs, worker runs them', () => {
    // Both processes share this file's own key prefix, as two containers of one environment would.
    const prefix = `${testConfig().redisPrefix}roles-${id()}:`;
    let http: TestApi;
    let worker: TestApi | null = null;
    let closed = false;
    beforeAll(async () => {
      http = await startTestApi({ API_ROLE: 'http', REDIS_PREFIX: prefix });
    });
    afterAll(async () => {
      if (closed) return;
      await worker?.close();
      await http.close();
    });

    it('the http role runs no job and creates no scheduler; the worker role runs it and schedules the sweep', async () => {
      const jobs = http.app.get(JobsService);
      expect(http.app.get(JobWorkers).running).toBe(false);
      const job = await jobs.enqueue('housekeeping.sweep', {}, { jobId: `sweep:roles-${id()}` });
      // a window in which an http-only process would have run the job (it must not)
      await new Promise((r) => setTimeout(r, 700));
      expect(await job.getState()).toBe('waiting');
      expect(await jobs.queueOf('housekeeping.sweep').getJobScheduler('housekeeping.sweep')).toBeUndefined();

      worker = await startTestApi({ API_ROLE: 'worker', REDIS_PREFIX: prefix });
      expect(worker.app.get(JobWorkers).running).toBe(true);
      const state = await until(async () => {
        const s = await job.getState();
        return s === 'completed' ? s : null;
      });
      expect(state).toBe('completed');
      expect(await jobs.queueOf('housekeeping.sweep').getJobScheduler('housekeeping.sweep')).toMatchObject({
        every: SWEEP_INTERVAL_MS,
      });
    });

    it('the worker role serves no queue dashboard; the http role does (401 without a session)', async () => {
      expect(worker).not.toBeNull();
      const onHttp = await request(http.http).get('/api/admin/queues').expect(401);
      expect(onHttp.body.code).toBe('401');
      const onWorker = await request(worker!.http).get('/api/admin/queues');
      expect(onWorker.status).toBe(404);
    });

    it('the outbox relay runs in the http role, not in the worker role, and stops on shutdown', async () => {
      expect(worker).not.toBeNull();
      expect(http.app.get(OutboxRelayService).isRunning).toBe(true);
      expect(worker!.app.get(OutboxRelayService).isRunning).toBe(false);
      // The repository and the registry are global: any module can inject them.
      expect(http.app.get(OutboxRepository)).toBeInstanceOf(OutboxRepository);
      expect(http.app.get(OutboxConsumers)).toBeInstanceOf(OutboxConsumers);
      closed = true;
      await Promise.all([http.close(), worker!.close()]);
      expect(http.app.get(OutboxRelayService).isRunning).toBe(false);
    });
  });

  describe('housekeeping.sweep: the expired-rows sweeper as a repeatable job', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({
        API_ROLE: 'all',
        REDIS_PREFIX: `${testConfig().redisPrefix}sweep-${id()}:`,
      });
    });
    afterAll(() => api.close());

    it('has a scheduler every SWEEP_INTERVAL_MS whose first run is an interval away, not at boot', async () => {
      expect(JOB_CATALOG['housekeeping.sweep']).toEqual({
        queue: 'housekeeping',
        schedule: { every: SWEEP_INTERVAL_MS },
      });
      const queue = api.app.get(JobsService).queueOf('housekeeping.sweep');
      const scheduler = await queue.getJobScheduler('housekeeping.sweep');
      expect(scheduler).toMatchObject({ name: 'housekeeping.sweep', every: SWEEP_INTERVAL_MS });
      expect(Number(scheduler!.next)).toBeGreaterThan(Date.now() + SWEEP_INTERVAL_MS - 60_000);
      // The housekeeping queue holds the other periodic jobs too (escrow's), each waiting for its interval.
      const delayed = await queue.getDelayed();
      expect(delayed.map((j) => j.name).sort()).toEqual(
        ['escrow.expireDeposits', 'escrow.reconcile', 'housekeeping.sweep'].sort(),
      );
      expect(await queue.getCompletedCount()).toBe(0);
    });

    it('keeps the schedule when another worker boots (the next run is not pushed back)', async () => {
      const queue = api.app.get(JobsService).queueOf('housekeeping.sweep');
      const before = await queue.getJobScheduler('housekeeping.sweep');
      const second = await startTestApi({ API_ROLE: 'worker', REDIS_PREFIX: api.config.redisPrefix });
      try {
        expect((await queue.getJobScheduler('housekeeping.sweep'))?.next).toBe(before?.next);
      } finally {
        await second.app.close();
      }
    });

    it('running the job sweeps the expired rows', async () => {
      const expiresAt = new Date(Date.now() - EXPIRED_ROWS_KEPT_MS - 60_000);
      const eventId = `sweep-${id()}`;
      await api.prisma.qrScanEvent.create({
        data: { eventId, purpose: 'LOGIN', deviceId: 'sweep-device', expiresAt },
      });
      const code = await api.prisma.emailCode.create({
        data: { email: `${id()}@example.test`, scene: 'REGISTER', codeHash: 'x', expiresAt },
      });
      const jobs = api.app.get(JobsService);
      const job = await jobs.enqueue('housekeeping.sweep', {}, { jobId: `sweep:now-${id()}` });
      const counts = await until(async () => {
        const done = await job.getState();
        if (done === 'failed') throw new Error('the sweep failed');
        return done === 'completed'
          ? ((await jobs.queueOf('housekeeping.sweep').getJob(job.id!))?.returnvalue as SweepCounts)
          : null;
      });
      expect(counts.qrScanEvents).toBeGreaterThanOrEqual(1);
      expect(counts.emailCodes).toBeGreaterThanOrEqual(1);
      expect(await api.prisma.qrScanEvent.count({ where: { eventId } })).toBe(0);
      expect(await api.prisma.emailCode.count({ where: { id: code.id } })).toBe(0);
    });
  });
});
