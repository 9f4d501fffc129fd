import { Injectable } from '@nestjs/common';
import type { OrderStatus } from '@p2p/contracts';
import { SqlService } from '../../core/infra/db/sql.service.js';

/** One of a user's latest orders, as the appeal desk lists it. */
export interface DeskOrderRow {
  id: string;
  buyerId: string;
  sellerId: string;
  status: OrderStatus;
  quantity: string;
  amount: string;
  createdAt: Date;
}

/** The reads of `orders` and `order_events` the appeals module needs (ADR 0013: the orders' tables). */
@Injectable()
export class OrderDeskRepository {
  constructor(private readonly sql: SqlService) {}

  /** Orders of `userId` (either side) that were ever under appeal. */
  async appealedOrderIds(userId: bigint): Promise<string[]> {
    const rows = await this.sql.sql<{ id: string }[]>`
      select distinct e.order_id::text as id from order_events e
      join orders o on o.id = e.order_id
      where e.to_status = 'IN_APPEAL'::order_status
        and (o.buyer_id = ${String(userId)} or o.seller_id = ${String(userId)})`;
    return rows.map((r) => r.id);
  }

  /** How many orders are in each of `statuses` (the metrics, issue 27: the open ones, on the status index). */
  async countsIn(statuses: readonly OrderStatus[]): Promise<Map<OrderStatus, number>> {
    const rows = await this.sql.sql<{ status: OrderStatus; n: number }[]>`
      select status, count(*)::int as n from orders
      where status = any(${statuses as OrderStatus[]}::order_status[]) group by status`;
    return new Map(rows.map((r) => [r.status, r.n]));
  }

  /** The user's latest orders, either side, newest first. */
  async recentOf(userId: bigint, limit: number): Promise<DeskOrderRow[]> {
    return this.sql.sql<DeskOrderRow[]>`
      select id::text as id, buyer_id::text as "buyerId", seller_id::text as "sellerId", status,
        quantity::text as quantity, amount::text as amount, created_at as "createdAt"
      from orders where buyer_id = ${String(userId)} or seller_id = ${String(userId)}
      order by created_at desc, id desc limit ${limit}`;
  }
}
