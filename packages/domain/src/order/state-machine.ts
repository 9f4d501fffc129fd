/**
 * The order state machine of DESIGN §4 as one pure function. No I/O and no clock: `now` is passed in.
 * The table it implements is documented in docs/state-machine.md and tested row by row, pair by pair,
 * in state-machine.test.ts.
 */
import { type OrderAction, type OrderActionType, ORDER_ACTION_TYPES, refusalCodeFor } from './actions.js';
import { deadlineActionOf, deadlineFor, type OrderTimeouts } from './deadlines.js';
import { type AppealableStatus, type CancellationReason, type Effect, sortEffects } from './effects.js';
import {
  type Actor,
  AdMode,
  AdType,
  isStatusPossibleFor,
  makerOf,
  PARTIES,
  type Party,
  takerOf,
} from './roles.js';
import { NEW_ORDER, OrderStatus } from './status.js';
import type { OrderSnapshot, TransitionResult } from './types.js';

const S = OrderStatus;

/** An allowed move before deadlines and notifications are added. */
interface Step {
  to: OrderStatus;
  effects: Effect[];
}

const returnQuantity: Effect = { kind: 'RETURN_AD_QUANTITY' };
const refundDeposit: Effect = { kind: 'REFUND_DEPOSIT' };
const queueRelease: Effect = { kind: 'QUEUE_RELEASE' };

/**
 * Leaving escrow-backed states without a release: the reserved quantity goes back to the ad, and on a BUY
 * ad a per-order deposit already confirmed on chain is refunded to the seller.
 */
function exitWithoutRelease(order: OrderSnapshot, depositMade: boolean): Effect[] {
  return order.adType === AdType.BUY && depositMade ? [returnQuantity, refundDeposit] : [returnQuantity];
}

function penalty(who: Party, reason: CancellationReason): Effect {
  return { kind: 'CREDIT_PENALTY', who, reason };
}

function step(to: OrderStatus, ...effects: Effect[]): Step {
  return { to, effects };
}

/** The move an order makes on PLACE: manual ads wait for acceptance, automatic ads are accepted at once. */
function place(order: OrderSnapshot, actor: Actor): Step | null {
  if (actor !== takerOf(order.adType)) return null;
  const reserve: Effect = { kind: 'RESERVE_AD_QUANTITY' };
  if (order.adMode === AdMode.AUTO) {
    return step(order.adType === AdType.SELL ? S.WAIT_BUYER_PAY : S.WAIT_SELLER_DEPOSIT, reserve);
  }
  return step(order.adType === AdType.SELL ? S.WAIT_SELLER_ACCEPT : S.WAIT_BUYER_ACCEPT, reserve);
}

/** WAIT_SELLER_ACCEPT (SELL ads) and WAIT_BUYER_ACCEPT (BUY ads). */
function awaitingAcceptance(order: OrderSnapshot, action: OrderAction, actor: Actor): Step | null {
  const maker = makerOf(order.adType);
  const taker = takerOf(order.adType);
  const buyerAccepts = order.status === S.WAIT_BUYER_ACCEPT;
  switch (action.type) {
    case 'ACCEPT':
      if (actor !== (buyerAccepts ? 'BUYER' : 'SELLER')) return null;
      return step(buyerAccepts ? S.WAIT_SELLER_DEPOSIT : S.WAIT_BUYER_PAY);
    case 'DECLINE':
      return actor === maker ? step(S.REJECTED, returnQuantity) : null;
    case 'CANCEL':
      return actor === taker ? step(S.CANCELLED, returnQuantity) : null;
    case 'DEADLINE':
      if (actor !== 'SYSTEM') return null;
      return step(buyerAccepts ? S.BUYER_ACCEPT_EXPIRED : S.CANCELLED, returnQuantity);
    default:
      return null;
  }
}

function waitSellerDeposit(order: OrderSnapshot, action: OrderAction, actor: Actor): Step | null {
  switch (action.type) {
    case 'DEPOSIT_CONFIRMED':
      return actor === 'SYSTEM' ? step(S.WAIT_BUYER_PAY) : null;
    case 'CANCEL':
      return actor === 'SELLER'
        ? step(S.CANCELLED, ...exitWithoutRelease(order, false), penalty('SELLER', 'CANCELLED'))
        : null;
    case 'DEADLINE':
      return actor === 'SYSTEM'
        ? step(
            S.SELLER_DEPOSIT_TIMEOUT,
            ...exitWithoutRelease(order, false),
            penalty('SELLER', 'DEPOSIT_TIMEOUT'),
          )
        : null;
    default:
      return null;
  }
}

function waitBuyerPay(order: OrderSnapshot, action: OrderAction, actor: Actor): Step | null {
  switch (action.type) {
    case 'PAY':
      return actor === 'BUYER' ? step(S.WAIT_SELLER_CONFIRM) : null;
    case 'CANCEL':
      return actor === 'BUYER'
        ? step(S.CANCELLED, ...exitWithoutRelease(order, true), penalty('BUYER', 'CANCELLED'))
        : null;
    case 'DEADLINE':
      // The coin stays held for the timeout's appeal window (issue 25): nothing is returned yet.
      return actor === 'SYSTEM' ? step(S.BUYER_PAY_TIMEOUT) : null;
    default:
      return null;
  }
}

/**
 * BUYER_PAY_TIMEOUT, the window after the payment deadline (spec §4: "when a party times out, the other
 * party may appeal"; issue 25): a buyer who paid but did not say so in time appeals, or the seller who sees
 * the money confirms it; when the window ends the order is cancelled as the buyer's timeout.
 */
function payTimedOut(order: OrderSnapshot, action: OrderAction, actor: Actor): Step | null {
  switch (action.type) {
    case 'APPEAL':
      return actor === 'BUYER' ? openAppeal('BUYER', S.BUYER_PAY_TIMEOUT) : null;
    case 'CONFIRM_RECEIVED':
      return actor === 'SELLER' ? step(S.PENDING_CHAIN_CONFIRM, queueRelease) : null;
    case 'DEADLINE':
      // Counts as the buyer's cancellation.
      return actor === 'SYSTEM'
        ? step(S.CANCELLED, ...exitWithoutRelease(order, true), penalty('BUYER', 'PAY_TIMEOUT'))
        : null;
    default:
      return null;
  }
}

function openAppeal(initiator: Actor, from: AppealableStatus): Step {
  return step(S.IN_APPEAL, { kind: 'OPEN_APPEAL', initiator, resumeTo: from });
}

/** WAIT_SELLER_CONFIRM and SELLER_CONFIRM_TIMEOUT. */
function awaitingConfirmation(order: OrderSnapshot, action: OrderAction, actor: Actor): Step | null {
  const from: AppealableStatus =
    order.status === S.SELLER_CONFIRM_TIMEOUT ? S.SELLER_CONFIRM_TIMEOUT : S.WAIT_SELLER_CONFIRM;
  const timedOut = from === S.SELLER_CONFIRM_TIMEOUT;
  switch (action.type) {
    case 'CONFIRM_RECEIVED':
      return actor === 'SELLER' ? step(S.PENDING_CHAIN_CONFIRM, queueRelease) : null;
    case 'APPEAL':
      // Either party before the timeout; after it, the buyer (the seller can still confirm).
      return actor === 'BUYER' || (actor === 'SELLER' && !timedOut) ? openAppeal(actor, from) : null;
    case 'DEADLINE':
      return actor === 'SYSTEM' && !timedOut ? step(S.SELLER_CONFIRM_TIMEOUT) : null;
    case 'ESCALATION_DEADLINE':
      return actor === 'SYSTEM' && timedOut ? openAppeal('SYSTEM', from) : null;
    default:
      return null;
  }
}

function inAppeal(order: OrderSnapshot, action: OrderAction, actor: Actor): Step | null {
  const appeal = order.appeal;
  switch (action.type) {
    case 'CONFIRM_RECEIVED':
      // The seller may still release while the appeal is open: the coin goes to the buyer and the appeal
      // closes as settled, so not every case waits for an officer (issue 25).
      return actor === 'SELLER'
        ? step(S.PENDING_CHAIN_CONFIRM, queueRelease, { kind: 'CLOSE_APPEAL', result: 'SETTLED' })
        : null;
    case 'CANCEL_APPEAL':
      if (!appeal || actor !== appeal.initiator) return null;
      return step(appeal.resumeTo, { kind: 'CLOSE_APPEAL', result: 'WITHDRAWN' });
    case 'RECOVER':
      // The system (an officer rejecting the appeal) may always resume; a party only its own appeal.
      if (!appeal) return null;
      if (actor === 'SYSTEM') return step(appeal.resumeTo, { kind: 'CLOSE_APPEAL', result: 'REJECTED' });
      if (actor === appeal.initiator)
        return step(appeal.resumeTo, { kind: 'CLOSE_APPEAL', result: 'WITHDRAWN' });
      return null;
    case 'APPEAL_DECIDED': {
      if (actor !== 'SYSTEM') return null;
      const malicious = action.malicious === true;
      if (action.winner === 'BUYER') {
        return step(
          S.PENDING_CHAIN_CONFIRM,
          queueRelease,
          { kind: 'CLOSE_APPEAL', result: 'BUYER_WINS' },
          { kind: 'APPEAL_LOST_PENALTY', who: 'SELLER', malicious },
        );
      }
      return step(
        S.CANCELLED,
        ...exitWithoutRelease(order, true),
        { kind: 'CLOSE_APPEAL', result: 'SELLER_WINS' },
        { kind: 'APPEAL_LOST_PENALTY', who: 'BUYER', malicious },
      );
    }
    default:
      return null;
  }
}

/** The table of DESIGN §4: the allowed move, or null when (state, action, actor) is not in it. */
function decide(order: OrderSnapshot, action: OrderAction, actor: Actor): Step | null {
  if (order.status === NEW_ORDER) return action.type === 'PLACE' ? place(order, actor) : null;
  if (!isStatusPossibleFor(order.adType, order.status)) return null;
  switch (order.status) {
    case S.WAIT_SELLER_ACCEPT:
    case S.WAIT_BUYER_ACCEPT:
      return awaitingAcceptance(order, action, actor);
    case S.WAIT_SELLER_DEPOSIT:
      return waitSellerDeposit(order, action, actor);
    case S.WAIT_BUYER_PAY:
      return waitBuyerPay(order, action, actor);
    case S.BUYER_PAY_TIMEOUT:
      return payTimedOut(order, action, actor);
    case S.WAIT_SELLER_CONFIRM:
    case S.SELLER_CONFIRM_TIMEOUT:
      return awaitingConfirmation(order, action, actor);
    case S.IN_APPEAL:
      return inAppeal(order, action, actor);
    case S.PENDING_CHAIN_CONFIRM:
      if (actor !== 'SYSTEM') return null;
      if (action.type === 'RELEASE_CONFIRMED') return step(S.COMPLETED);
      if (action.type === 'RELEASE_FAILED') return step(S.CHAIN_CONFIRM_REVOKED);
      return null;
    case S.CHAIN_CONFIRM_REVOKED:
      return actor === 'SYSTEM' && action.type === 'RETRY_RELEASE'
        ? step(S.PENDING_CHAIN_CONFIRM, queueRelease)
        : null;
    default:
      // Final statuses: nothing leaves them.
      return null;
  }
}

/**
 * Applies `action` by `actor` to `order` at `now`.
 *
 * Allowed: the new status, its deadline (null when no timer runs, e.g. IN_APPEAL pauses timers) and the
 * effects to perform, ending with SCHEDULE_DEADLINE (when a timer runs) and NOTIFY. Refused: the catalogue
 * refusal of the action (see `refusalCodeFor`), whatever the reason (wrong state, wrong actor, impossible
 * status for the ad type); SECURITY_PASSWORD_REQUIRED / DEADLINE_NOT_REACHED when the move itself is allowed.
 */
export function transition(
  order: OrderSnapshot,
  action: OrderAction,
  actor: Actor,
  now: Date,
  config: OrderTimeouts,
): TransitionResult {
  const next = decide(order, action, actor);
  if (next === null) return { ok: false, error: refusalCodeFor(action.type) };
  if (action.type === 'CONFIRM_RECEIVED' && action.securityPasswordVerified !== true) {
    return { ok: false, error: 'SECURITY_PASSWORD_REQUIRED' };
  }
  if (
    (action.type === 'DEADLINE' || action.type === 'ESCALATION_DEADLINE') &&
    order.deadline instanceof Date
  ) {
    if (now.getTime() < order.deadline.getTime()) return { ok: false, error: 'DEADLINE_NOT_REACHED' };
  }

  const deadline = deadlineFor(next.to, now, config, order);
  const effects = [...next.effects];
  if (deadline !== null) {
    effects.push({ kind: 'SCHEDULE_DEADLINE', at: deadline, fires: deadlineActionOf(next.to) });
  }
  effects.push(
    action.type === 'PLACE'
      ? { kind: 'NOTIFY', to: [makerOf(order.adType)], event: 'NEW_ORDER' }
      : { kind: 'NOTIFY', to: [...PARTIES], event: 'ORDER_STATUS_CHANGE' },
  );
  return { ok: true, from: order.status, to: next.to, effects: sortEffects(effects), deadline };
}

/** A representative action of each type, to ask what an actor may do now. */
function sampleAction(type: OrderActionType): OrderAction {
  if (type === 'CONFIRM_RECEIVED') return { type, securityPasswordVerified: true };
  if (type === 'APPEAL_DECIDED') return { type, winner: 'BUYER' };
  return { type } as OrderAction;
}

/** The action types `actor` may perform on `order` at `now` (e.g. which buttons the order page shows). */
export function availableActions(
  order: OrderSnapshot,
  actor: Actor,
  now: Date,
  config: OrderTimeouts,
): OrderActionType[] {
  return ORDER_ACTION_TYPES.filter((type) => transition(order, sampleAction(type), actor, now, config).ok);
}

/** Whether `actor` may perform `action` on `order` at `now`. */
export function canTransition(
  order: OrderSnapshot,
  action: OrderAction,
  actor: Actor,
  now: Date,
  config: OrderTimeouts,
): boolean {
  return transition(order, action, actor, now, config).ok;
}
