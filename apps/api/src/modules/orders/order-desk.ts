import { Injectable } from '@nestjs/common';
import type { OrderEventDto, OrderStatus } from '@p2p/contracts';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { type DeskOrderRow, OrderDeskRepository } from './order-desk.repository.js';
import { OrderEventsRepository } from './order-events.repository.js';
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

  /** The order's row locked until the transaction ends (the engine's precondition), or null. */
  lock(tx: Tx, orderId: string): Promise<OrderRow | null> {
    return this.orders.lock(tx, orderId);
  }

  byId(orderId: string): Promise<OrderRow | null> {
    return this.orders.byId(this.orders.pool, orderId);
  }

  async byIds(orderIds: readonly string[]): Promise<Map<string, OrderRow>> {
    const out = new Map<string, OrderRow>();
    for (const id of new Set(orderIds)) {
      const row = await this.orders.byId(this.orders.pool, id);
      if (row) out.set(id, row);
    }
    return out;
  }

  /** The whole timeline, oldest first, with its chain links (the hashed content unchanged). */
  async timeline(orderId: string): Promise<OrderEventDto[]> {
    return (await this.events.ofOrder(orderId)).map((e) => ({
      id: e.id,
      seq: e.seq,
      orderId: e.orderId,
      fromStatus: e.fromStatus as OrderStatus | null,
      toStatus: e.toStatus as OrderStatus,
      action: e.action,
      actorType: e.actorType,
      actorId: e.actorId,
      data: (e.data ?? {}) as Record<string, string>,
      note: noteOf(e.data),
      createdAt: e.createdAt,
      hash: e.hash,
      prevHash: e.prevHash,
    }));
  }

  recentOf(userId: bigint, limit: number): Promise<DeskOrderRow[]> {
    return this.desk.recentOf(userId, limit);
  }

  appealedOrderIds(userId: bigint): Promise<string[]> {
    return this.desk.appealedOrderIds(userId);
  }
}

function noteOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('note' in data)) return null;
  const note = (data as { note: unknown }).note;
  return typeof note === 'string' ? note : null;
}
