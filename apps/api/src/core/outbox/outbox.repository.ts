import { Injectable } from '@nestjs/common';
import { SqlService, type Tx } from '../infra/db/sql.service.js';
import type { NewOutboxRow, OutboxRow, OutboxType } from './outbox.types.js';

/** The NOTIFY channel the relay listens on; `append` signals it, and PostgreSQL delivers it on commit. */
export const OUTBOX_CHANNEL = 'outbox';

/** The longest `last_error` kept on a row (the message of the consumer's error, truncated). */
const LAST_ERROR_MAX = 2000;

interface OutboxRecord {
  id: string;
  aggregate: string;
  aggregate_id: string;
  type: string;
  payload: unknown;
  attempts: number;
  created_at: Date;
}

function toRow(r: OutboxRecord): OutboxRow {
  return {
    id: r.id,
    aggregate: r.aggregate,
    aggregateId: r.aggregate_id,
    type: r.type as OutboxType,
    payload: r.payload as OutboxRow['payload'],
    attempts: r.attempts,
    createdAt: r.created_at,
  };
}

/** The `outbox` table on the money path's handle (postgres.js); every write takes the caller's `tx`. */
@Injectable()
export class OutboxRepository {
  constructor(private readonly db: SqlService) {}

  /**
   * Calls `onNotify` on every NOTIFY of the channel, and `onListen` each time the listen is (re)made:
   * postgres.js listens on a connection of its own and listens again after a reconnect. Answers the
   * function that stops listening.
   */
  async listen(onNotify: () => void, onListen: () => void): Promise<() => Promise<void>> {
    const listening = await this.db.sql.listen(OUTBOX_CHANNEL, onNotify, onListen);
    return () => listening.unlisten();
  }

  /**
   * Appends rows and signals the relay in one statement (one round trip of the caller's transaction:
   * every order change appends). Payloads travel as JSON text cast in SQL: bound as `jsonb[]`,
   * postgres.js would encode each element once more (a JSON string, not an object). Both happen inside
   * the caller's transaction, so the rows and the NOTIFY exist only if it commits. The rows are inserted
   * in the order of `rows`, so their ids ascend in that order. Answers the new ids, in the order of `rows`.
   */
  async append(tx: Tx, rows: readonly NewOutboxRow[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const inserted = await tx<{ id: string }[]>`
      with added as (
        insert into outbox (aggregate, aggregate_id, type, payload)
        select a, i, t, p::jsonb
        from unnest(
          ${rows.map((r) => r.aggregate)}::varchar[],
          ${rows.map((r) => r.aggregateId)}::varchar[],
          ${rows.map((r) => r.type)}::varchar[],
          ${rows.map((r) => JSON.stringify(r.payload))}::text[]
        ) with ordinality as x(a, i, t, p, n)
        order by n
        returning id
      ), signalled as (
        select pg_notify(${OUTBOX_CHANNEL}, '')
      )
      select added.id from added cross join signalled order by added.id`;
    return inserted.map((r) => r.id);
  }

  /**
   * Locks up to `limit` unpublished rows that are due, oldest first. Rows locked by another relay are
   * skipped, so several processes can relay at once without waiting for each other. `published_at` is
   * null in every row here, so the order is by id; naming it makes PostgreSQL walk the index
   * (published_at, id) from the unpublished end. With `order by id` alone it walks the primary key
   * through the whole published history (71 ms instead of 0.15 ms over 200k rows: bench/outbox.mjs).
   *
   * A row never tried is due since its insert (`available_at` stamped by the database, compared with the
   * database's time); a failed row is due at the retry time the relay set on its clock, compared with
   * that clock's `now`, so that a test can move a retry with a FakeClock. In production both are one time.
   */
  async claimBatch(tx: Tx, limit: number, now: Date): Promise<OutboxRow[]> {
    const records = await tx<OutboxRecord[]>`
      select id, aggregate, aggregate_id, type, payload, attempts, created_at
      from outbox
      where published_at is null
        and (case when attempts = 0 then available_at <= now() else available_at <= ${now} end)
      order by published_at, id
      limit ${limit}
      for update skip locked`;
    return records.map(toRow);
  }

  async markPublished(tx: Tx, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx`update outbox set published_at = now() where id = any(${ids as string[]}::bigint[])`;
  }

  /** Counts a failed hand-off and puts the row aside until `retryAt`, so that it blocks no other row. */
  async markFailed(tx: Tx, id: string, error: string, retryAt: Date): Promise<void> {
    await tx`
      update outbox
      set attempts = attempts + 1, last_error = ${error.slice(0, LAST_ERROR_MAX)}, available_at = ${retryAt}
      where id = ${id}`;
  }

  /**
   * The relay's backlog for the metrics (issue 27): how many rows wait to be published and when the oldest
   * was written (null: none). Both read on the (published_at, id) index from its unpublished end.
   */
  async backlog(): Promise<{ unpublished: number; oldestCreatedAt: Date | null }> {
    const [row] = await this.db.sql<{ n: number; oldest: Date | null }[]>`
      select count(*)::int as n, min(created_at) as oldest from outbox where published_at is null`;
    return { unpublished: row?.n ?? 0, oldestCreatedAt: row?.oldest ?? null };
  }

  /**
   * Housekeeping: deletes rows published more than `olderThanDays` days ago, in slices of `sliceSize`
   * so that no statement holds many locks. Answers how many rows went.
   */
  async purgePublished(olderThanDays: number, sliceSize = 5000): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await this.db.sql`
        delete from outbox
        where id in (
          select id from outbox
          where published_at < now() - make_interval(days => ${olderThanDays})
          limit ${sliceSize}
        )`;
      total += deleted.count;
      if (deleted.count < sliceSize) return total;
    }
  }
}
