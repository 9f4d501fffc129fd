import { Injectable } from '@nestjs/common';
import type { Db } from '../../core/infra/db/sql.service.js';
import { CatalogService, type TradingPair } from '../catalog/catalog.service.js';
import { AdsRepository } from './ads.repository.js';

/** What repricing needs of a pair: its new reference price, its price range and scale. */
export type PricedPair = Pick<TradingPair, 'id' | 'minPrice' | 'maxPrice' | 'priceScale'> & {
  referencePrice: string;
};

/**
 * Floating prices follow the pair's reference price (ADR 0012). When the reference moves (operators set
 * it in the admin console; later the latest average price), the floating ads of that pair are repriced in
 * one UPDATE: reference x (1 + margin / 100), rounded to the pair's price scale, kept within its range.
 */
@Injectable()
export class AdRepricingService {
  constructor(
    private readonly repo: AdsRepository,
    private readonly catalog: CatalogService,
  ) {}

  /**
   * Reprices with the given pair, in `db` (the transaction that changed the reference price, so both
   * commit together), else on the pool. Answers how many ads changed price.
   */
  repriceWith(pair: PricedPair, db?: Db): Promise<number> {
    return this.repo.repriceFloating(db ?? this.repo.pool, pair, pair.priceScale);
  }

  /** Reprices the pair's floating ads with its stored reference price (0 when it has none). */
  async reprice(pairId: number): Promise<number> {
    const pair = await this.catalog.tradingPair(pairId);
    if (!pair || pair.referencePrice === null) return 0;
    return this.repriceWith({ ...pair, referencePrice: pair.referencePrice });
  }
}
