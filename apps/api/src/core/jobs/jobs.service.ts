import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import { Clock } from '@p2p/domain';
import type { Job, Queue } from 'bullmq';
import { type JobCatalog, type JobData, type JobName, type JobPayloads, queuesOf } from './job-catalog.js';
import type { QueueName } from './job-queues.js';
import { ACTIVE_JOB_CATALOG } from './job-registry.js';
import { QueueBatcher } from './queue-batcher.js';

export interface EnqueueOptions {
  /** Made from the data (`order:{id}:{status}:{deadlineAt}`): a second add with the same id is a no-op. */
  jobId: string;
  /** Run after this many milliseconds... */
  delay?: number;
  /** ...or at this time of the injected clock (a past time runs at once). */
  runAt?: Date;
}

/**
 * The id BullMQ stores: it refuses most ids with ':', so ':' becomes '%3A' (and '%' '%25'), which keeps
 * distinct ids distinct. `order:17:WAIT_BUYER_PAY:2026-11-23T13:00:00.000Z` is still readable.
 */
export function bullJobId(jobId: string): string {
  return jobId.replaceAll('%', '%25').replaceAll(':', '%3A');
}

/** The job states counted per queue for the metrics. */
export const JOB_COUNT_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type JobCountState = (typeof JOB_COUNT_STATES)[number];

/** Adds jobs to their queue. Every role may add; only `worker` and `all` run them. */
@Injectable()
export class JobsService {
  private readonly batcher = new QueueBatcher();

  constructor(
    @Inject(ACTIVE_JOB_CATALOG) private readonly catalog: JobCatalog,
    private readonly moduleRef: ModuleRef,
    private readonly clock: Clock,
  ) {}

  /** Adds a job of the catalogue, typed by its payload. */
  enqueue<N extends JobName>(name: N, data: JobPayloads[N], opts: EnqueueOptions): Promise<Job> {
    return this.enqueueByName(name, data, opts);
  }

  /** Adds a job named at run time (an outbox row); refuses a name the catalogue lacks. */
  async enqueueByName(name: string, data: JobData, opts: EnqueueOptions): Promise<Job> {
    if (!opts.jobId || /^\d+$/.test(opts.jobId)) {
      throw new Error(`job ${name} needs a job id made from its data, such as payout:17`);
    }
    // BullMQ waits out the delay on Redis's and the machine's time: a job at `runAt` of a FakeClock
    // runs after what is left until `runAt` on that clock.
    const delay =
      opts.runAt !== undefined
        ? Math.max(0, opts.runAt.getTime() - this.clock.nowMs())
        : Math.max(0, opts.delay ?? 0);
    return this.batcher.add(this.queueOf(name), name, data, { jobId: bullJobId(opts.jobId), delay });
  }

  /** The queue of a job name of the catalogue. */
  queueOf(name: string): Queue {
    const spec = this.catalog[name];
    if (!spec) throw new Error(`job ${name} is not in the job catalogue`);
    return this.queue(spec.queue);
  }

  /** The jobs of each queue of the catalogue in the states the metrics watch (issue 27), read from Redis. */
  async jobCounts(): Promise<{ queue: QueueName; counts: Record<JobCountState, number> }[]> {
    const out: { queue: QueueName; counts: Record<JobCountState, number> }[] = [];
    for (const name of queuesOf(this.catalog)) {
      const raw = await this.queue(name).getJobCounts(...JOB_COUNT_STATES);
      const counts = Object.fromEntries(JOB_COUNT_STATES.map((s) => [s, raw[s] ?? 0])) as Record<
        JobCountState,
        number
      >;
      out.push({ queue: name, counts });
    }
    return out;
  }

  queue(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}
