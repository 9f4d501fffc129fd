import { Inject, Injectable } from '@nestjs/common';
import { orderRefusalError } from '@p2p/contracts';
import {
  type Actor,
  type AppealClosure,
  type AppealSnapshot,
  type ChainedEvent,
  chainEvent,
  Clock,
  type Effect,
  failureCausedBy,
  isFinal,
  type JsonValue,
  type OrderAction,
  type OrderSnapshot,
  type OrderStatus,
  transition,
  type TransitionResult,
} from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { together } from '../../core/infra/db/together.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { AdQuantity } from '../ads/ad-quantity.js';
import { PriceTicks } from '../prices/price-ticks.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { OrderEffects } from './order-effects.js';
import { type ChainHead, OrderEventsRepository } from './order-events.repository.js';
import { deadlineJob, statusMessage } from './order-messages.js';
import { type OrderChange, type OrderRow, OrdersRepository } from './orders.repository.js';

/** One action on one order: who acts (a party with their user id, or the system) and what it notes. */
export interface OrderAct {
  action: OrderAction;
  actor: Actor;
  actorId: bigint | null;
  /** Extra facts for the timeline (a cancel reason, a payout id), as text. */
  data?: Record<string, string>;
  cancelReason?: string | null;
}

/** The open appeal of an order under appeal (the appeals module registers the source; ADR 0013). */
export interface OrderAppealSource {
  openAppeal(tx: Tx, orderId: string): Promise<AppealSnapshot | null>;
  /** The escalation deadline opened an appeal (no party filed it): the source records it, same `tx`. */
  openedBySystem(tx: Tx, order: OrderRow, resumeTo: OrderStatus, now: Date): Promise<void>;
  /** A move closed the order's open appeal (withdrawn, rejected or decided), same `tx`; may refuse it. */
  closed(tx: Tx, orderId: string, result: AppealClosure, now: Date): Promise<void>;
}

/** What a timeline event says of a step, before it is linked into the order's chain. */
export interface TimelineFacts {
  fromStatus: string | null;
  toStatus: string;
  action: string;
  actorType: string;
  actorId: bigint | null;
  createdAt: Date;
  data: JsonValue;
}

/** The event linked after `head` (the chain's last link, null for an order's first event). */
function linkEvent(head: ChainHead | null, orderId: string, e: TimelineFacts): Promise<ChainedEvent> {
  return chainEvent(head?.hash ?? null, {
    orderId,
    seq: (head?.seq ?? 0) + 1,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    action: e.action,
    actorType: e.actorType,
    actorId: e.actorId === null ? null : String(e.actorId),
    createdAt: e.createdAt.toISOString(),
    data: e.data,
  });
}

/** The timestamp column a move into a status sets. */
function stampOf(from: string, to: OrderStatus, action: OrderAction['type']): OrderChange['stamp'] {
  if (to === 'COMPLETED') return 'completed_at';
  if (isFinal(to)) return 'cancelled_at';
  if (action === 'PAY') return 'paid_at';
  if (action === 'CONFIRM_RECEIVED') return 'confirmed_at';
  if (action === 'DEPOSIT_CONFIRMED') return 'deposited_at';
  if (action === 'ACCEPT') return 'accepted_at';
  return undefined;
}

/**
 * The one way an order changes (DESIGN §4): with the order's row locked by the caller, `transition()` of
 * @p2p/domain decides; a party's refused move answers the catalogue code of `orderRefusalError`, a
 * system's is dropped (a stale timer or a repeated chain event: null). An allowed move writes the new
 * status and deadline, applies the effects (OrderEffects), appends the timeline event to the order's hash
 * chain, and leaves the socket messages and the deadline's timer job in the outbox.
 */
@Injectable()
export class OrderEngine {
  private appeals: OrderAppealSource | null = null;

  constructor(
    private readonly orders: OrdersRepository,
    private readonly events: OrderEventsRepository,
    private readonly effects: OrderEffects,
    private readonly accounts: UserAccountsService,
    private readonly outbox: OutboxRepository,
    private readonly ads: AdQuantity,
    private readonly prices: PriceTicks,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The appeals module tells the engine where an order's open appeal is read (once). */
  useAppeals(source: OrderAppealSource): void {
    if (this.appeals) throw new Error('an order appeal source is registered twice');
    this.appeals = source;
  }

  get timeouts(): AppConfig['orderTimeouts'] {
    return this.config.orderTimeouts;
  }

  /** What the state machine knows of a stored order. */
  async snapshotOf(tx: Tx | null, order: OrderRow): Promise<OrderSnapshot> {
    const appeal =
      order.status === 'IN_APPEAL' && tx && this.appeals ? await this.appeals.openAppeal(tx, order.id) : null;
    return {
      status: order.status,
      adType: order.type,
      adMode: order.mode,
      payMinutes: order.payMinutes,
      deadline: order.deadlineAt,
      appeal,
    };
  }

  /** Decides a move; throws the catalogue refusal for a party, answers null for the system. */
  decide(snapshot: OrderSnapshot, act: OrderAct, now: Date): Extract<TransitionResult, { ok: true }> | null {
    const result = transition(snapshot, act.action, act.actor, now, this.timeouts);
    if (result.ok) return result;
    if (act.actor === 'SYSTEM') return null;
    const name = orderRefusalError(act.action.type, result.error);
    throw new AppException(name ?? 'FORBIDDEN');
  }

  /**
   * Applies `act` to the locked `order` at `now` (the clock's time unless the caller decided at another);
   * the order after the move, or null when the system's move did not apply.
   */
  async apply(tx: Tx, order: OrderRow, act: OrderAct, now = this.clock.now()): Promise<OrderRow | null> {
    const result = this.decide(await this.snapshotOf(tx, order), act, now);
    if (!result) return null;
    await this.commit(tx, order, result, act, now);
    return this.orders.lock(tx, order.id);
  }

  /** Writes an allowed move of `order` (placed already for PLACE): status, effects, event, outbox. */
  async commit(
    tx: Tx,
    order: OrderRow,
    result: Extract<TransitionResult, { ok: true }>,
    act: OrderAct,
    now: Date,
  ): Promise<void> {
    const appealEffect = result.effects.find((e) => e.kind === 'OPEN_APPEAL' || e.kind === 'CLOSE_APPEAL');
    if (act.action.type !== 'PLACE') {
      await this.orders.change(tx, order.id, {
        status: result.to,
        deadlineAt: result.deadline,
        ...(appealEffect
          ? { statusBeforeAppeal: appealEffect.kind === 'OPEN_APPEAL' ? appealEffect.resumeTo : null }
          : {}),
        cancelReason: act.cancelReason ?? null,
        faultBy: failureCausedBy(result.effects),
        stamp: stampOf(result.from, result.to, act.action.type),
        at: now,
      });
    }
    const moved: OrderRow = { ...order, status: result.to, deadlineAt: result.deadline };
    const event = {
      fromStatus: result.from === 'NEW' ? null : result.from,
      toStatus: result.to,
      action: act.action.type,
      actorType: act.actor,
      actorId: act.actorId,
      createdAt: now,
      data: this.eventData(result.effects, act),
    };
    // A new order's first event needs no read (its chain is empty): linked here, so that its insert goes
    // out with the others.
    const firstLink = act.action.type === 'PLACE' ? await linkEvent(null, order.id, event) : null;
    // The effects, the timeline event and the outbox rows write different rows and read nothing of one
    // another's: sent together, in one round trip where each has one statement.
    await together([
      this.effects.apply(tx, moved, result.effects, now),
      firstLink ? this.events.insert(tx, firstLink) : this.appendEvent(tx, order.id, event),
      this.outbox.append(tx, this.outboxRows(moved, result.effects, result.from)),
    ]);
    if (appealEffect?.kind === 'OPEN_APPEAL' && appealEffect.initiator === 'SYSTEM' && this.appeals)
      await this.appeals.openedBySystem(tx, moved, appealEffect.resumeTo, now);
    if (appealEffect?.kind === 'CLOSE_APPEAL' && this.appeals)
      await this.appeals.closed(tx, order.id, appealEffect.result, now);
    if (isFinal(result.to)) await this.refreshStats(tx, moved);
    if (result.to === 'COMPLETED') await this.recordPrice(tx, moved, now);
  }

  /** A completed order's trade is a price tick of its pair, in the completing transaction (issue 14). */
  private async recordPrice(tx: Tx, order: OrderRow, now: Date): Promise<void> {
    const coinPairId = await this.ads.pairOf(tx, order.adId);
    if (coinPairId === null) return;
    await this.prices.record(tx, {
      coinPairId,
      price: order.unitPrice,
      volume: order.quantity,
      orderId: BigInt(order.id),
      at: now,
    });
  }

  /**
   * Appends one event to the order's hash chain (the caller holds the order's row lock). `first`: the
   * order was inserted in this transaction, so its chain is empty (the head is not read).
   */
  async appendEvent(tx: Tx, orderId: string, e: TimelineFacts, first = false): Promise<void> {
    const head = first ? null : await this.events.head(tx, orderId);
    await this.events.insert(tx, await linkEvent(head, orderId, e));
  }

  /** The timeline facts of a move: a note for system moves and penalties, the new deadline. */
  private eventData(effects: readonly Effect[], act: OrderAct): JsonValue {
    const data: Record<string, string> = { ...(act.data ?? {}) };
    const deadline = effects.find((e) => e.kind === 'SCHEDULE_DEADLINE');
    if (deadline) data.deadline = deadline.at.toISOString();
    const penalty = effects.find((e) => e.kind === 'CREDIT_PENALTY');
    if (penalty) data.creditRule = `${penalty.who}:${penalty.reason}`;
    if (act.action.type === 'DEADLINE' || act.action.type === 'ESCALATION_DEADLINE') data.note ??= 'TIMEOUT';
    if (act.cancelReason) data.reason = act.cancelReason;
    return data;
  }

  private outboxRows(order: OrderRow, effects: readonly Effect[], from: string) {
    const rows = [];
    for (const e of effects) {
      if (e.kind === 'SCHEDULE_DEADLINE') rows.push(deadlineJob(order.id, order.status, e.at));
      if (e.kind === 'NOTIFY') rows.push(statusMessage(order, e.event, from));
    }
    return rows;
  }

  /**
   * Keeps both parties' order counts, completion rate and average confirmation up to date (counting only
   * failures a party caused: issue 22, OrdersRepository.statsOf). Their rows are
   * locked first: read before the lock, two orders of one trader finishing together would each count
   * without the other, and the second write would undo the first's (issue 20, defect 7).
   */
  private async refreshStats(tx: Tx, order: OrderRow): Promise<void> {
    // In id order, so two orders of the same traders finishing together lock their rows alike.
    const ids = [...new Set([order.buyerId, order.sellerId])].sort((a, b) =>
      BigInt(a) < BigInt(b) ? -1 : 1,
    );
    await this.accounts.lockForStats(
      tx,
      ids.map((id) => BigInt(id)),
    );
    for (const id of ids) {
      const s = await this.orders.statsOf(tx, BigInt(id));
      await this.accounts.setOrderStats(tx, BigInt(id), {
        counted: s.total,
        completed: s.completed,
        avgConfirmSeconds: s.avgConfirm,
      });
    }
  }
}
