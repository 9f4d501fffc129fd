// Orders (spec sections 2, 3, 4 and 7; issue 12): the caller's orders (open or finished, one side, paged),
// one order, placing one on an ad, the parties' actions (accept, decline or cancel, I have paid, I have
// received with the security password, recover), marking it read and today's free cancellations.
// Refusals are toasted by the wrapper unless the caller shows them itself.
import {
  API_ENDPOINTS,
  type AdType,
  type CancelTimesDto,
  type OrderDto,
  type OrderEventDto,
  type Page,
  type PaymentMethodKind,
  type PlaceOrderDto,
  type QuickTradeDto,
} from '@p2p/contracts';
import { http } from './client';

export const ORDERS_PAGE_SIZE = 20;

/** The list's query: finished or open orders, of the side the caller plays (BUY: the caller buys). */
export interface OrderListQuery {
  finish: boolean;
  side: AdType;
}

/** The body of `POST /c2c/deal/order`: a quantity or an amount, the price shown and the payment method. */
export type PlaceOrderBody = Pick<PlaceOrderDto, 'adId' | 'unitPrice' | 'paymentMethodId'> &
  ({ quantity: string; amount?: undefined } | { amount: string; quantity?: undefined });

export function fetchOrderPage(
  query: OrderListQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<Page<OrderDto>> {
  return http.call(
    API_ENDPOINTS.orders.page,
    { query: { finish: query.finish, side: query.side, pageNo, pageSize: ORDERS_PAGE_SIZE } },
    { signal, toast: false },
  );
}

export function fetchOrder(id: string, signal?: AbortSignal): Promise<OrderDto> {
  return http.call(API_ENDPOINTS.orders.detail, { id }, { signal, toast: false });
}

/** `GET /c2c/deal/order/{id}/events`: the timeline, a hash chain either party can verify. */
export function fetchOrderEvents(id: string, signal?: AbortSignal): Promise<OrderEventDto[]> {
  return http.call(API_ENDPOINTS.orders.events, { id }, { signal, toast: false });
}

export function fetchCancelTimes(signal?: AbortSignal): Promise<CancelTimesDto> {
  return http.call(API_ENDPOINTS.account.cancelTimes, {}, { signal, toast: false });
}

/** The refusal (5024 price changed, limits, 5026 own ad...) is shown by the sheet, not as a toast. */
export function placeOrder(body: PlaceOrderBody): Promise<OrderDto> {
  return http.call(API_ENDPOINTS.orders.create, { body }, { toast: false });
}

/** The body of `POST /c2c/deal/order/quick`: side, pair, a quantity or an amount, the best price shown. */
export type QuickTradeBody = Pick<QuickTradeDto, 'side' | 'coinPairId' | 'unitPrice'> & {
  paymentKind?: PaymentMethodKind;
  paymentMethodId?: string;
} & ({ quantity: string; amount?: undefined } | { amount: string; quantity?: undefined });

/** Quick trade: the best-priced eligible ad, ordered at once; the sheet shows a refusal (5024...) itself. */
export function quickTrade(body: QuickTradeBody): Promise<OrderDto> {
  return http.call(API_ENDPOINTS.orders.quickTrade, { body }, { toast: false });
}

/** Accept the order (the party the status waits for). */
export function acceptOrder(id: string): Promise<OrderDto> {
  return http.call(API_ENDPOINTS.orders.take, { id, body: {} });
}

/** Cancel (the taker, or a party while the order allows it) or decline (the maker, before acceptance). */
export function cancelOrder(id: string): Promise<OrderDto> {
  return http.call(API_ENDPOINTS.orders.cancel, { id, body: {} });
}

/** "I have paid" (the buyer). */
export function payOrder(id: string): Promise<OrderDto> {
  return http.call(API_ENDPOINTS.orders.pay, { id, body: {} });
}

/**
 * "I have received" (the seller) with the security password, sent in the body so that no URL (proxy or
 * server log) holds it (issue 22); the sheet shows a refusal itself.
 */
export function confirmOrder(id: string, securityCode: string): Promise<OrderDto> {
  return http.call(API_ENDPOINTS.orders.confirm, { id, body: { securityCode } }, { toast: false });
}

/** Restore an order under appeal to the status it had. */
export function recoverOrder(id: string): Promise<OrderDto> {
  return http.call(API_ENDPOINTS.orders.recover, { id, body: {} });
}

/** Marks the order's news as read (quietly: a failure changes nothing the trader sees). */
export async function markOrderRead(id: string): Promise<void> {
  await http.call(API_ENDPOINTS.orders.updateRead, { query: { id }, body: {} }, { toast: false });
}
