import { Injectable } from '@nestjs/common';
import type { Tx } from '../../core/infra/db/sql.service.js';

/** What the trading modules tell merchant certification (ads and orders register one each). */
export interface MerchantTradingSource {
  readonly name: string;
  /** Takes the user's published fiat ads offline in `tx` (open orders go on); answers how many. */
  fiatAdsOffline?(tx: Tx, userId: bigint): Promise<number>;
  /** Whether the user has an order under way (an appeal included), read in `tx`. */
  hasOpenOrders?(tx: Tx, userId: bigint): Promise<boolean>;
}

/**
 * The merchants module sits below ads and orders (they ask it whether a fiat ad may be posted), so they
 * register here what certification needs of them (issue 24): fiat ads offline on a revocation, a
 * compensation or giving certification up, and whether orders are still open before a guarantee returns.
 */
@Injectable()
export class MerchantTrading {
  private readonly sources: MerchantTradingSource[] = [];

  register(source: MerchantTradingSource): void {
    if (this.sources.some((s) => s.name === source.name))
      throw new Error(`${source.name} is registered twice`);
    this.sources.push(source);
  }

  async fiatAdsOffline(tx: Tx, userId: bigint): Promise<number> {
    let n = 0;
    for (const s of this.sources) if (s.fiatAdsOffline) n += await s.fiatAdsOffline(tx, userId);
    return n;
  }

  async hasOpenOrders(tx: Tx, userId: bigint): Promise<boolean> {
    for (const s of this.sources) if (s.hasOpenOrders && (await s.hasOpenOrders(tx, userId))) return true;
    return false;
  }
}
