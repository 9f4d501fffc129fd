import { Injectable } from '@nestjs/common';
import { isDecimalString } from '@p2p/domain/money';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { type NewTick, PricesRepository } from './prices.repository.js';

/**
 * What the orders module calls when an order completes: `record(tx, tick)` inside the completing
 * transaction, so the trade's price exists exactly when the order is COMPLETED. One tick per order: a
 * second call for the same order (a retried transaction, a repeated event) changes nothing. The candles
 * and the pair's reference price follow at the next `prices.rollup` round.
 */
@Injectable()
export class PriceTicks {
  constructor(private readonly repo: PricesRepository) {}

  /** Answers whether the tick was new. Throws on a price or volume that is not a plain decimal string. */
  async record(db: Tx, tick: NewTick): Promise<boolean> {
    if (!isDecimalString(tick.price) || !isDecimalString(tick.volume)) {
      throw new Error(
        `price tick of order ${tick.orderId}: not decimal strings (${tick.price}, ${tick.volume})`,
      );
    }
    return this.repo.insertTick(db, tick);
  }
}
