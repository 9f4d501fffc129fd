// The queues: one per kind of work, each with its own concurrency, retries and backoff.
import type { JobsOptions } from 'bullmq';

export interface QueueSettings {
  /** Jobs of this queue one worker process runs at the same time. */
  concurrency: number;
  /** Default options of every job added to the queue. */
  jobOptions: JobsOptions;
}

/** Completed jobs are kept a day, so that a job id added again in that time is still a no-op. */
const KEEP = { removeOnComplete: { age: 24 * 3600 }, removeOnFail: { age: 7 * 24 * 3600 } };

export const QUEUES = {
  /** Order deadlines (acceptance, deposit, payment, confirmation): short, many, retried fast. */
  'order-timers': {
    concurrency: 8,
    jobOptions: { ...KEEP, attempts: 5, backoff: { type: 'exponential', delay: 1000 } },
  },
  /** Execution of appeal decisions after their delay. */
  appeals: {
    concurrency: 2,
    jobOptions: { ...KEEP, attempts: 5, backoff: { type: 'exponential', delay: 5000 } },
  },
  /** Releases, refunds and withdrawals: one at a time, patient retries (each payout records its tx first). */
  chain: {
    concurrency: 1,
    jobOptions: { ...KEEP, attempts: 10, backoff: { type: 'exponential', delay: 15_000 } },
  },
  /**
   * NFT metadata and images fetched from their token URIs: a few at a time (each bounded in bytes and time),
   * a node that did not answer retried; a refused or broken document is recorded, not retried.
   */
  'nft-metadata': {
    concurrency: 2,
    jobOptions: { ...KEEP, attempts: 3, backoff: { type: 'exponential', delay: 10_000 } },
  },
  /** Outgoing mail. */
  mail: {
    concurrency: 4,
    jobOptions: { ...KEEP, attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  },
  /** Price candles rolled up from the trades' ticks: one round at a time, a failed round waits for the next. */
  prices: {
    concurrency: 1,
    jobOptions: { ...KEEP, attempts: 1 },
  },
  /** Periodic clean-up: one at a time, a failed round waits for the next. */
  housekeeping: {
    concurrency: 1,
    jobOptions: { ...KEEP, attempts: 1 },
  },
} satisfies Record<string, QueueSettings>;

export type QueueName = keyof typeof QUEUES;
