// What a transaction leaves for later or elsewhere: rows of the `outbox` table, written with the same
// `tx` as the change they describe, handed by the relay to their consumers once committed.
import type { SocketMessage } from '@p2p/contracts';
import type { Tx } from '../infra/db/sql.service.js';

/** A socket message for rooms (`user:{id}`, `order:{id}`) of the live gateway. */
export interface LiveOutboxPayload {
  rooms: string[];
  message: SocketMessage;
}

/** A job for the queue: its name (from the job catalogue), its data (ids only) and its data-made id. */
export interface JobOutboxPayload {
  name: string;
  data: Record<string, string | number | boolean | null>;
  jobId: string;
  /** ISO time at which it is due (a delayed job); absent: at once. */
  runAt?: string;
}

/**
 * What escrow tells the modules that opened deposits and queued payouts (ads, orders): a deposit complete
 * or cancelled, a payout confirmed or failed. Ids as text.
 */
export interface EscrowOutboxPayload {
  event: 'DEPOSIT_COMPLETED' | 'DEPOSIT_CANCELLED' | 'PAYOUT_CONFIRMED' | 'PAYOUT_FAILED';
  /** Deposits: AD or ORDER and the caller's reference. */
  purpose?: string;
  refId?: string;
  depositIntentId?: string;
  /** Payouts: the payout, its kind and reference; `willRetry` when a failed one is queued again. */
  payoutId?: string;
  payoutKind?: string;
  payoutRef?: string;
  willRetry?: boolean;
}

/** The kinds of outbox row and their payloads: the relay hands each kind to the consumers that accept it. */
export interface OutboxPayloads {
  live: LiveOutboxPayload;
  job: JobOutboxPayload;
  escrow: EscrowOutboxPayload;
}
export type OutboxType = keyof OutboxPayloads;

/** A row to append: `aggregate` and `aggregateId` name the thing it is about (order 17, ad 4, user 9). */
export interface NewOutboxRow<K extends OutboxType = OutboxType> {
  aggregate: string;
  aggregateId: string;
  type: K;
  payload: OutboxPayloads[K];
}

/** A committed row as the relay reads it (ids are strings: bigint in the database). */
export interface OutboxRow<K extends OutboxType = OutboxType> {
  id: string;
  aggregate: string;
  aggregateId: string;
  type: K;
  payload: OutboxPayloads[K];
  attempts: number;
  createdAt: Date;
}

/**
 * A consumer of committed rows whose effect is outside the database (a queue, the sockets). Delivery is
 * at least once: `consume` may see the same row again (after a crash between hand-off and mark), so it
 * must be idempotent by `row.id` (or by an id made from the data). Register with
 * `OutboxConsumers.register()` in `onModuleInit`.
 */
export interface OutboxConsumer {
  readonly name: string;
  readonly inTransaction?: false;
  accepts(row: OutboxRow): boolean;
  consume(row: OutboxRow): Promise<void>;
}

/**
 * A consumer whose effect is database rows: the relay runs it inside its claiming transaction, on that
 * transaction's handle (`tx`, within a savepoint of the row), so its rows and the row's publication
 * commit together or not at all: once per row, whatever crashes when. It never opens a transaction of
 * its own (the claim holds a pool connection: waiting for another could wait for ever on a small pool)
 * and does nothing outside the database (what has to happen elsewhere is an outbox row written with `tx`).
 */
export interface OutboxTransactionalConsumer {
  readonly name: string;
  readonly inTransaction: true;
  accepts(row: OutboxRow): boolean;
  consume(row: OutboxRow, tx: Tx): Promise<void>;
}

export type AnyOutboxConsumer = OutboxConsumer | OutboxTransactionalConsumer;
