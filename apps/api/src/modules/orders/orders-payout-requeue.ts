import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AppException } from '../../core/common/app-exception.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import type { PayoutRow } from '../escrow/payouts.repository.js';
import { type PayoutOrderHook, PayoutRequeueService } from '../escrow/payout-requeue.service.js';
import { OrderEngine } from './order-engine.js';
import { OrdersRepository } from './orders.repository.js';

/**
 * How an order follows an administrator's re-queue of its payout (issue 20): a release moves the order
 * back from CHAIN_CONFIRM_REVOKED to PENDING_CHAIN_CONFIRM through the state machine (RETRY_RELEASE, the
 * system's move, with the staff member in the timeline event; the remarks stay in the audit log, since the
 * parties read the timeline); anything else refuses with 5018
 * and the re-queue rolls back. A refund's order (final already) keeps its status and gets a timeline note.
 */
@Injectable()
export class OrdersPayoutRequeue implements PayoutOrderHook, OnModuleInit {
  constructor(
    private readonly requeues: PayoutRequeueService,
    private readonly repo: OrdersRepository,
    private readonly engine: OrderEngine,
  ) {}

  onModuleInit(): void {
    this.requeues.useOrders(this);
  }

  async lockOrder(tx: Tx, orderId: string): Promise<string | null> {
    return (await this.repo.lock(tx, orderId))?.status ?? null;
  }

  async requeued(tx: Tx, payout: PayoutRow, staffId: string, now: Date): Promise<void> {
    const order = payout.orderId ? await this.repo.lock(tx, payout.orderId) : null;
    if (!order) throw new AppException('ORDER_NOT_FOUND');
    const data = { payoutId: payout.id, note: 'PAYOUT_REQUEUED', staffId };
    if (payout.kind === 'RELEASE') {
      const moved = await this.engine.apply(
        tx,
        order,
        { action: { type: 'RETRY_RELEASE' }, actor: 'SYSTEM', actorId: null, data },
        now,
      );
      if (!moved) throw new AppException('CANNOT_RECOVER_ORDER');
      return;
    }
    await this.engine.appendEvent(tx, order.id, {
      fromStatus: order.status,
      toStatus: order.status,
      action: 'RETRY_RELEASE',
      actorType: 'STAFF',
      actorId: BigInt(staffId),
      createdAt: now,
      data: { ...data, kind: payout.kind },
    });
  }
}
