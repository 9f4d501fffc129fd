import { Injectable } from '@nestjs/common';
import type { AppealResult, AppealStage, EvidenceKind, OrderActorType, OrderStatus } from '@p2p/contracts';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';
import { together } from '../../core/infra/db/together.js';

/** An appeal row; ids as text, times as Dates. */
export interface AppealRow {
  id: string;
  orderId: string;
  initiatorId: string | null;
  initiatorSide: OrderActorType;
  reasonCode: string;
  reasonText: string | null;
  result: AppealResult;
  malicious: boolean;
  resumeTo: OrderStatus | null;
  reviewerId: number | null;
  reviewerRemarks: string | null;
  decidedAt: Date | null;
  executeAt: Date | null;
  executedAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  /** The staff member who holds the case (issue 25), and since when. */
  claimedBy: number | null;
  claimedAt: Date | null;
}

export interface EvidenceRow {
  id: string;
  appealId: string;
  kind: EvidenceKind;
  fileId: string | null;
  url: string;
  /** The party who gave it (null: given with the appeal before this was recorded). */
  uploaderId: string | null;
  createdAt: Date;
}

export interface NewAppeal {
  orderId: string;
  initiatorId: bigint | null;
  initiatorSide: OrderActorType;
  reasonCode: string;
  reasonText: string | null;
  result: AppealResult;
  resumeTo: OrderStatus;
  createdAt: Date;
}

/** What a decision (or its cancellation) writes. */
export interface AppealDecisionChange {
  result: AppealResult;
  malicious: boolean;
  reviewerId: number | null;
  reviewerRemarks: string | null;
  decidedAt: Date | null;
  executeAt: Date | null;
  executedAt: Date | null;
}

export interface QueueFilter {
  stage: AppealStage | 'ALL';
  reasonCode?: string;
  initiatorSide?: OrderActorType;
  orderIds?: readonly string[];
  reviewerId?: number;
  createdBefore?: Date;
  /** Whose cases (issue 25), relative to `staffId`. */
  claimed?: { kind: 'mine' | 'unclaimed' | 'others'; staffId: number };
  sort: 'CLAIM_DUE' | 'AGE_DESC' | 'AGE_ASC' | 'EXECUTE_AT';
  limit: number;
  offset: number;
}

/** Results of an appeal still waiting for a decision. */
export const OPEN_RESULTS: readonly AppealResult[] = ['PENDING', 'DISPUTE_TIMEOUT'];
/** Results of a decision that waits for its delay (while not executed). */
export const WIN_RESULTS: readonly AppealResult[] = ['BUYER_WINS', 'SELLER_WINS'];

const columns = (db: Db) => db`
  a.id::text as id, a.order_id::text as "orderId", a.initiator_id::text as "initiatorId",
  a.initiator_side as "initiatorSide", a.reason_code as "reasonCode", a.reason_text as "reasonText",
  a.result, a.malicious, a.resume_to as "resumeTo", a.reviewer_id as "reviewerId",
  a.reviewer_remarks as "reviewerRemarks", a.decided_at as "decidedAt", a.execute_at as "executeAt",
  a.executed_at as "executedAt", a.cancelled_at as "cancelledAt", a.created_at as "createdAt",
  a.claimed_by as "claimedBy", a.claimed_at as "claimedAt"`;

/**
 * An open case (no decision yet), written with literal results so that the partial index of the queue's
 * order (`appeals_open_queue_idx`, the migration 20261202120000_appeal_claims) serves it: keep the two in step.
 */
const openCase = (db: Db) => db`a.result in ('PENDING', 'DISPUTE_TIMEOUT') and a.cancelled_at is null`;

/** `appeals` and `appeal_evidence` (issue 13): only this file reads or writes them. */
@Injectable()
export class AppealsRepository {
  constructor(private readonly sql: SqlService) {}

  get pool(): Db {
    return this.sql.sql;
  }

  async insert(tx: Tx, a: NewAppeal): Promise<string> {
    const [row] = await tx<{ id: string }[]>`
      insert into appeals (order_id, initiator_id, initiator_side, reason_code, reason_text, result, resume_to,
        created_at, updated_at)
      values (${a.orderId}, ${a.initiatorId === null ? null : String(a.initiatorId)},
        ${a.initiatorSide}::order_actor_type, ${a.reasonCode}, ${a.reasonText}, ${a.result}::appeal_result,
        ${a.resumeTo}::order_status, ${a.createdAt}, ${a.createdAt})
      returning id::text as id`;
    return row!.id;
  }

  /** Images given by `uploaderId` (the appellant on filing, or either party while the appeal is open). */
  async insertEvidence(
    tx: Tx,
    appealId: string,
    files: readonly { fileId: string; url: string }[],
    uploaderId: bigint,
    at: Date,
  ) {
    for (const f of files) {
      await tx`
        insert into appeal_evidence (appeal_id, url, kind, file_id, uploader_id, created_at)
        values (${appealId}, ${f.url}, 'IMAGE'::evidence_kind, ${f.fileId}, ${String(uploaderId)}, ${at})`;
    }
  }

  /**
   * How many images `uploaderId` has given to the appeal; items from before the uploader was recorded
   * count for the initiator (they came with the filing).
   */
  async evidenceCountBy(
    tx: Tx,
    appealId: string,
    uploaderId: bigint,
    initiatorId: string | null,
  ): Promise<number> {
    const [row] = await tx<{ n: number }[]>`
      select count(*)::int as n from appeal_evidence
      where appeal_id = ${appealId}
        and (uploader_id = ${String(uploaderId)} or (uploader_id is null and ${initiatorId} = ${String(uploaderId)}))`;
    return row?.n ?? 0;
  }

  async byId(db: Db, id: string): Promise<AppealRow | null> {
    const [row] = await db<AppealRow[]>`select ${columns(db)} from appeals a where a.id = ${id}`;
    return row ?? null;
  }

  /** The appeal's row, locked until the transaction ends (one decision or withdrawal at a time). */
  async lock(tx: Tx, id: string): Promise<AppealRow | null> {
    const [row] = await tx<AppealRow[]>`select ${columns(tx)} from appeals a where a.id = ${id} for update`;
    return row ?? null;
  }

  /** The order's appeal that is neither executed nor withdrawn (at most one: the order is IN_APPEAL). */
  async openOf(db: Db, orderId: string): Promise<AppealRow | null> {
    const [row] = await db<AppealRow[]>`
      select ${columns(db)} from appeals a
      where a.order_id = ${orderId} and a.executed_at is null and a.cancelled_at is null
      order by a.id desc limit 1`;
    return row ?? null;
  }

  async ofOrder(db: Db, orderId: string): Promise<AppealRow[]> {
    return db<AppealRow[]>`
      select ${columns(db)} from appeals a where a.order_id = ${orderId} order by a.id desc`;
  }

  /** The ids of the appeals filed on the order, oldest first. */
  async idsOfOrder(orderId: string): Promise<string[]> {
    const rows = await this.sql.sql<{ id: string }[]>`
      select id::text as id from appeals where order_id = ${orderId}::bigint order by created_at, id`;
    return rows.map((r) => r.id);
  }

  async setDecision(tx: Tx, id: string, d: AppealDecisionChange, at: Date): Promise<void> {
    await tx`
      update appeals set result = ${d.result}::appeal_result, malicious = ${d.malicious},
        reviewer_id = ${d.reviewerId}, reviewer_remarks = ${d.reviewerRemarks}, decided_at = ${d.decidedAt},
        execute_at = ${d.executeAt}, executed_at = ${d.executedAt}, updated_at = ${at}
      where id = ${id}`;
  }

  async markExecuted(tx: Tx, id: string, at: Date): Promise<void> {
    await tx`update appeals set executed_at = ${at}, updated_at = ${at} where id = ${id}`;
  }

  async markWithdrawn(tx: Tx, id: string, at: Date): Promise<void> {
    await tx`
      update appeals set result = 'REVOKED'::appeal_result, cancelled_at = ${at}, updated_at = ${at}
      where id = ${id}`;
  }

  /** The seller released the coin while the appeal was open (issue 25): closed, no officer decided it. */
  async markSettled(tx: Tx, id: string, at: Date): Promise<void> {
    await tx`
      update appeals set result = 'SETTLED'::appeal_result, cancelled_at = ${at}, updated_at = ${at}
      where id = ${id}`;
  }

  /** Appeals `userId` filed, or on the given orders (theirs), newest first. */
  async pageFor(
    userId: bigint,
    orderIds: readonly string[],
    onlyOrder: string | null,
    limit: number,
    offset: number,
  ): Promise<{ rows: AppealRow[]; total: number }> {
    const db = this.sql.sql;
    const mine = db`(a.initiator_id = ${String(userId)} or a.order_id = any(${orderIds as string[]}::bigint[]))`;
    const order = onlyOrder === null ? db`` : db`and a.order_id = ${onlyOrder}`;
    const [rows, [count]] = await together([
      db<AppealRow[]>`
        select ${columns(db)} from appeals a where ${mine} ${order}
        order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
      db<{ n: number }[]>`select count(*)::int as n from appeals a where ${mine} ${order}`,
    ]);
    return { rows, total: count!.n };
  }

  /** The desk's queue. */
  async queue(f: QueueFilter): Promise<{ rows: AppealRow[]; total: number }> {
    const db = this.sql.sql;
    const conditions = [db`true`];
    if (f.stage === 'OPEN') conditions.push(openCase(db));
    if (f.stage === 'DECIDED')
      conditions.push(
        db`a.result = any(${[...WIN_RESULTS]}::appeal_result[]) and a.executed_at is null and a.cancelled_at is null`,
      );
    if (f.stage === 'CLOSED') conditions.push(db`(a.executed_at is not null or a.cancelled_at is not null)`);
    if (f.reasonCode) conditions.push(db`a.reason_code = ${f.reasonCode}`);
    if (f.initiatorSide) conditions.push(db`a.initiator_side = ${f.initiatorSide}::order_actor_type`);
    if (f.orderIds) conditions.push(db`a.order_id = any(${f.orderIds as string[]}::bigint[])`);
    if (f.reviewerId !== undefined) conditions.push(db`a.reviewer_id = ${f.reviewerId}`);
    if (f.createdBefore) conditions.push(db`a.created_at < ${f.createdBefore}`);
    if (f.claimed?.kind === 'mine') conditions.push(db`a.claimed_by = ${f.claimed.staffId}`);
    if (f.claimed?.kind === 'unclaimed') conditions.push(db`a.claimed_by is null`);
    if (f.claimed?.kind === 'others') conditions.push(db`a.claimed_by <> ${f.claimed.staffId}`);
    const where = conditions.reduce((acc, c) => db`${acc} and ${c}`);
    // Claims order open cases only: a history (decided, closed, all) in CLAIM_DUE order is by age.
    const order =
      f.sort === 'CLAIM_DUE' && f.stage === 'OPEN'
        ? db`(a.claimed_by is not null) asc, a.created_at asc, a.id asc`
        : f.sort === 'CLAIM_DUE'
          ? db`a.created_at asc, a.id asc`
          : f.sort === 'AGE_DESC'
            ? db`a.created_at asc, a.id asc`
            : f.sort === 'AGE_ASC'
              ? db`a.created_at desc, a.id desc`
              : db`a.execute_at asc nulls last, a.id asc`;
    const [rows, [count]] = await together([
      db<AppealRow[]>`
        select ${columns(db)} from appeals a where ${where} order by ${order}
        limit ${f.limit} offset ${f.offset}`,
      db<{ n: number }[]>`select count(*)::int as n from appeals a where ${where}`,
    ]);
    return { rows, total: count!.n };
  }

  /** Sets (or, with null, clears) the case's holder (issue 25), in the caller's transaction. */
  async setHolder(tx: Tx, id: string, staffId: number | null, at: Date): Promise<void> {
    await tx`
      update appeals set claimed_by = ${staffId}, claimed_at = ${staffId === null ? null : at}, updated_at = ${at}
      where id = ${id}`;
  }

  /**
   * The next open case for `staffId` (issue 25): their own by due time, the first after `after` (wrapping
   * round), else the first unclaimed by due time; never `after` itself. Null when there is none.
   */
  async nextFor(staffId: number, after: string | null): Promise<string | null> {
    const db = this.sql.sql;
    const skip = after === null ? db`` : db`and a.id <> ${after}`;
    const position =
      after === null
        ? db`false`
        : db`(a.created_at, a.id) > (select b.created_at, b.id from appeals b where b.id = ${after})`;
    const [mine] = await db<{ id: string }[]>`
      select a.id::text as id from appeals a
      where ${openCase(db)} and a.claimed_by = ${staffId} ${skip}
      order by (${position}) is true desc, a.created_at asc, a.id asc limit 1`;
    if (mine) return mine.id;
    const [free] = await db<{ id: string }[]>`
      select a.id::text as id from appeals a
      where ${openCase(db)} and a.claimed_by is null ${skip}
      order by a.created_at asc, a.id asc limit 1`;
    return free?.id ?? null;
  }

  /**
   * The open cases for the metrics (issue 27): how many, when the oldest was filed (null: none) and how
   * many were filed before `dueBefore` (past their service-level time).
   */
  async openStats(dueBefore: Date): Promise<{ open: number; oldestCreatedAt: Date | null; overdue: number }> {
    const db = this.sql.sql;
    const [row] = await db<{ open: number; oldest: Date | null; overdue: number }[]>`
      select count(*)::int as open, min(a.created_at) as oldest,
        (count(*) filter (where a.created_at < ${dueBefore}))::int as overdue
      from appeals a where ${openCase(db)}`;
    return { open: row?.open ?? 0, oldestCreatedAt: row?.oldest ?? null, overdue: row?.overdue ?? 0 };
  }

  /** Decisions whose delay has passed and that were not executed (a lost job, a stopped worker). */
  async due(now: Date, limit: number): Promise<{ id: string; executeAt: Date }[]> {
    return this.sql.sql<{ id: string; executeAt: Date }[]>`
      select id::text as id, execute_at as "executeAt" from appeals
      where result = any(${[...WIN_RESULTS]}::appeal_result[]) and executed_at is null
        and cancelled_at is null and execute_at <= ${now}
      order by execute_at limit ${limit}`;
  }

  async evidenceOf(appealIds: readonly string[]): Promise<Map<string, EvidenceRow[]>> {
    const out = new Map<string, EvidenceRow[]>();
    if (appealIds.length === 0) return out;
    const rows = await this.sql.sql<EvidenceRow[]>`
      select id::text as id, appeal_id::text as "appealId", kind, file_id::text as "fileId", url,
        uploader_id::text as "uploaderId", created_at as "createdAt"
      from appeal_evidence where appeal_id = any(${appealIds as string[]}::bigint[]) order by id`;
    for (const r of rows) out.set(r.appealId, [...(out.get(r.appealId) ?? []), r]);
    return out;
  }

  /** The orders whose appeals show the upload `fileId` as evidence. */
  async ordersShowingEvidence(fileId: bigint): Promise<string[]> {
    const rows = await this.sql.sql<{ orderId: string }[]>`
      select distinct a.order_id::text as "orderId" from appeal_evidence e
      join appeals a on a.id = e.appeal_id where e.file_id = ${String(fileId)}`;
    return rows.map((r) => r.orderId);
  }

  /** Appeals `userId` filed, and those decided against them. */
  async initiatorStats(userId: bigint): Promise<{ filed: number; lost: number }> {
    const [row] = await this.sql.sql<{ filed: number; lost: number }[]>`
      select count(*)::int as filed,
        count(*) filter (where executed_at is not null and (
          (initiator_side = 'BUYER' and result = 'SELLER_WINS') or
          (initiator_side = 'SELLER' and result = 'BUYER_WINS') or result = 'REJECTED'))::int as lost
      from appeals where initiator_id = ${String(userId)}`;
    return row ?? { filed: 0, lost: 0 };
  }
}
