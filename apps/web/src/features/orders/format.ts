// What the order screens derive from an order: the progress steps of spec §4 with their times, the
// actions the page offers (from the order's `actions`, which the state machine filled for the caller),
// whether the order is over, and the amounts of the confirmation sheet (cut, never rounded, no floats).
import type { OrderDto, OrderEventDto, OrderStatus } from '@p2p/contracts';
import { compareDecimal, divDecimal, isValidAmount, mulDecimal } from '@p2p/domain/money';
import { isFinished } from './orderState';

/** The orders texts' prefix. */
export const O = 'common.orders';

export { FINAL_ORDER_STATUSES, isFinished, whoseMove } from './orderState';

/** While an open order is shown, how often it is read again (the socket's ORDER_STATUS_CHANGE is first). */
export const ORDER_POLL_MS = 10_000;

export type StepKey = 'accepted' | 'deposited' | 'paid' | 'received' | 'chainConfirmed' | 'refundPending';

export interface ProgressStep {
  key: StepKey;
  done: boolean;
  /** When it happened (ISO), when known. */
  at: string | null;
}

/** Statuses an order on a BUY ad reaches only after the seller's per-order deposit arrived. */
const AFTER_DEPOSIT: readonly OrderStatus[] = [
  'WAIT_BUYER_PAY',
  'BUYER_PAY_TIMEOUT',
  'WAIT_SELLER_CONFIRM',
  'SELLER_CONFIRM_TIMEOUT',
  'IN_APPEAL',
  'PENDING_CHAIN_CONFIRM',
  'CHAIN_CONFIRM_REVOKED',
  'COMPLETED',
];

function depositStep(order: OrderDto, events: readonly OrderEventDto[]): ProgressStep {
  // On a SELL ad the coin is already in escrow: the deposit is the ad's, done once the order is accepted.
  if (order.type === 'SELL')
    return { key: 'deposited', done: order.acceptedAt !== null, at: order.acceptedAt };
  const event = events.find((e) => e.action === 'DEPOSIT_CONFIRMED');
  const done = Boolean(event) || AFTER_DEPOSIT.includes(order.status) || order.paidAt !== null;
  return { key: 'deposited', done, at: event?.createdAt ?? null };
}

/**
 * The progress steps (spec §4): accepted, deposited, paid, received, on-chain confirmation completed; an
 * order on a BUY ad that ended without a release after the seller's deposit shows the refund step instead
 * of the last two.
 */
export function progressSteps(order: OrderDto, events: readonly OrderEventDto[] = []): ProgressStep[] {
  const deposited = depositStep(order, events);
  const steps: ProgressStep[] = [
    { key: 'accepted', done: order.acceptedAt !== null, at: order.acceptedAt },
    deposited,
    { key: 'paid', done: order.paidAt !== null, at: order.paidAt },
  ];
  const refunded = order.type === 'BUY' && deposited.done && order.status === 'CANCELLED';
  if (refunded) {
    steps.push({ key: 'refundPending', done: true, at: order.cancelledAt });
    return steps;
  }
  steps.push(
    { key: 'received', done: order.confirmedAt !== null, at: order.confirmedAt },
    { key: 'chainConfirmed', done: order.status === 'COMPLETED', at: order.completedAt },
  );
  return steps;
}

/** The index of the step under way (the first not done), or -1 when none is (all done, or it ended). */
export function currentStep(order: OrderDto, steps: readonly ProgressStep[]): number {
  if (isFinished(order.status)) return -1;
  return steps.findIndex((s) => !s.done);
}

/** The buttons of the order page, in the order shown. Appeal is an entry of its own (a link). */
export const BUTTON_ACTIONS = ['ACCEPT', 'PAY', 'CONFIRM_RECEIVED', 'RECOVER', 'DECLINE', 'CANCEL'] as const;
export type ButtonAction = (typeof BUTTON_ACTIONS)[number];

export function buttonActions(order: OrderDto): ButtonAction[] {
  return BUTTON_ACTIONS.filter((a) => order.actions.includes(a));
}

export function canAppeal(order: OrderDto): boolean {
  return order.actions.includes('APPEAL');
}

/** Which party timed out, when the caller may appeal because of it (spec §6). */
export function timedOutParty(order: OrderDto): 'BUYER' | 'SELLER' | null {
  if (order.status === 'SELLER_CONFIRM_TIMEOUT' && order.role === 'BUYER') return 'SELLER';
  if (order.status === 'BUYER_PAY_TIMEOUT' && order.role === 'SELLER') return 'BUYER';
  return null;
}

/** A SELL ad is bought from, a BUY ad is sold to. */
export function takerSideOf(ad: { type: 'BUY' | 'SELL' }): 'BUY' | 'SELL' {
  return ad.type === 'SELL' ? 'BUY' : 'SELL';
}

export type InputMode = 'amount' | 'quantity';

/** The other figure of the confirmation sheet: amount = quantity × price; quantity = amount ÷ price. */
export function counterpart(
  mode: InputMode,
  value: string,
  unitPrice: string,
  scales: { amount: number; quantity: number },
): string | null {
  if (!isValidAmount(value, { decLength: 11, intLength: 16 })) return null;
  if (compareDecimal(unitPrice, '0') <= 0) return null;
  return mode === 'quantity'
    ? mulDecimal(value, unitPrice, scales.amount)
    : divDecimal(value, unitPrice, scales.quantity);
}

export interface LimitSet {
  minAmount: string | null;
  maxAmount: string | null;
  minQuantity: string | null;
  maxQuantity: string | null;
  remainingQuantity: string;
}

/** A figure the ad refuses: which limit, and whether it is an amount (quote) or a quantity (coin). */
export type AmountProblem =
  { key: 'invalid' } | { key: 'belowMin' | 'aboveMax' | 'aboveRemaining'; limit: string; unit: InputMode };

/** Why the figures may not be ordered (the ad's per-order limits and what is left), or null. */
export function orderProblem(
  amount: string | null,
  quantity: string | null,
  limits: LimitSet,
): AmountProblem | null {
  if (!amount || !quantity || compareDecimal(quantity, '0') <= 0) return { key: 'invalid' };
  const below = (v: string, min: string | null): min is string => min !== null && compareDecimal(v, min) < 0;
  const above = (v: string, max: string | null): max is string => max !== null && compareDecimal(v, max) > 0;
  if (below(amount, limits.minAmount)) return { key: 'belowMin', limit: limits.minAmount, unit: 'amount' };
  if (below(quantity, limits.minQuantity))
    return { key: 'belowMin', limit: limits.minQuantity, unit: 'quantity' };
  if (above(quantity, limits.remainingQuantity))
    return { key: 'aboveRemaining', limit: limits.remainingQuantity, unit: 'quantity' };
  if (above(amount, limits.maxAmount)) return { key: 'aboveMax', limit: limits.maxAmount, unit: 'amount' };
  if (above(quantity, limits.maxQuantity))
    return { key: 'aboveMax', limit: limits.maxQuantity, unit: 'quantity' };
  return null;
}

/** The new price a 5024 refusal carries (`data.unitPrice` or `data.price`), when it does. */
export function newPriceOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const price = d.unitPrice ?? d.price ?? d.newPrice;
  return typeof price === 'string' && /^\d+(\.\d+)?$/.test(price) ? price : null;
}
