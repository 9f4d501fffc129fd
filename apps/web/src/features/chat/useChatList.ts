// The caller's conversations (/chatList; issue 26): `GET /user/fiat/talk/talkList`, paged, the newest
// message first. The list is read again when a TALK socket message arrives and, with the socket down, when
// the polled unread total moves; opening a chat (which reads it) marks the list stale (useChat), so the
// unread counts are up to date on the way back.
import type { ChatConversationDto, Page } from '@p2p/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { CHAT_LIST_PAGE_SIZE, fetchChatList } from '../../api/chat';
import { useSession } from '../../hooks/useSession';
import { useUnreadTalk } from '../../hooks/useUnread';
import { queryKeys } from '../../queryKeys';
import { subscribeTalk } from './talkEvents';

/** The next page number, while the pages loaded hold fewer conversations than the total. */
export function nextChatListPage(
  last: Page<ChatConversationDto>,
  pages: Page<ChatConversationDto>[],
): number | undefined {
  return pages.length * CHAT_LIST_PAGE_SIZE < last.total && last.list.length > 0
    ? pages.length + 1
    : undefined;
}

export function useChatList() {
  const session = useSession();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: queryKeys.session.chatList,
    queryFn: ({ pageParam, signal }) => fetchChatList(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextChatListPage,
    enabled: Boolean(session),
    staleTime: 0,
  });

  // One row per order: a conversation that moved up between two pages' reads is shown once.
  const pages = list.data?.pages;
  const conversations = useMemo(() => {
    const seen = new Set<string>();
    const rows: ChatConversationDto[] = [];
    for (const conversation of (pages ?? []).flatMap((page) => page.list)) {
      if (seen.has(conversation.orderId)) continue;
      seen.add(conversation.orderId);
      rows.push(conversation);
    }
    return rows;
  }, [pages]);

  // A message over the socket: the list is read again at once.
  useEffect(
    () =>
      subscribeTalk(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session.chatList });
      }),
    [queryClient],
  );

  // The socket down: the unread poll (every 8 s) sees new messages or reads; the list follows it, unless
  // it is being read already.
  const total = useUnreadTalk().data?.total;
  const lastTotal = useRef(total);
  useEffect(() => {
    const before = lastTotal.current;
    lastTotal.current = total;
    if (before === undefined || total === undefined || before === total) return;
    if (queryClient.isFetching({ queryKey: queryKeys.session.chatList }) > 0) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.session.chatList });
  }, [total, queryClient]);

  return { list, conversations };
}
