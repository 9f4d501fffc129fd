import { Injectable } from '@nestjs/common';
import type { AdMode, AdType, ChainType, OrderStatus } from '@p2p/contracts';
import { ACTIVE_STATUSES, FINAL_STATUSES } from '@p2p/domain';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

/** An order row; ids and numerics as text, times as Dates. */
export interface OrderRow {
  id: string;
  adId: string;
  makerId: string;
  takerId: string;
  buyerId: string;
  sellerId: string;
  type: AdType;
  mode: AdMode;
  assetKind: 'COIN' | 'NFT';
  coinId: number | null;
  /** An NFT ad's item (assetKind NFT). */
  nftItemId: string | null;
  chain: ChainType;
  quoteCurrency: string;
  status: OrderStatus;
  quantity: string;
  unitPrice: string;
  amount: string;
  fee: string;
  totalAmount: string;
  receivingAddress: string | null;
  paymentMethodId: string | null;
  paymentMethodSnapshot: unknown;
  notes: string | null;
  cancelReason: string | null;
  deadlineAt: Date | null;
  statusBeforeAppeal: OrderStatus | null;
  payMinutes: number | null;
  version: number;
  acceptedAt: Date | null;
  depositedAt: Date | null;
  paidAt: Date | null;
  confirmedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  buyerRead: boolean;
  sellerRead: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewOrder {
  adId: string;
  makerId: bigint;
  takerId: bigint;
  buyerId: bigint;
  sellerId: bigint;
  type: AdType;
  mode: AdMode;
  assetKind: 'COIN' | 'NFT';
  coinId: number | null;
  nftItemId: string | null;
  chain: ChainType;
  quoteCurrency: string;
  status: OrderStatus;
  quantity: string;
  unitPrice: string;
  amount: string;
  receivingAddress: string | null;
  paymentMethodId: bigint;
  paymentMethodSnapshot: Record<string, unknown>;
  notes: string | null;
  deadlineAt: Date | null;
  acceptedAt: Date | null;
  /** When it was placed (created_at, and updated_at: the order waits from then). */
  createdAt: Date;
}

/** What a transition writes on the order (only the given fields change; `version` always moves on). */
/** A trader's active orders and those they placed on each side (the pending and initiated limits). */
export interface OpenOrderCounts {
  active: number;
  initiatedBuy: number;
  initiatedSell: number;
}

export interface OrderChange {
  status: OrderStatus;
  deadlineAt: Date | null;
  statusBeforeAppeal?: OrderStatus | null;
  cancelReason?: string | null;
  /** The party whose failure the move records (issue 22); an order keeps the first one. */
  faultBy?: 'BUYER' | 'SELLER' | null;
  stamp?: 'accepted_at' | 'deposited_at' | 'paid_at' | 'confirmed_at' | 'completed_at' | 'cancelled_at';
  /** When the move happened (the engine's clock): the stamp's time and updated_at ("waiting since"). */
  at: Date;
}

const columns = (db: Db) => db`
  o.id::text as id, o.ad_id::text as "adId", o.maker_id::text as "makerId", o.taker_id::text as "takerId",
  o.buyer_id::text as "buyerId", o.seller_id::text as "sellerId", o.type, o.mode, o.asset_kind as "assetKind",
  o.coin_id as "coinId", o.nft_item_id::text as "nftItemId", o.chain, o.quote_currency as "quoteCurrency", o.status, o.quantity::text as quantity,
  o.unit_price::text as "unitPrice", o.amount::text as amount, o.fee::text as fee,
  o.total_amount::text as "totalAmount", o.receiving_address as "receivingAddress",
  o.payment_method_id::text as "paymentMethodId", o.payment_method_snapshot as "paymentMethodSnapshot",
  o.notes, o.cancel_reason as "cancelReason", o.deadline_at as "deadlineAt",
  o.status_before_appeal as "statusBeforeAppeal", o.pay_minutes as "payMinutes", o.version,
  o.accepted_at as "acceptedAt", o.deposited_at as "depositedAt", o.paid_at as "paidAt",
  o.confirmed_at as "confirmedAt", o.completed_at as "completedAt", o.cancelled_at as "cancelledAt",
  o.buyer_read as "buyerRead", o.seller_read as "sellerRead", o.created_at as "createdAt",
  o.updated_at as "updatedAt"`;

const active = [...ACTIVE_STATUSES];
const finals = [...FINAL_STATUSES];

/** `orders`: only this file (and order-events.repository.ts for `order_events`) reads or writes them. */
@Injectable()
export class OrdersRepository {
  constructor(private readonly sql: SqlService) {}

  get pool(): Db {
    return this.sql.sql;
  }

  /** Serialises one user's order placements until commit (the pending and initiated limits). */
  async lockUser(tx: Tx, userId: bigint): Promise<void> {
    await tx`select pg_advisory_xact_lock(hashtextextended(${`orders:${userId}`}, 0))`;
  }

  /** Inserts the order and answers its row (new in this transaction: no one else sees it before commit). */
  async insert(tx: Tx, o: NewOrder, payMinutes: number | null): Promise<OrderRow> {
    const [row] = await tx<OrderRow[]>`
      insert into orders as o (ad_id, maker_id, taker_id, buyer_id, seller_id, type, mode, asset_kind, coin_id,
        nft_item_id, chain, quote_currency, status, quantity, unit_price, amount, fee, total_amount, receiving_address,
        payment_method_id, payment_method_snapshot, notes, deadline_at, accepted_at, pay_minutes, created_at,
        updated_at)
      values (${o.adId}, ${String(o.makerId)}, ${String(o.takerId)}, ${String(o.buyerId)}, ${String(o.sellerId)},
        ${o.type}::ad_type, ${o.mode}::ad_mode, ${o.assetKind}::ad_asset_kind, ${o.coinId},
        ${o.nftItemId}, ${o.chain}::chain_type, ${o.quoteCurrency},
        ${o.status}::order_status, ${o.quantity}, ${o.unitPrice}, ${o.amount}, 0, ${o.amount},
        ${o.receivingAddress}, ${String(o.paymentMethodId)}, ${JSON.stringify(o.paymentMethodSnapshot)}::text::jsonb,
        ${o.notes}, ${o.deadlineAt}, ${o.acceptedAt}, ${payMinutes}, ${o.createdAt}, ${o.createdAt})
      returning ${columns(tx)}`;
    return row!;
  }

  async byId(db: Db, id: string): Promise<OrderRow | null> {
    const [row] = await db<OrderRow[]>`select ${columns(db)} from orders o where o.id = ${id}`;
    return row ?? null;
  }

  /** Several orders by id, in one statement (those that exist). */
  byIds(db: Db, ids: readonly string[]): Promise<OrderRow[]> {
    return db<OrderRow[]>`select ${columns(db)} from orders o where o.id = any(${[...ids]}::bigint[])`;
  }

  /**
   * The orders on which `buyerId` buys from `sellerId` with the upload `qrFileId` as the payment QR of the
   * seller's method snapshot, in one of `statuses` (the payment QR access rule, issue 22). Active orders
   * only, so a few (a trader's pending orders are limited, 5023).
   */
  showingPaymentQr(
    buyerId: bigint,
    sellerId: bigint,
    qrFileId: bigint,
    statuses: readonly OrderStatus[],
  ): Promise<OrderRow[]> {
    const db = this.sql.sql;
    return db<OrderRow[]>`
      select ${columns(db)} from orders o
      where o.buyer_id = ${String(buyerId)} and o.seller_id = ${String(sellerId)}
        and o.status = any(${[...statuses]}::order_status[])
        and o.payment_method_snapshot ->> 'qrFileId' = ${String(qrFileId)}`;
  }

  /** Locks one order's row until commit; null when there is none. */
  async lock(tx: Tx, id: string): Promise<OrderRow | null> {
    const [row] = await tx<OrderRow[]>`select ${columns(tx)} from orders o where o.id = ${id} for update`;
    return row ?? null;
  }

  /** Writes a transition's result on the locked order; its stamp and updated_at are `c.at`. */
  async change(tx: Tx, id: string, c: OrderChange): Promise<void> {
    const stamp = c.stamp ?? null;
    const at = c.at;
    await tx`
      update orders set status = ${c.status}::order_status, deadline_at = ${c.deadlineAt},
        status_before_appeal = case when ${c.statusBeforeAppeal !== undefined}
          then ${c.statusBeforeAppeal ?? null}::order_status else status_before_appeal end,
        cancel_reason = coalesce(${c.cancelReason ?? null}, cancel_reason),
        fault_by = coalesce(fault_by, ${c.faultBy ?? null}::order_actor_type),
        accepted_at = case when ${stamp === 'accepted_at'} then ${at}::timestamptz else accepted_at end,
        deposited_at = case when ${stamp === 'deposited_at'} then ${at}::timestamptz else deposited_at end,
        paid_at = case when ${stamp === 'paid_at'} then ${at}::timestamptz else paid_at end,
        confirmed_at = case when ${stamp === 'confirmed_at'} then ${at}::timestamptz else confirmed_at end,
        completed_at = case when ${stamp === 'completed_at'} then ${at}::timestamptz else completed_at end,
        cancelled_at = case when ${stamp === 'cancelled_at'} then ${at}::timestamptz else cancelled_at end,
        buyer_read = false, seller_read = false, version = version + 1, updated_at = ${at}
      where id = ${id}`;
  }

  /** Moves a deadline on at `at` (a downtime or maintenance window overlapped it). */
  async setDeadline(tx: Tx, id: string, deadlineAt: Date, at: Date): Promise<void> {
    await tx`update orders set deadline_at = ${deadlineAt}, version = version + 1, updated_at = ${at} where id = ${id}`;
  }

  /** Marks the order read by the caller's side; false when the caller is neither party. */
  async markRead(db: Db, id: string, userId: bigint): Promise<boolean> {
    const rows = await db`
      update orders set
        buyer_read = case when buyer_id = ${String(userId)} then true else buyer_read end,
        seller_read = case when seller_id = ${String(userId)} then true else seller_read end
      where id = ${id} and (buyer_id = ${String(userId)} or seller_id = ${String(userId)})
      returning id`;
    return rows.length === 1;
  }

  /** The caller's orders, newest first: finished ones or the others; optionally where they buy or sell. */
  async pageOf(
    userId: bigint,
    finished: boolean,
    side: AdType | undefined,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const sql = this.sql.sql;
    const me = String(userId);
    const party =
      side === 'BUY'
        ? sql`o.buyer_id = ${me}`
        : side === 'SELL'
          ? sql`o.seller_id = ${me}`
          : sql`(o.buyer_id = ${me} or o.seller_id = ${me})`;
    const statuses = finished ? finals : active;
    const where = sql`${party} and o.status = any(${statuses}::order_status[])`;
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from orders o where ${where}`;
    const rows = await sql<OrderRow[]>`
      select ${columns(sql)} from orders o where ${where}
      order by o.created_at desc, o.id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`;
    return { rows, total: count!.n };
  }

  /**
   * The user's active orders (either side: pending orders limit, 5023) and those they placed on each side
   * (initiated buy/sell limits, 5021/5022), in one statement; the caller holds the user's lock.
   */
  async countOpen(tx: Tx, userId: bigint): Promise<OpenOrderCounts> {
    const me = String(userId);
    const [row] = await tx<OpenOrderCounts[]>`
      select count(*)::int as active,
        (count(*) filter (where taker_id = ${me} and buyer_id = ${me}))::int as "initiatedBuy",
        (count(*) filter (where taker_id = ${me} and seller_id = ${me}))::int as "initiatedSell"
      from orders
      where (buyer_id = ${me} or seller_id = ${me}) and status = any(${active}::order_status[])`;
    return row!;
  }

  /** Active orders per ad (the ads module's AdOrdersSource). */
  async activePerAd(db: Db, adIds: readonly bigint[]): Promise<Map<bigint, number>> {
    const rows = await db<{ adId: string; n: number }[]>`
      select ad_id::text as "adId", count(*)::int as n from orders
      where ad_id = any(${adIds.map(String)}::bigint[]) and status = any(${active}::order_status[])
      group by ad_id`;
    return new Map(rows.map((r) => [BigInt(r.adId), r.n]));
  }

  async hasActive(userId: bigint, db: Db = this.sql.sql, currencies?: readonly string[]): Promise<boolean> {
    const rows = await db`
      select 1 from orders where (buyer_id = ${String(userId)} or seller_id = ${String(userId)})
        and status = any(${active}::order_status[])
        and (${currencies === undefined} or quote_currency = any(${currencies ?? []}::text[])) limit 1`;
    return rows.length > 0;
  }

  /** The payment methods of `ids` an unfinished order of the user names (payment-method usage). */
  async methodsInUse(db: Db, userId: bigint, ids: readonly bigint[]): Promise<Set<bigint>> {
    const rows = await db<{ id: string }[]>`
      select distinct payment_method_id::text as id from orders
      where (buyer_id = ${String(userId)} or seller_id = ${String(userId)})
        and status = any(${active}::order_status[]) and payment_method_id = any(${ids.map(String)}::bigint[])`;
    return new Set(rows.map((r) => BigInt(r.id)));
  }

  /** Orders whose deadline passed while they still wait in a timed status (the sweep). */
  async due(now: Date, limit: number): Promise<{ id: string; status: OrderStatus; deadlineAt: Date }[]> {
    return this.sql.sql<{ id: string; status: OrderStatus; deadlineAt: Date }[]>`
      select id::text as id, status, deadline_at as "deadlineAt" from orders
      where deadline_at is not null and deadline_at <= ${now}
        and status = any(${['WAIT_SELLER_ACCEPT', 'WAIT_BUYER_ACCEPT', 'WAIT_SELLER_DEPOSIT', 'WAIT_BUYER_PAY', 'WAIT_SELLER_CONFIRM', 'SELLER_CONFIRM_TIMEOUT']}::order_status[])
      order by deadline_at limit ${limit}`;
  }

  /**
   * A trader's statistics over finished orders (issue 22, honest reputation): `total` counts the orders
   * that completed or failed through the trader (`fault_by`: their cancellation after acceptance, their
   * timeout, an appeal they lost), `completed` those that completed without the trader losing an appeal;
   * a counterparty's cancellation before acceptance, a rejection or the counterparty's failure counts for
   * neither. `avgConfirm`: the average seconds from paid to confirmed as the seller.
   */
  async statsOf(
    db: Db,
    userId: bigint,
  ): Promise<{ total: number; completed: number; avgConfirm: number | null }> {
    const me = String(userId);
    const [row] = await db<{ total: number; completed: number; avgConfirm: number | null }[]>`
      select count(*) filter (where status = 'COMPLETED' or fault_by = party)::int as total,
        count(*) filter (where status = 'COMPLETED' and fault_by is distinct from party)::int as completed,
        (select round(avg(extract(epoch from confirmed_at - paid_at)))::int from orders
          where seller_id = ${me} and confirmed_at is not null and paid_at is not null) as "avgConfirm"
      from (
        select status, fault_by,
          (case when buyer_id = ${me} then 'BUYER' else 'SELLER' end)::order_actor_type as party
        from orders
        where (buyer_id = ${me} or seller_id = ${me}) and status = any(${finals}::order_status[])
      ) o`;
    return row!;
  }
}
