// The unread checks (spec sections 4, 7 and 9): the unfinished orders (the floating order button and the
// unread-order flag) and the unread chat flags, asked every 8 s and 20 s after a failure (a code other
// than 200 included), only while the page is visible: TanStack Query skips an interval tick while
// `document.visibilityState` is hidden. They do not need the socket; its messages, and the page becoming
// visible again, only make them ask at once (useLiveUpdates invalidates `queryKeys.session.unread`).
import { UNREAD_ORDER_POLL_AFTER_FAILURE_MS, UNREAD_ORDER_POLL_MS } from '@p2p/contracts/socket';
import { useQuery } from '@tanstack/react-query';
import { fetchChatBubble, fetchUnfinishedOrders, fetchUnreadTalk } from '../api/unread';
import { queryKeys } from '../queryKeys';
import { useSession } from './useSession';

/** The next poll: 8 s, or 20 s while the last answer was a failure. */
export function unreadPollMs(query: { state: { status: string } }): number {
  return query.state.status === 'error' ? UNREAD_ORDER_POLL_AFTER_FAILURE_MS : UNREAD_ORDER_POLL_MS;
}

const POLL = {
  refetchInterval: unreadPollMs,
  refetchIntervalInBackground: false,
  // A failure waits 20 s for the next poll, not a quick retry.
  retry: false,
  staleTime: UNREAD_ORDER_POLL_MS,
} as const;

export function useUnfinishedOrders() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.session.unreadOrders,
    queryFn: ({ signal }) => fetchUnfinishedOrders(signal),
    enabled: Boolean(session),
    ...POLL,
  });
}

/** Whether the user has unfinished orders (shows the floating order button). */
export function useHasUnfinishedOrders(): boolean {
  return (useUnfinishedOrders().data?.total ?? 0) > 0;
}

/** The unread chat flags: the total and the orders with unread messages (`GET /user/fiat/talk/unread`). */
export function useUnreadTalk() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.session.unreadTalk,
    queryFn: ({ signal }) => fetchUnreadTalk(signal),
    enabled: Boolean(session),
    ...POLL,
  });
}

/** The header's unread chat dot (`GET /user/fiat/talk/readBubble`; issue 26): polled like the others. */
export function useChatBubble() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.session.chatBubble,
    queryFn: ({ signal }) => fetchChatBubble(signal),
    enabled: Boolean(session),
    ...POLL,
  });
}
