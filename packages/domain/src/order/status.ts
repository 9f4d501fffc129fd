/**
 * Order statuses (spec §4). The values equal the names: the database enum and the API contracts use
 * exactly these strings, so never rename one.
 */
export const OrderStatus = {
  WAIT_BUYER_ACCEPT: 'WAIT_BUYER_ACCEPT',
  WAIT_SELLER_ACCEPT: 'WAIT_SELLER_ACCEPT',
  WAIT_SELLER_DEPOSIT: 'WAIT_SELLER_DEPOSIT',
  SELLER_DEPOSIT_TIMEOUT: 'SELLER_DEPOSIT_TIMEOUT',
  WAIT_BUYER_PAY: 'WAIT_BUYER_PAY',
  BUYER_PAY_TIMEOUT: 'BUYER_PAY_TIMEOUT',
  WAIT_SELLER_CONFIRM: 'WAIT_SELLER_CONFIRM',
  SELLER_CONFIRM_TIMEOUT: 'SELLER_CONFIRM_TIMEOUT',
  IN_APPEAL: 'IN_APPEAL',
  PENDING_CHAIN_CONFIRM: 'PENDING_CHAIN_CONFIRM',
  CHAIN_CONFIRM_REVOKED: 'CHAIN_CONFIRM_REVOKED',
  CANCELLED: 'CANCELLED',
  COMPLETED: 'COMPLETED',
  REJECTED: 'REJECTED',
  BUYER_ACCEPT_EXPIRED: 'BUYER_ACCEPT_EXPIRED',
} as const;

export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Every status, in the order of the spec. */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);

/**
 * Statuses no action leaves: the order is over. BUYER_PAY_TIMEOUT is not one (issue 25): the buyer who paid
 * may appeal, and the seller confirm the payment, within a window after the payment deadline; the order is
 * cancelled when it ends. A deposit that was on chain when its deadline came is held for by escrow's chain
 * evidence instead (the deadline waits for its confirmations), so SELLER_DEPOSIT_TIMEOUT stays final.
 */
export const FINAL_STATUSES: readonly OrderStatus[] = [
  OrderStatus.SELLER_DEPOSIT_TIMEOUT,
  OrderStatus.CANCELLED,
  OrderStatus.COMPLETED,
  OrderStatus.REJECTED,
  OrderStatus.BUYER_ACCEPT_EXPIRED,
];

/** Statuses of an unfinished order (everything not final): these block ad edits, withdrawals, etc. */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => !FINAL_STATUSES.includes(s),
);

export function isFinal(status: OrderStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

export function isActive(status: OrderStatus): boolean {
  return !isFinal(status);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The pseudo-status of an order that does not exist yet (only PLACE applies to it). */
export const NEW_ORDER = 'NEW' as const;
export type NewOrder = typeof NEW_ORDER;

/** A status or the 'NEW' pseudo-status. */
export type OrderState = OrderStatus | NewOrder;
