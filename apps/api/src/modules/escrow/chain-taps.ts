import { Injectable } from '@nestjs/common';
import type { ChainAdapter, ChainKind } from '@p2p/chain';
import type { Tx } from '../../core/infra/db/sql.service.js';

/**
 * What a tap read of blocks [from, to] before the scan's transaction (chain calls stay outside it);
 * `record` writes it in that transaction.
 */
export interface ChainTapBatch {
  record(tx: Tx): Promise<void>;
}

/**
 * A module that indexes more of a chain than escrow's deposits (the NFT index: every Transfer of the
 * enabled collections), on the watcher's own cursor: it reads the blocks each scan reads, writes in the
 * scan's transaction (so the cursor never moves past what it did not record), and undoes in the
 * reorganisation's transaction what was mined from the fork on (the blocks are read again after).
 */
export interface ChainTap {
  readonly name: string;
  /** Reads [from, to] of `adapter`'s chain (outside any transaction); null when it has nothing to record. */
  read(adapter: ChainAdapter, from: bigint, to: bigint): Promise<ChainTapBatch | null>;
  /** A reorganisation from `fromBlock`: removes what it recorded there. */
  reorgFrom(tx: Tx, chain: ChainKind, fromBlock: bigint): Promise<void>;
}

/** The taps registered with the watcher (modules register in `onModuleInit`); none: escrow alone. */
@Injectable()
export class ChainTaps {
  private readonly taps: ChainTap[] = [];

  register(tap: ChainTap): void {
    if (this.taps.some((t) => t.name === tap.name))
      throw new Error(`chain tap ${tap.name} is registered twice`);
    this.taps.push(tap);
  }

  async read(adapter: ChainAdapter, from: bigint, to: bigint): Promise<ChainTapBatch[]> {
    const batches: ChainTapBatch[] = [];
    for (const tap of this.taps) {
      const batch = await tap.read(adapter, from, to);
      if (batch) batches.push(batch);
    }
    return batches;
  }

  async reorgFrom(tx: Tx, chain: ChainKind, fromBlock: bigint): Promise<void> {
    for (const tap of this.taps) await tap.reorgFrom(tx, chain, fromBlock);
  }
}
