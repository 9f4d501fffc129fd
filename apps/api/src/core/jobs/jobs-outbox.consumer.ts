import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OutboxConsumers } from '../outbox/outbox-consumers.js';
import type { JobOutboxPayload, OutboxConsumer, OutboxRow } from '../outbox/outbox.types.js';
import { JobsService } from './jobs.service.js';

/**
 * Hands committed `job` rows of the outbox to their queue. The row's job id (made from the data) is the
 * queue's job id, so a second delivery of the same row adds nothing.
 */
@Injectable()
export class JobsOutboxConsumer implements OutboxConsumer, OnModuleInit {
  readonly name = 'jobs';

  constructor(
    private readonly jobs: JobsService,
    private readonly consumers: OutboxConsumers,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  accepts(row: OutboxRow): boolean {
    return row.type === 'job';
  }

  async consume(row: OutboxRow): Promise<void> {
    const job = row.payload as JobOutboxPayload;
    let runAt: Date | undefined;
    if (job.runAt !== undefined) {
      runAt = new Date(job.runAt);
      if (Number.isNaN(runAt.getTime())) throw new Error(`outbox row ${row.id}: runAt is not a time`);
    }
    await this.jobs.enqueueByName(job.name, job.data, { jobId: job.jobId, runAt });
  }
}
