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
  /**
   * The time stamped on its block: whether a deposit was on time is judged by it (issue 20). A row
   * recorded before block times were kept answers when it was seen, which its block cannot be after.
   */
  blockTime: Date;
  fromAddress: string;
  toAddress: string;
  tokenAddress: string;
  tokenKind: 'FUNGIBLE' | 'NFT';
  value: string | null;
  tokenId: string | null;
  confirmations: number;
  status: 'PENDING' | 'CONFIRMED' | 'CREDITED' | 'REORGED' | 'IGNORED' | 'REORGED_AFTER_CREDIT';
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
  block_hash as "blockHash", coalesce(block_time, created_at) as "blockTime", from_address as "fromAddress",
  to_address as "toAddress",
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

  /**
   * Moves the cursor, with the time stamped on its block (null: not known, as after a reorganisation
   * moved it back; a deposit deadline then waits for the watcher within its grace: issue 20).
   */
  async saveCursor(
    tx: Tx,
    chain: ChainKind,
    blockNumber: bigint,
    blockHash: string,
    blockTime: Date | null,
  ): Promise<void> {
    await tx`
      insert into chain_cursors (chain, block_number, block_hash, block_time, updated_at)
      values (${chain}, ${String(blockNumber)}, ${blockHash}, ${blockTime}, now())
      on conflict (chain) do update set block_number = excluded.block_number, block_hash = excluded.block_hash,
        block_time = excluded.block_time, updated_at = now()`;
  }

  /**
   * How far in chain time the watcher has read `chain`: the time stamped on its cursor's block (null when
   * not known); undefined when the chain was never read (no cursor: no watcher to wait for).
   */
  async readTo(db: Db, chain: ChainKind): Promise<Date | null | undefined> {
    const [row] = await db<{ blockTime: Date | null }[]>`
      select block_time as "blockTime" from chain_cursors where chain = ${chain}`;
    return row ? row.blockTime : undefined;
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
   * new block; one removed after it was credited keeps a hold (`reorg_held`, issue 29), so it is confirmed
   * again, not credited twice. Answers the rows recorded now; logs already recorded are left as they are.
   */
  async insertSeenMany(tx: Tx, seen: readonly SeenTransfer[]): Promise<TransferRow[]> {
    if (seen.length === 0) return [];
    const col = <T>(f: (s: SeenTransfer) => T) => seen.map(f);
    const opt = (v: bigint | null) => (v === null ? null : String(v));
    return tx<TransferRow[]>`
      insert into chain_transfers (chain, tx_hash, log_index, block_number, block_hash, block_time, from_address,
        to_address, token_address, token_kind, value, token_id, user_id, coin_id, status, updated_at)
      select ${seen[0]!.chain}::chain_type, t, i, b, h, bt, f, o, k, kind::token_kind, v, tid, u, c, 'PENDING', now()
      from unnest(
        ${col((s) => s.log.txHash)}::varchar[], ${col((s) => s.log.logIndex)}::int[],
        ${col((s) => String(s.log.blockNumber))}::bigint[], ${col((s) => s.log.blockHash)}::varchar[],
        ${col((s) => s.log.blockTime.toISOString())}::timestamptz[],
        ${col((s) => s.log.from)}::varchar[], ${col((s) => s.log.to)}::varchar[],
        ${col((s) => s.log.tokenAddress)}::varchar[], ${col((s) => s.log.standard)}::text[],
        ${col((s) => opt(s.log.value))}::numeric[], ${col((s) => opt(s.log.tokenId))}::numeric[],
        ${col((s) => opt(s.userId))}::bigint[], ${col((s) => s.coinId)}::int[]
      ) as x(t, i, b, h, bt, f, o, k, kind, v, tid, u, c)
      on conflict (chain, tx_hash, log_index) do update set block_number = excluded.block_number,
        block_hash = excluded.block_hash, block_time = excluded.block_time, status = 'PENDING', confirmations = 0,
        reorg_held = case when chain_transfers.status = 'REORGED_AFTER_CREDIT'
          then coalesce(chain_transfers.reorg_held, 0) else chain_transfers.reorg_held end,
        updated_at = now()
        where chain_transfers.status in ('REORGED', 'REORGED_AFTER_CREDIT')
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

  /**
   * A reorganisation from `fromBlock`: what was not final there is undone (one credited before a deep
   * reorganisation and mined again goes back to waiting for its decision, issue 29). Answers the ids.
   */
  async reorgFrom(tx: Tx, chain: ChainKind, fromBlock: bigint): Promise<string[]> {
    const rows = await tx<{ id: string }[]>`
      update chain_transfers set confirmations = 0, updated_at = now(),
        status = case when reorg_held is null then 'REORGED' else 'REORGED_AFTER_CREDIT' end::chain_transfer_status
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

  /**
   * Seen but not final yet, per token (base units): on chain already, credited only later. One credited
   * before a deep reorganisation and mined again is owed already (issue 29): not counted twice.
   */
  async unconfirmedByToken(chain: ChainKind): Promise<Map<string, { value: bigint; count: bigint }>> {
    const rows = await this.db.sql<{ token: string; value: string | null; count: string }[]>`
      select token_address as token, sum(value)::text as value, count(*)::text as count from chain_transfers
      where chain = ${chain} and status = 'PENDING' and reorg_held is null group by token_address`;
    return new Map(rows.map((r) => [r.token, { value: BigInt(r.value ?? '0'), count: BigInt(r.count) }]));
  }

  /**
   * The block times of the user's transfers in `token` that were seen and are still confirming (a deposit
   * deadline waits for those mined before it: issue 20).
   */
  async confirmingBlockTimes(db: Db, chain: ChainKind, userId: string, token: string): Promise<Date[]> {
    const rows = await db<{ blockTime: Date }[]>`
      select coalesce(block_time, created_at) as "blockTime" from chain_transfers
      where chain = ${chain} and user_id = ${userId} and token_address = ${token} and status = 'PENDING'`;
    return rows.map((r) => r.blockTime);
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
