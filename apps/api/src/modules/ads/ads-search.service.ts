import { Injectable } from '@nestjs/common';
import { AdOrders } from './ad-orders.js';
import { type AdSearch, type AdSearchRow, AdsSearchRepository } from './ads-search.repository.js';

export type { AdSearch, AdSearchRow } from './ads-search.repository.js';

/**
 * The market's ads as the staff console reads them (issue 25): filtered and paged on the server, one ad by
 * id, and how many orders each has under way (the orders module's `AdOrders` source). Read only; staff
 * changes go through `AdLifecycleService`.
 */
@Injectable()
export class AdsSearchService {
  constructor(
    private readonly repo: AdsSearchRepository,
    private readonly adOrders: AdOrders,
  ) {}

  search(f: AdSearch): Promise<{ rows: AdSearchRow[]; total: number }> {
    return this.repo.search(f);
  }

  byId(id: string): Promise<AdSearchRow | null> {
    return this.repo.byId(id);
  }

  /** The number of orders under way of each of `adIds` (absent: none). */
  activeOrders(adIds: readonly string[]): Promise<Map<bigint, number>> {
    return this.adOrders.activeOrders(
      this.repo.pool,
      adIds.map((id) => BigInt(id)),
    );
  }
}
