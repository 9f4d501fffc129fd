import type { Actor, Party } from './roles.js';
import type { OrderStatus } from './status.js';

/** Statuses an appeal can be opened from, and so the statuses it resumes to when withdrawn. */
export type AppealableStatus =
  | typeof OrderStatus.WAIT_SELLER_CONFIRM
  | typeof OrderStatus.SELLER_CONFIRM_TIMEOUT
  | typeof OrderStatus.BUYER_PAY_TIMEOUT;

/** How an appeal ends. */
/** How an appeal closed; SETTLED: the seller released the coin while it was open (no officer decided). */
export type AppealClosure = 'WITHDRAWN' | 'REJECTED' | 'BUYER_WINS' | 'SELLER_WINS' | 'SETTLED';

/** Why a cancellation penalty applies (the text of the credit record). */
export type CancellationReason = 'CANCELLED' | 'DEPOSIT_TIMEOUT' | 'PAY_TIMEOUT';

/** The socket event a NOTIFY effect sends (spec §7 message types). */
export type NotifyEvent = 'NEW_ORDER' | 'ORDER_STATUS_CHANGE';

/**
 * What the API must do, inside the same transaction as the status change (money and credit) or through
 * the outbox (jobs and notifications). Effects are data; the state machine never performs them.
 */
export type Effect =
  /** Take the order's quantity from the ad's remaining quantity (placing, both ad types). */
  | { kind: 'RESERVE_AD_QUANTITY' }
  /** Give the order's reserved quantity back to the ad's remaining quantity. */
  | { kind: 'RETURN_AD_QUANTITY' }
  /** Refund the seller's per-order deposit on chain (BUY ads, once the deposit was confirmed). */
  | { kind: 'REFUND_DEPOSIT' }
  /** Queue the on-chain release of the escrowed coin to the buyer (a payout job with a unique id). */
  | { kind: 'QUEUE_RELEASE' }
  /** Open an appeal record; remember who opened it and the status to resume on withdrawal. */
  | { kind: 'OPEN_APPEAL'; initiator: Actor; resumeTo: AppealableStatus }
  /** Close the open appeal record with this result. */
  | { kind: 'CLOSE_APPEAL'; result: AppealClosure }
  /** The cancellation credit rule applies to this party (see `cancellationPenalty`: first 3 a day free). */
  | { kind: 'CREDIT_PENALTY'; who: Party; reason: CancellationReason }
  /** The party lost an appeal: APPEAL_LOST_PENALTY points, or the whole score when malicious. */
  | { kind: 'APPEAL_LOST_PENALTY'; who: Party; malicious: boolean }
  /** Store the new deadline on the order and schedule the timer job that fires `fires` at `at`. */
  | { kind: 'SCHEDULE_DEADLINE'; at: Date; fires: 'DEADLINE' | 'ESCALATION_DEADLINE' }
  /** Tell these parties over the socket. */
  | { kind: 'NOTIFY'; to: Party[]; event: NotifyEvent };

export type EffectKind = Effect['kind'];

/** Every effect kind, in the canonical order effects are listed in a transition result. */
export const EFFECT_KINDS: readonly EffectKind[] = [
  'RESERVE_AD_QUANTITY',
  'RETURN_AD_QUANTITY',
  'REFUND_DEPOSIT',
  'QUEUE_RELEASE',
  'OPEN_APPEAL',
  'CLOSE_APPEAL',
  'CREDIT_PENALTY',
  'APPEAL_LOST_PENALTY',
  'SCHEDULE_DEADLINE',
  'NOTIFY',
];

/** Sorts effects into the canonical order of EFFECT_KINDS (stable). */
export function sortEffects(effects: readonly Effect[]): Effect[] {
  return [...effects].sort((a, b) => EFFECT_KINDS.indexOf(a.kind) - EFFECT_KINDS.indexOf(b.kind));
}
