import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import type { MerchantApplicationStatus } from '@p2p/contracts';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

/** A merchant application as the use cases work with it; amounts as decimal strings. */
export interface ApplicationRow {
  id: string;
  userId: string;
  status: MerchantApplicationStatus;
  coinId: number;
  chain: ChainKind & ('ERC20' | 'TRC20');
  guaranteeAmount: string;
  depositSeq: number;
  topUpRequired: boolean;
  completedOrders: number;
  completionRate: string;
  accountDays: number;
  reason: string | null;
  reviewerId: number | null;
  depositedAt: Date | null;
  decidedAt: Date | null;
  endedAt: Date | null;
  returnedAt: Date | null;
  createdAt: Date;
}

export interface NewApplication {
  userId: bigint;
  coinId: number;
  chain: 'ERC20' | 'TRC20';
  guaranteeAmount: string;
  completedOrders: number;
  completionRate: string;
  accountDays: number;
  at: Date;
}

/** What a move of an application writes besides its status (absent: unchanged). */
export interface ApplicationChange {
  status?: MerchantApplicationStatus;
  depositSeq?: number;
  topUpRequired?: boolean;
  reason?: string | null;
  reviewerId?: number | null;
  depositedAt?: Date;
  decidedAt?: Date;
  endedAt?: Date;
  returnedAt?: Date;
}

export interface CompensationRow {
  id: string;
  applicationId: string;
  appealId: string;
  orderId: string;
  toUserId: string;
  amount: string;
  reason: string;
  staffId: number | null;
  createdAt: Date;
}

const columns = (db: Db) => db`
  id::text as id, user_id::text as "userId", status, coin_id as "coinId", chain,
  guarantee_amount::text as "guaranteeAmount", deposit_seq as "depositSeq", top_up_required as "topUpRequired",
  completed_orders as "completedOrders", completion_rate::text as "completionRate", account_days as "accountDays",
  reason, reviewer_id as "reviewerId", deposited_at as "depositedAt", decided_at as "decidedAt",
  ended_at as "endedAt", returned_at as "returnedAt", created_at as "createdAt"`;

const compensationColumns = (db: Db) => db`
  id::text as id, application_id::text as "applicationId", appeal_id::text as "appealId",
  order_id::text as "orderId", to_user_id::text as "toUserId", amount::text as amount, reason,
  staff_id as "staffId", created_at as "createdAt"`;

/** The statuses in which an application is live: at most one per trader (a partial unique index). */
export const LIVE_STATUSES: readonly MerchantApplicationStatus[] = [
  'AWAITING_DEPOSIT',
  'PENDING_REVIEW',
  'APPROVED',
];

/** `merchant_applications` and `merchant_compensations` (issue 24): the merchants module's tables. */
@Injectable()
export class MerchantsRepository {
  constructor(private readonly db: SqlService) {}

  get pool(): Db {
    return this.db.sql;
  }

  async insert(tx: Tx, a: NewApplication): Promise<ApplicationRow> {
    const [row] = await tx<ApplicationRow[]>`
      insert into merchant_applications (user_id, coin_id, chain, guarantee_amount, completed_orders,
        completion_rate, account_days, created_at, updated_at)
      values (${String(a.userId)}, ${a.coinId}, ${a.chain}, ${a.guaranteeAmount}, ${a.completedOrders},
        ${a.completionRate}, ${a.accountDays}, ${a.at}, ${a.at})
      returning ${columns(tx)}`;
    return row!;
  }

  async byId(db: Db, id: string): Promise<ApplicationRow | null> {
    const [row] = await db<
      ApplicationRow[]
    >`select ${columns(db)} from merchant_applications where id = ${id}`;
    return row ?? null;
  }

  async lock(tx: Tx, id: string): Promise<ApplicationRow | null> {
    const [row] = await tx<ApplicationRow[]>`
      select ${columns(tx)} from merchant_applications where id = ${id} for update`;
    return row ?? null;
  }

  /** The trader's latest application (`lock`: its row locked until `db`, a transaction, ends). */
  async latestOf(db: Db, userId: bigint, lock = false): Promise<ApplicationRow | null> {
    const [row] = await db<ApplicationRow[]>`
      select ${columns(db)} from merchant_applications where user_id = ${String(userId)}
      order by created_at desc, id desc limit 1 ${lock ? db`for update` : db``}`;
    return row ?? null;
  }

  /**
   * The trader's application that is live, or revoked or refused with its guarantee not yet returned,
   * locked; null when none.
   */
  async lockHolding(tx: Tx, userId: bigint): Promise<ApplicationRow | null> {
    const [row] = await tx<ApplicationRow[]>`
      select ${columns(tx)} from merchant_applications
      where user_id = ${String(userId)}
        and (status = any(${[...LIVE_STATUSES]}::merchant_application_status[])
          or (status in ('REVOKED', 'REFUSED') and returned_at is null))
      order by created_at desc, id desc limit 1 for update`;
    return row ?? null;
  }

  async update(tx: Tx, id: string, c: ApplicationChange, at: Date): Promise<ApplicationRow> {
    const set = (v: unknown) => v !== undefined;
    const [row] = await tx<ApplicationRow[]>`
      update merchant_applications set
        status = case when ${set(c.status)} then ${c.status ?? null}::merchant_application_status else status end,
        deposit_seq = case when ${set(c.depositSeq)} then ${c.depositSeq ?? 0}::int else deposit_seq end,
        top_up_required = case when ${set(c.topUpRequired)} then ${c.topUpRequired ?? false}::boolean
          else top_up_required end,
        reason = case when ${set(c.reason)} then ${c.reason ?? null}::varchar else reason end,
        reviewer_id = case when ${set(c.reviewerId)} then ${c.reviewerId ?? null}::int else reviewer_id end,
        deposited_at = coalesce(${c.depositedAt ?? null}::timestamptz, deposited_at),
        decided_at = coalesce(${c.decidedAt ?? null}::timestamptz, decided_at),
        ended_at = coalesce(${c.endedAt ?? null}::timestamptz, ended_at),
        returned_at = coalesce(${c.returnedAt ?? null}::timestamptz, returned_at),
        updated_at = ${at}
      where id = ${id}
      returning ${columns(tx)}`;
    return row!;
  }

  /** A page of applications (one status, or all), newest first. */
  async page(
    status: MerchantApplicationStatus | undefined,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: ApplicationRow[]; total: number }> {
    const sql = this.db.sql;
    const where = status ? sql`where status = ${status}::merchant_application_status` : sql``;
    const rows = await sql<ApplicationRow[]>`
      select ${columns(sql)} from merchant_applications ${where}
      order by created_at desc, id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}`;
    const [count] = await sql<
      { n: string }[]
    >`select count(*)::text as n from merchant_applications ${where}`;
    return { rows, total: Number(count?.n ?? 0) };
  }

  async compensationOf(db: Db, appealId: string): Promise<CompensationRow | null> {
    const [row] = await db<CompensationRow[]>`
      select ${compensationColumns(db)} from merchant_compensations where appeal_id = ${appealId}`;
    return row ?? null;
  }

  async compensations(db: Db, applicationId: string): Promise<CompensationRow[]> {
    return db<CompensationRow[]>`
      select ${compensationColumns(db)} from merchant_compensations where application_id = ${applicationId}
      order by created_at, id`;
  }

  async insertCompensation(
    tx: Tx,
    c: Omit<CompensationRow, 'id' | 'createdAt'>,
    at: Date,
  ): Promise<CompensationRow> {
    const [row] = await tx<CompensationRow[]>`
      insert into merchant_compensations (application_id, appeal_id, order_id, to_user_id, amount, reason,
        staff_id, created_at)
      values (${c.applicationId}, ${c.appealId}, ${c.orderId}, ${c.toUserId}, ${c.amount}, ${c.reason},
        ${c.staffId}, ${at})
      returning ${compensationColumns(tx)}`;
    return row!;
  }
}
