import { Injectable } from '@nestjs/common';
import type { AdminPayoutDto, RequeuePayoutDto } from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { fundChange } from './fund-change.js';
import { FundRecordsRepository } from './fund-records.repository.js';
import { PayoutsRepository, type PayoutRow, type PayoutView } from './payouts.repository.js';

/** Who re-queues, and from where (for the audit log). */
export interface RequeueActor {
  staffId: number;
  ip: string | null;
}

/**
 * What the orders module does when one of an order's payouts is re-queued (it registers once; escrow does
 * not import the orders). Both calls join the caller's transaction.
 */
export interface PayoutOrderHook {
  /** Locks the order's row (before the payout's, as every order move does) and answers its status, or null. */
  lockOrder(tx: Tx, orderId: string): Promise<string | null>;
  /**
   * The payout is queued again: a release moves its order back to PENDING_CHAIN_CONFIRM through the state
   * machine (RETRY_RELEASE), with its timeline event and outbox rows; a refund leaves a timeline note. The
   * remarks stay in the audit log (the parties read the timeline).
   * Throws the catalogue refusal when the order is not where the move starts (the whole re-queue rolls back).
   */
  requeued(tx: Tx, payout: PayoutRow, staffId: string, now: Date): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order's own payouts that an administrator may send again: no failure of theirs was paid back. */
const REQUEUEABLE_KINDS: readonly string[] = ['RELEASE', 'REFUND'];

export function payoutView(p: PayoutView): AdminPayoutDto {
  return {
    id: p.id,
    ref: p.ref,
    kind: p.kind,
    status: p.status,
    chain: p.chain,
    toAddress: p.toAddress,
    tokenAddress: p.tokenAddress,
    amount: p.amount,
    tokenId: p.tokenId,
    txHash: p.txHash,
    txHashes: p.txHash ? [p.txHash] : [],
    lastError: p.lastError,
    attempts: p.attempts,
    confirmations: p.confirmations,
    createdAt: p.createdAt.toISOString(),
    sentAt: p.sentAt?.toISOString() ?? null,
    confirmedAt: p.confirmedAt?.toISOString() ?? null,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * Issue 20, defect 6: a release (or refund) that failed for good (reverted twice, or never signable)
 * leaves its order CHAIN_CONFIRM_REVOKED and the coin owed to nobody; the system's own retry queues
 * nothing (the payout's ref exists already). An administrator re-queues the same payout: in one
 * transaction the order is locked, then the payout (FAILED only) goes back to QUEUED with its history, its
 * fund record (if any) is pending again, the order moves back to PENDING_CHAIN_CONFIRM (RETRY_RELEASE of
 * the state machine), the sender's job and the parties' messages are outbox rows, and the audit log
 * records who, when and why. A withdrawal is never re-queued: its failure gave the amount back already.
 */
@Injectable()
export class PayoutRequeueService {
  private orders: PayoutOrderHook | null = null;

  constructor(
    private readonly payouts: PayoutsRepository,
    private readonly fundRecords: FundRecordsRepository,
    private readonly outbox: OutboxRepository,
    private readonly audit: AuditService,
    private readonly runner: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  /** The orders module tells escrow how an order follows a re-queue (once). */
  useOrders(hook: PayoutOrderHook): void {
    if (this.orders) throw new Error('a payout order hook is registered twice');
    this.orders = hook;
  }

  /** `GET /admin/orders/{id}/payouts`. */
  async ofOrder(rawOrderId: string): Promise<AdminPayoutDto[]> {
    const orderId = parseRowId(rawOrderId);
    if (orderId === null) throw new AppException('ORDER_NOT_FOUND');
    return (await this.payouts.ofOrder(orderId)).map(payoutView);
  }

  /** `POST /admin/payouts/{id}/requeue` (administrators). */
  async requeue(
    actor: RequeueActor,
    rawId: string,
    dto: RequeuePayoutDto,
    now = this.clock.now(),
  ): Promise<AdminPayoutDto> {
    if (!UUID.test(rawId)) throw new AppException('NOT_FOUND');
    const id = rawId.toLowerCase();
    const seen = await this.payouts.byId(id);
    if (!seen) throw new AppException('NOT_FOUND');
    const hook = this.orders;
    const orderId = seen.orderId;
    if (!REQUEUEABLE_KINDS.includes(seen.kind) || orderId === null || !hook)
      throw new AppException('CANNOT_RECOVER_ORDER');
    const before = (await this.payouts.ofOrder(orderId)).find((p) => p.id === id);
    await this.runner.run(async (tx) => {
      const orderStatus = await hook.lockOrder(tx, orderId);
      if (orderStatus === null) throw new AppException('ORDER_NOT_FOUND');
      const payout = await this.payouts.lock(tx, id);
      if (!payout || !(await this.payouts.requeueFailed(tx, id)))
        throw new AppException('CANNOT_RECOVER_ORDER');
      await this.reopenFundRecord(tx, payout);
      await this.outbox.append(tx, [
        {
          aggregate: 'payout',
          aggregateId: id,
          type: 'job',
          payload: {
            name: 'escrow.sendPayouts',
            data: { chain: payout.chain },
            jobId: `payout:${id}:requeue:${now.getTime()}`,
          },
        },
      ]);
      await hook.requeued(tx, payout, String(actor.staffId), now);
      await this.audit.record(
        {
          staffId: actor.staffId,
          action: 'PAYOUT_REQUEUE',
          target: `payout:${id}`,
          data: {
            orderId,
            ref: payout.ref,
            kind: payout.kind,
            remarks: dto.remarks,
            orderStatus,
            before: {
              status: payout.status,
              attempts: payout.attempts,
              txHash: payout.txHash,
              lastError: before?.lastError ?? null,
            },
            after: {
              status: 'QUEUED',
              orderStatus: payout.kind === 'RELEASE' ? 'PENDING_CHAIN_CONFIRM' : orderStatus,
            },
          },
          ip: actor.ip,
        },
        tx,
        now,
      );
    });
    const after = (await this.payouts.ofOrder(orderId)).find((p) => p.id === id);
    if (!after) throw new AppException('NOT_FOUND');
    return payoutView(after);
  }

  /** The receiver's fund record of the payout (if it has one) shows it under way again. */
  private async reopenFundRecord(tx: Tx, payout: PayoutRow): Promise<void> {
    if (!payout.fundRecordId) return;
    const record = await this.fundRecords.update(
      tx,
      { id: payout.fundRecordId },
      { status: 'CONFIRMING', confirmations: 0 },
    );
    if (!record) return;
    await this.outbox.append(tx, [
      fundChange(record.userId, {
        kind: 'fundRecord',
        id: record.id,
        status: 'CONFIRMING',
        confirmations: 0,
      }),
    ]);
  }
}
