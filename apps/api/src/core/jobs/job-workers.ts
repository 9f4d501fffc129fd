import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Clock } from '@p2p/domain';
import { type Job, Worker } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { activeTracing } from '../tracing/tracing.js';
import { bullConnection, bullPrefix, closeBullConnections } from './bull-connection.js';
import { type JobCatalog, type JobData, queuesOf } from './job-catalog.js';
import { QUEUES } from './job-queues.js';
import { ACTIVE_JOB_CATALOG, JobRegistry } from './job-registry.js';
import { JobsService } from './jobs.service.js';

/** Roles that process jobs; `http` only adds them. */
export function runsJobs(role: AppConfig['apiRole']): boolean {
  return role === 'worker' || role === 'all';
}

/**
 * In the `worker` and `all` roles: one BullMQ worker per queue of the catalogue, which hands each job to
 * its registered handler, and the schedulers of periodic jobs. Closed (running jobs finished) on shutdown.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger(JobWorkers.name);
  private readonly workers: Worker[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ACTIVE_JOB_CATALOG) private readonly catalog: JobCatalog,
    private readonly registry: JobRegistry,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  /** Whether this process runs jobs (its role is `worker` or `all`). */
  get running(): boolean {
    return this.workers.length > 0;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!runsJobs(this.config.apiRole)) return;
    for (const queue of queuesOf(this.catalog)) {
      const worker = new Worker(queue, (job: Job<JobData>) => this.run(job), {
        connection: bullConnection(this.config),
        prefix: bullPrefix(this.config),
        concurrency: QUEUES[queue].concurrency,
        telemetry: activeTracing()?.telemetry,
      });
      worker.on('failed', (job, err) =>
        this.logger.warn(`job ${job?.name ?? '?'} ${job?.id ?? '?'} failed: ${err.message}`),
      );
      worker.on('error', (err) => this.logger.error(`worker of ${queue}: ${err.message}`));
      this.workers.push(worker);
    }
    await this.upsertSchedulers();
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.workers.splice(0).map((w) => w.close()));
  }

  /** After the queues and workers closed: the cluster clients they were given (on a Redis Cluster). */
  onApplicationShutdown(): void {
    closeBullConnections(this.config);
  }

  private run(job: Job<JobData>): Promise<unknown> {
    return this.registry.handlerFor(job.name)(job.data);
  }

  /**
   * Creates each periodic job's scheduler (id: the job name) unless it exists with the same schedule, so
   * that booting one more worker does not push the next run back.
   */
  private async upsertSchedulers(): Promise<void> {
    for (const [name, spec] of Object.entries(this.catalog)) {
      if (!spec.schedule) continue;
      const queue = this.jobs.queueOf(name);
      const current = await queue.getJobScheduler(name);
      const { schedule } = spec;
      if ('every' in schedule) {
        if (current && Number(current.every) === schedule.every) continue;
        await queue.upsertJobScheduler(
          name,
          { every: schedule.every, startDate: this.clock.nowMs() + schedule.every },
          { name, data: {} },
        );
      } else {
        if (current && current.pattern === schedule.pattern) continue;
        await queue.upsertJobScheduler(name, { pattern: schedule.pattern }, { name, data: {} });
      }
    }
  }
}
