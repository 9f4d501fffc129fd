import { Injectable } from '@nestjs/common';
import type { Db } from '../../core/infra/db/sql.service.js';

/** A module that knows whether a user has fiat ads or orders under way (ads and orders register one). */
export interface OpenFiatTradesSource {
  readonly name: string;
  /** Whether the user has an ad or order under way quoted in one of `currencies`, read in `db`. */
  hasOpen(db: Db, userId: bigint, currencies: readonly string[]): Promise<boolean>;
}

/**
 * Whether a trader has a fiat ad or order under way (issue 24): a region change is refused then, so nobody
 * moves country in the middle of a fiat trade. The trading modules register their source; the users
 * module asks inside its transaction, with the account row locked.
 */
@Injectable()
export class OpenFiatTrades {
  private readonly sources: OpenFiatTradesSource[] = [];

  register(source: OpenFiatTradesSource): void {
    if (this.sources.some((s) => s.name === source.name))
      throw new Error(`${source.name} is registered twice`);
    this.sources.push(source);
  }

  async any(db: Db, userId: bigint, currencies: readonly string[]): Promise<boolean> {
    if (currencies.length === 0) return false;
    for (const source of this.sources) if (await source.hasOpen(db, userId, currencies)) return true;
    return false;
  }
}
