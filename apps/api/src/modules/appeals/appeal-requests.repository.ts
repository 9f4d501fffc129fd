import { Injectable } from '@nestjs/common';
import type { AppealEvidenceRequestDto, EvidenceRequestSide } from '@p2p/contracts';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

/** A row of `appeal_evidence_requests` (ids as text). */
export interface EvidenceRequestRow {
  id: string;
  appealId: string;
  side: EvidenceRequestSide;
  note: string;
  dueAt: Date;
  staffId: number;
  staffName: string;
  answeredAt: Date | null;
  createdAt: Date;
}

export interface NewEvidenceRequest {
  appealId: string;
  side: EvidenceRequestSide;
  note: string;
  dueAt: Date;
  staffId: number;
  staffName: string;
  at: Date;
}

const COLUMNS = (db: Db) => db`
  id::text as id, appeal_id::text as "appealId", side::text as side, note, due_at as "dueAt",
  staff_id as "staffId", staff_name as "staffName", answered_at as "answeredAt", created_at as "createdAt"`;

/** A request as the case and the asked party see it: OVERDUE once its deadline passed unanswered. */
export function requestView(r: EvidenceRequestRow, now: Date): AppealEvidenceRequestDto {
  const state = r.answeredAt ? 'ANSWERED' : now.getTime() > r.dueAt.getTime() ? 'OVERDUE' : 'OPEN';
  return {
    id: r.id,
    side: r.side,
    note: r.note,
    dueAt: r.dueAt.toISOString(),
    state,
    answeredAt: r.answeredAt ? r.answeredAt.toISOString() : null,
    staffName: r.staffName,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * `appeal_evidence_requests` (issue 25), the appeals module's: an officer's request to one party for
 * evidence by a deadline, answered (once) when that party adds evidence after it. Nothing deletes one.
 */
@Injectable()
export class AppealRequestsRepository {
  constructor(private readonly db: SqlService) {}

  async insert(tx: Tx, r: NewEvidenceRequest): Promise<EvidenceRequestRow> {
    const [row] = await tx<EvidenceRequestRow[]>`
      insert into appeal_evidence_requests (appeal_id, side, note, due_at, staff_id, staff_name, created_at)
      values (${r.appealId}, ${r.side}::order_actor_type, ${r.note}, ${r.dueAt}, ${r.staffId}, ${r.staffName},
        ${r.at})
      returning ${COLUMNS(tx)}`;
    return row!;
  }

  async byId(id: string): Promise<EvidenceRequestRow | null> {
    const [row] = await this.db.sql<EvidenceRequestRow[]>`
      select ${COLUMNS(this.db.sql)} from appeal_evidence_requests where id = ${id}`;
    return row ?? null;
  }

  /** The requests of each appeal, newest first (an appeal has a handful: officers ask one by one). */
  async ofAppeals(appealIds: readonly string[]): Promise<Map<string, EvidenceRequestRow[]>> {
    const out = new Map<string, EvidenceRequestRow[]>();
    if (appealIds.length === 0) return out;
    const rows = await this.db.sql<EvidenceRequestRow[]>`
      select ${COLUMNS(this.db.sql)} from appeal_evidence_requests
      where appeal_id = any(${appealIds as string[]}::bigint[])
      order by appeal_evidence_requests.id desc
      limit 500`;
    for (const r of rows) out.set(r.appealId, [...(out.get(r.appealId) ?? []), r]);
    return out;
  }

  /** The party of `side` added evidence at `at`: its unanswered requests made before are answered. */
  async answer(tx: Tx, appealId: string, side: EvidenceRequestSide, at: Date): Promise<number> {
    const done = await tx`
      update appeal_evidence_requests set answered_at = ${at}
      where appeal_id = ${appealId} and side = ${side}::order_actor_type and answered_at is null
        and created_at <= ${at}`;
    return done.count;
  }
}
