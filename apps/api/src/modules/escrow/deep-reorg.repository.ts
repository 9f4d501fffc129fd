import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import type { Db, Tx } from '../../core/infra/db/sql.service.js';

/** A credited transfer whose block left the chain (issue 29), as operators and the hold see it. */
export interface ReorgedTransfer {
  id: string;
  chain: ChainKind;
  txHash: string;
  logIndex: number;
  blockNumber: string;
  status: string;
  userId: string | null;
  coinId: number | null;
  /** Coin units held from withdrawal (null: nothing held any more). */
  held: string | null;
}

const columns = (db: Db) => db`
  id::text as id, chain, tx_hash as "txHash", log_index as "logIndex", block_number::text as "blockNumber",
  status, user_id::text as "userId", coin_id as "coinId", reorg_held::text as held`;

/**
 * The rows of `chain_transfers` a reorganisation deeper than the confirmations touched (issue 29): the
 * credited transfers whose block left the chain are REORGED_AFTER_CREDIT, and `reorg_held` is what each
 * credited to its sender's temporary balance, held from withdrawal until it is settled.
 */
@Injectable()
export class DeepReorgRepository {
  /** Credited transfers of `chain` mined from `fromBlock` on, with the block hash each was credited in. */
  creditedFrom(
    tx: Tx,
    chain: ChainKind,
    fromBlock: bigint,
  ): Promise<{ id: string; blockNumber: string; blockHash: string }[]> {
    return tx<{ id: string; blockNumber: string; blockHash: string }[]>`
      select id::text as id, block_number::text as "blockNumber", block_hash as "blockHash" from chain_transfers
      where chain = ${chain} and status = 'CREDITED' and block_number >= ${String(fromBlock)}
      order by block_number, log_index`;
  }

  /**
   * Marks a credited transfer as gone from the chain and holds what it put in the temporary balance (the
   * sum of the ledger entries that name it: its credit, less any earlier reversal). Null if it was not
   * CREDITED (another round got there first).
   */
  async markReorged(tx: Tx, id: string, now: Date): Promise<ReorgedTransfer | null> {
    const [row] = await tx<ReorgedTransfer[]>`
      update chain_transfers t set status = 'REORGED_AFTER_CREDIT', confirmations = 0, reorged_at = ${now},
        reorg_held = greatest(coalesce((select sum(e.delta) from temp_balance_entries e
          where e.chain_transfer_id = t.id), 0), 0),
        updated_at = now()
      where id = ${id} and status = 'CREDITED'
      returning ${columns(tx)}`;
    return row ?? null;
  }

  /**
   * A transfer credited before its block left the chain, mined again on the new branch and confirmed:
   * credited again without a new credit, its hold lifted. Null for any other transfer.
   */
  async reconfirm(tx: Tx, id: string, confirmations: number): Promise<ReorgedTransfer | null> {
    const [row] = await tx<ReorgedTransfer[]>`
      update chain_transfers set status = 'CREDITED', confirmations = ${confirmations}, reorg_held = null,
        updated_at = now()
      where id = ${id} and status = 'PENDING' and reorg_held is not null
      returning ${columns(tx)}`;
    return row ?? null;
  }

  /** What is held of a user's line (coin units, '0' when nothing). */
  async heldOn(tx: Db, userId: bigint, coinId: number, chain: ChainKind): Promise<string> {
    const [row] = await tx<{ held: string | null }[]>`
      select sum(reorg_held)::text as held from chain_transfers
      where user_id = ${String(userId)} and coin_id = ${coinId} and chain = ${chain} and reorg_held is not null`;
    return row?.held ?? '0';
  }

  /** Locks a transfer for an operator's decision. */
  async lock(tx: Tx, id: string): Promise<ReorgedTransfer | null> {
    const [row] = await tx<ReorgedTransfer[]>`
      select ${columns(tx)} from chain_transfers where id = ${id} for update`;
    return row ?? null;
  }

  /**
   * An operator's decision on a held transfer: reversed, it is REORGED (not on chain, not credited: if the
   * chain mines it again it is credited as new); released, it stays REORGED_AFTER_CREDIT without a hold
   * (its credit stands, and if the chain mines it again it is only confirmed).
   */
  async settle(tx: Tx, id: string, decision: 'REVERSE' | 'RELEASE'): Promise<void> {
    const status = decision === 'REVERSE' ? 'REORGED' : 'REORGED_AFTER_CREDIT';
    await tx`
      update chain_transfers set status = ${status}::chain_transfer_status, reorg_held = null, updated_at = now()
      where id = ${id}`;
  }
}
