import { Injectable } from '@nestjs/common';
import type { ChainKind, TokenTransferLog } from '@p2p/chain';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

/** A stored Transfer log the watcher has not finished with. Amounts in base units, as text. */
export interface TransferRow {
  id: string;
  chain: ChainKind;
  txHash: string;
  logIndex: number;
  blockNumber: string;
  blockHash: string;
  fromAddress: string;
  toAddress: string;
  tokenAddress: string;
  tokenKind: 'FUNGIBLE' | 'NFT';
  value: string | null;
  tokenId: string | null;
  confirmations: number;
  status: 'PENDING' | 'CONFIRMED' | 'CREDITED' | 'REORGED' | 'IGNORED';
  userId: string | null;
  coinId: number | null;
}

export interface SeenTransfer {
  chain: ChainKind;
  log: TokenTransferLog;
  userId: bigint | null;
  coinId: number | null;
}

const transferColumns = (db: Db) => db`
  id::text as id, chain, tx_hash as "txHash", log_index as "logIndex", block_number::text as "blockNumber",
  block_hash as "blockHash", from_address as "fromAddress", to_address as "toAddress",
  token_address as "tokenAddress", token_kind as "tokenKind", value::text as value, token_id::text as "tokenId",
  confirmations, status, user_id::text as "userId", coin_id as "coinId"`;

/**
 * The watcher's tables: `chain_cursors` (how far each chain is read), `chain_blocks` (the hashes of the
 * unconfirmed window, to see a reorganisation) and `chain_transfers` (each Transfer log to escrow, once).
 */
@Injectable()
export class ChainIndexRepository {
  constructor(private readonly db: SqlService) {}

  async cursor(chain: ChainKind): Promise<{ blockNumber: bigint; blockHash: string } | null> {
    const [row] = await this.db.sql<{ blockNumber: string; blockHash: string }[]>`
      select block_number::text as "blockNumber", block_hash as "blockHash" from chain_cursors where chain = ${chain}`;
    return row ? { blockNumber: BigInt(row.blockNumber), blockHash: row.blockHash } : null;
  }

  async saveCursor(tx: Tx, chain: ChainKind, blockNumber: bigint, blockHash: string): Promise<void> {
    await tx`
      insert into chain_cursors (chain, block_number, block_hash, updated_at)
      values (${chain}, ${String(blockNumber)}, ${blockHash}, now())
      on conflict (chain) do update set block_number = excluded.block_number, block_hash = excluded.block_hash,
        updated_at = now()`;
  }

  async rememberBlocks(tx: Tx, chain: ChainKind, blocks: ReadonlyMap<bigint, string>): Promise<void> {
    for (const [blockNumber, blockHash] of blocks) {
      await tx`
        insert into chain_blocks (chain, block_number, block_hash) values (${chain}, ${String(blockNumber)}, ${blockHash})
        on conflict (chain, block_number) do update set block_hash = excluded.block_hash`;
    }
  }

  /** The stored window, highest first. */
  async windowBlocks(chain: ChainKind): Promise<{ blockNumber: bigint; blockHash: string }[]> {
    const rows = await this.db.sql<{ blockNumber: string; blockHash: string }[]>`
      select block_number::text as "blockNumber", block_hash as "blockHash" from chain_blocks
      where chain = ${chain} order by block_number desc`;
    return rows.map((r) => ({ blockNumber: BigInt(r.blockNumber), blockHash: r.blockHash }));
  }

  async forgetBlocksFrom(tx: Tx, chain: ChainKind, fromBlock: bigint): Promise<void> {
    await tx`delete from chain_blocks where chain = ${chain} and block_number >= ${String(fromBlock)}`;
  }

  async pruneBlocksBelow(chain: ChainKind, below: bigint): Promise<void> {
    await this.db.sql`delete from chain_blocks where chain = ${chain} and block_number < ${String(below)}`;
  }

  /**
   * Records transfers once per (chain, txHash, logIndex), many in one statement (a catch-up reads
   * thousands). One that a reorganisation removed and the chain mined again comes back PENDING with its
   * new block. Answers the rows recorded now; logs already recorded are left as they are.
   */
  async insertSeenMany(tx: Tx, seen: readonly SeenTransfer[]): Promise<TransferRow[]> {
    if (seen.length === 0) return [];
    const col = <T>(f: (s: SeenTransfer) => T) => seen.map(f);
    const opt = (v: bigint | null) => (v === null ? null : String(v));
    return tx<TransferRow[]>`
      insert into chain_transfers (chain, tx_hash, log_index, block_number, block_hash, from_address, to_address,
        token_address, token_kind, value, token_id, user_id, coin_id, status, updated_at)
      select ${seen[0]!.chain}::chain_type, t, i, b, h, f, o, k, kind::token_kind, v, tid, u, c, 'PENDING', now()
      from unnest(
        ${col((s) => s.log.txHash)}::varchar[], ${col((s) => s.log.logIndex)}::int[],
        ${col((s) => String(s.log.blockNumber))}::bigint[], ${col((s) => s.log.blockHash)}::varchar[],
        ${col((s) => s.log.from)}::varchar[], ${col((s) => s.log.to)}::varchar[],
        ${col((s) => s.log.tokenAddress)}::varchar[], ${col((s) => s.log.standard)}::text[],
        ${col((s) => opt(s.log.value))}::numeric[], ${col((s) => opt(s.log.tokenId))}::numeric[],
        ${col((s) => opt(s.userId))}::bigint[], ${col((s) => s.coinId)}::int[]
      ) as x(t, i, b, h, f, o, k, kind, v, tid, u, c)
      on conflict (chain, tx_hash, log_index) do update set block_number = excluded.block_number,
        block_hash = excluded.block_hash, status = 'PENDING', confirmations = 0, updated_at = now()
        where chain_transfers.status = 'REORGED'
      returning ${transferColumns(tx)}`;
  }

  /** PENDING transfers of a chain, oldest block first. */
  pending(chain: ChainKind): Promise<TransferRow[]> {
    const sql = this.db.sql;
    return sql<TransferRow[]>`
      select ${transferColumns(sql)} from chain_transfers where chain = ${chain} and status = 'PENDING'
      order by block_number, log_index`;
  }

  /**
   * Claims a PENDING transfer for crediting: it becomes CREDITED in this transaction (which the caller
   * rolls back on failure); null when another pass took it or a reorganisation removed it.
   */
  async claimPending(tx: Tx, id: string, confirmations: number): Promise<TransferRow | null> {
    const [row] = await tx<TransferRow[]>`
      update chain_transfers set status = 'CREDITED', confirmations = ${confirmations}, credited_at = now(),
        updated_at = now()
      where id = ${id} and status = 'PENDING'
      returning ${transferColumns(tx)}`;
    return row ?? null;
  }

  async settle(
    tx: Tx,
    id: string,
    status: 'CREDITED' | 'IGNORED',
    confirmations: number,
    depositIntentId: string | null,
  ): Promise<void> {
    await tx`
      update chain_transfers set status = ${status}, confirmations = ${confirmations},
        deposit_intent_id = ${depositIntentId}, credited_at = case when ${status} = 'CREDITED' then now() end,
        updated_at = now()
      where id = ${id}`;
  }

  async setConfirmations(tx: Tx, id: string, confirmations: number): Promise<void> {
    await tx`update chain_transfers set confirmations = ${confirmations}, updated_at = now() where id = ${id}`;
  }

  /** A reorganisation from `fromBlock`: what was not final there is undone. Answers the ids. */
  async reorgFrom(tx: Tx, chain: ChainKind, fromBlock: bigint): Promise<string[]> {
    const rows = await tx<{ id: string }[]>`
      update chain_transfers set status = 'REORGED', confirmations = 0, updated_at = now()
      where chain = ${chain} and status = 'PENDING' and block_number >= ${String(fromBlock)}
      returning id::text as id`;
    return rows.map((r) => r.id);
  }

  /** Final transfers from unknown senders, per token: on chain, owed to nobody (base units). */
  async unattributedByToken(chain: ChainKind): Promise<Map<string, { value: bigint; count: bigint }>> {
    const rows = await this.db.sql<{ token: string; value: string | null; count: string }[]>`
      select token_address as token, sum(value)::text as value, count(*)::text as count from chain_transfers
      where chain = ${chain} and status = 'IGNORED' group by token_address`;
    return new Map(rows.map((r) => [r.token, { value: BigInt(r.value ?? '0'), count: BigInt(r.count) }]));
  }

  /** Seen but not final yet, per token (base units): on chain already, credited only later. */
  async unconfirmedByToken(chain: ChainKind): Promise<Map<string, { value: bigint; count: bigint }>> {
    const rows = await this.db.sql<{ token: string; value: string | null; count: string }[]>`
      select token_address as token, sum(value)::text as value, count(*)::text as count from chain_transfers
      where chain = ${chain} and status = 'PENDING' group by token_address`;
    return new Map(rows.map((r) => [r.token, { value: BigInt(r.value ?? '0'), count: BigInt(r.count) }]));
  }

  /** Confirmations of the newest transfer from `from` in `token` that is not final yet (deposit step). */
  async pendingConfirmationsFrom(chain: ChainKind, from: string, token: string): Promise<number | null> {
    const [row] = await this.db.sql<{ confirmations: number }[]>`
      select confirmations from chain_transfers
      where chain = ${chain} and from_address = ${from} and token_address = ${token} and status = 'PENDING'
      order by block_number desc, log_index desc limit 1`;
    return row ? row.confirmations : null;
  }
}
