// The job machinery on a probe catalogue: real BullMQ on this run's Redis (its own key prefix), handlers
// of a probe module that record each run.
import { randomBytes } from 'node:crypto';
import { Global, Injectable, Module, type Type } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { Clock, FakeClock } from '@p2p/domain';
import type { AppConfig } from '../../src/core/config/config.js';
import type { JobCatalog, JobData } from '../../src/core/jobs/job-catalog.js';
import { JobHandler } from '../../src/core/jobs/job-handler.decorator.js';
import { JobsOutboxConsumer } from '../../src/core/jobs/jobs-outbox.consumer.js';
import { JobsModule } from '../../src/core/jobs/jobs.module.js';
import { JobsService } from '../../src/core/jobs/jobs.service.js';
import { OutboxConsumers } from '../../src/core/outbox/outbox-consumers.js';
import type { OutboxRow } from '../../src/core/outbox/outbox.types.js';
import { testConfig } from '../support/harness.js';

describe('jobs/jobs', () => {
  const PROBE_CATALOG: JobCatalog = {
    'probe.count': { queue: 'order-timers' },
    'probe.delayed': { queue: 'mail' },
  };

  interface Run {
    name: string;
    data: JobData;
    at: number;
  }

  /** What the probe handlers did: a real record of real runs. */
  const runs: Run[] = [];

  @Injectable()
  class ProbeJobs {
    @JobHandler('probe.count')
    async count(data: JobData): Promise<void> {
      runs.push({ name: 'probe.count', data, at: Date.now() });
    }

    @JobHandler('probe.delayed')
    async delayed(data: JobData): Promise<void> {
      runs.push({ name: 'probe.delayed', data, at: Date.now() });
    }
  }

  @Injectable()
  class SecondCountHandler {
    @JobHandler('probe.count')
    async again(): Promise<void> {}
  }

  @Injectable()
  class StrayHandler {
    @JobHandler('probe.unknown')
    async stray(): Promise<void> {}
  }

  /** The outbox's consumer registry (the real class), as the global OutboxModule provides it. */
  @Global()
  @Module({ providers: [OutboxConsumers], exports: [OutboxConsumers] })
  class ConsumersModule {}

  /** The injected clock (as the app provides it): a FakeClock, which only `runAt` reads. */
  const clock = new FakeClock(Date.now());
  @Global()
  @Module({ providers: [{ provide: Clock, useValue: clock }], exports: [Clock] })
  class ClockModule {}

  function config(role: AppConfig['apiRole'] = 'all'): AppConfig {
    const prefix = `${testConfig().redisPrefix}jobs-${randomBytes(4).toString('hex')}:`;
    return testConfig({ REDIS_PREFIX: prefix, API_ROLE: role });
  }

  async function boot(
    cfg: AppConfig,
    catalog: JobCatalog,
    handlers: Type[],
    outbox = false,
  ): Promise<TestingModule> {
    @Module({ providers: handlers })
    class ProbeModule {}
    const mod = await Test.createTestingModule({
      imports: [
        ClockModule,
        ...(outbox ? [ConsumersModule] : []),
        JobsModule.forRoot(cfg, { catalog, outbox }),
        ProbeModule,
      ],
    }).compile();
    mod.useLogger(false);
    try {
      await mod.init();
    } catch (err) {
      await mod.close();
      throw err;
    }
    return mod;
  }

  async function until(cond: () => boolean, ms = 5000): Promise<void> {
    const end = Date.now() + ms;
    while (!cond()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  describe('jobs: queues, ids from data, handler registry', () => {
    let cfg: AppConfig;
    let mod: TestingModule;
    let jobs: JobsService;
    beforeAll(async () => {
      cfg = config();
      mod = await boot(cfg, PROBE_CATALOG, [ProbeJobs], true);
      jobs = mod.get(JobsService);
    });
    afterAll(async () => {
      // This file's queues go with it (their keys are under its own prefix).
      await jobs.queue('order-timers').obliterate({ force: true });
      await jobs.queue('mail').obliterate({ force: true });
      await mod.close();
    });
    beforeEach(() => {
      runs.length = 0;
    });

    it('runs a job added twice with the same id once', async () => {
      const jobId = `order:17:WAIT_BUYER_PAY:2026-11-23T13:00:00.000Z`;
      const [a, b] = await Promise.all([
        jobs.enqueueByName('probe.count', { orderId: '17' }, { jobId }),
        jobs.enqueueByName('probe.count', { orderId: '17' }, { jobId }),
      ]);
      expect(a.id).toBe(b.id);
      await until(() => runs.length >= 1);
      const again = await jobs.enqueueByName('probe.count', { orderId: '17' }, { jobId });
      expect(again.id).toBe(a.id);
      // a window in which a duplicate job would have run
      await new Promise((r) => setTimeout(r, 500));
      expect(runs).toEqual([{ name: 'probe.count', data: { orderId: '17' }, at: expect.any(Number) }]);
      expect(await jobs.queue('order-timers').getCompletedCount()).toBe(1);
    });

    it('keeps ids that differ only where a colon was apart (ids are stored encoded)', async () => {
      await jobs.enqueueByName('probe.count', { id: 'a' }, { jobId: 'payout:1%3A2' });
      await jobs.enqueueByName('probe.count', { id: 'b' }, { jobId: 'payout:1:2' });
      await until(() => runs.length >= 2);
      expect(runs.map((r) => r.data.id).sort()).toEqual(['a', 'b']);
    });

    it('runs a delayed job after its delay, not before', async () => {
      const added = Date.now();
      await jobs.enqueueByName('probe.delayed', { n: 1 }, { jobId: `delayed:${added}`, delay: 600 });
      // half the delay: the delayed job must not have run yet
      await new Promise((r) => setTimeout(r, 300));
      expect(runs).toEqual([]);
      await until(() => runs.length === 1);
      expect(runs[0]!.at - added).toBeGreaterThanOrEqual(600);
    });

    it('delays a job at runAt by runAt - clock.now() (the injected clock), a past runAt by nothing', async () => {
      const key = randomBytes(4).toString('hex');
      const runAt = new Date(clock.nowMs() + 400);
      const added = Date.now();
      const job = await jobs.enqueueByName('probe.delayed', { n: 2 }, { jobId: `delayed:${key}:at`, runAt });
      expect(job.opts.delay).toBe(400);
      await until(() => runs.length === 1);
      expect(runs[0]!.at - added).toBeGreaterThanOrEqual(400);
      const late = new Date(clock.nowMs() - 1);
      const past = await jobs.enqueueByName(
        'probe.delayed',
        { n: 3 },
        { jobId: `delayed:${key}:past`, runAt: late },
      );
      expect(past.opts.delay).toBe(0);
      await until(() => runs.length === 2);
    });

    it('refuses a name the catalogue lacks and an id not made from data', async () => {
      await expect(jobs.enqueueByName('probe.unknown', {}, { jobId: 'x:1' })).rejects.toThrow(
        'job probe.unknown is not in the job catalogue',
      );
      await expect(jobs.enqueueByName('probe.count', {}, { jobId: '42' })).rejects.toThrow(
        /job id made from its data/,
      );
      await expect(jobs.enqueueByName('probe.count', {}, { jobId: '' })).rejects.toThrow(
        /job id made from its data/,
      );
    });

    it('enqueues committed job rows of the outbox by their job id: a second delivery adds nothing', async () => {
      const consumers = mod.get(OutboxConsumers);
      const consumer = mod.get(JobsOutboxConsumer);
      expect(consumers.all).toContain(consumer);
      const row: OutboxRow<'job'> = {
        id: '901',
        aggregate: 'order',
        aggregateId: '31',
        type: 'job',
        payload: { name: 'probe.count', data: { orderId: '31' }, jobId: 'order:31:WAIT_SELLER_CONFIRM:t1' },
        attempts: 0,
        createdAt: new Date(),
      };
      expect(consumers.for(row)).toEqual([consumer]);
      expect(consumers.for({ ...row, type: 'live' } as OutboxRow)).toEqual([]);
      await consumer.consume(row);
      await consumer.consume(row);
      await until(() => runs.length >= 1);
      // a window in which a second run would have happened
      await new Promise((r) => setTimeout(r, 300));
      expect(runs.map((r) => r.data)).toEqual([{ orderId: '31' }]);
      await expect(consumer.consume({ ...row, payload: { ...row.payload, runAt: 'soon' } })).rejects.toThrow(
        'runAt is not a time',
      );
    });
  });

  describe('jobs: the boot check', () => {
    it('refuses to start when a job name has no handler, naming it', async () => {
      const catalog: JobCatalog = { ...PROBE_CATALOG, 'probe.orphan': { queue: 'mail' } };
      await expect(boot(config('http'), catalog, [ProbeJobs])).rejects.toThrow(
        /Job handlers do not match the job catalogue[\s\S]*probe\.orphan: no handler/,
      );
    });

    it('refuses to start when a job name has two handlers, naming both', async () => {
      await expect(boot(config('http'), PROBE_CATALOG, [ProbeJobs, SecondCountHandler])).rejects.toThrow(
        /probe\.count: 2 handlers \(ProbeJobs\.count, SecondCountHandler\.again\)/,
      );
    });

    it('refuses to start when a handler names a job the catalogue lacks', async () => {
      await expect(boot(config('http'), PROBE_CATALOG, [ProbeJobs, StrayHandler])).rejects.toThrow(
        /probe\.unknown: handler StrayHandler\.stray for a job not in the catalogue/,
      );
    });

    it('starts when every name has exactly one handler', async () => {
      const mod = await boot(config('http'), PROBE_CATALOG, [ProbeJobs]);
      expect(mod.get(JobsService).queueOf('probe.count').name).toBe('order-timers');
      await mod.close();
    });
  });
});
