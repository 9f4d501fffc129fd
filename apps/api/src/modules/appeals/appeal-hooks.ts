import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { OrderStatus } from '@p2p/contracts';
import type { Actor, AppealClosure, AppealSnapshot, AppealableStatus } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { FileAccess, type FileAccessRule } from '../files/file-access.js';
import { OrderEngine, type OrderAppealSource } from '../orders/order-engine.js';
import { OrderParties } from '../orders/order-parties.js';
import type { OrderRow } from '../orders/orders.repository.js';
import { AppealsRepository } from './appeals.repository.js';

/** The reason of an appeal the escalation deadline opened (nobody acted after the seller timed out). */
export const DISPUTE_TIMEOUT_REASON = 'DISPUTE_TIMEOUT';

/**
 * Plugs appeals into orders and uploads: the engine reads an order's open appeal here (who opened it, the
 * status to resume) and tells us when the escalation deadline opened one (a SYSTEM appeal, result
 * DISPUTE_TIMEOUT until decided) and when a move closed one; the files module lets an order's parties
 * read its appeals' evidence.
 */
@Injectable()
export class AppealHooks implements OrderAppealSource, FileAccessRule, OnModuleInit {
  readonly name = 'appeal evidence';

  constructor(
    private readonly repo: AppealsRepository,
    private readonly engine: OrderEngine,
    private readonly files: FileAccess,
    private readonly parties: OrderParties,
  ) {}

  onModuleInit(): void {
    this.engine.useAppeals(this);
    this.files.register(this);
  }

  async openAppeal(tx: Tx, orderId: string): Promise<AppealSnapshot | null> {
    const appeal = await this.repo.openOf(tx, orderId);
    if (!appeal || !appeal.resumeTo) return null;
    return { initiator: appeal.initiatorSide as Actor, resumeTo: appeal.resumeTo as AppealableStatus };
  }

  async openedBySystem(tx: Tx, order: OrderRow, resumeTo: OrderStatus, now: Date): Promise<void> {
    await this.repo.insert(tx, {
      orderId: order.id,
      initiatorId: null,
      initiatorSide: 'SYSTEM',
      reasonCode: DISPUTE_TIMEOUT_REASON,
      reasonText: null,
      result: 'DISPUTE_TIMEOUT',
      resumeTo,
      createdAt: now,
    });
  }

  /**
   * A withdrawal (this module's call, or the order's recover call by the initiator) marks the open appeal
   * REVOKED, the seller's release while it is open SETTLED (issue 25); a decided appeal waiting for its
   * execution can no longer be withdrawn or settled (5003). Rejections and
   * decisions are written by AppealDecisionsService itself.
   */
  async closed(tx: Tx, orderId: string, result: AppealClosure, now: Date): Promise<void> {
    if (result !== 'WITHDRAWN' && result !== 'SETTLED') return;
    const appeal = await this.repo.openOf(tx, orderId);
    if (!appeal) return;
    if (appeal.decidedAt) throw new AppException('APPEAL_ALREADY_PROCESSED');
    if (result === 'SETTLED') await this.repo.markSettled(tx, appeal.id, now);
    else await this.repo.markWithdrawn(tx, appeal.id, now);
  }

  async allows(viewerId: bigint, fileId: bigint): Promise<boolean> {
    for (const orderId of await this.repo.ordersShowingEvidence(fileId)) {
      if (await this.parties.isParty(BigInt(orderId), viewerId)) return true;
    }
    return false;
  }
}
