import { Injectable, type OnModuleInit } from '@nestjs/common';
import { parseRowId } from '../../core/common/row-id.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { AdOrders } from '../ads/ad-orders.js';
import { ActiveTrades } from '../escrow/active-trades.js';
import { type EscrowEvent, type EscrowEventListener, EscrowEvents } from '../escrow/escrow-events.js';
import { PaymentMethodUsage } from '../payment-methods/payment-method-usage.js';
import { OrderEngine, type OrderAct } from './order-engine.js';
import { OrdersRepository } from './orders.repository.js';

/** The order of a release payout's ref (`order:<id>:release`), else null. */
function releasedOrder(ref: string | undefined): string | null {
  const m = /^order:(\d+):release$/.exec(ref ?? '');
  return m ? parseRowId(m[1]) : null;
}

/**
 * What escrow tells the orders (at least once; each moves the order only from the status it expects, so a
 * repeated event does nothing): DEPOSIT_COMPLETED of an order's deposit moves WAIT_SELLER_DEPOSIT on;
 * PAYOUT_CONFIRMED of its release completes it; PAYOUT_FAILED shows it revoked (CHAIN_CONFIRM_REVOKED),
 * and when escrow sends it again the order goes back to PENDING_CHAIN_CONFIRM at once (RETRY_RELEASE).
 * Also registers the orders with the other modules' hooks: active orders per ad (ads), a user with an
 * order under way (escrow), payment methods an unfinished order names (payment methods).
 */
@Injectable()
export class OrdersEscrowListener implements EscrowEventListener, OnModuleInit {
  readonly name = 'orders';

  constructor(
    private readonly events: EscrowEvents,
    private readonly adOrders: AdOrders,
    private readonly activeTrades: ActiveTrades,
    private readonly methodUsage: PaymentMethodUsage,
    private readonly repo: OrdersRepository,
    private readonly engine: OrderEngine,
    private readonly runner: TransactionRunner,
  ) {}

  onModuleInit(): void {
    this.events.listen(this);
    this.adOrders.register({ name: 'orders', activeOrders: (db, ids) => this.repo.activePerAd(db, ids) });
    this.activeTrades.register({ name: 'orders', hasActive: (userId) => this.repo.hasActive(userId) });
    this.methodUsage.register({
      name: 'orders',
      inUse: (db, userId, ids) => this.repo.methodsInUse(db, userId, ids),
    });
  }

  async handle(event: EscrowEvent): Promise<void> {
    if (event.event === 'DEPOSIT_COMPLETED' && event.purpose === 'ORDER') {
      const id = parseRowId(event.refId);
      if (id)
        await this.system(id, [{ type: 'DEPOSIT_CONFIRMED' }], { depositId: event.depositIntentId ?? '' });
      return;
    }
    const id = releasedOrder(event.payoutRef);
    if (!id) return;
    const data = { payoutId: event.payoutId ?? '' };
    if (event.event === 'PAYOUT_CONFIRMED') await this.system(id, [{ type: 'RELEASE_CONFIRMED' }], data);
    else if (event.event === 'PAYOUT_FAILED') {
      const steps: OrderAct['action'][] = [{ type: 'RELEASE_FAILED' }];
      if (event.willRetry) steps.push({ type: 'RETRY_RELEASE' });
      await this.system(id, steps, data);
    }
  }

  /** Applies the system's actions in turn to the locked order; a step the order is past is skipped. */
  private async system(id: string, actions: OrderAct['action'][], data: Record<string, string>) {
    await this.runner.run(async (tx) => {
      let order = await this.repo.lock(tx, id);
      for (const action of actions) {
        if (!order) return;
        order =
          (await this.engine.apply(tx, order, { action, actor: 'SYSTEM', actorId: null, data })) ?? order;
      }
    });
  }
}
