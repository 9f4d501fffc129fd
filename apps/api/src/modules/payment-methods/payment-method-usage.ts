import { Injectable } from '@nestjs/common';
import type { Db } from '../../core/infra/db/sql.service.js';

/**
 * A module that knows which payment methods its open records use. The ads module registers one (a method
 * is in use while `ad_payment_methods` links it to an ad that is neither CANCELLED nor DELETED), and the
 * orders module another (orders keep a snapshot, so only open orders count). Each reads its own tables.
 */
export interface PaymentMethodUsageSource {
  readonly name: string;
  /**
   * Which of `ids` (the user's payment methods) are in use. `db` is the caller's transaction when it
   * holds the methods' rows locked (an edit or a delete), so the read sees what that transaction sees;
   * a source that links a method to a new record must lock the method's row (`for share`) in the same
   * transaction, so an edit or delete and a new ad or order never cross.
   */
  inUse(db: Db, userId: bigint, ids: readonly bigint[]): Promise<ReadonlySet<bigint>>;
}

/**
 * Whether a payment method may be changed or deleted (spec §5: not while ads or orders are open). Until
 * the ads and orders modules register their sources, nothing is in use.
 */
@Injectable()
export class PaymentMethodUsage {
  private readonly sources: PaymentMethodUsageSource[] = [];

  register(source: PaymentMethodUsageSource): void {
    if (this.sources.some((s) => s.name === source.name))
      throw new Error(`${source.name} is registered twice`);
    this.sources.push(source);
  }

  /** The ids among `ids` that some registered source uses. */
  async inUse(db: Db, userId: bigint, ids: readonly bigint[]): Promise<Set<bigint>> {
    const used = new Set<bigint>();
    if (ids.length === 0) return used;
    for (const source of this.sources) {
      for (const id of await source.inUse(db, userId, ids)) used.add(id);
    }
    return used;
  }
}
