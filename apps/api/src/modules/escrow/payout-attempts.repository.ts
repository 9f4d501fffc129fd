import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

export type PayoutAttemptStatus = 'LIVE' | 'REPLACED' | 'LANDED' | 'REVERTED' | 'ABANDONED';

/** One signed transaction of a payout (`payout_attempts`, issue 20). */
export interface PayoutAttemptRow {
  id: string;
  payoutId: string;
  attempt: number;
  chain: ChainKind;
  fromAddress: string | null;
  nonce: string | null;
  txHash: string;
  rawTx: string;
  status: PayoutAttemptStatus;
  outcome: string | null;
  blockNumber: string | null;
  signedAt: Date;
}

export interface NewAttempt {
  payoutId: string;
  chain: ChainKind;
  fromAddress: string | null;
  /** Null on a chain without nonces (TRON). */
  nonce: bigint | null;
  txHash: string;
  rawTx: string;
}

const columns = (db: Db) => db`
  id::text as id, payout_id::text as "payoutId", attempt, chain, from_address as "fromAddress",
  nonce::text as nonce, tx_hash as "txHash", raw_tx as "rawTx", status, outcome,
  block_number::text as "blockNumber", signed_at as "signedAt"`;

/**
 * `payout_attempts`: every transaction signed for a payout, one row each and never overwritten, so that an
 * operator and the watcher can find each one that could still land (issue 20).
 */
@Injectable()
export class PayoutAttemptsRepository {
  constructor(private readonly db: SqlService) {}

  /** Records a signed attempt, numbered after the payout's earlier ones (the payout is locked by `tx`). */
  async insert(tx: Tx, a: NewAttempt): Promise<PayoutAttemptRow> {
    const [row] = await tx<PayoutAttemptRow[]>`
      insert into payout_attempts (payout_id, attempt, chain, from_address, nonce, tx_hash, raw_tx)
      values (${a.payoutId},
        (select coalesce(max(attempt), 0) + 1 from payout_attempts where payout_id = ${a.payoutId}),
        ${a.chain}, ${a.fromAddress}, ${a.nonce === null ? null : String(a.nonce)}, ${a.txHash}, ${a.rawTx})
      returning ${columns(tx)}`;
    return row!;
  }

  /** A payout's attempts, first to last. */
  ofPayout(payoutId: string, db: Db = this.db.sql): Promise<PayoutAttemptRow[]> {
    return db<PayoutAttemptRow[]>`
      select ${columns(db)} from payout_attempts where payout_id = ${payoutId} order by attempt`;
  }

  /**
   * The attempts that could still land of the given payouts (LIVE and REPLACED), newest first per
   * payout, keyed by payout id: one statement for a round's payouts.
   */
  async open(payoutIds: readonly string[]): Promise<Map<string, PayoutAttemptRow[]>> {
    const out = new Map<string, PayoutAttemptRow[]>();
    if (payoutIds.length === 0) return out;
    const sql = this.db.sql;
    const rows = await sql<PayoutAttemptRow[]>`
      select ${columns(sql)} from payout_attempts
      where payout_id in ${sql(payoutIds as string[])} and status in ('LIVE', 'REPLACED')
      order by payout_id, attempt desc`;
    for (const row of rows) {
      const list = out.get(row.payoutId) ?? [];
      list.push(row);
      out.set(row.payoutId, list);
    }
    return out;
  }

  /** The highest nonce of a chain's wallet held by an attempt that could still land, or null. */
  async maxOpenNonce(chain: ChainKind, fromAddress: string): Promise<bigint | null> {
    const [row] = await this.db.sql<{ n: string | null }[]>`
      select max(nonce)::text as n from payout_attempts
      where chain = ${chain} and status = 'LIVE' and (from_address = ${fromAddress} or from_address is null)`;
    return row?.n ? BigInt(row.n) : null;
  }

  /** How many of a payout's attempts were mined and reverted (the retry policy counts these). */
  async revertedCount(tx: Tx, payoutId: string): Promise<number> {
    const [row] = await tx<{ n: number }[]>`
      select count(*)::int as n from payout_attempts where payout_id = ${payoutId} and status = 'REVERTED'`;
    return row!.n;
  }

  /** Moves one attempt to `status` with why (only from an open status: an ended one stays as it ended). */
  async settle(
    tx: Tx,
    id: string,
    status: Exclude<PayoutAttemptStatus, 'LIVE'>,
    outcome: string,
    blockNumber: bigint | null = null,
  ): Promise<void> {
    await tx`
      update payout_attempts set status = ${status}, outcome = ${outcome.slice(0, 500)},
        block_number = ${blockNumber === null ? null : String(blockNumber)}, updated_at = now()
      where id = ${id} and status in ('LIVE', 'REPLACED')`;
  }

  /** Every other open attempt of a payout that ended with `keepId`: it never landed (why it left LIVE is kept). */
  async abandonOthers(tx: Tx, payoutId: string, keepId: string, outcome: string): Promise<void> {
    await tx`
      update payout_attempts set status = 'ABANDONED', updated_at = now(),
        outcome = coalesce(outcome || '; ', '') || ${outcome}
      where payout_id = ${payoutId} and id <> ${keepId} and status in ('LIVE', 'REPLACED')`;
  }
}
