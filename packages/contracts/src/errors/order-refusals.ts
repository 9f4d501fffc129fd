// The catalogue error of each refusal of the order state machine (`@p2p/domain` `transition`). The
// domain names a refusal by kind (`RefusalCode`) and by the refused action; the API answers the code
// this table gives. System actions (timers, chain events, decisions) answer nobody: a refused one is a
// stale job and is dropped, so they map to null.
import type { OrderActionType, RefusalCode } from '@p2p/domain';
import type { ACCOUNT_ERRORS } from './account.js';
import type { TRADE_ERRORS } from './trade.js';

/** The catalogue names a refusal may answer (trade errors, and the trading password's). */
type ErrorName = keyof typeof TRADE_ERRORS | keyof typeof ACCOUNT_ERRORS;

/** The error a refused action answers when the order's status or the actor does not allow it. */
export const ORDER_ACTION_REFUSALS: Readonly<Record<OrderActionType, ErrorName | null>> = Object.freeze({
  /** The ad's state does not allow an order now. */
  PLACE: 'AD_STATUS_INVALID',
  ACCEPT: 'CANNOT_ACCEPT_ORDER',
  DECLINE: 'CANNOT_DECLINE_ORDER',
  CANCEL: 'CANNOT_CANCEL_ORDER',
  PAY: 'CANNOT_PAY_ORDER',
  CONFIRM_RECEIVED: 'CANNOT_CONFIRM_ORDER',
  APPEAL: 'CANNOT_APPEAL_ORDER',
  CANCEL_APPEAL: 'CANNOT_CANCEL_APPEAL',
  RECOVER: 'CANNOT_RECOVER_ORDER',
  DEPOSIT_CONFIRMED: null,
  DEADLINE: null,
  ESCALATION_DEADLINE: null,
  APPEAL_DECIDED: null,
  RELEASE_CONFIRMED: null,
  RELEASE_FAILED: null,
  RETRY_RELEASE: null,
});

/** Refusals given whatever the action: the move is allowed but something else is missing. */
export const ORDER_SPECIAL_REFUSALS: Readonly<
  Record<Extract<RefusalCode, 'SECURITY_PASSWORD_REQUIRED' | 'DEADLINE_NOT_REACHED'>, ErrorName | null>
> = Object.freeze({
  /** "I have received" without a verified security (trading) password. */
  SECURITY_PASSWORD_REQUIRED: 'TRADING_PASSWORD_WRONG',
  /** A timer fired before the stored deadline: a stale or early job, dropped. */
  DEADLINE_NOT_REACHED: null,
});

/**
 * The catalogue error name for a refusal of `action`, or null when nobody is answered (system actions,
 * early timers).
 */
export function orderRefusalError(action: OrderActionType, refusal: RefusalCode): ErrorName | null {
  if (refusal === 'SECURITY_PASSWORD_REQUIRED' || refusal === 'DEADLINE_NOT_REACHED') {
    return ORDER_SPECIAL_REFUSALS[refusal];
  }
  return ORDER_ACTION_REFUSALS[action];
}
