// A consumer the outbox tests register: it counts every hand-off (deliveries) and, through `once`,
// every application of a row (what an idempotent consumer does), per outbox id.
import { randomBytes } from 'node:crypto';
import type { RedisClient } from '../../src/core/infra/redis-client.js';
import { SocketMessageType } from '@p2p/contracts';
import type { Sql } from '../../src/core/infra/db/sql.service.js';
import { once } from '../../src/core/outbox/once.js';
import type { NewOutboxRow, OutboxConsumer, OutboxRow } from '../../src/core/outbox/outbox.types.js';

/** Counts shared by the probes of several apps (two API processes of one deployment). */
export class ProbeCounts {
  readonly deliveries = new Map<string, number>();
  readonly applied = new Map<string, number>();
  /** Which probe (relay) handed each delivery. */
  readonly by = new Map<string, number>();
  /** Ids whose consumption fails while listed here. */
  readonly failing = new Set<string>();

  note(map: Map<string, number>, id: string): void {
    map.set(id, (map.get(id) ?? 0) + 1);
  }

  /** Resolves once every id was applied, or rejects after `ms`. */
  async waitApplied(ids: readonly string[], ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!ids.every((id) => (this.applied.get(id) ?? 0) > 0)) {
      if (Date.now() > deadline) throw new Error(`not applied within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

export class ProbeConsumer implements OutboxConsumer {
  readonly name: string;

  constructor(
    private readonly aggregate: string,
    private readonly redis: RedisClient,
    readonly counts: ProbeCounts,
    private readonly label = 'probe',
  ) {
    this.name = `probe-${aggregate}`;
  }

  accepts(row: OutboxRow): boolean {
    return row.aggregate === this.aggregate;
  }

  async consume(row: OutboxRow): Promise<void> {
    this.counts.note(this.counts.deliveries, row.id);
    this.counts.note(this.counts.by, this.label);
    if (this.counts.failing.has(row.id)) throw new Error(`probe refuses row ${row.id}`);
    await once(this.redis, this.name, row.id, 3600, async () =>
      this.counts.note(this.counts.applied, row.id),
    );
  }
}

/** A unique aggregate name per test, so that probes only see their own rows. */
export function probeAggregate(): string {
  return `probe_${randomBytes(5).toString('hex')}`;
}

/** A live row that no socket room receives (`rooms` empty), tagged with the probe's aggregate. */
export function probeRow(aggregate: string, n: number): NewOutboxRow<'live'> {
  return {
    aggregate,
    aggregateId: String(n),
    type: 'live',
    payload: { rooms: [], message: { type: SocketMessageType.TALK, message: `probe ${n}` } },
  };
}

/** Waits until the rows are marked published (their batch commits just after the hand-off). */
export async function waitPublished(sql: Sql, ids: readonly string[], ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const [{ n }] = await sql<{ n: number }[]>`
      select count(*)::int as n from outbox where id = any(${ids as string[]}::bigint[]) and published_at is null`;
    if (n === 0) return;
    if (Date.now() > deadline) throw new Error(`${n} rows not published within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface HandOff {
  id: string;
  aggregateId: string;
  start: number;
  end: number;
}

/** Records when each of its rows was handed off; rows of aggregate id '1' take `slowMs`. */
export class TimingConsumer implements OutboxConsumer {
  readonly name = 'timing';
  readonly handOffs: HandOff[] = [];

  constructor(
    private readonly aggregate: string,
    private readonly slowMs: number,
  ) {}

  accepts(row: OutboxRow): boolean {
    return row.aggregate === this.aggregate;
  }

  async consume(row: OutboxRow): Promise<void> {
    const start = performance.now();
    // a slow consumer, on purpose (the relay must not wait for it on other aggregates)
    if (row.aggregateId === '1') await new Promise((resolve) => setTimeout(resolve, this.slowMs));
    this.handOffs.push({ id: row.id, aggregateId: row.aggregateId, start, end: performance.now() });
  }

  of(aggregateId: string): HandOff[] {
    return this.handOffs.filter((h) => h.aggregateId === aggregateId);
  }
}
