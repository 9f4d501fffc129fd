import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type ChainAdapter, type ChainKind, readsNfts, type TokenTransferLog } from '@p2p/chain';
import { Clock } from '@p2p/domain';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { type ChainTap, type ChainTapBatch, ChainTaps } from '../escrow/chain-taps.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { type AlbumRow, NftAlbumsRepository } from './nft-albums.repository.js';
import { NftIndexRepository, type NftTransfer } from './nft-index.repository.js';
import { metadataJob } from './nft-jobs.js';

/** Blocks one `eth_getLogs` reads while an album catches up with the watcher's cursor. */
export const NFT_CATCH_UP_BATCH = 2000n;
/** Blocks an album behind the cursor catches up by in one scan (the rest in the next ones). */
export const NFT_CATCH_UP_PER_SCAN = 50_000n;

/** What one album's part of a scan read: its logs of [from, to]. */
interface AlbumRead {
  album: AlbumRow;
  logs: TokenTransferLog[];
  to: bigint;
}

/**
 * The NFT index on the chain watcher's cursor (issue 23): each scan of blocks [from, to] also reads every
 * Transfer log of the enabled albums and records them in the scan's transaction; an album behind the
 * cursor (added or enabled later) is read from where it stopped (its start block at first) in the same
 * scan, up to NFT_CATCH_UP_PER_SCAN blocks at a time. A reorganisation removes the records from the fork
 * on and recomputes their items' holders; the blocks are read again after, so the new branch's records
 * come back. A disabled album is not read; enabled again, it catches up from where it stopped.
 */
@Injectable()
export class NftIndexTap implements ChainTap, OnModuleInit {
  readonly name = 'nfts';

  constructor(
    private readonly taps: ChainTaps,
    private readonly albums: NftAlbumsRepository,
    private readonly index: NftIndexRepository,
    private readonly accounts: UserAccountsService,
    private readonly outbox: OutboxRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.taps.register(this);
  }

  async read(adapter: ChainAdapter, from: bigint, to: bigint): Promise<ChainTapBatch | null> {
    if (!readsNfts(adapter)) return null;
    const albums = await this.albums.enabledOn(adapter.chain);
    if (albums.length === 0) return null;
    const reads: AlbumRead[] = [];
    // Albums in step with the cursor: one call for all of them.
    const inStep = albums.filter((a) => a.syncedBlock !== null && BigInt(a.syncedBlock) >= from - 1n);
    if (inStep.length > 0) {
      const logs = await adapter.nftTransfers(
        inStep.map((a) => a.contractAddress),
        from,
        to,
      );
      for (const album of inStep) {
        reads.push({ album, logs: logs.filter((l) => l.tokenAddress === album.contractAddress), to });
      }
    }
    // Albums behind: from where each stopped, by batches, at most NFT_CATCH_UP_PER_SCAN blocks this scan.
    for (const album of albums.filter((a) => !inStep.includes(a))) {
      const start = album.syncedBlock === null ? BigInt(album.startBlock) : BigInt(album.syncedBlock) + 1n;
      const end = start + NFT_CATCH_UP_PER_SCAN - 1n < to ? start + NFT_CATCH_UP_PER_SCAN - 1n : to;
      const logs: TokenTransferLog[] = [];
      for (let b = start; b <= end; b += NFT_CATCH_UP_BATCH) {
        const e = b + NFT_CATCH_UP_BATCH - 1n < end ? b + NFT_CATCH_UP_BATCH - 1n : end;
        logs.push(...(await adapter.nftTransfers([album.contractAddress], b, e)));
      }
      if (end >= start) reads.push({ album, logs, to: end });
    }
    const transfers = reads.flatMap(({ album, logs }) => logs.map((l) => transferOf(album.id, l)));
    const users = await this.holdersOf(
      adapter.chain,
      transfers.map((t) => t.to),
    );
    return { record: (tx) => this.record(tx, adapter.chain, reads, transfers, users) };
  }

  /**
   * The accounts of the receiving addresses (a trader's bound address): read before the scan's transaction,
   * or in the reorg's (`db`), never on the pool from inside it.
   */
  private async holdersOf(
    chain: ChainKind,
    addresses: readonly string[],
    db?: Tx,
  ): Promise<Map<string, bigint>> {
    const users = new Map<string, bigint>();
    for (const address of new Set(addresses)) {
      const id = await this.accounts.userIdByBoundAddress(chain, address, db);
      if (id !== null) users.set(address, id);
    }
    return users;
  }

  private async record(
    tx: Tx,
    chain: ChainKind,
    reads: readonly AlbumRead[],
    transfers: readonly NftTransfer[],
    users: ReadonlyMap<string, bigint>,
  ): Promise<void> {
    const now = this.clock.now();
    if (transfers.length > 0) {
      const { ids, created } = await this.index.ensureItems(tx, transfers, now);
      await this.index.insertRecords(tx, chain, transfers, ids);
      await this.index.recomputeHolders(tx, [...new Set(ids.values())], users, now);
      // A new item's metadata is read by a job once this commits.
      await this.outbox.append(
        tx,
        created.map((id) => metadataJob(id, 0)),
      );
    }
    const byEnd = new Map<bigint, string[]>();
    for (const r of reads) byEnd.set(r.to, [...(byEnd.get(r.to) ?? []), r.album.id]);
    for (const [end, ids] of byEnd) await this.albums.markSynced(tx, ids, end);
  }

  async reorgFrom(tx: Tx, chain: ChainKind, fromBlock: bigint): Promise<void> {
    const items = await this.index.removeFrom(tx, chain, fromBlock);
    await this.albums.rewind(tx, chain, fromBlock);
    if (items.length === 0) return;
    // The holders left are receivers of records below the fork: their accounts read as the scan reads them.
    const holders = await this.index.recomputeHolders(tx, items, new Map(), this.clock.now());
    const users = await this.holdersOf(
      chain,
      holders.flatMap((h) => (h.holderAddress ? [h.holderAddress] : [])),
      tx,
    );
    if (users.size > 0) await this.index.recomputeHolders(tx, items, users, this.clock.now());
  }
}

function transferOf(albumId: string, log: TokenTransferLog): NftTransfer {
  return {
    albumId,
    tokenId: log.tokenId!,
    txHash: log.txHash,
    logIndex: log.logIndex,
    blockNumber: log.blockNumber,
    blockHash: log.blockHash,
    from: log.from,
    to: log.to,
    at: log.blockTime,
  };
}
