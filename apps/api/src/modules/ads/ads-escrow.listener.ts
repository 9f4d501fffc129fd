import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '@p2p/domain';
import { parseRowId } from '../../core/common/row-id.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { OpenFiatTrades } from '../catalog/open-fiat-trades.js';
import { ActiveTrades } from '../escrow/active-trades.js';
import { type EscrowEvent, type EscrowEventListener, EscrowEvents } from '../escrow/escrow-events.js';
import { MerchantTrading } from '../merchants/merchant-trading.js';
import { NftListings } from '../nfts/nft-listings.js';
import { PaymentMethodUsage } from '../payment-methods/payment-method-usage.js';
import { AdNftListingsRepository } from './ad-nft-listings.repository.js';
import { AdLifecycleService } from './ad-lifecycle.service.js';
import { AdsRepository } from './ads.repository.js';
import { adChanged } from './ads-views.js';

/**
 * What escrow tells the ads (at least once, so each step moves the ad only from CREATING and is safe to
 * repeat): DEPOSIT_COMPLETED publishes the SELL ad (escrow holds its whole quantity); DEPOSIT_CANCELLED
 * (expired, or a wrong NFT) cancels its creation, and what did arrive goes to the temporary balance. The
 * owner gets an AD_STATUS_CHANGE message either way. Also registers the ads with the other modules'
 * hooks: a user with an ad under way has active trades (escrow) and, quoted in fiat, keeps their region
 * (catalog, issue 24) and loses its fiat ads' place in the market when certification ends (merchants), a payment method an ad that is neither cancelled nor deleted names is in use
 * (payment methods), and the NFT ads are the NFT pages' listed prices and album floors (nfts).
 */
@Injectable()
export class AdsEscrowListener implements EscrowEventListener, OnModuleInit {
  readonly name = 'ads';

  constructor(
    private readonly events: EscrowEvents,
    private readonly activeTrades: ActiveTrades,
    private readonly methodUsage: PaymentMethodUsage,
    private readonly openFiat: OpenFiatTrades,
    private readonly repo: AdsRepository,
    private readonly lifecycle: AdLifecycleService,
    private readonly outbox: OutboxRepository,
    private readonly clock: Clock,
    private readonly nftListings: NftListings,
    private readonly listingsRepo: AdNftListingsRepository,
    private readonly merchantTrading: MerchantTrading,
  ) {}

  onModuleInit(): void {
    this.events.listen(this);
    this.activeTrades.register({ name: 'ads', hasActive: (userId) => this.repo.hasInProgress(userId) });
    this.openFiat.register({
      name: 'ads',
      hasOpen: (db, userId, currencies) => this.repo.hasInProgress(userId, { db, currencies }),
    });
    this.methodUsage.register({
      name: 'ads',
      inUse: (db, userId, ids) => this.repo.methodsInUse(db, userId, ids),
    });
    this.merchantTrading.register({
      name: 'ads',
      fiatAdsOffline: (tx, userId) => this.lifecycle.fiatAdsOffline(tx, userId),
    });
    this.nftListings.register({
      name: 'ads',
      prices: (ids) => this.listingsRepo.prices(ids),
      floors: (ids) => this.listingsRepo.floors(ids),
    });
  }

  /** In the outbox relay's claiming transaction `tx` (EscrowEvents). */
  async handle(tx: Tx, event: EscrowEvent): Promise<void> {
    if (event.purpose !== 'AD' || !event.refId) return;
    const id = parseRowId(event.refId);
    if (id === null) return;
    if (event.event === 'DEPOSIT_COMPLETED') await this.published(tx, id);
    else if (event.event === 'DEPOSIT_CANCELLED') await this.creationCancelled(tx, id);
  }

  private async published(tx: Tx, id: string): Promise<void> {
    const ad = await this.repo.lock(tx, id);
    if (!ad || ad.status !== 'CREATING') return;
    await this.repo.publish(tx, id, this.clock.now());
    await this.outbox.append(tx, [adChanged(ad.userId, id, 'PUBLISHED')]);
  }

  private async creationCancelled(tx: Tx, id: string): Promise<void> {
    const ad = await this.repo.lock(tx, id);
    if (!ad || ad.status !== 'CREATING') return;
    await this.lifecycle.cancelCreation(tx, ad);
    await this.outbox.append(tx, [adChanged(ad.userId, id, 'CANCELLED')]);
  }
}
