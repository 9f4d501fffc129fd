import { Injectable } from '@nestjs/common';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

/** Why a credit score changed (the database enum credit_reason). */
export type CreditReason =
  'CANCELLED' | 'DEPOSIT_TIMEOUT' | 'PAY_TIMEOUT' | 'APPEAL_LOST' | 'MALICIOUS_APPEAL' | 'ADJUSTMENT';

/** The reasons that count as a cancellation against the free ones of the day. */
export const CANCELLATION_REASONS: readonly CreditReason[] = ['CANCELLED', 'DEPOSIT_TIMEOUT', 'PAY_TIMEOUT'];

export interface NewCreditRecord {
  userId: bigint;
  delta: number;
  reason: CreditReason;
  balanceAfter: number;
  orderId: bigint | null;
  appealId?: bigint | null;
  staffId?: number | null;
  note: string | null;
  /** The service's time (the clock): the day's cancellations are counted by it. */
  at: Date;
}

/** A stored record as the credit page shows it (ids as strings). */
export interface CreditRecordRow {
  id: string;
  reason: CreditReason;
  delta: number;
  balanceAfter: number;
  orderId: string | null;
  appealId: string | null;
  /** Why (a staff member's reason, or "free cancellation"); shown to staff only. */
  note: string | null;
  /** The staff member of an ADJUSTMENT. */
  staffId: number | null;
  createdAt: Date;
}

/** `credit_records`: every change of a user's credit score (a free cancellation too, with delta 0). */
@Injectable()
export class CreditRepository {
  constructor(private readonly sql: SqlService) {}

  get pool(): Db {
    return this.sql.sql;
  }

  /** Serialises one user's cancellations until commit (the free ones of the day are counted exactly). */
  async lockUser(tx: Tx, userId: bigint): Promise<void> {
    await tx`select pg_advisory_xact_lock(hashtextextended(${`credit:${userId}`}, 0))`;
  }

  /** The user's cancellations since `since` (the start of the UTC day). */
  async cancellationsSince(db: Db, userId: bigint, since: Date): Promise<number> {
    const [row] = await db<{ n: number }[]>`
      select count(*)::int as n from credit_records
      where user_id = ${String(userId)} and reason = any(${[...CANCELLATION_REASONS]}::credit_reason[])
        and created_at >= ${since}`;
    return row!.n;
  }

  async insert(tx: Tx, r: NewCreditRecord): Promise<void> {
    await tx`
      insert into credit_records (user_id, delta, reason, balance_after, order_id, appeal_id, staff_id, note,
        created_at)
      values (${String(r.userId)}, ${r.delta}, ${r.reason}::credit_reason, ${r.balanceAfter},
        ${r.orderId === null ? null : String(r.orderId)}, ${r.appealId == null ? null : String(r.appealId)},
        ${r.staffId ?? null}, ${r.note}, ${r.at})`;
  }

  /** One page of the user's records, newest first, and how many there are in all. */
  async page(
    db: Db,
    userId: bigint,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: CreditRecordRow[]; total: number }> {
    const [count] = await db<{ n: number }[]>`
      select count(*)::int as n from credit_records where user_id = ${String(userId)}`;
    const rows = await db<CreditRecordRow[]>`
      select id::text as id, reason, delta, balance_after as "balanceAfter", order_id::text as "orderId",
        appeal_id::text as "appealId", note, staff_id as "staffId", created_at as "createdAt"
      from credit_records where user_id = ${String(userId)}
      order by created_at desc, id desc
      limit ${pageSize} offset ${(pageNo - 1) * pageSize}`;
    return { rows, total: count!.n };
  }
}
