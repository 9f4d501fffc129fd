import type { AdType, Party } from './roles.js';
import { isFinal, OrderStatus } from './status.js';

/**
 * Who sees the seller's payment details (issue 22, "Privacy"). The seller always sees their own. The
 * buyer sees them only while they have a payment to make or to prove: from the moment the payment falls
 * due (the seller accepted the order on a SELL ad; the seller's coin reached escrow on a BUY ad) until the
 * order ends, appeals included. An order cancelled, rejected or expired before that never shows them, so
 * placing and cancelling orders (free before acceptance) cannot harvest sellers' bank and wallet details.
 *
 * The answer says why they are hidden, so a page can tell the buyer instead of showing an empty block:
 * - `SHOWN`: shown;
 * - `NOT_ACCEPTED`: the order waits for acceptance;
 * - `NOT_DEPOSITED`: accepted, the seller's coin is not in escrow yet (BUY ads);
 * - `NEVER_DUE`: the order ended before any payment fell due (cancelled, rejected or expired);
 * - `ENDED`: the order ended after the payment fell due: nothing is left to pay or prove.
 */
export const PaymentDetailsState = {
  SHOWN: 'SHOWN',
  NOT_ACCEPTED: 'NOT_ACCEPTED',
  NOT_DEPOSITED: 'NOT_DEPOSITED',
  NEVER_DUE: 'NEVER_DUE',
  ENDED: 'ENDED',
} as const;
export type PaymentDetailsState = (typeof PaymentDetailsState)[keyof typeof PaymentDetailsState];
export const PAYMENT_DETAILS_STATES: readonly PaymentDetailsState[] = Object.values(PaymentDetailsState);

/** What the rule reads of an order: its status and its history (when the payment fell due, if ever). */
export interface PaymentDetailsFacts {
  type: AdType;
  status: OrderStatus;
  /** The order was accepted (its `acceptedAt`). */
  accepted: boolean;
  /** The seller's per-order deposit was confirmed (its `depositedAt`; BUY ads only). */
  deposited: boolean;
}

/** Statuses before the seller's commitment: the buyer has nothing to pay yet. */
const BEFORE_PAYMENT: readonly OrderStatus[] = [
  OrderStatus.WAIT_SELLER_ACCEPT,
  OrderStatus.WAIT_BUYER_ACCEPT,
  OrderStatus.WAIT_SELLER_DEPOSIT,
];

/**
 * Whether the buyer ever had a payment to make: on a SELL ad once the order was accepted (an automatic
 * ad's at once), on a BUY ad once the seller's deposit was confirmed (the order moves to WAIT_BUYER_PAY).
 */
export function paymentFellDue(order: PaymentDetailsFacts): boolean {
  return order.type === 'SELL' ? order.accepted : order.deposited;
}

/** What `viewer` sees of the seller's payment details on `order` (see PaymentDetailsState). */
export function paymentDetailsState(order: PaymentDetailsFacts, viewer: Party): PaymentDetailsState {
  if (viewer === 'SELLER') return PaymentDetailsState.SHOWN;
  const due = paymentFellDue(order);
  if (isFinal(order.status)) return due ? PaymentDetailsState.ENDED : PaymentDetailsState.NEVER_DUE;
  if (due && !BEFORE_PAYMENT.includes(order.status)) return PaymentDetailsState.SHOWN;
  return order.accepted ? PaymentDetailsState.NOT_DEPOSITED : PaymentDetailsState.NOT_ACCEPTED;
}

/** Statuses in which the buyer may see the details (once the payment fell due): see paymentDetailsState. */
export const PAYMENT_DETAILS_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus).filter(
  (s) => !isFinal(s) && !BEFORE_PAYMENT.includes(s),
);
