// One order's chat: the history (newest first from the API, paged back with `beforeId`), messages
// added as they are sent or arrive over the socket (TALK), and the reading: opening the chat marks the
// order's messages read, a message arriving while it is open is marked read at once. When the socket is
// down the unread poll (hooks/useUnread, every 8 s) sees the order's new messages and the history is read
// again.
import type { ChatMessageDto, Page } from '@p2p/contracts';
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { CHAT_PAGE_SIZE, fetchChatPage, markChatRead, markMessageRead } from '../../api/chat';
import { useSession } from '../../hooks/useSession';
import { useUnreadTalk } from '../../hooks/useUnread';
import { queryKeys } from '../../queryKeys';
import { subscribeTalk } from './talkEvents';

type History = InfiniteData<Page<ChatMessageDto>, string | undefined>;

const KINDS: ReadonlySet<string> = new Set(['TEXT', 'IMAGE', 'SYSTEM']);

/** The ChatMessageDto in a TALK message body (JSON), or null when it is not one. */
export function parseTalk(body: string): ChatMessageDto | null {
  try {
    const value = JSON.parse(body) as Partial<ChatMessageDto> | null;
    if (!value || typeof value.id !== 'string' || typeof value.orderId !== 'string') return null;
    if (typeof value.kind !== 'string' || !KINDS.has(value.kind)) return null;
    if (typeof value.createdAt !== 'string') return null;
    return {
      id: value.id,
      orderId: value.orderId,
      kind: value.kind,
      senderId: value.senderId ?? null,
      senderKind: value.senderKind === 'STAFF' || value.senderKind === 'SYSTEM' ? value.senderKind : 'USER',
      staffName: typeof value.staffName === 'string' ? value.staffName : null,
      mine: value.mine === true,
      text: value.text ?? null,
      fileId: value.fileId ?? null,
      imageUrl: value.imageUrl ?? null,
      read: value.read === true,
      readAt: value.readAt ?? null,
      createdAt: value.createdAt,
    };
  } catch {
    return null;
  }
}

/** Puts a message at the newest end of the cached history (once: a known id is left as it is). */
export function addChatMessage(queryClient: QueryClient, message: ChatMessageDto): void {
  queryClient.setQueryData<History>(queryKeys.session.chat(message.orderId), (data) => {
    const first = data?.pages[0];
    if (!data || !first) return data;
    if (data.pages.some((page) => page.list.some((m) => m.id === message.id))) return data;
    const head = { ...first, list: [message, ...first.list], total: first.total + 1 };
    return { ...data, pages: [head, ...data.pages.slice(1)] };
  });
}

/** After a read: the unread chat flags and the header's dot (issue 26) are asked for again. */
function refreshUnreadTalk(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.session.unreadTalk }),
    queryClient.invalidateQueries({ queryKey: queryKeys.session.chatBubble }),
  ]);
}

/** The older page after `last`: from its oldest message, unless it was the last one. */
function olderThan(last: Page<ChatMessageDto>): string | undefined {
  return last.list.length < CHAT_PAGE_SIZE ? undefined : last.list[last.list.length - 1]?.id;
}

export function useChat(orderId: string | null) {
  const session = useSession();
  const queryClient = useQueryClient();
  const history = useInfiniteQuery({
    queryKey: queryKeys.session.chat(orderId ?? ''),
    queryFn: ({ pageParam, signal }) => fetchChatPage(orderId ?? '', pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: olderThan,
    enabled: Boolean(session) && Boolean(orderId),
    staleTime: 0,
  });

  // Oldest first, as the page shows them.
  const pages = history.data?.pages;
  const messages = useMemo(() => (pages ?? []).flatMap((page) => page.list).reverse(), [pages]);

  // Live messages of this order: shown at once; one from the other party is read as it is shown.
  useEffect(() => {
    if (!orderId) return undefined;
    const refreshUnread = () => refreshUnreadTalk(queryClient);
    return subscribeTalk((body) => {
      const message = parseTalk(body);
      if (!message || message.orderId !== orderId) return;
      addChatMessage(queryClient, message);
      if (!message.mine) {
        // A failed read is not lost: the unread poll still counts it, and the effect below reads it.
        markMessageRead(message.id).then(refreshUnread, () => undefined);
      }
    });
  }, [orderId, queryClient]);

  // Opening the chat reads the order's messages; later unread ones (seen by the poll while the socket is
  // down) bring the history up to date and are read too.
  const unreadHere = useUnreadTalk().data?.orders.find((o) => o.orderId === orderId)?.unread ?? 0;
  const loaded = history.isSuccess;
  const readFor = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || !orderId) return;
    const opening = readFor.current !== orderId;
    if (!opening && unreadHere === 0) return;
    readFor.current = orderId;
    const refreshUnread = () => {
      // The chat list's unread counts too (issue 26): read again when the list is shown next.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.chatList });
      return refreshUnreadTalk(queryClient);
    };
    if (!opening) void queryClient.invalidateQueries({ queryKey: queryKeys.session.chat(orderId) });
    markChatRead(orderId).then(refreshUnread, () => {
      readFor.current = null; // read again with the next change
    });
  }, [loaded, orderId, unreadHere, queryClient]);

  return { history, messages };
}
