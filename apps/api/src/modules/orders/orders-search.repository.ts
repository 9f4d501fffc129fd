import { Injectable } from '@nestjs/common';
import type { AdType, ChainType, OrderStatus } from '@p2p/contracts';
import { ReadSqlService } from '../../core/infra/db/read-sql.service.js';
import { type Db, SqlService } from '../../core/infra/db/sql.service.js';
import { together } from '../../core/infra/db/together.js';

/**
 * What the staff console filters the market's orders by (issue 25). A list given is a restriction: an
 * empty one matches nothing (`coinIds` of an unknown symbol, `userIds` of a user filter that found nobody,
 * `orderIds` of a chain state no order is in).
 */
export interface OrderSearch {
  statuses?: readonly OrderStatus[];
  side?: AdType;
  coinIds?: readonly number[];
  quote?: string;
  /** Either party of the order. */
  userIds?: readonly string[];
  orderIds?: readonly string[];
  from?: Date;
  to?: Date;
  amountMin?: string;
  amountMax?: string;
  limit: number;
  offset: number;
}

/** An order as the staff console reads it: its parties and coin as ids (the callers name them). */
export interface OrderSearchRow {
  id: string;
  adId: string;
  type: AdType;
  mode: 'MANUAL' | 'AUTO';
  status: OrderStatus;
  statusBeforeAppeal: OrderStatus | null;
  coinId: number | null;
  quote: string;
  chain: ChainType;
  quantity: string;
  unitPrice: string;
  amount: string;
  fee: string;
  totalAmount: string;
  buyerId: string;
  sellerId: string;
  makerId: string;
  receivingAddress: string | null;
  deadlineAt: Date | null;
  createdAt: Date;
  acceptedAt: Date | null;
  paidAt: Date | null;
  confirmedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
}

const columns = (db: Db) => db`
  o.id::text as id, o.ad_id::text as "adId", o.type, o.mode, o.status,
  o.status_before_appeal as "statusBeforeAppeal", o.coin_id as "coinId", o.quote_currency as quote, o.chain,
  o.quantity::text as quantity, o.unit_price::text as "unitPrice", o.amount::text as amount, o.fee::text as fee,
  o.total_amount::text as "totalAmount", o.buyer_id::text as "buyerId", o.seller_id::text as "sellerId",
  o.maker_id::text as "makerId", o.receiving_address as "receivingAddress", o.deadline_at as "deadlineAt",
  o.created_at as "createdAt", o.accepted_at as "acceptedAt", o.paid_at as "paidAt",
  o.confirmed_at as "confirmedAt", o.completed_at as "completedAt", o.cancelled_at as "cancelledAt"`;

/**
 * The market's orders as the staff console reads them (issue 25), read only, `orders` alone. Paged with
 * limit and offset, newest first (`created_at desc, id desc`), with the total. The indexes that serve each
 * filter (migration 20261202100000_admin_trading and earlier):
 *
 * - no filter / dates only: `orders_created_at_id_idx` (read backwards);
 * - statuses: `orders_status_created_at_idx`;
 * - user: `orders_buyer_id_status_created_at_idx` and `orders_seller_id_status_created_at_idx` (a bitmap OR);
 * - pair: `orders_coin_id_quote_currency_created_at_idx`;
 * - chain state: the primary key (`orderIds`, at most 5,000 from escrow's `FundSearchService.orderIdsIn`).
 *
 * Amount and side narrow the rows the index above found.
 */
@Injectable()
export class OrdersSearchRepository {
  /** The console's list reads a replica where one is configured (issue 27); one order, the primary. */
  constructor(
    private readonly sql: SqlService,
    private readonly reads: ReadSqlService,
  ) {}

  async search(f: OrderSearch): Promise<{ rows: OrderSearchRow[]; total: number }> {
    const db = this.reads.sql;
    const c = [db`true`];
    if (f.statuses && f.statuses.length > 0)
      c.push(db`o.status = any(${f.statuses as string[]}::order_status[])`);
    if (f.side) c.push(db`o.type = ${f.side}::ad_type`);
    if (f.coinIds) c.push(db`o.coin_id = any(${f.coinIds as number[]}::int[])`);
    if (f.quote) c.push(db`o.quote_currency = ${f.quote}`);
    if (f.userIds) {
      const ids = f.userIds as string[];
      c.push(db`(o.buyer_id = any(${ids}::bigint[]) or o.seller_id = any(${ids}::bigint[]))`);
    }
    if (f.orderIds) c.push(db`o.id = any(${f.orderIds as string[]}::bigint[])`);
    if (f.from) c.push(db`o.created_at >= ${f.from}`);
    if (f.to) c.push(db`o.created_at < ${f.to}`);
    if (f.amountMin !== undefined) c.push(db`o.amount >= ${f.amountMin}::numeric`);
    if (f.amountMax !== undefined) c.push(db`o.amount <= ${f.amountMax}::numeric`);
    const where = c.reduce((acc, x) => db`${acc} and ${x}`);
    const [rows, [count]] = await together([
      db<OrderSearchRow[]>`
        select ${columns(db)} from orders o
        where ${where} order by o.created_at desc, o.id desc limit ${f.limit} offset ${f.offset}`,
      db<{ n: number }[]>`select count(*)::int as n from orders o where ${where}`,
    ]);
    return { rows, total: count!.n };
  }

  async byId(id: string): Promise<OrderSearchRow | null> {
    const db = this.sql.sql;
    const [row] = await db<OrderSearchRow[]>`select ${columns(db)} from orders o where o.id = ${id}::bigint`;
    return row ?? null;
  }
}
