import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import type { Db } from '../../core/infra/db/sql.service.js';
import { DepositsRepository } from './deposits.repository.js';
import { PayoutsRepository } from './payouts.repository.js';

/** An NFT that escrow received or sent: its chain, collection and token id, and the payout's transaction. */
export interface EscrowNft {
  chain: ChainKind;
  contract: string;
  tokenId: string;
  txHash: string | null;
}

/**
 * What the NFT module and NFT trading read of escrow's deposits and payouts (issue 23), by the ids that
 * escrow's events carry: the NFT a completed deposit holds and the NFT a confirmed payout sent. Null for
 * coin, and for an id that names nothing.
 */
@Injectable()
export class EscrowNfts {
  constructor(
    private readonly deposits: DepositsRepository,
    private readonly payouts: PayoutsRepository,
  ) {}

  /** `db`: the caller's transaction (the crediting's). */
  async ofDeposit(db: Db, depositId: string): Promise<EscrowNft | null> {
    if (!/^\d{1,19}$/.test(depositId)) return null;
    const row = await this.deposits.byId(depositId, db);
    if (!row || row.assetKind !== 'NFT' || row.tokenId === null) return null;
    return { chain: row.chain, contract: row.tokenAddress, tokenId: row.tokenId, txHash: null };
  }

  /** `db`: the caller's transaction (the payout's hash is read as it sees it). */
  async ofPayout(db: Db, payoutId: string): Promise<EscrowNft | null> {
    const row = await this.payouts.find(db, payoutId);
    if (!row || row.tokenId === null) return null;
    return { chain: row.chain, contract: row.tokenAddress, tokenId: row.tokenId, txHash: row.txHash };
  }
}
