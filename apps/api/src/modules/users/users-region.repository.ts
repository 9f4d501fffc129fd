import { Injectable } from '@nestjs/common';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';
import { type UserViewRow, viewColumns } from './users.repository.js';

/** What the fiat rules read of a trader (issue 24): the region chosen in the personal center, certification. */
export interface TradeRegionRow {
  regionId: string | null;
  certified: boolean;
}

/**
 * The `users` columns of a trader's region (issue 24), beside UsersRepository (the same table, the users
 * module's): a fiat trade holds the region (`for key share`) until its transaction commits, and a region
 * change locks the row (`for update`), so neither crosses the other.
 */
@Injectable()
export class UsersRegionRepository {
  constructor(private readonly db: SqlService) {}

  async tradeRegion(id: bigint): Promise<TradeRegionRow | null> {
    const [row] = await this.db.sql<TradeRegionRow[]>`
      select region_id as "regionId", certified from users where id = ${String(id)}`;
    return row ?? null;
  }

  /** The region, held unchanged until the caller's transaction ends (a region change waits for it). */
  async holdRegion(tx: Db, id: bigint): Promise<TradeRegionRow | null> {
    const [row] = await tx<TradeRegionRow[]>`
      select region_id as "regionId", certified from users where id = ${String(id)} for key share`;
    return row ?? null;
  }

  /** Locks the account row for a region change; answers its region now (null: no such user). */
  async lockForRegionChange(tx: Tx, id: bigint): Promise<{ regionId: string | null } | null> {
    const [row] = await tx<{ regionId: string | null }[]>`
      select region_id as "regionId" from users where id = ${String(id)} for update`;
    return row ?? null;
  }

  /** Sets the region at `at`; answers the account as the views read it. */
  async setRegion(tx: Tx, id: bigint, code: string, at: Date): Promise<UserViewRow> {
    const [row] = await tx<UserViewRow[]>`
      update users set region_id = ${code}, updated_at = ${at}
      where id = ${String(id)}
      returning ${viewColumns(tx)}`;
    if (!row) throw new Error(`user ${id} not found`);
    return row;
  }
}
