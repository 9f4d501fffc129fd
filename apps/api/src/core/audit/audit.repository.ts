import { Injectable } from '@nestjs/common';
import { type Db, SqlService } from '../infra/db/sql.service.js';

/** One row of `audit_logs`: who (a trader or a staff member), what, on what, from where. */
export interface AuditEntry {
  userId?: bigint | null;
  staffId?: number | null;
  /** An upper-case verb such as `EMAIL_CHANGE` (at most 64 characters). */
  action: string;
  /** What the action was on, e.g. `user:42` (at most 128 characters). */
  target?: string | null;
  /** Details for support; never a password, code or token. */
  data?: Record<string, string | number | boolean | null> | null;
  /** The client address as the app resolved it (`req.ip`). */
  ip?: string | null;
}

/** The `audit_logs` table: only this file reads or writes it. */
@Injectable()
export class AuditRepository {
  constructor(private readonly db: SqlService) {}

  /** Writes one row, in the caller's transaction when `tx` is given. */
  async insert(entry: AuditEntry, at: Date, tx?: Db): Promise<void> {
    const db = tx ?? this.db.sql;
    const data = entry.data ? db.json(entry.data) : null;
    await db`
      insert into audit_logs (user_id, staff_id, action, target, data, ip, created_at)
      values (
        ${entry.userId === undefined || entry.userId === null ? null : String(entry.userId)},
        ${entry.staffId ?? null}, ${entry.action.slice(0, 64)}, ${entry.target?.slice(0, 128) ?? null},
        ${data}, ${entry.ip?.slice(0, 64) ?? null}, ${at}
      )`;
  }
}
