import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { ExpiredRowsSweeper, type SweepCounts } from './expired-rows.sweeper.js';

/**
 * The housekeeping queue's handlers. `housekeeping.sweep` is periodic (its scheduler is in the job
 * catalogue): BullMQ makes one job per round, so one worker runs each round whatever the replicas.
 */
@Injectable()
export class HousekeepingJobs {
  private readonly logger = new Logger(HousekeepingJobs.name);

  constructor(private readonly sweeper: ExpiredRowsSweeper) {}

  @JobHandler('housekeeping.sweep')
  async sweep(): Promise<SweepCounts> {
    const counts = await this.sweeper.sweep();
    this.logger.log(`swept expired rows ${JSON.stringify(counts)}`);
    return counts;
  }
}
