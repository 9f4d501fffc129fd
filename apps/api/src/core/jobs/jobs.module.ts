import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule } from '@nestjs/bullmq';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { activeTracing } from '../tracing/tracing.js';
import { bullConnection, bullPrefix } from './bull-connection.js';
import { JOB_CATALOG, type JobCatalog, queuesOf } from './job-catalog.js';
import { QUEUES } from './job-queues.js';
import { ACTIVE_JOB_CATALOG, JobRegistry } from './job-registry.js';
import { JobWorkers } from './job-workers.js';
import { JobsOutboxConsumer } from './jobs-outbox.consumer.js';
import { JobsService } from './jobs.service.js';

/**
 * The queues (BullMQ through @nestjs/bullmq), the handler registry with its boot check, and the workers
 * of the `worker` and `all` roles. Global: any module may inject `JobsService`.
 */
@Module({})
export class JobsModule {
  /**
   * `catalog`: only tests pass another one. `outbox`: register the consumer of the outbox's `job` rows
   * (needs the global OutboxModule).
   */
  static forRoot(config: AppConfig, opts: { catalog?: JobCatalog; outbox?: boolean } = {}): DynamicModule {
    const { catalog = JOB_CATALOG, outbox = true } = opts;
    return {
      module: JobsModule,
      global: true,
      imports: [
        DiscoveryModule,
        BullModule.forRoot({
          connection: bullConnection(config, 'producer'),
          prefix: bullPrefix(config),
          // With traces on: a span per job added, its context carried in the job to the worker's span.
          telemetry: activeTracing()?.telemetry,
        }),
        BullModule.registerQueue(
          ...queuesOf(catalog).map((name) => ({ name, defaultJobOptions: QUEUES[name].jobOptions })),
        ),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: ACTIVE_JOB_CATALOG, useValue: catalog },
        JobRegistry,
        JobsService,
        JobWorkers,
        ...(outbox ? [JobsOutboxConsumer] : []),
      ],
      exports: [ACTIVE_JOB_CATALOG, JobsService, JobWorkers],
    };
  }
}
