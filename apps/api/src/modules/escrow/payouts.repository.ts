import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import type { PayoutKind } from '@p2p/contracts';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

export type PayoutStatus = 'QUEUED' | 'SENT' | 'CONFIRMED' | 'FAILED';

export interface PayoutRow {
  id: string;
  ref: string;
  kind: PayoutKind;
  status: PayoutStatus;
  chain: ChainKind;
  toAddress: string;
  tokenAddress: string;
  coinId: number | null;
  /** Coin units (fungible), null for an NFT. */
  amount: string | null;
  /** Base units (fungible) as text. */
  value: string | null;
  tokenId: string | null;
  userId: string | null;
  orderId: string | null;
  adId: string | null;
  fundRecordId: string | null;
  depositIntentId: string | null;
  txHash: string | null;
  signedRaw: string | null;
  nonce: string | null;
  attempts: number;
  confirmations: number;
}

/** A payout with its error and times, as the console shows it (issue 20). */
export interface PayoutView extends PayoutRow {
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  confirmedAt: Date | null;
  updatedAt: Date;
}

export interface NewPayout {
  ref: string;
  kind: PayoutKind;
  chain: ChainKind;
  toAddress: string;
  tokenAddress: string;
  coinId: number | null;
  amount: string | null;
  value: bigint | null;
  tokenId: bigint | null;
  userId: bigint | null;
  orderId: bigint | null;
  adId: bigint | null;
  fundRecordId: string | null;
  depositIntentId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = (db: Db) => db`
  id::text as id, ref, kind, status, chain, to_address as "toAddress", token_address as "tokenAddress",
  coin_id as "coinId", amount::text as amount, value::text as value, token_id::text as "tokenId",
  user_id::text as "userId", order_id::text as "orderId", ad_id::text as "adId", fund_record_id::text as "fundRecordId",
  deposit_intent_id::text as "depositIntentId", tx_hash as "txHash", signed_raw as "signedRaw", nonce::text as nonce,
  attempts, confirmations`;

/** `payouts`: every transfer out of escrow, queued once per `ref`, sent by the one sender of its chain. */
@Injectable()
export class PayoutsRepository {
  constructor(private readonly db: SqlService) {}

  /** Queues a payout at `now` (its `created_at`); the same `ref` again answers the first one and `created: false`. */
  async insert(tx: Tx, p: NewPayout, now: Date): Promise<{ row: PayoutRow; created: boolean }> {
    const opt = (v: bigint | null) => (v === null ? null : String(v));
    const [created] = await tx<PayoutRow[]>`
      insert into payouts (id, ref, kind, chain, to_address, token_address, coin_id, amount, value, token_id, user_id,
        order_id, ad_id, fund_record_id, deposit_intent_id, created_at, updated_at)
      values (gen_random_uuid(), ${p.ref}, ${p.kind}, ${p.chain}, ${p.toAddress}, ${p.tokenAddress}, ${p.coinId}, ${p.amount},
        ${opt(p.value)}, ${opt(p.tokenId)}, ${opt(p.userId)}, ${opt(p.orderId)}, ${opt(p.adId)}, ${p.fundRecordId},
        ${p.depositIntentId}, ${now}, now())
      on conflict (ref) do nothing
      returning ${columns(tx)}`;
    if (created) return { row: created, created: true };
    const [existing] = await tx<PayoutRow[]>`select ${columns(tx)} from payouts where ref = ${p.ref}`;
    return { row: existing!, created: false };
  }

  byId(id: string): Promise<PayoutRow | null> {
    const sql = this.db.sql;
    return sql<PayoutRow[]>`select ${columns(sql)} from payouts where id = ${id}`.then((r) => r[0] ?? null);
  }

  /** Payouts of a chain in one of `statuses`, oldest first. */
  inStatus(chain: ChainKind, statuses: PayoutStatus[], limit: number): Promise<PayoutRow[]> {
    const sql = this.db.sql;
    return sql<PayoutRow[]>`
      select ${columns(sql)} from payouts where chain = ${chain} and status in ${sql(statuses)}
      order by created_at, id limit ${limit}`;
  }

  async statusOf(db: Db, id: string): Promise<PayoutStatus | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db<{ status: PayoutStatus }[]>`select status from payouts where id = ${id}`;
    return row?.status ?? null;
  }

  /**
   * The user's NFTs escrow still holds because their RETURN or WITHDRAWAL failed for good (issue 23: the
   * temporary balance's NFTs), less those a withdrawal (`withdrawal:nft:<id>`) already took; oldest first.
   */
  heldNfts(userId: bigint, db: Db = this.db.sql): Promise<PayoutRow[]> {
    return db<PayoutRow[]>`
      select ${columns(db)} from payouts p
      where p.user_id = ${String(userId)} and p.status = 'FAILED' and p.token_id is not null
        and p.kind in ('RETURN', 'WITHDRAWAL')
        and not exists (select 1 from payouts w where w.ref = 'withdrawal:nft:' || p.id::text)
      order by p.created_at, p.id`;
  }

  /** Whether a payout of `ref` exists (read by a statement of its own: what committed before it). */
  async refTaken(tx: Tx, ref: string): Promise<boolean> {
    const rows = await tx`select 1 from payouts where ref = ${ref}`;
    return rows.length > 0;
  }

  /** One payout as `db` sees it (the caller's transaction); null for an id that names none. */
  async find(db: Db, id: string): Promise<PayoutRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db<PayoutRow[]>`select ${columns(db)} from payouts where id = ${id}`;
    return row ?? null;
  }

  async lock(tx: Tx, id: string): Promise<PayoutRow | null> {
    const [row] = await tx<PayoutRow[]>`select ${columns(tx)} from payouts where id = ${id} for update`;
    return row ?? null;
  }

  /**
   * Records the signed transaction before it is broadcast: from now on it is re-sent, never signed anew
   * unless the chain shows it can no longer land. Also kept as the payout's next attempt (issue 20: every
   * signed transaction is its own row; TRON's have no nonce). `sentAt`: when it was signed (the console
   * shows it). Nothing when the payout is not QUEUED.
   */
  async recordSigned(
    tx: Tx,
    id: string,
    txHash: string,
    raw: string,
    nonce: bigint,
    sentAt: Date,
    fromAddress: string | null = null,
  ): Promise<void> {
    await tx`
      with p as (
        update payouts set status = 'SENT', tx_hash = ${txHash}, signed_raw = ${raw}, nonce = ${String(nonce)},
          attempts = attempts + 1, sent_at = ${sentAt}, last_error = null, updated_at = now()
        where id = ${id} and status = 'QUEUED'
        returning id, chain)
      insert into payout_attempts (payout_id, attempt, chain, from_address, nonce, tx_hash, raw_tx)
      select p.id, (select coalesce(max(attempt), 0) + 1 from payout_attempts where payout_id = ${id}), p.chain,
        ${fromAddress}, case when p.chain = 'TRC20' then null else ${String(nonce)}::bigint end, ${txHash}, ${raw}
      from p`;
  }

  /** An earlier attempt is the one mined (issue 20): the payout's transaction becomes that one. */
  async adoptAttempt(tx: Tx, id: string, txHash: string, raw: string, nonce: string | null): Promise<void> {
    await tx`
      update payouts set tx_hash = ${txHash}, signed_raw = ${raw}, nonce = ${nonce}, updated_at = now()
      where id = ${id} and status = 'SENT'`;
  }

  async setConfirmations(
    tx: Tx,
    id: string,
    confirmations: number,
    blockNumber: bigint | null,
  ): Promise<void> {
    await tx`
      update payouts set confirmations = ${confirmations},
        block_number = ${blockNumber === null ? null : String(blockNumber)}, updated_at = now()
      where id = ${id}`;
  }

  /** The payout reached its confirmations; `confirmedAt`: when the platform saw it (the console shows it). */
  async markConfirmed(
    tx: Tx,
    id: string,
    confirmations: number,
    blockNumber: bigint,
    confirmedAt: Date,
  ): Promise<void> {
    await tx`
      update payouts set status = 'CONFIRMED', confirmations = ${confirmations}, block_number = ${String(blockNumber)},
        confirmed_at = ${confirmedAt}, updated_at = now()
      where id = ${id} and status = 'SENT'`;
  }

  /** A reverted transaction: back to the queue for a fresh one, or failed for good. */
  async markReverted(tx: Tx, id: string, retry: boolean, error: string): Promise<void> {
    await tx`
      update payouts set status = ${retry ? 'QUEUED' : 'FAILED'}, tx_hash = case when ${retry} then null else tx_hash end,
        signed_raw = null, last_error = ${error}, updated_at = now()
      where id = ${id} and status = 'SENT'`;
  }

  /**
   * Issue 20: a payout FAILED for good back to the queue by an administrator: the same row and ref, its
   * attempts, last error and last transaction hash kept (the next signed one replaces the hash). False
   * when it is not FAILED (any more).
   */
  async requeueFailed(tx: Tx, id: string): Promise<boolean> {
    const rows = await tx`
      update payouts set status = 'QUEUED', signed_raw = null, confirmations = 0, block_number = null,
        updated_at = now()
      where id = ${id} and status = 'FAILED' returning id`;
    return rows.length === 1;
  }

  /** Issue 20: an order's payouts, oldest first, with what the console shows of them. */
  ofOrder(orderId: string, db: Db = this.db.sql): Promise<PayoutView[]> {
    return db<PayoutView[]>`
      select ${columns(db)}, last_error as "lastError", created_at as "createdAt", sent_at as "sentAt",
        confirmed_at as "confirmedAt", updated_at as "updatedAt"
      from payouts where order_id = ${orderId} order by created_at, id`;
  }

  /** A queued payout that could not be signed, failed for good. */
  async failQueued(tx: Tx, id: string): Promise<void> {
    await tx`update payouts set status = 'FAILED', updated_at = now() where id = ${id} and status = 'QUEUED'`;
  }

  async noteError(id: string, error: string): Promise<void> {
    await this.db
      .sql`update payouts set last_error = ${error.slice(0, 2000)}, updated_at = now() where id = ${id}`;
  }

  /**
   * Not yet on chain: still owed by escrow, per token (coin units; NFTs count 1 each). A payout mined but
   * short of its confirmations has left the escrow wallet already, so it is not counted.
   */
  async pendingByToken(chain: ChainKind): Promise<Map<string, { amount: string; count: bigint }>> {
    const rows = await this.db.sql<{ token: string; amount: string | null; count: string }[]>`
      select token_address as token, sum(amount)::text as amount, count(*)::text as count from payouts
      where chain = ${chain} and (status = 'QUEUED' or (status = 'SENT' and block_number is null))
      group by token_address`;
    return new Map(rows.map((r) => [r.token, { amount: r.amount ?? '0', count: BigInt(r.count) }]));
  }

  /** Whether anything is in flight on a chain (the reserves are read when it is quiet). */
  async inFlight(chain: ChainKind): Promise<number> {
    const [row] = await this.db.sql<{ n: string }[]>`
      select count(*)::text as n from payouts where chain = ${chain} and status in ('QUEUED', 'SENT')`;
    return Number(row!.n);
  }
}
