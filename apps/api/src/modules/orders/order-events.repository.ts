import { Injectable } from '@nestjs/common';
import type { ChainedEvent, JsonValue } from '@p2p/domain';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

/** A stored timeline event with its chain links. */
export interface OrderEventRow extends ChainedEvent {
  id: string;
}

/** The last link of an order's chain (its position and hash), null before the first event. */
export interface ChainHead {
  seq: number;
  hash: string;
  createdAt: Date;
}

/** `order_events`: each order's timeline, a hash chain (ADR 0013). Written only with the order locked. */
@Injectable()
export class OrderEventsRepository {
  constructor(private readonly sql: SqlService) {}

  /** The last event's place and hash (the caller holds the order's row lock, so no other event is added). */
  async head(tx: Tx, orderId: string): Promise<ChainHead | null> {
    const [row] = await tx<ChainHead[]>`
      select seq, hash, created_at as "createdAt" from order_events where order_id = ${orderId} order by seq desc limit 1`;
    return row ?? null;
  }

  /**
   * When the order began waiting for its current deadline (the last event that was not a deadline move),
   * and that deadline as it was set then (the first move's previous deadline; null: never moved).
   */
  async waitingSince(tx: Tx, orderId: string): Promise<{ since: Date; firstDeadline: Date | null } | null> {
    const [row] = await tx<{ since: Date | null; first: string | null }[]>`
      with began as (
        select seq, created_at from order_events
        where order_id = ${orderId} and coalesce(data->>'note', '') not like 'DEADLINE_MOVED%'
        order by seq desc limit 1)
      select (select created_at from began) as since,
        (select e.data->>'previousDeadline' from order_events e
          where e.order_id = ${orderId} and e.seq > (select seq from began)
            and e.data->>'note' like 'DEADLINE_MOVED%'
          order by e.seq limit 1) as first`;
    if (!row?.since) return null;
    return { since: row.since, firstDeadline: row.first ? new Date(row.first) : null };
  }

  async insert(tx: Tx, e: ChainedEvent): Promise<string> {
    const [row] = await tx<{ id: string }[]>`
      insert into order_events (order_id, from_status, to_status, action, actor_type, actor_id, data, seq,
        prev_hash, hash, created_at)
      values (${e.orderId}, ${e.fromStatus}::order_status, ${e.toStatus}::order_status,
        ${e.action}::order_action, ${e.actorType}::order_actor_type, ${e.actorId},
        ${JSON.stringify(e.data)}::text::jsonb, ${e.seq}, ${e.prevHash}, ${e.hash}, ${e.createdAt})
      returning id::text as id`;
    return row!.id;
  }

  /** An order's whole timeline, oldest first. */
  async ofOrder(orderId: string, db: Db = this.sql.sql): Promise<OrderEventRow[]> {
    const rows = await db<
      (Omit<OrderEventRow, 'createdAt' | 'data'> & { createdAt: Date; data: JsonValue })[]
    >`
      select id::text as id, order_id::text as "orderId", seq, from_status as "fromStatus",
        to_status as "toStatus", action, actor_type as "actorType", actor_id::text as "actorId",
        coalesce(data, 'null'::jsonb) as data, created_at as "createdAt", prev_hash as "prevHash", hash
      from order_events where order_id = ${orderId} order by seq`;
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  }
}
