import { Injectable } from '@nestjs/common';
import { Clock } from '@p2p/domain';
import { DepositsRepository } from './deposits.repository.js';

/** A module that knows whether a user has ads or orders under way (ads, orders register one). */
export interface ActiveTradesSource {
  readonly name: string;
  hasActive(userId: bigint): Promise<boolean>;
}

/**
 * Whether a user has anything under way, which blocks withdrawing (3021) and the return of what remains
 * in the temporary balance: escrow's own view (coin held or awaited for an ad or order) and whatever the
 * trading modules registered.
 */
@Injectable()
export class ActiveTrades {
  private readonly sources: ActiveTradesSource[] = [];

  constructor(
    private readonly deposits: DepositsRepository,
    private readonly clock: Clock,
  ) {}

  register(source: ActiveTradesSource): void {
    if (this.sources.some((s) => s.name === source.name))
      throw new Error(`${source.name} is registered twice`);
    this.sources.push(source);
  }

  async any(userId: bigint, now = this.clock.now()): Promise<boolean> {
    if (await this.deposits.hasActive(userId, now)) return true;
    for (const source of this.sources) if (await source.hasActive(userId)) return true;
    return false;
  }
}
