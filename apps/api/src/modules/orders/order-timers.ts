import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { deadlineActionOf, extendDeadline, isOrderStatus } from '@p2p/domain';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import type { JobData } from '../../core/jobs/job-catalog.js';
import { JobHandler } from '../../core/jobs/job-handler.decorator.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { UptimeService } from '../../core/uptime/uptime.service.js';
import { OrderEngine } from './order-engine.js';
import { OrderEventsRepository } from './order-events.repository.js';
import { deadlineJob, ORDER_DEADLINE_JOB, ORDER_SWEEP_JOB } from './order-messages.js';
import { OrdersRepository } from './orders.repository.js';

/** What one firing did. */
export type DeadlineOutcome = 'FIRED' | 'MOVED' | 'STALE';

/** Orders a sweep handles at most per round. */
const SWEEP_BATCH = 500;

/**
 * Order deadlines (DESIGN §4; ADR 0013). Each timed status stores its deadline on the order and leaves a
 * delayed job `order:<id>:<status>:<deadline>` in the outbox; the handler re-reads the order under its lock
 * and does nothing when the order has moved on (another status or deadline). A deadline whose waiting
 * time overlapped a maintenance window or an outage of the API (UptimeService) moves on by that length,
 * with a timeline event saying so and a new job; otherwise DEADLINE (or ESCALATION_DEADLINE) is applied
 * through the engine. A sweep at start and every minute fires what a lost job or a stopped worker missed.
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

  /** Fires every deadline due at `now` that is still waiting (a lost job, a stopped worker). */
  async sweep(now = new Date()): Promise<number> {
    let fired = 0;
    for (const due of await this.orders.due(now, SWEEP_BATCH)) {
      if ((await this.fire(due.id, due.status, due.deadlineAt, now)) !== 'STALE') fired += 1;
    }
    return fired;
  }

  /** Fires the deadline `at` of `orderId` in `status`, if the order still waits there for it. */
  async fire(orderId: string, status: string, at: Date, now = new Date()): Promise<DeadlineOutcome> {
    if (!isOrderStatus(status)) return 'STALE';
    return this.runner.run(async (tx) => {
      const order = await this.orders.lock(tx, orderId);
      if (!order || order.status !== status || order.deadlineAt?.getTime() !== at.getTime()) return 'STALE';
      if (now.getTime() < at.getTime()) return 'STALE';
      // The waiting began with the last event (the move into this status, or the last extension).
      const since = (await this.events.head(tx, orderId))?.createdAt ?? order.updatedAt;
      const outages = await this.uptime.between(since, now);
      const extended = extendDeadline(since, at, outages);
      if (extended.shiftedMs > 0) {
        await this.orders.setDeadline(tx, orderId, extended.deadline);
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
        await this.outbox.append(tx, [deadlineJob(orderId, status, extended.deadline)]);
        return 'MOVED';
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
