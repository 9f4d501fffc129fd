import { Injectable } from '@nestjs/common';
import type {
  ChainType,
  DepositIntentStatus,
  DepositPurpose,
  PayoutKind,
  PayoutStatus,
  TradingFundKind,
} from '@p2p/contracts';
import { type Db, SqlService } from '../../core/infra/db/sql.service.js';
import { together } from '../../core/infra/db/together.js';

/** Which funds a list shows: deposits and payouts in these states, of one kind or both. */
export interface FundSearch {
  depositStates: readonly DepositIntentStatus[];
  payoutStates: readonly PayoutStatus[];
  kind?: TradingFundKind;
  limit: number;
  offset: number;
}

/** A deposit or a payout as the staff console lists them; the coin as its id (the callers name it). */
export interface FundSearchRow {
  kind: TradingFundKind;
  id: string;
  status: DepositIntentStatus | PayoutStatus;
  purpose: DepositPurpose | PayoutKind;
  chain: ChainType;
  coinId: number | null;
  amount: string | null;
  userId: string | null;
  orderId: string | null;
  adId: string | null;
  address: string | null;
  txHash: string | null;
  lastError: string | null;
  attempts: number;
  createdAt: Date;
  expiresAt: Date | null;
}

/** A deposit of an order (or of the ad it draws from) as the staff console shows it. */
export interface OrderDepositRow {
  id: string;
  purpose: DepositPurpose;
  status: DepositIntentStatus;
  chain: ChainType;
  coinId: number | null;
  amount: string;
  receivedAmount: string;
  heldAmount: string;
  fromAddress: string | null;
  expiresAt: Date | null;
  createdAt: Date;
  /**
   * The transactions of the chain transfers credited to it (`chain_transfers.deposit_intent_id`, status
   * CREDITED), each hash once, in chain order.
   */
  txHashes: string[];
}

/** The status of an order's latest deposit and latest payout (null: none). */
export interface OrderFundStates {
  depositStatus: DepositIntentStatus | null;
  payoutStatus: PayoutStatus | null;
}

/**
 * `deposit_intents` and `payouts` as the staff console reads them (issue 25), read only. The indexes that
 * serve each read (migration 20261202100000_admin_trading and earlier):
 *
 * - the funds lists: `deposit_intents_status_created_at_idx`, `payouts_status_created_at_idx`;
 * - an order's deposits and its latest deposit: `deposit_intents_order_id_idx`; the ad's deposit:
 *   `deposit_intents_ad_id_idx`; the transfers credited to each: `chain_transfers_deposit_intent_id_idx`;
 * - an order's latest payout: `payouts_order_id_status_idx`;
 * - the orders in a chain state: `deposit_intents_status_created_at_idx`, `payouts_status_created_at_idx`.
 */
@Injectable()
export class FundSearchRepository {
  constructor(private readonly sql: SqlService) {}

  /** Deposits and payouts in the states asked for, newest first, with the total. */
  async funds(f: FundSearch): Promise<{ rows: FundSearchRow[]; total: number }> {
    const db = this.sql.sql;
    const deposits = db`
      select 'DEPOSIT' as kind, d.id::text as id, d.status::text as status, d.purpose::text as purpose,
        d.chain::text as chain, d.coin_id as "coinId", d.amount::text as amount, d.user_id::text as "userId",
        d.order_id::text as "orderId", d.ad_id::text as "adId", d.from_address as address,
        null::text as "txHash", null::text as "lastError", 0 as attempts, d.created_at as "createdAt",
        d.expires_at as "expiresAt"
      from deposit_intents d
      where d.status = any(${f.depositStates as string[]}::deposit_intent_status[])`;
    const payouts = db`
      select 'PAYOUT' as kind, p.id::text as id, p.status::text as status, p.kind::text as purpose,
        p.chain::text as chain, p.coin_id as "coinId", p.amount::text as amount, p.user_id::text as "userId",
        p.order_id::text as "orderId", p.ad_id::text as "adId", p.to_address as address,
        p.tx_hash as "txHash", p.last_error as "lastError", p.attempts, p.created_at as "createdAt",
        null::timestamptz as "expiresAt"
      from payouts p
      where p.status = any(${f.payoutStates as string[]}::payout_status[])`;
    const union =
      f.kind === 'DEPOSIT' ? deposits : f.kind === 'PAYOUT' ? payouts : db`${deposits} union all ${payouts}`;
    const [rows, [count]] = await together([
      db<FundSearchRow[]>`
        select * from (${union}) f order by "createdAt" desc, id desc limit ${f.limit} offset ${f.offset}`,
      db<{ n: number }[]>`select count(*)::int as n from (${union}) f`,
    ]);
    return { rows, total: count!.n };
  }

  /**
   * The order's own deposits and the deposit of the ad it draws from (an order on a SELL ad), oldest first,
   * each with the transaction hashes of the transfers credited to it.
   */
  depositsOf(orderId: string, adId: string): Promise<OrderDepositRow[]> {
    return this.sql.sql<OrderDepositRow[]>`
      select d.id::text as id, d.purpose, d.status, d.chain, d.coin_id as "coinId", d.amount::text as amount,
        d.received_amount::text as "receivedAmount", d.held_amount::text as "heldAmount",
        d.from_address as "fromAddress", d.expires_at as "expiresAt", d.created_at as "createdAt",
        array(
          select t.tx_hash from chain_transfers t
          where t.deposit_intent_id = d.id and t.status = 'CREDITED'::chain_transfer_status
          group by t.tx_hash order by min(t.block_number), min(t.log_index)
        ) as "txHashes"
      from deposit_intents d
      where d.order_id = ${orderId}::bigint or (d.purpose = 'AD'::deposit_purpose and d.ad_id = ${adId}::bigint)
      order by d.created_at, d.id`;
  }

  /** The status of each order's latest deposit and latest payout, one statement each. */
  async latestStatesOf(orderIds: readonly string[]): Promise<Map<string, OrderFundStates>> {
    const db: Db = this.sql.sql;
    const ids = orderIds as string[];
    const [deposits, payouts] = await together([
      db<{ orderId: string; status: DepositIntentStatus }[]>`
        select distinct on (d.order_id) d.order_id::text as "orderId", d.status
        from deposit_intents d where d.order_id = any(${ids}::bigint[])
        order by d.order_id, d.created_at desc, d.id desc`,
      db<{ orderId: string; status: PayoutStatus }[]>`
        select distinct on (p.order_id) p.order_id::text as "orderId", p.status
        from payouts p where p.order_id = any(${ids}::bigint[])
        order by p.order_id, p.created_at desc, p.id desc`,
    ]);
    const states = new Map<string, OrderFundStates>(
      orderIds.map((id) => [id, { depositStatus: null, payoutStatus: null }]),
    );
    for (const d of deposits) states.get(d.orderId)!.depositStatus = d.status;
    for (const p of payouts) states.get(p.orderId)!.payoutStatus = p.status;
    return states;
  }

  /** The orders with a deposit in `status`, the latest such deposit first; at most `cap`. */
  async orderIdsWithDeposit(status: DepositIntentStatus, cap: number): Promise<string[]> {
    const rows = await this.sql.sql<{ orderId: string }[]>`
      select d.order_id::text as "orderId" from deposit_intents d
      where d.status = ${status}::deposit_intent_status and d.order_id is not null
      group by d.order_id order by max(d.created_at) desc, d.order_id desc limit ${cap}`;
    return rows.map((r) => r.orderId);
  }

  /** The orders with a payout in `status`, the latest such payout first; at most `cap`. */
  async orderIdsWithPayout(status: PayoutStatus, cap: number): Promise<string[]> {
    const rows = await this.sql.sql<{ orderId: string }[]>`
      select p.order_id::text as "orderId" from payouts p
      where p.status = ${status}::payout_status and p.order_id is not null
      group by p.order_id order by max(p.created_at) desc, p.order_id desc limit ${cap}`;
    return rows.map((r) => r.orderId);
  }

  /**
   * The payouts not done (the metrics, issue 27): how many are queued, sent and failed, and when the oldest
   * queued or sent one was created (null: none).
   */
  async payoutBacklog(): Promise<PayoutBacklog> {
    const rows = await this.sql.sql<{ status: PayoutStatus; n: number; oldest: Date }[]>`
      select status, count(*)::int as n, min(created_at) as oldest from payouts
      where status in ('QUEUED', 'SENT', 'FAILED') group by status`;
    const counts: PayoutBacklog['counts'] = { QUEUED: 0, SENT: 0, FAILED: 0 };
    let oldestPendingAt: Date | null = null;
    for (const r of rows) {
      if (r.status === 'CONFIRMED') continue;
      counts[r.status] = r.n;
      if (r.status !== 'FAILED' && (oldestPendingAt === null || r.oldest < oldestPendingAt)) {
        oldestPendingAt = r.oldest;
      }
    }
    return { counts, oldestPendingAt };
  }
}

/** What `payoutBacklog` answers. */
export interface PayoutBacklog {
  counts: Record<Exclude<PayoutStatus, 'CONFIRMED'>, number>;
  oldestPendingAt: Date | null;
}
