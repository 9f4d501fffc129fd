import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { type EscrowEvent, type EscrowEventListener, EscrowEvents } from '../escrow/escrow-events.js';
import { EscrowNfts } from '../escrow/escrow-nfts.js';
import { NftCollections } from '../escrow/nft-collections.js';
import { NftTradeRepository } from './nft-trade.repository.js';
import { NftTradeService } from './nft-trade.service.js';

/**
 * The index's `in_escrow` follows the item (issue 23): set when escrow credits an NFT deposit (an NFT ad's
 * item, complete), cleared when an NFT payout is confirmed on chain (a release to a buyer, a return to the
 * seller). In the outbox relay's claiming transaction, like every escrow listener; a repeated event
 * changes nothing. Also tells escrow every album's collection (`NftCollections`), so an item of any album
 * sent to escrow is read, and credited to its intent or returned.
 */
@Injectable()
export class NftEscrowListener implements EscrowEventListener, OnModuleInit {
  readonly name = 'nfts';

  constructor(
    private readonly events: EscrowEvents,
    private readonly escrow: EscrowNfts,
    private readonly trade: NftTradeService,
    private readonly collections: NftCollections,
    private readonly repo: NftTradeRepository,
  ) {}

  onModuleInit(): void {
    this.events.listen(this);
    this.collections.register({
      name: 'nft-albums',
      contracts: (chain, db) => this.repo.contracts(chain, db),
    });
  }

  async handle(tx: Tx, event: EscrowEvent): Promise<void> {
    if (event.event === 'DEPOSIT_COMPLETED' && event.depositIntentId) {
      const nft = await this.escrow.ofDeposit(tx, event.depositIntentId);
      if (nft) await this.trade.escrowHolds(tx, nft, true);
    } else if (event.event === 'PAYOUT_CONFIRMED' && event.payoutId) {
      const nft = await this.escrow.ofPayout(tx, event.payoutId);
      if (nft) await this.trade.escrowHolds(tx, nft, false);
    }
  }
}
