import { Injectable } from '@nestjs/common';
import { type Db, SqlService } from '../infra/db/sql.service.js';

/** A JSON value of an audit row's details (a staff change records the row before and after). */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };

/** One row of `audit_logs`: who (a trader or a staff member), what, on what, from where. */
export interface AuditEntry {
  userId?: bigint | null;
  staffId?: number | null;
  /** An upper-case verb such as `EMAIL_CHANGE` (at most 64 characters). */
  action: string;
  /** What the action was on, e.g. `user:42` (at most 128 characters). */
  target?: string | null;
  /** Details for support; never a password, code or token. */
  data?: Record<string, AuditValue> | null;
  /** The client address as the app resolved it (`req.ip`). */
  ip?: string | null;
}

/** Filters of the console's audit log; every one optional, `from` inclusive and `to` exclusive. */
export interface AuditFilter {
  actor: 'STAFF' | 'TRADER' | 'ALL';
  staffId?: number;
  action?: string;
  /** A prefix of the target (`coin:` matches every coin). */
  target?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/** One stored row as the console reads it. */
export interface AuditRow {
  id: string;
  staffId: number | null;
  userId: string | null;
  action: string;
  target: string | null;
  data: AuditValue | null;
  ip: string | null;
  createdAt: Date;
}

/** `like` text matching `text` literally (its `%`, `_` and `\\` escaped). */
const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

  /** A page of rows matching `f`, newest first, with the total count. */
  async list(f: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
    const db = this.db.sql;
    const conditions = [db`true`];
    if (f.actor === 'STAFF') conditions.push(db`staff_id is not null`);
    if (f.actor === 'TRADER') conditions.push(db`staff_id is null`);
    if (f.staffId !== undefined) conditions.push(db`staff_id = ${f.staffId}`);
    if (f.action) conditions.push(db`action = ${f.action}`);
    if (f.target) conditions.push(db`target like ${likePrefix(f.target)}`);
    if (f.from) conditions.push(db`created_at >= ${f.from}`);
    if (f.to) conditions.push(db`created_at < ${f.to}`);
    const where = conditions.reduce((acc, c) => db`${acc} and ${c}`);
    const [rows, [count]] = await Promise.all([
      db<AuditRow[]>`
        select id::text as id, staff_id as "staffId", user_id::text as "userId", action, target, data, ip,
          created_at as "createdAt"
        from audit_logs where ${where} order by created_at desc, id desc limit ${f.limit} offset ${f.offset}`,
      db<{ n: number }[]>`select count(*)::int as n from audit_logs where ${where}`,
    ]);
    return { rows, total: count!.n };
  }
}
