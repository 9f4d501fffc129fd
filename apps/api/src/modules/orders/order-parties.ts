import { Injectable } from '@nestjs/common';
import { OrdersRepository } from './orders.repository.js';

/** The two parties of an order and where it stands. */
export interface OrderPartiesRow {
  buyerId: bigint;
  sellerId: bigint;
  status: string;
}

/**
 * Who may see and act on an order (exported by OrdersModule for the chat and the live gateway): its buyer
 * and its seller. `of` answers null when the order does not exist.
 */
@Injectable()
export class OrderParties {
  constructor(private readonly repo: OrdersRepository) {}

  async of(orderId: bigint): Promise<OrderPartiesRow | null> {
    const row = await this.repo.byId(this.repo.pool, orderId.toString());
    if (!row) return null;
    return { buyerId: BigInt(row.buyerId), sellerId: BigInt(row.sellerId), status: row.status };
  }

  /** Whether `userId` is the buyer or the seller of the order (false when it does not exist). */
  async isParty(orderId: bigint, userId: bigint): Promise<boolean> {
    const parties = await this.of(orderId);
    return parties !== null && (parties.buyerId === userId || parties.sellerId === userId);
  }
}
