// The shell's unread checks (spec sections 4 and 7): the caller's unfinished orders (the floating order
// button and the unread-order flag) and the unread chat flags. Kept apart from the order and chat screens'
// calls: the shell loads with the first page and must stay small.
import type { ChatBubbleDto, ChatUnreadDto, OrderDto } from '@p2p/contracts';
import { API_ENDPOINTS } from '@p2p/contracts/routes';
import { http } from './client';

/** Unfinished orders asked for at once: more than the pending-order limit (5023) allows anyone. */
export const UNFINISHED_PAGE_SIZE = 50;

export interface UnfinishedOrders {
  /** How many of the caller's orders are not finished. */
  total: number;
  /** Ids of the unfinished orders with something the caller has not seen yet. */
  unread: string[];
  /** The unfinished orders as the order button reads them (whose move, which tab). */
  orders: Array<Pick<OrderDto, 'id' | 'status' | 'role' | 'actions'>>;
}

/** `GET /c2c/deal/order/page?finish=false`: a refusal (any code but 200) is a failure, never toasted. */
export async function fetchUnfinishedOrders(signal?: AbortSignal): Promise<UnfinishedOrders> {
  const page = await http.call(
    API_ENDPOINTS.orders.page,
    { query: { finish: false, pageNo: 1, pageSize: UNFINISHED_PAGE_SIZE } },
    { signal, toast: false },
  );
  return {
    total: page.total,
    unread: page.list.filter((order) => order.unread).map((order) => order.id),
    orders: page.list.map(({ id, status, role, actions }) => ({ id, status, role, actions })),
  };
}

/** `GET /user/fiat/talk/unread`: the unread chat messages to the caller, in total and per order. */
export function fetchUnreadTalk(signal?: AbortSignal): Promise<ChatUnreadDto> {
  return http.call(API_ENDPOINTS.chat.unread, {}, { signal, toast: false });
}

/** `GET /user/fiat/talk/readBubble`: whether the caller has unread chat messages (the header's dot). */
export function fetchChatBubble(signal?: AbortSignal): Promise<ChatBubbleDto> {
  return http.call(API_ENDPOINTS.chat.readBubble, {}, { signal, toast: false });
}
