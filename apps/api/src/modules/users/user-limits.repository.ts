import { Injectable } from '@nestjs/common';
import type { UserLimitsDto } from '@p2p/contracts';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

const columns = (db: Db) => db`
  buy_ad_limit as "buyAdLimit", sell_ad_limit as "sellAdLimit",
  initiated_buy_limit as "initiatedBuyLimit", initiated_sell_limit as "initiatedSellLimit",
  pending_order_limit as "pendingOrderLimit"`;

/**
 * A trader's trading limits (`users` columns, the users module's table) as the console reads and changes
 * them (issue 25). Posting an ad and placing an order read the same columns in their own statements, so a
 * change applies to the trader's next one.
 */
@Injectable()
export class UserLimitsRepository {
  constructor(private readonly db: SqlService) {}

  get pool(): Db {
    return this.db.sql;
  }

  async limits(db: Db, id: bigint): Promise<UserLimitsDto | null> {
    const [row] = await db<UserLimitsDto[]>`select ${columns(db)} from users where id = ${String(id)}`;
    return row ?? null;
  }

  /** The limits, the row locked until `tx` ends (a change records them as its before). */
  async lock(tx: Tx, id: bigint): Promise<UserLimitsDto | null> {
    const [row] = await tx<UserLimitsDto[]>`
      select ${columns(tx)} from users where id = ${String(id)} for update`;
    return row ?? null;
  }

  async set(tx: Tx, id: bigint, limits: UserLimitsDto, at: Date): Promise<UserLimitsDto> {
    const [row] = await tx<UserLimitsDto[]>`
      update users set buy_ad_limit = ${limits.buyAdLimit}, sell_ad_limit = ${limits.sellAdLimit},
        initiated_buy_limit = ${limits.initiatedBuyLimit},
        initiated_sell_limit = ${limits.initiatedSellLimit},
        pending_order_limit = ${limits.pendingOrderLimit}, updated_at = ${at}
      where id = ${String(id)}
      returning ${columns(tx)}`;
    if (!row) throw new Error(`user ${id} vanished under its lock`);
    return row;
  }
}
