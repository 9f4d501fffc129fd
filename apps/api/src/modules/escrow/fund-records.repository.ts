import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import type { FundRecordStatus, FundRecordType } from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

export interface FundRecordRow {
  id: string;
  userId: string;
  type: FundRecordType;
  status: FundRecordStatus;
  chain: ChainKind;
  coinId: number | null;
  nftTokenId: string | null;
  amount: string;
  fee: string;
  txHash: string | null;
  fromAddress: string | null;
  toAddress: string | null;
  confirmations: number;
  blockNumber: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

export interface NewFundRecord {
  userId: bigint;
  type: FundRecordType;
  chain: ChainKind;
  coinId: number | null;
  amount: string;
  fee?: string;
  txHash?: string | null;
  fromAddress: string | null;
  toAddress: string | null;
  blockNumber?: bigint | null;
  chainTransferId?: string | null;
  depositIntentId?: string | null;
  orderId?: bigint | null;
  adId?: bigint | null;
}

/** The record of an order's payout (release or refund) as the order shows it. */
export interface OrderPayoutRecordRow {
  orderId: string;
  type: 'RELEASE' | 'REFUND';
  status: FundRecordStatus;
  chain: ChainKind;
  txHash: string | null;
  toAddress: string | null;
  confirmations: number;
}

/** A balance payout's record: a withdrawal, or an idle temporary balance sent back (RETURN). */
export type BalancePayoutRecordType = Extract<FundRecordType, 'WITHDRAWAL' | 'RETURN'>;

/**
 * Records that draw on the temporary balance (3020 while one confirms): withdrawals, and returns that hold no
 * deposit (an idle line sent back); an ad's remainder or a deposit returned comes from its deposit.
 */
const fromBalance = (db: Db) => db`(type = 'WITHDRAWAL' or (type = 'RETURN' and deposit_intent_id is null))`;

const columns = (db: Db) => db`
  f.id::text as id, f.user_id::text as "userId", f.type, f.status, f.chain, f.coin_id as "coinId",
  (select p.token_id::text from payouts p where p.fund_record_id = f.id and p.value is null) as "nftTokenId",
  f.amount::text as amount, f.fee::text as fee, f.tx_hash as "txHash",
  f.from_address as "fromAddress", f.to_address as "toAddress", f.confirmations, f.block_number::text as "blockNumber",
  f.created_at as "createdAt", f.completed_at as "completedAt"`;

/**
 * `fund_records`: what each trader sees of coin moving in and out of escrow (`/fundRecord`): their deposits,
 * and every payout they receive (withdrawal, release, refund, return), each with its transaction hash.
 * The times a trader sees (`created_at`, `completed_at`) are the injected clock's (issue 21); `updated_at`
 * is bookkeeping and stays the database's.
 */
@Injectable()
export class FundRecordsRepository {
  constructor(
    private readonly db: SqlService,
    private readonly clock: Clock,
  ) {}

  /**
   * The record of a deposit, one per transfer: CONFIRMING when seen (again, after a reorganisation), or
   * COMPLETED with its confirmations when credited (made then if its sender bound the address since).
   */
  async upsertDeposit(
    tx: Tx,
    record: NewFundRecord,
    state: { status: 'CONFIRMING' | 'COMPLETED'; confirmations: number } = {
      status: 'CONFIRMING',
      confirmations: 0,
    },
  ): Promise<FundRecordRow> {
    const now = this.clock.now();
    const completed = state.status === 'COMPLETED';
    const [row] = await tx<FundRecordRow[]>`
      insert into fund_records as f (user_id, type, status, chain, coin_id, amount, tx_hash, from_address, to_address,
        block_number, chain_transfer_id, deposit_intent_id, confirmations, completed_at, created_at, updated_at)
      values (${String(record.userId)}, 'DEPOSIT', ${state.status}, ${record.chain}, ${record.coinId}, ${record.amount},
        ${record.txHash ?? null}, ${record.fromAddress}, ${record.toAddress},
        ${record.blockNumber == null ? null : String(record.blockNumber)}, ${record.chainTransferId ?? null},
        ${record.depositIntentId ?? null}, ${state.confirmations}, ${completed ? now : null}, ${now}, now())
      on conflict (chain_transfer_id) do update set status = excluded.status, confirmations = excluded.confirmations,
        block_number = excluded.block_number, completed_at = excluded.completed_at,
        deposit_intent_id = coalesce(excluded.deposit_intent_id, f.deposit_intent_id), updated_at = now()
      returning ${columns(tx)}`;
    return row!;
  }

  /** Deposit records for transfers seen now, in one statement: CONFIRMING (again, after a reorganisation). */
  async upsertSeenDeposits(
    tx: Tx,
    records: readonly NewFundRecord[],
  ): Promise<{ id: string; userId: string }[]> {
    if (records.length === 0) return [];
    const col = <T>(f: (r: NewFundRecord) => T) => records.map(f);
    return tx<{ id: string; userId: string }[]>`
      insert into fund_records as f (user_id, type, status, chain, coin_id, amount, tx_hash, from_address, to_address,
        block_number, chain_transfer_id, created_at, updated_at)
      select u, 'DEPOSIT', 'CONFIRMING', ${records[0]!.chain}::chain_type, c, a, t, fa, ta, b, ct, ${this.clock.now()}, now()
      from unnest(
        ${col((r) => String(r.userId))}::bigint[], ${col((r) => r.coinId)}::int[], ${col((r) => r.amount)}::numeric[],
        ${col((r) => r.txHash ?? null)}::varchar[], ${col((r) => r.fromAddress)}::varchar[],
        ${col((r) => r.toAddress)}::varchar[], ${col((r) => (r.blockNumber == null ? null : String(r.blockNumber)))}::bigint[],
        ${col((r) => r.chainTransferId ?? null)}::bigint[]
      ) as x(u, c, a, t, fa, ta, b, ct)
      on conflict (chain_transfer_id) do update set status = 'CONFIRMING', confirmations = 0, completed_at = null,
        block_number = excluded.block_number, updated_at = now()
      returning f.id::text as id, f.user_id::text as "userId"`;
  }

  /** The record of a payout from the temporary balance (`type`: WITHDRAWAL or RETURN), made before its payout. */
  async insertWithdrawal(
    tx: Tx,
    record: NewFundRecord & { type: BalancePayoutRecordType },
  ): Promise<FundRecordRow> {
    const [row] = await tx<FundRecordRow[]>`
      insert into fund_records as f (user_id, type, status, chain, coin_id, amount, fee, from_address, to_address,
        created_at, updated_at)
      values (${String(record.userId)}, ${record.type}, 'CONFIRMING', ${record.chain}, ${record.coinId}, ${record.amount},
        ${record.fee ?? '0'}, ${record.fromAddress}, ${record.toAddress}, ${this.clock.now()}, now())
      returning ${columns(tx)}`;
    return row!;
  }

  /**
   * The receiver's record of a payout queued without one (a release, a refund, a return), CONFIRMING with no
   * transaction yet, linked to the payout in the same statement: the sender fills in its hash and status.
   */
  async insertForPayout(tx: Tx, payoutId: string, record: NewFundRecord): Promise<string> {
    const opt = (v: bigint | null | undefined) => (v == null ? null : String(v));
    const [row] = await tx<{ id: string }[]>`
      with r as (
        insert into fund_records (user_id, type, status, chain, coin_id, amount, from_address, to_address, order_id,
          ad_id, deposit_intent_id, created_at, updated_at)
        values (${String(record.userId)}, ${record.type}, 'CONFIRMING', ${record.chain}, ${record.coinId},
          ${record.amount}, ${record.fromAddress}, ${record.toAddress}, ${opt(record.orderId)}, ${opt(record.adId)},
          ${record.depositIntentId ?? null}, ${this.clock.now()}, now())
        returning id
      ), linked as (
        update payouts p set fund_record_id = r.id, updated_at = now() from r
        where p.id = ${payoutId}::uuid and p.fund_record_id is null
        returning p.id
      )
      select r.id::text as id from r`;
    return row!.id;
  }

  /** The release and refund records of `orderIds` (one of each at most per order). */
  async ofOrders(orderIds: readonly string[]): Promise<OrderPayoutRecordRow[]> {
    if (orderIds.length === 0) return [];
    const sql = this.db.sql;
    return sql<OrderPayoutRecordRow[]>`
      select f.order_id::text as "orderId", f.type, f.status, f.chain, f.tx_hash as "txHash",
        f.to_address as "toAddress", f.confirmations
      from fund_records f
      where f.order_id = any(${orderIds as string[]}::bigint[]) and f.type in ('RELEASE', 'REFUND')
      order by f.id`;
  }

  /** Moves the record of a transfer (deposit) or of a payout (withdrawal) along; answers it when it exists. */
  async update(
    tx: Tx,
    where: { chainTransferId: string } | { id: string },
    change: {
      status?: FundRecordStatus;
      confirmations?: number;
      txHash?: string;
      depositIntentId?: string | null;
      blockNumber?: bigint;
    },
  ): Promise<FundRecordRow | null> {
    const key = 'id' in where ? tx`f.id = ${where.id}` : tx`f.chain_transfer_id = ${where.chainTransferId}`;
    const [row] = await tx<FundRecordRow[]>`
      update fund_records as f set
        status = coalesce(${change.status ?? null}::fund_record_status, f.status),
        confirmations = coalesce(${change.confirmations ?? null}::int, f.confirmations),
        tx_hash = coalesce(${change.txHash ?? null}, f.tx_hash),
        block_number = coalesce(${change.blockNumber == null ? null : String(change.blockNumber)}::bigint, f.block_number),
        deposit_intent_id = coalesce(${change.depositIntentId ?? null}::bigint, f.deposit_intent_id),
        completed_at = case when ${change.status ?? null}::fund_record_status = 'COMPLETED' then ${this.clock.now()}::timestamptz
          else f.completed_at end,
        updated_at = now()
      where ${key}
      returning ${columns(tx)}`;
    return row ?? null;
  }

  async page(
    userId: bigint,
    type: FundRecordType | undefined,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: FundRecordRow[]; total: number }> {
    const sql = this.db.sql;
    const byType = type ? sql`and f.type = ${type}` : sql``;
    const rows = await sql<FundRecordRow[]>`
      select ${columns(sql)} from fund_records f where f.user_id = ${String(userId)} ${byType}
      order by f.created_at desc, f.id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`;
    const [count] = await sql<{ n: string }[]>`
      select count(*)::text as n from fund_records f where f.user_id = ${String(userId)} ${byType}`;
    return { rows, total: Number(count!.n) };
  }

  /** One of the user's records; null when missing or another's. */
  async ofUser(userId: bigint, id: string): Promise<FundRecordRow | null> {
    const sql = this.db.sql;
    const [row] = await sql<FundRecordRow[]>`
      select ${columns(sql)} from fund_records f where f.id = ${id} and f.user_id = ${String(userId)}`;
    return row ?? null;
  }

  /** Whether a payout of the user's temporary balance on that coin and chain is still confirming (3020). */
  async withdrawalInProgress(tx: Tx, userId: bigint, coinId: number, chain: ChainKind): Promise<boolean> {
    const [row] = await tx<{ n: number }[]>`
      select 1 as n from fund_records where user_id = ${String(userId)} and ${fromBalance(tx)}
        and status = 'CONFIRMING' and coin_id = ${coinId} and chain = ${chain} limit 1`;
    return row !== undefined;
  }

  /** Fees kept by escrow on withdrawals that left (coin units), per coin: owed to the platform. */
  async feesByCoin(chain: ChainKind): Promise<Map<number, string>> {
    const rows = await this.db.sql<{ coinId: number; fees: string }[]>`
      select coin_id as "coinId", sum(fee)::text as fees from fund_records
      where chain = ${chain} and type = 'WITHDRAWAL' and status <> 'FAILED' and fee > 0 group by coin_id`;
    return new Map(rows.map((r) => [r.coinId, r.fees]));
  }
}
