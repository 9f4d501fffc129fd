import { Injectable } from '@nestjs/common';
import type { Effect } from '@p2p/domain';
import { normalizeDecimal } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { AdQuantity } from '../ads/ad-quantity.js';
import { CreditService } from '../credit/credit.service.js';
import { EscrowService, type QueuePayout } from '../escrow/escrow.service.js';
import { NftTradeService } from '../nfts/nft-trade.service.js';
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
    private readonly nfts: NftTradeService,
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
              // Timed out unpaid: a transfer mined after the deadline is a late deposit (issue 20).
              expired: order.status === 'SELLER_DEPOSIT_TIMEOUT',
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
    if (order.type === 'BUY' && order.status === 'WAIT_SELLER_DEPOSIT')
      await this.openDeposit(tx, order, now);
  }

  /**
   * The seller's deposit of the order's quantity, from their bound address, until the deposit deadline
   * (without one, `depositFallbackMs` after the move at `now`).
   */
  private async openDeposit(tx: Tx, order: OrderRow, now: Date): Promise<void> {
    const from = await this.accounts.withdrawAddress(BigInt(order.sellerId), order.chain);
    if (!from) throw new AppException('USDT_ADDRESS_NOT_BOUND');
    await this.escrow.openDeposit(tx, {
      userId: BigInt(order.sellerId),
      purpose: 'ORDER',
      refId: order.id,
      chain: order.chain,
      asset: { coinId: order.coinId!, amount: normalizeDecimal(order.quantity) },
      fromAddress: from,
      expiresAt: order.deadlineAt ?? new Date(now.getTime() + this.depositFallbackMs),
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
      asset: await this.assetOf(tx, order),
      fromDepositIntentId: await this.heldIn(tx, order),
      // The order's payout: `ad_id` names an ad's own payouts (one per kind and ad), so it stays unset.
      orderId: BigInt(order.id),
    });
  }

  /** What the order's payout sends: its quantity of coin, or an NFT ad's item (issue 23). */
  private async assetOf(tx: Tx, order: OrderRow): Promise<QueuePayout['asset']> {
    if (order.assetKind === 'COIN')
      return { coinId: order.coinId!, amount: normalizeDecimal(order.quantity) };
    const item = order.nftItemId === null ? null : await this.nfts.token(tx, order.nftItemId);
    if (!item) throw new AppException('NFT_NOT_FOUND');
    return { nftContract: item.contract, tokenId: item.tokenId };
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
