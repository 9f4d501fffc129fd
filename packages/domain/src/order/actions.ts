import type { Party } from './roles.js';

/** Every action the order state machine knows (DESIGN §4). */
export const OrderActionType = {
  /** Place a new order on an ad (the taker). */
  PLACE: 'PLACE',
  /** Accept a placed order (the counterparty named by the status). */
  ACCEPT: 'ACCEPT',
  /** Turn a placed order down (the maker). */
  DECLINE: 'DECLINE',
  /** Cancel the order. */
  CANCEL: 'CANCEL',
  /** The chain watcher saw the seller's per-order deposit confirmed. */
  DEPOSIT_CONFIRMED: 'DEPOSIT_CONFIRMED',
  /** "I have paid" (the buyer). */
  PAY: 'PAY',
  /** "I have received" (the seller, with a verified security password). */
  CONFIRM_RECEIVED: 'CONFIRM_RECEIVED',
  /** File an appeal. */
  APPEAL: 'APPEAL',
  /** Withdraw an appeal (its initiator). */
  CANCEL_APPEAL: 'CANCEL_APPEAL',
  /** Restore/resume an order under appeal (its initiator, or the system when an officer rejects the appeal). */
  RECOVER: 'RECOVER',
  /** The deadline of the current status passed (timer job or sweep). */
  DEADLINE: 'DEADLINE',
  /** The escalation deadline of SELLER_CONFIRM_TIMEOUT passed with nobody acting. */
  ESCALATION_DEADLINE: 'ESCALATION_DEADLINE',
  /** An appeal decision is executed (after its delay). */
  APPEAL_DECIDED: 'APPEAL_DECIDED',
  /** The release reached its confirmations on chain. */
  RELEASE_CONFIRMED: 'RELEASE_CONFIRMED',
  /** The release failed or was reorged out. */
  RELEASE_FAILED: 'RELEASE_FAILED',
  /** Send the release again (system, by policy). */
  RETRY_RELEASE: 'RETRY_RELEASE',
} as const;

export type OrderActionType = (typeof OrderActionType)[keyof typeof OrderActionType];
export const ORDER_ACTION_TYPES: readonly OrderActionType[] = Object.values(OrderActionType);

type Simple<T extends OrderActionType> = { type: T };

/** An action with its payload. */
export type OrderAction =
  | Simple<'PLACE'>
  | Simple<'ACCEPT'>
  | Simple<'DECLINE'>
  | Simple<'CANCEL'>
  | Simple<'DEPOSIT_CONFIRMED'>
  | Simple<'PAY'>
  | {
      type: 'CONFIRM_RECEIVED';
      /** The API verified the seller's security password for this request. */
      securityPasswordVerified: boolean;
    }
  | Simple<'APPEAL'>
  | Simple<'CANCEL_APPEAL'>
  | Simple<'RECOVER'>
  | Simple<'DEADLINE'>
  | Simple<'ESCALATION_DEADLINE'>
  | {
      type: 'APPEAL_DECIDED';
      winner: Party;
      /** The officer judged the loser's conduct malicious: the loser loses the whole credit score. */
      malicious?: boolean;
    }
  | Simple<'RELEASE_CONFIRMED'>
  | Simple<'RELEASE_FAILED'>
  | Simple<'RETRY_RELEASE'>;

/**
 * Why a transition was refused. The first five are the catalogue's "cannot accept / pay / confirm /
 * cancel / appeal" errors (5xxx, mapped by the API); INVALID_TRANSITION covers actions without such a
 * code (PLACE, RECOVER and the system actions); SECURITY_PASSWORD_REQUIRED means the move is allowed but
 * the security password was not verified; DEADLINE_NOT_REACHED means a timer fired before the deadline
 * stored on the order (a stale or early job: ignore it).
 */
export type RefusalCode =
  | 'CANNOT_ACCEPT'
  | 'CANNOT_PAY'
  | 'CANNOT_CONFIRM'
  | 'CANNOT_CANCEL'
  | 'CANNOT_APPEAL'
  | 'INVALID_TRANSITION'
  | 'SECURITY_PASSWORD_REQUIRED'
  | 'DEADLINE_NOT_REACHED';

export const REFUSAL_CODES: readonly RefusalCode[] = [
  'CANNOT_ACCEPT',
  'CANNOT_PAY',
  'CANNOT_CONFIRM',
  'CANNOT_CANCEL',
  'CANNOT_APPEAL',
  'INVALID_TRANSITION',
  'SECURITY_PASSWORD_REQUIRED',
  'DEADLINE_NOT_REACHED',
];

const REFUSAL_BY_ACTION: Readonly<Record<OrderActionType, RefusalCode>> = {
  PLACE: 'INVALID_TRANSITION',
  ACCEPT: 'CANNOT_ACCEPT',
  // A maker declines through the cancel call, so a refused decline is "cannot cancel".
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

/** The refusal an action gets when the (state, actor) pair does not allow it. */
export function refusalCodeFor(type: OrderActionType): RefusalCode {
  return REFUSAL_BY_ACTION[type];
}

/** Actions performed by the system only (timers, chain watcher, appeal officers). */
export const SYSTEM_ACTION_TYPES: readonly OrderActionType[] = [
  'DEPOSIT_CONFIRMED',
  'DEADLINE',
  'ESCALATION_DEADLINE',
  'APPEAL_DECIDED',
  'RELEASE_CONFIRMED',
  'RELEASE_FAILED',
  'RETRY_RELEASE',
];
