import { Injectable } from '@nestjs/common';
import type { Db } from '../../core/infra/db/sql.service.js';

/**
 * The orders module's answer to "which of these ads have orders under way" (ADR 0012). The ads module owns
 * no order table, so it asks the sources registered here: the orders module registers one in
 * `onModuleInit` (orders not yet finished: neither COMPLETED, CANCELLED, REJECTED nor another final
 * state). `db` is the caller's transaction when it holds the ads' rows locked (a cancel or a delete), so
 * an order placed on the ad (which locks the ad's row to take its quantity) and the cancel never cross.
 */
export interface AdOrdersSource {
  readonly name: string;
  /** The number of active orders of each of `adIds` that has any (absent: none). */
  activeOrders(db: Db, adIds: readonly bigint[]): Promise<ReadonlyMap<bigint, number>>;
}

/** The registry of AdOrdersSource. With none registered (before the orders work), no ad has active orders. */
@Injectable()
export class AdOrders {
  private readonly sources: AdOrdersSource[] = [];

  register(source: AdOrdersSource): void {
    if (this.sources.some((s) => s.name === source.name))
      throw new Error(`${source.name} is registered twice`);
    this.sources.push(source);
  }

  /** Active orders per ad, summed over the sources (ads without any are absent). */
  async activeOrders(db: Db, adIds: readonly bigint[]): Promise<Map<bigint, number>> {
    const total = new Map<bigint, number>();
    if (adIds.length === 0) return total;
    for (const source of this.sources) {
      for (const [adId, n] of await source.activeOrders(db, adIds)) {
        if (n > 0) total.set(adId, (total.get(adId) ?? 0) + n);
      }
    }
    return total;
  }

  /** The active orders of one ad. */
  async of(db: Db, adId: bigint): Promise<number> {
    return (await this.activeOrders(db, [adId])).get(adId) ?? 0;
  }
}
