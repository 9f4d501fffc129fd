import { Injectable, Logger } from '@nestjs/common';
import { compareDecimal, normalizeDecimal } from '@p2p/domain';
import type { AdType, PaymentMethodKind } from '@p2p/contracts';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { type AdRow, AdsRepository } from './ads.repository.js';

/** An ad as an order placed on it needs it: the row (with its advertiser) and its payment method ids. */
export interface AdForOrder extends AdRow {
  paymentMethodIds: bigint[];
}

/**
 * A give-back that would lift an ad's remaining quantity above its total: the quantity books of the ad
 * and its orders disagree. An internal error (the API answers 500 and logs it), never a caller's mistake.
 */
export class AdQuantityOverflowError extends Error {
  override readonly name = 'AdQuantityOverflowError';

  constructor(
    readonly adId: string,
    readonly quantity: string,
    readonly remaining: string,
    readonly total: string,
  ) {
    super(
      `giving ${quantity} back to ad ${adId} would lift its remaining quantity ${remaining} above its ` +
        `total ${total}: refused, the transaction is rolled back`,
    );
  }
}

/**
 * What the orders module may do to an ad (ADR 0012, 0013), always inside the caller's transaction: lock
 * it and read it, take an order's quantity from what remains (never below zero), give it back.
 */
@Injectable()
export class AdQuantity {
  private readonly logger = new Logger(AdQuantity.name);

  constructor(private readonly repo: AdsRepository) {}

  /** Locks the ad's row until commit and answers it; null when there is none (or it is deleted). */
  async lockForOrder(tx: Tx, adId: string): Promise<AdForOrder | null> {
    const ad = await this.repo.lockForOrder(tx, adId);
    if (!ad) return null;
    return { ...ad, paymentMethodIds: ad.paymentMethodIds.map((m) => BigInt(m)) };
  }

  /** The coin pair of an ad (a completed order's price tick), null for an NFT ad or none. */
  async pairOf(tx: Tx, adId: string): Promise<number | null> {
    return (await this.repo.byId(tx, adId))?.coinPairId ?? null;
  }

  /** Quick trade's candidate ads (ids), best price first; not locked. */
  candidates(
    tx: Tx,
    q: { type: AdType; coinPairId: number; excludeUserId: bigint; paymentKind: PaymentMethodKind | null },
    limit = 20,
  ): Promise<string[]> {
    return this.repo.candidates(tx, q, limit);
  }

  /** Takes `quantity` (coin units) from the locked ad; false when less than that remains. */
  async take(tx: Tx, adId: string, quantity: string): Promise<boolean> {
    if (compareDecimal(quantity, '0') <= 0) return false;
    return this.repo.takeQuantity(tx, adId, normalizeDecimal(quantity));
  }

  /**
   * Gives `quantity` back to the ad (nothing for a cancelled or deleted ad). A give-back that would lift
   * the remaining quantity above the total means this quantity was already given back, or never taken:
   * it is logged and thrown (`AdQuantityOverflowError`), so the caller's transaction fails and changes
   * nothing, instead of being clamped to the total in silence (issue 20, defect 7).
   */
  async giveBack(tx: Tx, adId: string, quantity: string): Promise<void> {
    const amount = normalizeDecimal(quantity);
    const result = await this.repo.giveBackQuantity(tx, adId, amount);
    if (result.outcome !== 'over') return;
    const error = new AdQuantityOverflowError(adId, amount, result.remaining, result.total);
    this.logger.error(error.message);
    throw error;
  }
}
