import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Clock, deadlineActionOf, extendDeadline, isOrderStatus } from '@p2p/domain';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import type { JobData } from '../../core/jobs/job-catalog.js';
import { JobHandler } from '../../core/jobs/job-handler.decorator.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { UptimeService } from '../../core/uptime/uptime.service.js';
import { DepositDeadlines } from '../escrow/deposit-deadlines.service.js';
import { OrderEngine } from './order-engine.js';
import { OrderEventsRepository } from './order-events.repository.js';
import { deadlineJob, ORDER_DEADLINE_JOB, ORDER_SWEEP_JOB, statusMessage } from './order-messages.js';
import { OrdersRepository } from './orders.repository.js';

/**
 * What one firing did. HELD: a deposit deadline waits for a deposit paid before it (completed, or a
 * transfer mined before the deadline still confirming; issue 20): the sweep decides it again later.
 */
export type DeadlineOutcome = 'FIRED' | 'MOVED' | 'HELD' | 'STALE';

/** Orders a sweep handles at most per round. */
const SWEEP_BATCH = 500;

/**
 * Order deadlines (DESIGN §4; ADR 0013). Each timed status stores its deadline on the order and leaves a
 * delayed job `order:<id>:<status>:<deadline>` in the outbox; the handler re-reads the order under its lock
 * and does nothing when the order has moved on (another status or deadline). A deadline whose waiting
 * time overlapped a maintenance window or an outage of the API (UptimeService) moves on by that length,
 * with a timeline event saying so and a new job; otherwise DEADLINE (or ESCALATION_DEADLINE) is applied
 * through the engine. A sweep at start and every minute fires what a lost job or a stopped worker missed.
 * The deposit deadline (WAIT_SELLER_DEPOSIT) is decided by the chain's evidence: it waits while the
 * seller's deposit is completed, a transfer mined before it is confirming, or the watcher has not read the
 * chain up to it (within a grace), and the deposit's expiry moves with the order's deadline (issue 20).
 */
@Injectable()
export class OrderTimers implements OnApplicationBootstrap {
  private readonly logger = new Logger(OrderTimers.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly events: OrderEventsRepository,
    private readonly engine: OrderEngine,
    private readonly uptime: UptimeService,
    private readonly outbox: OutboxRepository,
    private readonly runner: TransactionRunner,
    private readonly deposits: DepositDeadlines,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.apiRole === 'http') return;
    try {
      await this.sweep();
    } catch (err) {
      this.logger.warn(`the start-up sweep of order deadlines failed: ${String(err)}`);
    }
  }

  @JobHandler(ORDER_DEADLINE_JOB)
  async onDeadline(data: JobData): Promise<DeadlineOutcome> {
    const { orderId, status, deadline } = data;
    if (typeof orderId !== 'string' || typeof status !== 'string' || typeof deadline !== 'number')
      return 'STALE';
    return this.fire(orderId, status, new Date(deadline));
  }

  /** The periodic sweep's job (its data is empty). */
  @JobHandler(ORDER_SWEEP_JOB)
  async onSweep(): Promise<number> {
    return this.sweep();
  }

  /**
   * Fires every deadline due at `now` that is still waiting (a lost job, a stopped worker). One order whose
   * deadline cannot be applied (its transaction fails) is logged and left for the next sweep: it never
   * keeps the other orders' deadlines from firing.
   */
  async sweep(now = this.clock.now()): Promise<number> {
    let fired = 0;
    for (const due of await this.orders.due(now, SWEEP_BATCH)) {
      let outcome: DeadlineOutcome;
      try {
        outcome = await this.fire(due.id, due.status, due.deadlineAt, now);
      } catch (err) {
        this.logger.error(`order ${due.id}: its ${due.status} deadline could not be applied: ${String(err)}`);
        continue;
      }
      if (outcome === 'FIRED' || outcome === 'MOVED') fired += 1;
    }
    return fired;
  }

  /**
   * Fires the deadline `at` of `orderId` in `status` at `now` (the clock's time unless given), if the order
   * still waits there for it: STALE before `at`, decided at it.
   */
  async fire(orderId: string, status: string, at: Date, now = this.clock.now()): Promise<DeadlineOutcome> {
    if (!isOrderStatus(status)) return 'STALE';
    return this.runner.run(async (tx) => {
      const order = await this.orders.lock(tx, orderId);
      if (!order || order.status !== status || order.deadlineAt?.getTime() !== at.getTime()) return 'STALE';
      if (now.getTime() < at.getTime()) return 'STALE';
      // Worked out afresh each time from when the waiting began (the last event that was not a deadline
      // move) and the deadline set then, so an outage is counted once however often the deadline moved
      // (issue 29: a 30 s window moved a deadline by 30 s and then again by 26.9 s).
      const waiting = await this.events.waitingSince(tx, orderId);
      const since = waiting?.since ?? order.updatedAt;
      const original = waiting?.firstDeadline ?? at;
      const outages = await this.uptime.between(since, now, tx);
      const recomputed = extendDeadline(since, original, outages);
      const extended = { ...recomputed, shiftedMs: recomputed.deadline.getTime() - at.getTime() };
      if (extended.shiftedMs > 0) {
        await this.orders.setDeadline(tx, orderId, extended.deadline, now);
        const kinds = [...new Set(extended.applied.map((a) => a.kind))].join(',');
        await this.engine.appendEvent(tx, orderId, {
          fromStatus: status,
          toStatus: status,
          action: deadlineActionOf(status),
          actorType: 'SYSTEM',
          actorId: null,
          createdAt: now,
          data: {
            note: `DEADLINE_MOVED:${kinds}`,
            previousDeadline: at.toISOString(),
            deadline: extended.deadline.toISOString(),
            shiftedMs: String(extended.shiftedMs),
          },
        });
        // The parties' pages read the order again at once, so they show the moved deadline.
        await this.outbox.append(tx, [
          deadlineJob(orderId, status, extended.deadline),
          statusMessage(order, 'ORDER_STATUS_CHANGE', status),
        ]);
        // The seller's deposit is awaited until the same moment (escrow's intent, through its service).
        if (status === 'WAIT_SELLER_DEPOSIT')
          await this.deposits.moveExpiry(tx, 'ORDER', orderId, extended.deadline);
        return 'MOVED';
      }
      if (status === 'WAIT_SELLER_DEPOSIT') {
        const hold = await this.deposits.hold(tx, 'ORDER', orderId, at, now);
        if (hold) {
          this.logger.debug(`order ${orderId}: the deposit deadline waits (${hold})`);
          return 'HELD';
        }
      }
      const moved = await this.engine.apply(
        tx,
        order,
        { action: { type: deadlineActionOf(status) }, actor: 'SYSTEM', actorId: null },
        now,
      );
      return moved ? 'FIRED' : 'STALE';
    });
  }
}
