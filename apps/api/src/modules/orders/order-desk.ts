import { Injectable } from '@nestjs/common';
import type { OrderEventDto } from '@p2p/contracts';
import { ACTIVE_STATUSES, type OrderStatus } from '@p2p/domain';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { type DeskOrderRow, OrderDeskRepository } from './order-desk.repository.js';
import { OrderEventsRepository } from './order-events.repository.js';
import { timelineOf } from './order-timeline.js';
import { type OrderRow, OrdersRepository } from './orders.repository.js';

export type { DeskOrderRow } from './order-desk.repository.js';

/**
 * What the appeals module reads of orders (issue 13): an order locked for a move through `OrderEngine`,
 * orders by id for the desk, an order's whole timeline for staff, a user's latest orders, and the orders of
 * a user that were under appeal. No party check here: the appeals module checks its callers.
 */
@Injectable()
export class OrderDesk {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly events: OrderEventsRepository,
    private readonly desk: OrderDeskRepository,
  ) {}

  /**
   * How many orders are in each status not final (the metrics, issue 27), every such status present. The
   * final ones only grow: they belong to the business reports, not to monitoring.
   */
  async activeCounts(): Promise<Map<OrderStatus, number>> {
    const counts = await this.desk.countsIn(ACTIVE_STATUSES);
    return new Map(ACTIVE_STATUSES.map((s) => [s, counts.get(s) ?? 0]));
  }

  /** The order's row locked until the transaction ends (the engine's precondition), or null. */
  lock(tx: Tx, orderId: string): Promise<OrderRow | null> {
    return this.orders.lock(tx, orderId);
  }

  byId(orderId: string): Promise<OrderRow | null> {
    return this.orders.byId(this.orders.pool, orderId);
  }

  async byIds(orderIds: readonly string[]): Promise<Map<string, OrderRow>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.orders.byIds(this.orders.pool, [...new Set(orderIds)]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The whole timeline, oldest first, with its chain links (the hashed content unchanged). */
  async timeline(orderId: string): Promise<OrderEventDto[]> {
    return timelineOf(await this.events.ofOrder(orderId));
  }

  recentOf(userId: bigint, limit: number): Promise<DeskOrderRow[]> {
    return this.desk.recentOf(userId, limit);
  }

  appealedOrderIds(userId: bigint): Promise<string[]> {
    return this.desk.appealedOrderIds(userId);
  }
}
