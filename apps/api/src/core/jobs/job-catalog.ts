// The one place that names the jobs: each name's queue, its payload (ids only, never whole rows) and,
// for periodic work, its schedule.
//
// To add a job: add its payload to `JobPayloads`, its entry to `JOB_CATALOG`, and a method with
// `@JobHandler('<name>')` in the owning module's `<area>.jobs.ts`. The boot check refuses to start when
// a name has no handler or two, so add the name with its handler, in the same change.
// Job ids come from the data: `order:{id}:{status}:{deadlineAt}`, `payout:{id}`.
import { SWEEP_INTERVAL_MS } from '../housekeeping/expired-rows.sweeper.js';
import type { QueueName } from './job-queues.js';

/** A job's data: ids and small values only (what an outbox row can carry). */
export type JobData = Record<string, string | number | boolean | null>;

/** Periodic work: a fixed interval (the first run one interval after the scheduler is created) or a cron. */
export type JobSchedule = { every: number } | { pattern: string };

export interface JobSpec {
  queue: QueueName;
  schedule?: JobSchedule;
}

export type JobCatalog = Readonly<Record<string, JobSpec>>;

/** The payload of each job. */
export interface JobPayloads {
  /** Deletes expired sign-in nonces, QR events and email codes. */
  'housekeeping.sweep': Record<string, never>;
  /** Wakes a chain's sender: a payout was queued (or must be sent again). */
  'escrow.sendPayouts': { chain: string };
  /** Marks deposit intents past their expiry and tells their owners. */
  'escrow.expireDeposits': Record<string, never>;
  /** Returns what remains in idle temporary balances once no ad or order is under way (spec §4). */
  'escrow.returnLeftovers': Record<string, never>;
  /** Proof of reserves: compares each escrow wallet with what is owed, alerts on a difference. */
  'escrow.reconcile': Record<string, never>;
  /** An order's deadline in a status (job id `order:{id}:{status}:{deadline ms}`). */
  'orders.deadline': { orderId: string; status: string; deadline: number };
  /** Fires the order deadlines a lost job or a stopped worker missed. */
  'orders.sweep': Record<string, never>;
  /** Executes an appeal decision once its delay has passed (job id `appeal:{id}:{executeAt ms}`). */
  'appeals.execute': { appealId: string; executeAt: number };
  /** Executes the appeal decisions a lost job or a stopped worker missed. */
  'appeals.sweep': Record<string, never>;
  /** Reads an NFT item's token URI, metadata and image (job id `nft-metadata:{itemId}:{requested ms}`). */
  'nfts.fetchMetadata': { itemId: string };
  /** Mails a merchant certification decision to its trader (job id `merchant:{id}:{notice}:{at ms}`). */
  'merchants.notify': { applicationId: string; notice: string };
  /** Mails an appeal officer's evidence request to the asked party (job id `appeal-request:{id}`). */
  'appeals.requestMail': { requestId: string };
  /** Mails staff taking an ad offline or cancelling it to its trader (job id `trading-ad:{id}:{action}:{at ms}`). */
  'trading.adNotice': { adId: string; action: string };
  /** Folds new price ticks into their candles; moves reference prices to the latest averages (issue 14). */
  'prices.rollup': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export const JOB_CATALOG = {
  'housekeeping.sweep': { queue: 'housekeeping', schedule: { every: SWEEP_INTERVAL_MS } },
  'escrow.sendPayouts': { queue: 'chain' },
  'escrow.expireDeposits': { queue: 'housekeeping', schedule: { every: 60_000 } },
  'escrow.returnLeftovers': { queue: 'chain', schedule: { every: 10 * 60_000 } },
  'escrow.reconcile': { queue: 'housekeeping', schedule: { every: 5 * 60_000 } },
  'orders.deadline': { queue: 'order-timers' },
  'orders.sweep': { queue: 'order-timers', schedule: { every: 60_000 } },
  'prices.rollup': { queue: 'prices', schedule: { every: 60_000 } },
  'nfts.fetchMetadata': { queue: 'nft-metadata' },
  'appeals.execute': { queue: 'appeals' },
  'appeals.sweep': { queue: 'appeals', schedule: { every: 60_000 } },
  'merchants.notify': { queue: 'mail' },
  'appeals.requestMail': { queue: 'mail' },
  'trading.adNotice': { queue: 'mail' },
} satisfies Record<JobName, JobSpec>;

/** The queues a catalogue uses (a queue with no job is not opened). */
export function queuesOf(catalog: JobCatalog): QueueName[] {
  return [...new Set(Object.values(catalog).map((spec) => spec.queue))].sort();
}
