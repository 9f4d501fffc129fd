// What the shell and the order screens both read of an order's state (kept small: the shell's order button
// loads with the first page): whether it is over, and whose move it waits for.
import type { OrderDto, OrderStatus } from '@p2p/contracts';

/**
 * Statuses no action leaves (the "finished" list). BUYER_PAY_TIMEOUT is not one: the buyer may appeal and
 * the seller confirm within its window (issue 25).
 */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = [
  'SELLER_DEPOSIT_TIMEOUT',
  'CANCELLED',
  'COMPLETED',
  'REJECTED',
  'BUYER_ACCEPT_EXPIRED',
];

export function isFinished(status: OrderStatus): boolean {
  return FINAL_ORDER_STATUSES.includes(status);
}

/** Actions of the caller that move the order on: with one of them, it waits for the caller. */
const MOVES: readonly string[] = ['ACCEPT', 'PAY', 'CONFIRM_RECEIVED', 'RECOVER'];

/**
 * Whose move an open order waits for, as the list shows it (issue 26): the caller's (an action that moves it
 * on, or the seller's deposit), the chain's, the appeal desk's, or the other party's; null once finished.
 */
export function whoseMove(
  order: Pick<OrderDto, 'status' | 'role' | 'actions'>,
): 'yourMove' | 'theirMove' | 'chain' | 'appeal' | null {
  if (isFinished(order.status)) return null;
  if (order.actions.some((a) => MOVES.includes(a))) return 'yourMove';
  if (order.status === 'WAIT_SELLER_DEPOSIT') return order.role === 'SELLER' ? 'yourMove' : 'theirMove';
  if (order.status === 'PENDING_CHAIN_CONFIRM' || order.status === 'CHAIN_CONFIRM_REVOKED') return 'chain';
  if (order.status === 'IN_APPEAL') return 'appeal';
  return 'theirMove';
}
