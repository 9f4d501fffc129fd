/**
 * The allowed transitions of DESIGN §4, written out as data (test fixture, not shipped: excluded from the
 * build). state-machine.test.ts checks the implementation against every row, and checks that every
 * (state, action, actor) pair NOT listed here is refused with EXPECTED_REFUSAL[action].
 * docs/state-machine.md renders this table (docs.test.ts keeps them equal).
 *
 * Implied by every row (not repeated): a NOTIFY effect last (NEW_ORDER to the maker on PLACE,
 * ORDER_STATUS_CHANGE to BUYER and SELLER otherwise), and, when `window` is set, a SCHEDULE_DEADLINE effect
 * before it at now + that window, firing ESCALATION_DEADLINE in SELLER_CONFIRM_TIMEOUT and DEADLINE elsewhere.
 */
import type { OrderActionType, RefusalCode } from './actions.js';
import type { TimeoutWindow } from './deadlines.js';
import type { Effect } from './effects.js';
import type { Actor, AdMode, AdType, Party } from './roles.js';
import type { OrderState, OrderStatus } from './status.js';

/** Effects listed in a row: everything but the implied SCHEDULE_DEADLINE and NOTIFY. */
export type RowEffect = Exclude<Effect, { kind: 'SCHEDULE_DEADLINE' } | { kind: 'NOTIFY' }>;

export interface TransitionRow {
  from: OrderState;
  action: OrderActionType;
  actor: Actor;
  /** Conditions: the ad's type and mode, who opened the appeal, the winner of an appeal decision. */
  when?: { adType?: AdType; adMode?: AdMode; appealBy?: Actor; winner?: Party };
  /** 'RESUME': the status before the appeal (OrderSnapshot.appeal.resumeTo). */
  to: OrderStatus | 'RESUME';
  /** The window of the new deadline; 'RESUME': the window of the resumed status; null: no timer. */
  window: TimeoutWindow | 'RESUME' | null;
  effects: RowEffect[];
}

const RETURN: RowEffect = { kind: 'RETURN_AD_QUANTITY' };
const REFUND: RowEffect = { kind: 'REFUND_DEPOSIT' };
const RELEASE: RowEffect = { kind: 'QUEUE_RELEASE' };
const RESERVE: RowEffect = { kind: 'RESERVE_AD_QUANTITY' };
const withdrawn: RowEffect = { kind: 'CLOSE_APPEAL', result: 'WITHDRAWN' };

// prettier-ignore
export const TRANSITIONS: readonly TransitionRow[] = [
  // Placing: the taker places; manual ads wait for acceptance, automatic ads are accepted at once.
  { from: 'NEW', action: 'PLACE', actor: 'BUYER', when: { adType: 'SELL', adMode: 'MANUAL' }, to: 'WAIT_SELLER_ACCEPT', window: 'accept', effects: [RESERVE] },
  { from: 'NEW', action: 'PLACE', actor: 'SELLER', when: { adType: 'BUY', adMode: 'MANUAL' }, to: 'WAIT_BUYER_ACCEPT', window: 'accept', effects: [RESERVE] },
  { from: 'NEW', action: 'PLACE', actor: 'BUYER', when: { adType: 'SELL', adMode: 'AUTO' }, to: 'WAIT_BUYER_PAY', window: 'pay', effects: [RESERVE] },
  { from: 'NEW', action: 'PLACE', actor: 'SELLER', when: { adType: 'BUY', adMode: 'AUTO' }, to: 'WAIT_SELLER_DEPOSIT', window: 'deposit', effects: [RESERVE] },

  // Acceptance (SELL ads: the maker-seller accepts; BUY ads: the maker-buyer accepts).
  { from: 'WAIT_SELLER_ACCEPT', action: 'ACCEPT', actor: 'SELLER', to: 'WAIT_BUYER_PAY', window: 'pay', effects: [] },
  { from: 'WAIT_SELLER_ACCEPT', action: 'DECLINE', actor: 'SELLER', to: 'REJECTED', window: null, effects: [RETURN] },
  { from: 'WAIT_SELLER_ACCEPT', action: 'CANCEL', actor: 'BUYER', to: 'CANCELLED', window: null, effects: [RETURN] },
  { from: 'WAIT_SELLER_ACCEPT', action: 'DEADLINE', actor: 'SYSTEM', to: 'CANCELLED', window: null, effects: [RETURN] },
  { from: 'WAIT_BUYER_ACCEPT', action: 'ACCEPT', actor: 'BUYER', to: 'WAIT_SELLER_DEPOSIT', window: 'deposit', effects: [] },
  { from: 'WAIT_BUYER_ACCEPT', action: 'DECLINE', actor: 'BUYER', to: 'REJECTED', window: null, effects: [RETURN] },
  { from: 'WAIT_BUYER_ACCEPT', action: 'CANCEL', actor: 'SELLER', to: 'CANCELLED', window: null, effects: [RETURN] },
  { from: 'WAIT_BUYER_ACCEPT', action: 'DEADLINE', actor: 'SYSTEM', to: 'BUYER_ACCEPT_EXPIRED', window: null, effects: [RETURN] },

  // The seller's per-order deposit (BUY ads).
  { from: 'WAIT_SELLER_DEPOSIT', action: 'DEPOSIT_CONFIRMED', actor: 'SYSTEM', to: 'WAIT_BUYER_PAY', window: 'pay', effects: [] },
  { from: 'WAIT_SELLER_DEPOSIT', action: 'CANCEL', actor: 'SELLER', to: 'CANCELLED', window: null, effects: [RETURN, { kind: 'CREDIT_PENALTY', who: 'SELLER', reason: 'CANCELLED' }] },
  { from: 'WAIT_SELLER_DEPOSIT', action: 'DEADLINE', actor: 'SYSTEM', to: 'SELLER_DEPOSIT_TIMEOUT', window: null, effects: [RETURN, { kind: 'CREDIT_PENALTY', who: 'SELLER', reason: 'DEPOSIT_TIMEOUT' }] },

  // Payment.
  { from: 'WAIT_BUYER_PAY', action: 'PAY', actor: 'BUYER', to: 'WAIT_SELLER_CONFIRM', window: 'confirm', effects: [] },
  { from: 'WAIT_BUYER_PAY', action: 'CANCEL', actor: 'BUYER', when: { adType: 'SELL' }, to: 'CANCELLED', window: null, effects: [RETURN, { kind: 'CREDIT_PENALTY', who: 'BUYER', reason: 'CANCELLED' }] },
  { from: 'WAIT_BUYER_PAY', action: 'CANCEL', actor: 'BUYER', when: { adType: 'BUY' }, to: 'CANCELLED', window: null, effects: [RETURN, REFUND, { kind: 'CREDIT_PENALTY', who: 'BUYER', reason: 'CANCELLED' }] },
  // The payment window ended: the coin stays held for an appeal window (issue 25, spec §4) in which the buyer
  // who paid may appeal and the seller may still confirm; at its end the order is cancelled and the buyer
  // pays the timeout's credit.
  { from: 'WAIT_BUYER_PAY', action: 'DEADLINE', actor: 'SYSTEM', to: 'BUYER_PAY_TIMEOUT', window: 'timeoutAppeal', effects: [] },
  { from: 'BUYER_PAY_TIMEOUT', action: 'APPEAL', actor: 'BUYER', to: 'IN_APPEAL', window: null, effects: [{ kind: 'OPEN_APPEAL', initiator: 'BUYER', resumeTo: 'BUYER_PAY_TIMEOUT' }] },
  { from: 'BUYER_PAY_TIMEOUT', action: 'CONFIRM_RECEIVED', actor: 'SELLER', to: 'PENDING_CHAIN_CONFIRM', window: null, effects: [RELEASE] },
  { from: 'BUYER_PAY_TIMEOUT', action: 'DEADLINE', actor: 'SYSTEM', when: { adType: 'SELL' }, to: 'CANCELLED', window: null, effects: [RETURN, { kind: 'CREDIT_PENALTY', who: 'BUYER', reason: 'PAY_TIMEOUT' }] },
  { from: 'BUYER_PAY_TIMEOUT', action: 'DEADLINE', actor: 'SYSTEM', when: { adType: 'BUY' }, to: 'CANCELLED', window: null, effects: [RETURN, REFUND, { kind: 'CREDIT_PENALTY', who: 'BUYER', reason: 'PAY_TIMEOUT' }] },

  // Confirmation of receipt (security password verified), timeout and appeals.
  { from: 'WAIT_SELLER_CONFIRM', action: 'CONFIRM_RECEIVED', actor: 'SELLER', to: 'PENDING_CHAIN_CONFIRM', window: null, effects: [RELEASE] },
  { from: 'WAIT_SELLER_CONFIRM', action: 'DEADLINE', actor: 'SYSTEM', to: 'SELLER_CONFIRM_TIMEOUT', window: 'escalation', effects: [] },
  { from: 'WAIT_SELLER_CONFIRM', action: 'APPEAL', actor: 'BUYER', to: 'IN_APPEAL', window: null, effects: [{ kind: 'OPEN_APPEAL', initiator: 'BUYER', resumeTo: 'WAIT_SELLER_CONFIRM' }] },
  { from: 'WAIT_SELLER_CONFIRM', action: 'APPEAL', actor: 'SELLER', to: 'IN_APPEAL', window: null, effects: [{ kind: 'OPEN_APPEAL', initiator: 'SELLER', resumeTo: 'WAIT_SELLER_CONFIRM' }] },
  { from: 'SELLER_CONFIRM_TIMEOUT', action: 'CONFIRM_RECEIVED', actor: 'SELLER', to: 'PENDING_CHAIN_CONFIRM', window: null, effects: [RELEASE] },
  { from: 'SELLER_CONFIRM_TIMEOUT', action: 'APPEAL', actor: 'BUYER', to: 'IN_APPEAL', window: null, effects: [{ kind: 'OPEN_APPEAL', initiator: 'BUYER', resumeTo: 'SELLER_CONFIRM_TIMEOUT' }] },
  { from: 'SELLER_CONFIRM_TIMEOUT', action: 'ESCALATION_DEADLINE', actor: 'SYSTEM', to: 'IN_APPEAL', window: null, effects: [{ kind: 'OPEN_APPEAL', initiator: 'SYSTEM', resumeTo: 'SELLER_CONFIRM_TIMEOUT' }] },

  // Under appeal: timers paused; withdrawn by its initiator, recovered by the initiator or the system
  // (appeal rejected), settled by the seller's release, or decided.
  { from: 'IN_APPEAL', action: 'CANCEL_APPEAL', actor: 'BUYER', when: { appealBy: 'BUYER' }, to: 'RESUME', window: 'RESUME', effects: [withdrawn] },
  { from: 'IN_APPEAL', action: 'CANCEL_APPEAL', actor: 'SELLER', when: { appealBy: 'SELLER' }, to: 'RESUME', window: 'RESUME', effects: [withdrawn] },
  { from: 'IN_APPEAL', action: 'CANCEL_APPEAL', actor: 'SYSTEM', when: { appealBy: 'SYSTEM' }, to: 'RESUME', window: 'RESUME', effects: [withdrawn] },
  { from: 'IN_APPEAL', action: 'RECOVER', actor: 'BUYER', when: { appealBy: 'BUYER' }, to: 'RESUME', window: 'RESUME', effects: [withdrawn] },
  { from: 'IN_APPEAL', action: 'RECOVER', actor: 'SELLER', when: { appealBy: 'SELLER' }, to: 'RESUME', window: 'RESUME', effects: [withdrawn] },
  { from: 'IN_APPEAL', action: 'RECOVER', actor: 'SYSTEM', to: 'RESUME', window: 'RESUME', effects: [{ kind: 'CLOSE_APPEAL', result: 'REJECTED' }] },
  { from: 'IN_APPEAL', action: 'CONFIRM_RECEIVED', actor: 'SELLER', to: 'PENDING_CHAIN_CONFIRM', window: null, effects: [RELEASE, { kind: 'CLOSE_APPEAL', result: 'SETTLED' }] },
  { from: 'IN_APPEAL', action: 'APPEAL_DECIDED', actor: 'SYSTEM', when: { winner: 'BUYER' }, to: 'PENDING_CHAIN_CONFIRM', window: null, effects: [RELEASE, { kind: 'CLOSE_APPEAL', result: 'BUYER_WINS' }, { kind: 'APPEAL_LOST_PENALTY', who: 'SELLER', malicious: false }] },
  { from: 'IN_APPEAL', action: 'APPEAL_DECIDED', actor: 'SYSTEM', when: { winner: 'SELLER', adType: 'SELL' }, to: 'CANCELLED', window: null, effects: [RETURN, { kind: 'CLOSE_APPEAL', result: 'SELLER_WINS' }, { kind: 'APPEAL_LOST_PENALTY', who: 'BUYER', malicious: false }] },
  { from: 'IN_APPEAL', action: 'APPEAL_DECIDED', actor: 'SYSTEM', when: { winner: 'SELLER', adType: 'BUY' }, to: 'CANCELLED', window: null, effects: [RETURN, REFUND, { kind: 'CLOSE_APPEAL', result: 'SELLER_WINS' }, { kind: 'APPEAL_LOST_PENALTY', who: 'BUYER', malicious: false }] },

  // On chain.
  { from: 'PENDING_CHAIN_CONFIRM', action: 'RELEASE_CONFIRMED', actor: 'SYSTEM', to: 'COMPLETED', window: null, effects: [] },
  { from: 'PENDING_CHAIN_CONFIRM', action: 'RELEASE_FAILED', actor: 'SYSTEM', to: 'CHAIN_CONFIRM_REVOKED', window: null, effects: [] },
  { from: 'CHAIN_CONFIRM_REVOKED', action: 'RETRY_RELEASE', actor: 'SYSTEM', to: 'PENDING_CHAIN_CONFIRM', window: null, effects: [RELEASE] },
];

/** The refusal every pair not in the table gets, by action. */
export const EXPECTED_REFUSAL: Readonly<Record<OrderActionType, RefusalCode>> = {
  PLACE: 'INVALID_TRANSITION',
  ACCEPT: 'CANNOT_ACCEPT',
  DECLINE: 'CANNOT_CANCEL',
  CANCEL: 'CANNOT_CANCEL',
  DEPOSIT_CONFIRMED: 'INVALID_TRANSITION',
  PAY: 'CANNOT_PAY',
  CONFIRM_RECEIVED: 'CANNOT_CONFIRM',
  APPEAL: 'CANNOT_APPEAL',
  CANCEL_APPEAL: 'CANNOT_APPEAL',
  RECOVER: 'INVALID_TRANSITION',
  DEADLINE: 'INVALID_TRANSITION',
  ESCALATION_DEADLINE: 'INVALID_TRANSITION',
  APPEAL_DECIDED: 'INVALID_TRANSITION',
  RELEASE_CONFIRMED: 'INVALID_TRANSITION',
  RELEASE_FAILED: 'INVALID_TRANSITION',
  RETRY_RELEASE: 'INVALID_TRANSITION',
};
