import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { CancelAppealExecutionDto, DecideAppealDto } from '@p2p/contracts';
import { APPEAL_LOST_PENALTY, Clock, type Party } from '@p2p/domain';
import { AuditService, type AuditValue } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import type { JobData } from '../../core/jobs/job-catalog.js';
import { JobHandler } from '../../core/jobs/job-handler.decorator.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { CreditService } from '../credit/credit.service.js';
import { OrderDesk } from '../orders/order-desk.js';
import { OrderEngine } from '../orders/order-engine.js';
import type { OrderRow } from '../orders/orders.repository.js';
import type { StaffPrincipal } from '../staff-auth/staff.principal.js';
import { AppealClaimsService } from './appeal-claims.service.js';
import { APPEAL_EXECUTE_JOB, APPEAL_SWEEP_JOB, appealMessage, executionJob } from './appeal-messages.js';
import { pendingDecisionOf, stageOf } from './appeal-views.js';
import { type AppealRow, AppealsRepository } from './appeals.repository.js';

/** What one execution did. */
export type ExecutionOutcome = 'EXECUTED' | 'STALE';

/** Decisions a sweep executes at most per round. */
const SWEEP_BATCH = 200;

/** Who acts on the desk, and from where (for the audit log). */
export interface DeskActor {
  staff: StaffPrincipal;
  ip: string | null;
}

const snapshot = (a: AppealRow): Record<string, AuditValue> => ({
  result: a.result,
  stage: stageOf(a),
  malicious: a.malicious,
  reviewerId: a.reviewerId,
  reviewerRemarks: a.reviewerRemarks,
  decidedAt: a.decidedAt?.toISOString() ?? null,
  executeAt: a.executeAt?.toISOString() ?? null,
  executedAt: a.executedAt?.toISOString() ?? null,
  holderId: a.claimedBy,
});

/**
 * Deciding appeals (spec §4, §6; DESIGN §4): an officer's decision locks the appeal's row, so a second
 * officer deciding the same case waits and is then refused (5003). REJECTED resumes the order at once
 * (RECOVER by the system, a fresh deadline). BUYER_WINS / SELLER_WINS wait for the configured delay
 * (`ORDER_APPEAL_EXECUTION_MINUTES`) as a delayed job of the outbox (`appeal:<id>:<executeAt>`); until then
 * the decision can be cancelled. Executing applies APPEAL_DECIDED through the engine (release to the buyer
 * or the coin back to the seller) and takes the loser's credit points (the credit settings' APPEAL_LOST,
 * or the whole score when malicious). A case another officer holds is refused (5065), an unclaimed one
 * becomes the decider's (issue 25, AppealClaimsService). A sweep at start and every minute executes what
 * a lost job missed, also across a restart. Every staff action is in the audit log with the row before and after.
 */
@Injectable()
export class AppealDecisionsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AppealDecisionsService.name);

  constructor(
    private readonly repo: AppealsRepository,
    private readonly desk: OrderDesk,
    private readonly engine: OrderEngine,
    private readonly credit: CreditService,
    private readonly catalog: CatalogService,
    private readonly audit: AuditService,
    private readonly outbox: OutboxRepository,
    private readonly runner: TransactionRunner,
    private readonly clock: Clock,
    private readonly claims: AppealClaimsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.apiRole === 'http') return;
    try {
      await this.sweep();
    } catch (err) {
      this.logger.warn(`the start-up sweep of appeal decisions failed: ${String(err)}`);
    }
  }

  /** The configured delay between a decision and its execution. */
  get delayMinutes(): number {
    return this.config.orderTimeouts.appealExecutionDelayMinutes;
  }

  /** `POST /admin/appeals/{id}/decide`. */
  async decide(
    actor: DeskActor,
    rawId: string,
    dto: DecideAppealDto,
    now = this.clock.now(),
  ): Promise<string> {
    const id = appealId(rawId);
    await this.runner.run(async (tx) => {
      const { appeal, order } = await this.lockOpen(tx, id);
      if (stageOf(appeal) !== 'OPEN' || order.status !== 'IN_APPEAL')
        throw new AppException('APPEAL_ALREADY_PROCESSED');
      await this.claims.holdForDecision(tx, actor, appeal, now);
      const malicious = dto.malicious === true;
      const staffData = { appealId: id, decision: dto.decision, staffId: String(actor.staff.id) };
      if (dto.decision === 'REJECTED') {
        await this.engine.apply(
          tx,
          order,
          { action: { type: 'RECOVER' }, actor: 'SYSTEM', actorId: null, data: staffData },
          now,
        );
        await this.repo.setDecision(
          tx,
          id,
          {
            result: 'REJECTED',
            malicious,
            reviewerId: actor.staff.id,
            reviewerRemarks: dto.remarks,
            decidedAt: now,
            executeAt: now,
            executedAt: now,
          },
          now,
        );
        if (malicious && appeal.initiatorId !== null)
          await this.credit.adjust(tx, BigInt(appeal.initiatorId), 'ALL', 'MALICIOUS_APPEAL', {
            orderId: BigInt(order.id),
            appealId: BigInt(id),
          });
      } else {
        const executeAt = new Date(now.getTime() + Math.round(this.delayMinutes * 60_000));
        await this.repo.setDecision(
          tx,
          id,
          {
            result: dto.decision,
            malicious,
            reviewerId: actor.staff.id,
            reviewerRemarks: dto.remarks,
            decidedAt: now,
            executeAt,
            executedAt: null,
          },
          now,
        );
        await this.engine.appendEvent(tx, order.id, {
          fromStatus: order.status,
          toStatus: order.status,
          action: 'APPEAL_DECIDED',
          actorType: 'STAFF',
          actorId: BigInt(actor.staff.id),
          createdAt: now,
          data: { ...staffData, note: 'DECISION_PENDING', executeAt: executeAt.toISOString() },
        });
        await this.outbox.append(tx, [executionJob(id, executeAt), appealMessage(order, id, 'DECIDED')]);
      }
      await this.record(tx, actor, 'APPEAL_DECIDE', id, appeal, now);
    });
    return id;
  }

  /** `POST /admin/appeals/{id}/cancel-execution`: within the delay only; the case is open again. */
  async cancelExecution(
    actor: DeskActor,
    rawId: string,
    dto: CancelAppealExecutionDto,
    now = this.clock.now(),
  ): Promise<string> {
    const id = appealId(rawId);
    await this.runner.run(async (tx) => {
      const { appeal, order } = await this.lockOpen(tx, id);
      if (pendingDecisionOf(appeal) === null || appeal.executeAt === null || appeal.executeAt <= now)
        throw new AppException('APPEAL_ALREADY_PROCESSED');
      await this.repo.setDecision(
        tx,
        id,
        {
          result: appeal.initiatorSide === 'SYSTEM' ? 'DISPUTE_TIMEOUT' : 'PENDING',
          malicious: false,
          reviewerId: null,
          reviewerRemarks: null,
          decidedAt: null,
          executeAt: null,
          executedAt: null,
        },
        now,
      );
      await this.engine.appendEvent(tx, order.id, {
        fromStatus: order.status,
        toStatus: order.status,
        action: 'APPEAL_DECIDED',
        actorType: 'STAFF',
        actorId: BigInt(actor.staff.id),
        createdAt: now,
        data: { appealId: id, note: 'DECISION_CANCELLED', staffId: String(actor.staff.id) },
      });
      await this.outbox.append(tx, [appealMessage(order, id, 'REOPENED')]);
      await this.record(tx, actor, 'APPEAL_CANCEL_EXECUTION', id, appeal, now, dto.remarks);
    });
    return id;
  }

  @JobHandler(APPEAL_EXECUTE_JOB)
  async onExecute(data: JobData): Promise<ExecutionOutcome> {
    const { appealId: id, executeAt } = data;
    if (typeof id !== 'string' || typeof executeAt !== 'number') return 'STALE';
    return this.execute(id, new Date(executeAt));
  }

  @JobHandler(APPEAL_SWEEP_JOB)
  async onSweep(): Promise<number> {
    return this.sweep();
  }

  /** Executes every decision whose delay has passed and that is still waiting. */
  async sweep(now = this.clock.now()): Promise<number> {
    let executed = 0;
    for (const due of await this.repo.due(now, SWEEP_BATCH)) {
      if ((await this.execute(due.id, due.executeAt, now)) === 'EXECUTED') executed += 1;
    }
    return executed;
  }

  /** Executes the decision of appeal `id` due `at`, if it still waits for exactly that. */
  async execute(id: string, at: Date, now = this.clock.now()): Promise<ExecutionOutcome> {
    return this.runner.run(async (tx) => {
      const appeal = await this.repo.lock(tx, id);
      const winner = appeal ? pendingDecisionOf(appeal) : null;
      if (!appeal || !winner || appeal.executeAt?.getTime() !== at.getTime()) return 'STALE';
      if (now.getTime() < at.getTime()) return 'STALE';
      const order = await this.desk.lock(tx, appeal.orderId);
      if (!order) return 'STALE';
      const party: Party = winner === 'BUYER_WINS' ? 'BUYER' : 'SELLER';
      const moved = await this.engine.apply(
        tx,
        order,
        {
          action: { type: 'APPEAL_DECIDED', winner: party, malicious: appeal.malicious },
          actor: 'SYSTEM',
          actorId: null,
          data: { appealId: id, decision: winner },
        },
        now,
      );
      if (!moved) return 'STALE';
      await this.repo.markExecuted(tx, id, now);
      await this.penalise(tx, order, party === 'BUYER' ? 'SELLER' : 'BUYER', appeal);
      return 'EXECUTED';
    });
  }

  /** The loser's credit: the credit settings' APPEAL_LOST points, or the whole score when malicious. */
  private async penalise(tx: Tx, order: OrderRow, loser: Party, appeal: AppealRow): Promise<void> {
    const userId = BigInt(loser === 'BUYER' ? order.buyerId : order.sellerId);
    const source = { orderId: BigInt(order.id), appealId: BigInt(appeal.id) };
    if (appeal.malicious) {
      await this.credit.adjust(tx, userId, 'ALL', 'MALICIOUS_APPEAL', source);
      return;
    }
    const setting = (await this.catalog.creditSettings()).find((s) => s.type === 'APPEAL_LOST');
    const points = setting && setting.deduct > 0 ? setting.deduct : APPEAL_LOST_PENALTY;
    await this.credit.adjust(tx, userId, -points, 'APPEAL_LOST', source);
  }

  /** Locks the appeal, then its order (this order everywhere: no deadlock with a withdrawal). */
  private async lockOpen(tx: Tx, id: string): Promise<{ appeal: AppealRow; order: OrderRow }> {
    const appeal = await this.repo.lock(tx, id);
    if (!appeal) throw new AppException('APPEAL_NOT_FOUND');
    const order = await this.desk.lock(tx, appeal.orderId);
    if (!order) throw new AppException('APPEAL_NOT_FOUND');
    return { appeal, order };
  }

  private async record(
    tx: Tx,
    actor: DeskActor,
    action: string,
    id: string,
    before: AppealRow,
    at: Date,
    remarks?: string,
  ): Promise<void> {
    const after = await this.repo.byId(tx, id);
    await this.audit.record(
      {
        staffId: actor.staff.id,
        action,
        target: `appeal:${id}`,
        data: {
          orderId: before.orderId,
          before: snapshot(before),
          after: after ? snapshot(after) : null,
          ...(remarks ? { remarks } : {}),
        },
        ip: actor.ip,
      },
      tx,
      at,
    );
  }
}

function appealId(raw: string): string {
  const id = parseRowId(raw);
  if (id === null) throw new AppException('APPEAL_NOT_FOUND');
  return id;
}
