import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '@p2p/domain';
import { compareDecimal } from '@p2p/domain/money';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { AdRepricingService } from '../ads/ad-repricing.service.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { PricesRepository, type RollupCounts } from './prices.repository.js';
import { PricesService } from './prices.service.js';

/** What a round of `prices.rollup` did. */
export interface RollupRound extends RollupCounts {
  /** Pairs whose reference price moved to their latest average (their floating ads repriced with it). */
  referencesMoved: number;
}

/**
 * The `prices.rollup` round: folds new ticks into their candles (one repeatable-read transaction), then
 * moves each enabled pair's reference price to its latest average (the volume-weighted average of the
 * last 24 hours, truncated to the pair's price scale; unchanged while the pair has no trade in them) and
 * reprices the pair's floating ads in the same transaction (ADR 0012). Safe to run twice.
 */
@Injectable()
export class PriceRollupService {
  private readonly logger = new Logger(PriceRollupService.name);

  constructor(
    private readonly repo: PricesRepository,
    private readonly runner: TransactionRunner,
    private readonly prices: PricesService,
    private readonly catalog: CatalogService,
    private readonly repricing: AdRepricingService,
    private readonly clock: Clock,
  ) {}

  async round(asOf: Date = this.clock.now()): Promise<RollupRound> {
    const counts = await this.runner.run((tx) => this.repo.rollUp(tx), { isolation: 'repeatable read' });
    const referencesMoved = await this.followAverages(asOf);
    if (counts.ticks > 0 || referencesMoved > 0) {
      this.logger.log(
        `rolled up ${counts.ticks} ticks ${JSON.stringify(counts.candles)}; ${referencesMoved} references moved`,
      );
    }
    return { ...counts, referencesMoved };
  }

  /** Each enabled pair's reference price follows its latest average; answers how many moved. */
  async followAverages(asOf: Date = this.clock.now()): Promise<number> {
    const pairs = await Promise.all(
      (await this.catalog.enabledPairs()).map((p) => this.prices.enabledPair(Number(p.id))),
    );
    let moved = 0;
    for (const latest of await this.prices.latest(pairs, asOf)) {
      const average = latest.average24h;
      if (
        average === null ||
        (latest.referencePrice !== null && compareDecimal(average, latest.referencePrice) === 0)
      ) {
        continue;
      }
      const pair = await this.catalog.tradingPair(Number(latest.coinPairId));
      if (!pair) continue;
      const changed = await this.runner.run(async (tx) => {
        if (!(await this.catalog.followAverage(tx, pair.id, average))) return false;
        await this.repricing.repriceWith({ ...pair, referencePrice: average }, tx);
        return true;
      });
      if (changed) moved += 1;
    }
    return moved;
  }
}
