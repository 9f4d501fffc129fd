import { Injectable } from '@nestjs/common';
import { SqlService } from '../infra/db/sql.service.js';
import type { OrderAccess } from './order-access.js';

/** `OrderAccess` by a read of the order's buyer and seller columns. */
@Injectable()
export class OrderPartyRepository implements OrderAccess {
  constructor(private readonly db: SqlService) {}

  async isParty(orderId: string, userId: string): Promise<boolean> {
    const rows = await this.db.sql<{ one: number }[]>`
      select 1 as one from orders
      where id = ${orderId}::bigint and (buyer_id = ${userId}::bigint or seller_id = ${userId}::bigint)`;
    return rows.length > 0;
  }
}
