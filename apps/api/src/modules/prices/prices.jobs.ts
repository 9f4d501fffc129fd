import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../core/jobs/job-handler.decorator.js';
import { PriceRollupService, type RollupRound } from './price-rollup.service.js';

/** The prices jobs (job catalogue: `prices.*`). Each round is safe to run twice. */
@Injectable()
export class PricesJobs {
  constructor(private readonly rollup: PriceRollupService) {}

  /** Every minute: new ticks into their candles, reference prices to the latest averages. */
  @JobHandler('prices.rollup')
  rollUp(): Promise<RollupRound> {
    return this.rollup.round();
  }
}
