import { Injectable } from '@nestjs/common';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

/** A credit rule as administrators read and change it (the `credit_settings` row). */
export interface CreditSettingRow {
  id: number;
  type: string;
  deduct: number;
  dailyFreeCancellations: number;
  description: string | null;
  sort: number;
}

/** What a change writes: every field but the description may be left as it is. */
export interface CreditSettingPatch {
  deduct: number;
  dailyFreeCancellations: number;
  description: string | null;
}

const columns = (db: Db) => db`
  id, type, deduct, daily_free_cancellations as "dailyFreeCancellations", description, sort`;

/**
 * The credit rules (`credit_settings`, the catalog's table) as the console changes them (issue 25). A
 * write runs in the caller's transaction after the row was locked, so the audit row records exactly what
 * it replaced; the caller notifies the reference channel after the commit.
 */
@Injectable()
export class CreditSettingsRepository {
  constructor(private readonly db: SqlService) {}

  /** Every rule, the cancellation rule (lowest sort, then id) first. */
  all(): Promise<CreditSettingRow[]> {
    const sql = this.db.sql;
    return sql<CreditSettingRow[]>`select ${columns(sql)} from credit_settings order by sort, id`;
  }

  /** The rule of `type`, locked until `tx` ends; null when there is none. */
  async lock(tx: Tx, type: string): Promise<CreditSettingRow | null> {
    const [row] = await tx<CreditSettingRow[]>`
      select ${columns(tx)} from credit_settings where type = ${type} for update`;
    return row ?? null;
  }

  /** The id of the cancellation rule (the first entry), read in `tx`. */
  async firstId(tx: Tx): Promise<number | null> {
    const [row] = await tx<{ id: number }[]>`select id from credit_settings order by sort, id limit 1`;
    return row?.id ?? null;
  }

  async update(tx: Tx, id: number, patch: CreditSettingPatch): Promise<CreditSettingRow> {
    const [row] = await tx<CreditSettingRow[]>`
      update credit_settings set deduct = ${patch.deduct},
        daily_free_cancellations = ${patch.dailyFreeCancellations}, description = ${patch.description}
      where id = ${id}
      returning ${columns(tx)}`;
    if (!row) throw new Error(`credit setting ${id} vanished under its lock`);
    return row;
  }
}
