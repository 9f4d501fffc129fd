import { Injectable, type OnModuleInit } from '@nestjs/common';
import { parseRowId } from '../../core/common/row-id.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { ActiveTrades } from '../escrow/active-trades.js';
import { type EscrowEvent, type EscrowEventListener, EscrowEvents } from '../escrow/escrow-events.js';
import { PaymentMethodUsage } from '../payment-methods/payment-method-usage.js';
import { AdLifecycleService } from './ad-lifecycle.service.js';
import { AdsRepository } from './ads.repository.js';
import { adChanged } from './ads-views.js';

/**
 * What escrow tells the ads (at least once, so each step moves the ad only from CREATING and is safe to
 * repeat): DEPOSIT_COMPLETED publishes the SELL ad (escrow holds its whole quantity); DEPOSIT_CANCELLED
 * (expired, or a wrong NFT) cancels its creation, and what did arrive goes to the temporary balance. The
 * owner gets an AD_STATUS_CHANGE message either way. Also registers the ads with the other modules'
 * hooks: a user with an ad under way has active trades (escrow), and a payment method an ad that is
 * neither cancelled nor deleted names is in use (payment methods).
 */
@Injectable()
export class AdsEscrowListener implements EscrowEventListener, OnModuleInit {
  readonly name = 'ads';

  constructor(
    private readonly events: EscrowEvents,
    private readonly activeTrades: ActiveTrades,
    private readonly methodUsage: PaymentMethodUsage,
    private readonly repo: AdsRepository,
    private readonly lifecycle: AdLifecycleService,
    private readonly outbox: OutboxRepository,
    private readonly runner: TransactionRunner,
  ) {}

  onModuleInit(): void {
    this.events.listen(this);
    this.activeTrades.register({ name: 'ads', hasActive: (userId) => this.repo.hasInProgress(userId) });
    this.methodUsage.register({
      name: 'ads',
      inUse: (db, userId, ids) => this.repo.methodsInUse(db, userId, ids),
    });
  }

  async handle(event: EscrowEvent): Promise<void> {
    if (event.purpose !== 'AD' || !event.refId) return;
    const id = parseRowId(event.refId);
    if (id === null) return;
    if (event.event === 'DEPOSIT_COMPLETED') await this.published(id);
    else if (event.event === 'DEPOSIT_CANCELLED') await this.creationCancelled(id);
  }

  private async published(id: string): Promise<void> {
    await this.runner.run(async (tx) => {
      const ad = await this.repo.lock(tx, id);
      if (!ad || ad.status !== 'CREATING') return;
      await this.repo.publish(tx, id);
      await this.outbox.append(tx, [adChanged(ad.userId, id, 'PUBLISHED')]);
    });
  }

  private async creationCancelled(id: string): Promise<void> {
    await this.runner.run(async (tx) => {
      const ad = await this.repo.lock(tx, id);
      if (!ad || ad.status !== 'CREATING') return;
      await this.lifecycle.cancelCreation(tx, ad);
      await this.outbox.append(tx, [adChanged(ad.userId, id, 'CANCELLED')]);
    });
  }
}
