import { Logger } from '@nestjs/common';
import type { Clock } from '@p2p/domain';
import { TimeoutError, withTimeout } from '../common/with-timeout.js';
import type { Tx } from '../infra/db/sql.service.js';
import { guarded, type TransactionRunner } from '../infra/db/transaction-runner.js';
import type { OutboxConsumers } from './outbox-consumers.js';
import type { OutboxRepository } from './outbox.repository.js';
import type { OutboxRow, OutboxTransactionalConsumer } from './outbox.types.js';

export interface OutboxRelayDeps {
  runner: TransactionRunner;
  repository: OutboxRepository;
  consumers: OutboxConsumers;
  /** Whose time a failed row's retry is set by and due on (a test moves it instead of waiting). */
  clock: Clock;
}

export interface OutboxRelayOptions {
  /** The polling fallback: a drain runs this often even when no NOTIFY arrives. */
  pollMs: number;
  /** Rows claimed per transaction; default 100. */
  batchSize?: number;
  /**
   * A consumer that takes longer fails (the row is retried later); default 10 s. In the claiming
   * transaction it is also every statement's limit (`statement_timeout`), and a consumer there that
   * overruns rolls the whole batch back (its statements may still be under way on the connection).
   */
  consumerTimeoutMs?: number;
  /**
   * Aggregates handed off at once; default 32. A batch's rows of one aggregate (`order 17`) go in id order,
   * one after another; distinct aggregates go side by side, so their consumers' commands to Redis are
   * sent together instead of one round trip after another.
   */
  lanes?: number;
  /** Listen for NOTIFY on the `outbox` channel; default true (false: polling only). */
  listen?: boolean;
  /**
   * Only for tests: runs after the batch was handed off and before it is marked published, inside the
   * claiming transaction. Throwing here, or killing the connection, is a crash at the worst moment.
   */
  beforeMark?: (tx: Tx, rows: readonly OutboxRow[]) => Promise<void>;
}

/**
 * A consumer in the claiming transaction overran its time: the batch is rolled back (so nothing it wrote
 * can commit) and this row alone is put aside.
 */
class StuckConsumerError extends Error {
  constructor(
    readonly row: OutboxRow,
    message: string,
  ) {
    super(message);
  }
}

/** The pause before a failed row is tried again: 1 s doubled per attempt, at most 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.min(attempts, 20), 10 * 60 * 1000);
}

/**
 * Hands committed outbox rows to their consumers. Woken by NOTIFY on `outbox` (sent by
 * `OutboxRepository.append` on commit) and by a polling timer; each round claims a batch with
 * `FOR UPDATE SKIP LOCKED` in a transaction, hands every row to all its consumers, marks the batch
 * published and commits, and goes on while batches come back full.
 *
 * Consumers outside the database (queues, sockets) get the rows at least once: the hand-off happens
 * while the rows are locked and before the mark commits, so a crash in between leaves them unpublished
 * and they are handed off again; those consumers are idempotent by row id. Consumers whose effect is
 * database rows (`inTransaction`) run afterwards in the claiming transaction itself, one row after
 * another, each row in a savepoint: their rows commit with the row's mark or not at all (once per row),
 * and they need no pool connection besides the claim's (issue 20, defect 7).
 * A row whose consumer fails is put aside with a growing pause (`retryDelayMs`) and blocks no other row.
 */
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly batchSize: number;
  private readonly consumerTimeoutMs: number;
  private readonly lanes: number;
  private running = false;
  /** Set by `stop()`: a drain under way ends after its current batch. */
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private wokenWhileDraining = false;
  private unlisten: (() => Promise<void>) | null = null;
  private listenPending = false;

  constructor(
    private readonly deps: OutboxRelayDeps,
    private readonly options: OutboxRelayOptions,
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.consumerTimeoutMs = options.consumerTimeoutMs ?? 10_000;
    this.lanes = Math.max(1, options.lanes ?? 32);
  }

  get isRunning(): boolean {
    return this.running;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.stopped = false;
    await this.ensureListening();
    this.schedulePoll();
    this.wake();
  }

  /**
   * Listens for NOTIFY unless it already does. Woken on every NOTIFY, and on every (re)listen after a
   * reconnect, so that rows committed while the listening connection was away are relayed at once. If
   * the database cannot be reached, polling goes on and the next poll tries again.
   */
  private async ensureListening(): Promise<void> {
    if (this.options.listen === false || this.unlisten || this.listenPending || !this.running) return;
    this.listenPending = true;
    try {
      const unlisten = await this.deps.repository.listen(
        () => this.wake(),
        () => this.wake(),
      );
      if (this.running) this.unlisten = unlisten;
      else await unlisten().catch(() => undefined);
    } catch (err) {
      this.logger.warn(`outbox relay cannot LISTEN, polling only for now: ${(err as Error).message}`);
    } finally {
      this.listenPending = false;
    }
  }

  /** Stops waking up and waits for the round under way (if any) to end. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const unlisten = this.unlisten;
    this.unlisten = null;
    if (unlisten) await unlisten().catch(() => undefined);
    await this.draining;
  }

  /** Starts a drain, or asks the one under way to go round once more. */
  wake(): void {
    if (!this.running) return;
    if (this.draining) {
      this.wokenWhileDraining = true;
      return;
    }
    this.wokenWhileDraining = false;
    this.draining = this.drain()
      .then(() => undefined)
      .catch((err: unknown) => this.logger.error(`outbox relay round failed: ${(err as Error).message}`))
      .finally(() => {
        this.draining = null;
        if (this.wokenWhileDraining) this.wake();
      });
  }

  /** Relays batches until one comes back short (or the relay stops); answers how many rows it claimed. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.relayBatch();
      total += claimed;
      if (claimed < this.batchSize || this.stopped) return total;
    }
  }

  /**
   * One transaction: claim, hand off, apply the database consumers, mark. Answers how many rows it
   * claimed.
   */
  async relayBatch(): Promise<number> {
    const { runner, repository } = this.deps;
    let claimed = 0;
    try {
      return await runner.run(async (tx) => {
        const rows = await repository.claimBatch(tx, this.batchSize, this.deps.clock.now());
        claimed = rows.length;
        if (rows.length === 0) return 0;
        const errors = await this.handOffAll(rows);
        // The database consumers come last: the row locks they take are held only until the mark.
        await this.applyAll(tx, rows, errors);
        const delivered: string[] = [];
        for (const row of rows) {
          const error = errors.get(row.id) ?? null;
          if (error === null) {
            delivered.push(row.id);
          } else {
            const retryAt = new Date(this.deps.clock.nowMs() + retryDelayMs(row.attempts));
            await repository.markFailed(tx, row.id, error, retryAt);
          }
        }
        if (this.options.beforeMark) await this.options.beforeMark(tx, rows);
        await repository.markPublished(tx, delivered);
        return rows.length;
      });
    } catch (err) {
      if (!(err instanceof StuckConsumerError)) throw err;
      // The batch is rolled back: nothing of it committed, no row is marked. The stuck row alone is put
      // aside, so that it blocks no other; the rest are claimed again at once.
      this.logger.warn(`outbox row ${err.row.id} (attempt ${err.row.attempts + 1}): ${err.message}`);
      const retryAt = new Date(this.deps.clock.nowMs() + retryDelayMs(err.row.attempts));
      await runner.run((tx) => repository.markFailed(tx, err.row.id, err.message, retryAt));
      return claimed;
    }
  }

  /**
   * Applies the rows that every outside consumer took to their consumers in the claiming transaction,
   * one row after another (a savepoint per row: a row whose consumer fails loses its own writes only,
   * and is noted in `errors`).
   */
  private async applyAll(tx: Tx, rows: readonly OutboxRow[], errors: Map<string, string>): Promise<void> {
    const work = rows.flatMap((row) => {
      const consumers = this.deps.consumers.inTransactionFor(row);
      return consumers.length > 0 && !errors.has(row.id) ? [{ row, consumers }] : [];
    });
    if (work.length === 0) return;
    // No statement of the batch waits longer than a consumer may take (a lock held elsewhere).
    await tx`select set_config('statement_timeout', ${String(this.consumerTimeoutMs)}, true)`;
    for (const { row, consumers } of work) {
      const error = await this.applyRow(tx, row, consumers);
      if (error !== null) errors.set(row.id, error);
    }
  }

  /** One row's database consumers in a savepoint; null when all succeeded, else the error. */
  private async applyRow(
    tx: Tx,
    row: OutboxRow,
    consumers: readonly OutboxTransactionalConsumer[],
  ): Promise<string | null> {
    let current = consumers[0]!.name;
    // The consumers' handle: refused once the relay stops waiting for them (a late statement of a
    // consumer that overran must not run after its savepoint or the batch ended).
    let settled = false;
    const handle = guarded(tx, () => settled);
    await tx`savepoint outbox_row`;
    const apply = async (): Promise<void> => {
      for (const consumer of consumers) {
        current = consumer.name;
        await consumer.consume(row, handle);
      }
    };
    try {
      await withTimeout(
        apply(),
        this.consumerTimeoutMs,
        () => new StuckConsumerError(row, `consumer ${current} took over ${this.consumerTimeoutMs} ms`),
      );
    } catch (err) {
      settled = true;
      if (err instanceof StuckConsumerError) throw err;
      await tx`rollback to savepoint outbox_row`;
      const message = `${current}: ${(err as Error)?.message ?? String(err)}`;
      this.logger.warn(`outbox row ${row.id} (attempt ${row.attempts + 1}) failed in ${message}`);
      return message;
    }
    settled = true;
    await tx`release savepoint outbox_row`;
    return null;
  }

  /**
   * Hands off a batch: each aggregate's rows in id order, up to `lanes` aggregates at once. Answers the
   * error of each row that failed (by row id).
   */
  private async handOffAll(rows: readonly OutboxRow[]): Promise<Map<string, string>> {
    const byAggregate = new Map<string, OutboxRow[]>();
    for (const row of rows) {
      const key = `${row.aggregate}:${row.aggregateId}`;
      const lane = byAggregate.get(key);
      if (lane) lane.push(row);
      else byAggregate.set(key, [row]);
    }
    const queue = [...byAggregate.values()];
    const errors = new Map<string, string>();
    const work = async (): Promise<void> => {
      for (let lane = queue.shift(); lane; lane = queue.shift()) {
        for (const row of lane) {
          const error = await this.handOff(row);
          if (error !== null) errors.set(row.id, error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.lanes, queue.length) }, work));
    return errors;
  }

  /**
   * Gives the row to every consumer outside the database that accepts it (those in the transaction come
   * after: `applyAll`); answers null when all succeeded, else the error.
   */
  private async handOff(row: OutboxRow): Promise<string | null> {
    const consumers = this.deps.consumers.for(row);
    // Kept, not dropped: a row nobody takes (a consumer missing from this build) waits for one.
    if (consumers.length === 0 && this.deps.consumers.inTransactionFor(row).length === 0)
      return `no consumer accepts outbox row type ${row.type}`;
    for (const consumer of consumers) {
      try {
        await withTimeout(
          consumer.consume(row),
          this.consumerTimeoutMs,
          () => new TimeoutError(`consumer ${consumer.name} took over ${this.consumerTimeoutMs} ms`),
        );
      } catch (err) {
        const message = `${consumer.name}: ${(err as Error)?.message ?? String(err)}`;
        this.logger.warn(`outbox row ${row.id} (attempt ${row.attempts + 1}) failed in ${message}`);
        return message;
      }
    }
    return null;
  }

  private schedulePoll(): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.wake();
      void this.ensureListening();
      this.schedulePoll();
    }, this.options.pollMs);
    this.timer.unref();
  }
}
