import { Injectable } from '@nestjs/common';
import type { Effect } from '@p2p/domain';
import { normalizeDecimal } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { AdQuantity } from '../ads/ad-quantity.js';
import { CreditService } from '../credit/credit.service.js';
import { EscrowService } from '../escrow/escrow.service.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import type { OrderRow } from './orders.repository.js';

/** The idempotency keys of an order's payouts. */
export const releaseRef = (orderId: string): string => `order:${orderId}:release`;
export const refundRef = (orderId: string): string => `order:${orderId}:refund`;

/**
 * Performs the effects of an order's move inside its transaction (DESIGN §4): the ad's quantity taken or
 * given back, the seller's per-order deposit opened (BUY ads, on entering WAIT_SELLER_DEPOSIT), closed or
 * refunded, the release queued (once per order: `order:<id>:release`), and the cancellation credit rule.
 * Deadlines and notifications are the engine's outbox rows; appeal records are the appeals module's.
 */
@Injectable()
export class OrderEffects {
  constructor(
    private readonly ads: AdQuantity,
    private readonly escrow: EscrowService,
    private readonly credit: CreditService,
    private readonly accounts: UserAccountsService,
  ) {}

  /** `order` carries its new status and deadline. */
  async apply(tx: Tx, order: OrderRow, effects: readonly Effect[], now: Date): Promise<void> {
    const refunds = effects.some((e) => e.kind === 'REFUND_DEPOSIT');
    for (const effect of effects) {
      switch (effect.kind) {
        case 'RESERVE_AD_QUANTITY':
          if (!(await this.ads.take(tx, order.adId, order.quantity)))
            throw new AppException('AD_QUANTITY_INSUFFICIENT');
          break;
        case 'RETURN_AD_QUANTITY':
          await this.ads.giveBack(tx, order.adId, order.quantity);
          // A BUY ad's order leaving without a refund: its deposit (open, or partly paid) is closed.
          if (order.type === 'BUY' && !refunds) {
            await this.escrow.closeDeposit(tx, {
              purpose: 'ORDER',
              refId: order.id,
              reason: 'ORDER_REFUND',
              orderId: BigInt(order.id),
            });
          }
          break;
        case 'REFUND_DEPOSIT':
          await this.refund(tx, order);
          break;
        case 'QUEUE_RELEASE':
          await this.release(tx, order);
          break;
        case 'CREDIT_PENALTY': {
          const who = effect.who === 'BUYER' ? order.buyerId : order.sellerId;
          await this.credit.cancellation(tx, BigInt(who), effect.reason, BigInt(order.id), now);
          break;
        }
        default:
          // SCHEDULE_DEADLINE, NOTIFY: the engine's outbox rows; appeal effects: the appeals module's.
          break;
      }
    }
    if (order.type === 'BUY' && order.status === 'WAIT_SELLER_DEPOSIT') await this.openDeposit(tx, order);
  }

  /** The seller's deposit of the order's quantity, from their bound address, until the deposit deadline. */
  private async openDeposit(tx: Tx, order: OrderRow): Promise<void> {
    const from = await this.accounts.withdrawAddress(BigInt(order.sellerId), order.chain);
    if (!from) throw new AppException('USDT_ADDRESS_NOT_BOUND');
    await this.escrow.openDeposit(tx, {
      userId: BigInt(order.sellerId),
      purpose: 'ORDER',
      refId: order.id,
      chain: order.chain,
      asset: { coinId: order.coinId!, amount: normalizeDecimal(order.quantity) },
      fromAddress: from,
      expiresAt: order.deadlineAt ?? new Date(Date.now() + this.depositFallbackMs),
      orderId: BigInt(order.id),
      adId: BigInt(order.adId),
    });
  }

  private readonly depositFallbackMs = 30 * 60_000;

  /** Where the coin held for this order sits: the order's own deposit (BUY ads) or the ad's (SELL ads). */
  private async heldIn(tx: Tx, order: OrderRow): Promise<string> {
    const [purpose, ref] =
      order.type === 'BUY' ? (['ORDER', order.id] as const) : (['AD', order.adId] as const);
    const id = (await this.escrow.depositIds(purpose, [ref], tx)).get(ref);
    if (!id) throw new AppException('ESCROW_NOT_RECEIVED');
    return id;
  }

  private async release(tx: Tx, order: OrderRow): Promise<void> {
    if (!order.receivingAddress) throw new AppException('USDT_ADDRESS_NOT_BOUND');
    await this.escrow.queuePayout(tx, {
      kind: 'RELEASE',
      ref: releaseRef(order.id),
      userId: BigInt(order.buyerId),
      toAddress: order.receivingAddress,
      chain: order.chain,
      asset: { coinId: order.coinId!, amount: normalizeDecimal(order.quantity) },
      fromDepositIntentId: await this.heldIn(tx, order),
      // The order's payout: `ad_id` names an ad's own payouts (one per kind and ad), so it stays unset.
      orderId: BigInt(order.id),
    });
  }

  /** A BUY ad's per-order deposit back to the seller (a SELL ad's coin simply stays with its ad). */
  private async refund(tx: Tx, order: OrderRow): Promise<void> {
    if (order.type !== 'BUY') return;
    const to = await this.accounts.withdrawAddress(BigInt(order.sellerId), order.chain);
    if (!to) throw new AppException('USDT_ADDRESS_NOT_BOUND');
    await this.escrow.queuePayout(tx, {
      kind: 'REFUND',
      ref: refundRef(order.id),
      userId: BigInt(order.sellerId),
      toAddress: to,
      chain: order.chain,
      asset: { coinId: order.coinId!, amount: normalizeDecimal(order.quantity) },
      fromDepositIntentId: await this.heldIn(tx, order),
      // The order's payout: `ad_id` names an ad's own payouts (one per kind and ad), so it stays unset.
      orderId: BigInt(order.id),
    });
  }
}
