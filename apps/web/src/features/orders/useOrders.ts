// The orders queries: a list (infinite, per side and open/finished), one order (polled while open: the
// socket's ORDER_STATUS_CHANGE refreshes every order query at once, see shell/useLiveUpdates), today's
// free cancellations, and the parties' actions, which refresh what they change.
import type { OrderDto, Page } from '@p2p/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ORDERS_PAGE_SIZE,
  acceptOrder,
  cancelOrder,
  confirmOrder,
  fetchCancelTimes,
  fetchOrder,
  fetchOrderEvents,
  fetchOrderPage,
  payOrder,
  placeOrder,
  quickTrade,
  recoverOrder,
  type OrderListQuery,
} from '../../api/orders';
import { useSession } from '../../hooks/useSession';
import { queryKeys } from '../../queryKeys';
import { ORDER_POLL_MS, isFinished, type ButtonAction } from './format';

const nextPage = (last: Page<OrderDto>, pages: Page<OrderDto>[]): number | undefined =>
  pages.length * ORDERS_PAGE_SIZE < last.total && last.list.length > 0 ? pages.length + 1 : undefined;

export function useOrderList(query: OrderListQuery) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: queryKeys.session.orderList(query.finish, query.side),
    queryFn: ({ pageParam, signal }) => fetchOrderPage(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(session),
    staleTime: 0,
    // Open orders move on by themselves (timers, the other party): read again while the page is shown.
    refetchInterval: query.finish ? false : ORDER_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useOrder(id: string | null) {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.session.order(id ?? ''),
    queryFn: ({ signal }) => fetchOrder(id ?? '', signal),
    enabled: Boolean(session) && Boolean(id),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && isFinished(q.state.data.status) ? false : ORDER_POLL_MS),
    refetchIntervalInBackground: false,
  });
}

/** The order's timeline, read again whenever the order's status or deadline moves. */
export function useOrderEvents(id: string | null, version: string | undefined) {
  const session = useSession();
  return useQuery({
    queryKey: [...queryKeys.session.orderEvents(id ?? ''), version ?? ''],
    queryFn: ({ signal }) => fetchOrderEvents(id ?? '', signal),
    enabled: Boolean(session) && Boolean(id) && version !== undefined,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
}

export function useCancelTimes(enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.session.cancelTimes,
    queryFn: ({ signal }) => fetchCancelTimes(signal),
    enabled: Boolean(session) && enabled,
    staleTime: 0,
  });
}

/** Puts the answered order in the cache and refreshes the lists (and the unread order check). */
function useOrderChanged() {
  const queryClient = useQueryClient();
  return (order: OrderDto | undefined) => {
    if (order) queryClient.setQueryData(queryKeys.session.order(order.id), order);
    void queryClient.invalidateQueries({ queryKey: queryKeys.session.orders });
    void queryClient.invalidateQueries({ queryKey: queryKeys.session.unread });
  };
}

const RUN: Record<Exclude<ButtonAction, 'CONFIRM_RECEIVED'>, (id: string) => Promise<OrderDto>> = {
  ACCEPT: acceptOrder,
  PAY: payOrder,
  RECOVER: recoverOrder,
  // Declining (the maker, before acceptance) and cancelling share the cancel call.
  DECLINE: cancelOrder,
  CANCEL: cancelOrder,
};

/** One of the parties' actions (except "I have received", which needs the security password). */
export function useOrderAction(id: string) {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (action: Exclude<ButtonAction, 'CONFIRM_RECEIVED'>) => RUN[action](id),
    onSuccess: changed,
    onError: () => changed(undefined),
  });
}

export function useConfirmReceived(id: string) {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (securityCode: string) => confirmOrder(id, securityCode),
    onSuccess: changed,
  });
}

export function usePlaceOrder() {
  const changed = useOrderChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      changed(order);
      // The ad's remaining quantity moved.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.ads });
    },
  });
}

export function useQuickTrade() {
  const changed = useOrderChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickTrade,
    onSuccess: (order) => {
      changed(order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.ads });
    },
  });
}
