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

  /** Queues a payout; the same `ref` again answers the first one and `created: false`. */
  async insert(tx: Tx, p: NewPayout): Promise<{ row: PayoutRow; created: boolean }> {
    const opt = (v: bigint | null) => (v === null ? null : String(v));
    const [created] = await tx<PayoutRow[]>`
      insert into payouts (id, ref, kind, chain, to_address, token_address, coin_id, amount, value, token_id, user_id,
        order_id, ad_id, fund_record_id, deposit_intent_id, updated_at)
      values (gen_random_uuid(), ${p.ref}, ${p.kind}, ${p.chain}, ${p.toAddress}, ${p.tokenAddress}, ${p.coinId}, ${p.amount},
        ${opt(p.value)}, ${opt(p.tokenId)}, ${opt(p.userId)}, ${opt(p.orderId)}, ${opt(p.adId)}, ${p.fundRecordId},
        ${p.depositIntentId}, now())
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

  async lock(tx: Tx, id: string): Promise<PayoutRow | null> {
    const [row] = await tx<PayoutRow[]>`select ${columns(tx)} from payouts where id = ${id} for update`;
    return row ?? null;
  }

  /**
   * The highest nonce of a payout sent and not yet final (the sender's own count, beside the node's: a
   * transaction the node dropped still holds its nonce). Final ones are in the node's count already.
   */
  async maxNonce(chain: ChainKind): Promise<bigint | null> {
    const [row] = await this.db.sql<{ n: string | null }[]>`
      select max(nonce)::text as n from payouts where chain = ${chain} and status = 'SENT'`;
    return row?.n ? BigInt(row.n) : null;
  }

  /** Records the signed transaction before it is broadcast: from now on it is re-sent, never signed anew. */
  async recordSigned(tx: Tx, id: string, txHash: string, raw: string, nonce: bigint): Promise<void> {
    await tx`
      update payouts set status = 'SENT', tx_hash = ${txHash}, signed_raw = ${raw}, nonce = ${String(nonce)},
        attempts = attempts + 1, sent_at = now(), last_error = null, updated_at = now()
      where id = ${id} and status = 'QUEUED'`;
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

  async markConfirmed(tx: Tx, id: string, confirmations: number, blockNumber: bigint): Promise<void> {
    await tx`
      update payouts set status = 'CONFIRMED', confirmations = ${confirmations}, block_number = ${String(blockNumber)},
        confirmed_at = now(), updated_at = now()
      where id = ${id} and status = 'SENT'`;
  }

  /** A reverted transaction: back to the queue for a fresh one, or failed for good. */
  async markReverted(tx: Tx, id: string, retry: boolean, error: string): Promise<void> {
    await tx`
      update payouts set status = ${retry ? 'QUEUED' : 'FAILED'}, tx_hash = case when ${retry} then null else tx_hash end,
        signed_raw = null, last_error = ${error}, updated_at = now()
      where id = ${id} and status = 'SENT'`;
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
