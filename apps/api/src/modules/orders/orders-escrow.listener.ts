import { Injectable, type OnModuleInit } from '@nestjs/common';
import { normalizeDecimal } from '@p2p/domain';
import { parseRowId } from '../../core/common/row-id.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { AdOrders } from '../ads/ad-orders.js';
import { OpenFiatTrades } from '../catalog/open-fiat-trades.js';
import { ActiveTrades } from '../escrow/active-trades.js';
import { type EscrowEvent, type EscrowEventListener, EscrowEvents } from '../escrow/escrow-events.js';
import { EscrowNfts } from '../escrow/escrow-nfts.js';
import { EscrowService } from '../escrow/escrow.service.js';
import { MerchantTrading } from '../merchants/merchant-trading.js';
import { NftTradeService } from '../nfts/nft-trade.service.js';
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
    private readonly openFiat: OpenFiatTrades,
    private readonly repo: OrdersRepository,
    private readonly engine: OrderEngine,
    private readonly escrow: EscrowService,
    private readonly escrowNfts: EscrowNfts,
    private readonly nfts: NftTradeService,
    private readonly merchantTrading: MerchantTrading,
  ) {}

  onModuleInit(): void {
    this.events.listen(this);
    this.adOrders.register({ name: 'orders', activeOrders: (db, ids) => this.repo.activePerAd(db, ids) });
    this.activeTrades.register({ name: 'orders', hasActive: (userId) => this.repo.hasActive(userId) });
    // A merchant's guarantee goes back only once no order (an appeal included) is under way (issue 24).
    this.merchantTrading.register({
      name: 'orders',
      hasOpenOrders: (tx, userId) => this.repo.hasActive(userId, tx),
    });
    this.openFiat.register({
      name: 'orders',
      hasOpen: (db, userId, currencies) => this.repo.hasActive(userId, db, currencies),
    });
    this.methodUsage.register({
      name: 'orders',
      inUse: (db, userId, ids) => this.repo.methodsInUse(db, userId, ids),
    });
  }

  /** In the outbox relay's claiming transaction `tx` (EscrowEvents). */
  async handle(tx: Tx, event: EscrowEvent): Promise<void> {
    if (event.event === 'DEPOSIT_COMPLETED' && event.purpose === 'ORDER') {
      const id = parseRowId(event.refId);
      if (id)
        await this.system(tx, id, [{ type: 'DEPOSIT_CONFIRMED' }], {
          depositId: event.depositIntentId ?? '',
        });
      return;
    }
    const id = releasedOrder(event.payoutRef);
    if (!id) return;
    const data = { payoutId: event.payoutId ?? '' };
    if (event.event === 'PAYOUT_CONFIRMED') {
      await this.system(tx, id, [{ type: 'RELEASE_CONFIRMED' }], data);
      if (event.payoutId) await this.settleNftSale(tx, id, event.payoutId);
    } else if (event.event === 'PAYOUT_FAILED') {
      // A failure for good delivered again after an administrator re-queued the payout is stale: the
      // payout is live again, and revoking the order would leave its confirmation nowhere to land. Read
      // under the order's lock, which the re-queue holds while it changes the payout.
      if (!event.willRetry && event.payoutId) {
        if (!(await this.repo.lock(tx, id))) return;
        const status = await this.escrow.payoutStatus(tx, event.payoutId);
        if (status !== null && status !== 'FAILED') return;
      }
      const steps: OrderAct['action'][] = [{ type: 'RELEASE_FAILED' }];
      if (event.willRetry) steps.push({ type: 'RETRY_RELEASE' });
      await this.system(tx, id, steps, data);
    }
  }

  /**
   * A completed NFT order's release is its sale (issue 23): the item's transfer record of the release's
   * transaction is linked to the order with its price (the nfts module's; its average prices read them).
   */
  private async settleNftSale(tx: Tx, id: string, payoutId: string): Promise<void> {
    const order = await this.repo.byId(tx, id);
    if (!order || order.assetKind !== 'NFT' || order.status !== 'COMPLETED' || !order.nftItemId) return;
    const nft = await this.escrowNfts.ofPayout(tx, payoutId);
    if (!nft?.txHash) return;
    await this.nfts.linkSale(tx, {
      itemId: order.nftItemId,
      chain: order.chain,
      txHash: nft.txHash,
      orderId: order.id,
      price: normalizeDecimal(order.amount),
    });
  }

  /** Applies the system's actions in turn to the locked order; a step the order is past is skipped. */
  private async system(tx: Tx, id: string, actions: OrderAct['action'][], data: Record<string, string>) {
    let order = await this.repo.lock(tx, id);
    for (const action of actions) {
      if (!order) return;
      order = (await this.engine.apply(tx, order, { action, actor: 'SYSTEM', actorId: null, data })) ?? order;
    }
  }
}
