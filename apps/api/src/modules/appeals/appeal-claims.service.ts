import { Injectable } from '@nestjs/common';
import {
  type AdminAppealClaimDto,
  type AppealDeciderDto,
  APPEAL_DECIDER_ROLES,
  type HandOverAppealDto,
  StaffRole,
} from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { StaffDirectory } from '../staff-auth/staff-directory.js';
import type { StaffPrincipal } from '../staff-auth/staff.principal.js';
import { stageOf } from './appeal-views.js';
import { type AppealRow, AppealsRepository } from './appeals.repository.js';

/** Who acts on the desk, and from where (for the audit log); as AppealDecisionsService's DeskActor. */
interface ClaimActor {
  staff: StaffPrincipal;
  ip: string | null;
}

/** The largest staff id (staff_users.id is a 32-bit serial). */
const STAFF_ID_MAX = 2_147_483_647;

/**
 * Case work on the appeal desk (issue 25): an appeal officer or admin claims an open case, and the others
 * see who holds it and cannot decide it (5065 names the holder); claiming one's own case again changes
 * nothing. The holder, or an administrator, releases it or hands it to another active appeal officer or
 * administrator (5066 for anyone else, 5067 for a target that is not one). An administrator overrides a
 * claim only explicitly: by releasing it or handing it over (to themselves too), never by deciding over
 * it. Deciding an unclaimed case claims it (`holdForDecision`; the decision's audit row shows the holder). Each change locks the appeal's row (two
 * officers claiming at once: the second waits and then finds it held) and is in the staff audit log
 * (APPEAL_CLAIM, APPEAL_RELEASE, APPEAL_HANDOVER, target `appeal:<id>`, the holder before and after).
 */
@Injectable()
export class AppealClaimsService {
  constructor(
    private readonly repo: AppealsRepository,
    private readonly staff: StaffDirectory,
    private readonly audit: AuditService,
    private readonly runner: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  /** `POST /admin/appeals/{id}/claim`. */
  async claim(actor: ClaimActor, rawId: string, now = this.clock.now()): Promise<AdminAppealClaimDto> {
    const id = appealId(rawId);
    await this.runner.run(async (tx) => {
      const appeal = await this.lockOpen(tx, id);
      if (appeal.claimedBy === actor.staff.id) return;
      if (appeal.claimedBy !== null) await this.refuseHeld(appeal.claimedBy);
      await this.change(tx, actor, 'APPEAL_CLAIM', appeal, actor.staff.id, now);
    });
    return this.holderOf(id);
  }

  /** `POST /admin/appeals/{id}/release`: back to the unclaimed queue; an unclaimed case stays so. */
  async release(actor: ClaimActor, rawId: string, now = this.clock.now()): Promise<AdminAppealClaimDto> {
    const id = appealId(rawId);
    await this.runner.run(async (tx) => {
      const appeal = await this.lockOpen(tx, id);
      if (appeal.claimedBy === null) return;
      this.mayMove(actor, appeal);
      await this.change(tx, actor, 'APPEAL_RELEASE', appeal, null, now);
    });
    return this.holderOf(id);
  }

  /** `POST /admin/appeals/{id}/handover`: an admin may also give an unclaimed case to someone. */
  async handover(
    actor: ClaimActor,
    rawId: string,
    dto: HandOverAppealDto,
    now = this.clock.now(),
  ): Promise<AdminAppealClaimDto> {
    const id = appealId(rawId);
    const targetId = Number(dto.staffId);
    const target =
      Number.isSafeInteger(targetId) && targetId <= STAFF_ID_MAX
        ? await this.staff.activeOf(targetId, APPEAL_DECIDER_ROLES)
        : null;
    await this.runner.run(async (tx) => {
      const appeal = await this.lockOpen(tx, id);
      this.mayMove(actor, appeal);
      if (!target) throw new AppException('APPEAL_HANDOVER_TARGET_INVALID');
      if (appeal.claimedBy === target.id) return;
      await this.change(tx, actor, 'APPEAL_HANDOVER', appeal, target.id, now);
    });
    return this.holderOf(id);
  }

  /** `GET /admin/appeals/next`. */
  async next(caller: StaffPrincipal, after: string | undefined): Promise<{ id: string | null }> {
    const afterId = after === undefined ? null : parseRowId(after);
    return { id: await this.repo.nextFor(caller.id, afterId) };
  }

  /** `GET /admin/appeals/deciders`: who a case can be handed to. */
  async deciders(): Promise<AppealDeciderDto[]> {
    return (await this.staff.active(APPEAL_DECIDER_ROLES)).map((s) => ({ ...s, id: String(s.id) }));
  }

  /**
   * In a decision's transaction, with the appeal locked: a case another officer holds is refused (5065,
   * administrators too: they hand it to themselves first); an unclaimed case becomes the decider's (the
   * decision's audit row shows the holder before and after).
   */
  async holdForDecision(tx: Tx, actor: ClaimActor, appeal: AppealRow, now: Date): Promise<void> {
    if (appeal.claimedBy === actor.staff.id) return;
    if (appeal.claimedBy !== null) await this.refuseHeld(appeal.claimedBy);
    await this.repo.setHolder(tx, appeal.id, actor.staff.id, now);
  }

  /** The names of the given holders, for the queue and the case. */
  names(ids: readonly number[]): Promise<Map<number, string>> {
    return this.staff.names(ids);
  }

  private async lockOpen(tx: Tx, id: string): Promise<AppealRow> {
    const appeal = await this.repo.lock(tx, id);
    if (!appeal) throw new AppException('APPEAL_NOT_FOUND');
    if (stageOf(appeal) !== 'OPEN') throw new AppException('APPEAL_ALREADY_PROCESSED');
    return appeal;
  }

  /** Only the holder, or an administrator, releases or hands over a case. */
  private mayMove(actor: ClaimActor, appeal: AppealRow): void {
    if (actor.staff.role === StaffRole.ADMIN) return;
    if (appeal.claimedBy !== actor.staff.id) throw new AppException('APPEAL_NOT_HOLDER');
  }

  private async refuseHeld(holderId: number): Promise<never> {
    const holderName = (await this.staff.names([holderId])).get(holderId) ?? null;
    throw new AppException('APPEAL_CLAIMED_BY_OTHER', { holderId: String(holderId), holderName });
  }

  private async change(
    tx: Tx,
    actor: ClaimActor,
    action: 'APPEAL_CLAIM' | 'APPEAL_RELEASE' | 'APPEAL_HANDOVER',
    appeal: AppealRow,
    to: number | null,
    now: Date,
  ): Promise<void> {
    await this.repo.setHolder(tx, appeal.id, to, now);
    await this.audit.record(
      {
        staffId: actor.staff.id,
        action,
        target: `appeal:${appeal.id}`,
        data: {
          orderId: appeal.orderId,
          before: { holderId: appeal.claimedBy },
          after: { holderId: to },
        },
        ip: actor.ip,
      },
      tx,
      now,
    );
  }

  private async holderOf(id: string): Promise<AdminAppealClaimDto> {
    const appeal = await this.repo.byId(this.repo.pool, id);
    if (!appeal) throw new AppException('APPEAL_NOT_FOUND');
    const holderName =
      appeal.claimedBy === null
        ? null
        : ((await this.staff.names([appeal.claimedBy])).get(appeal.claimedBy) ?? null);
    return {
      appealId: id,
      holderId: appeal.claimedBy === null ? null : String(appeal.claimedBy),
      holderName,
      claimedAt: appeal.claimedAt?.toISOString() ?? null,
    };
  }
}

function appealId(raw: string): string {
  const id = parseRowId(raw);
  if (id === null) throw new AppException('APPEAL_NOT_FOUND');
  return id;
}
