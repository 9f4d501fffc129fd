// The order chat (spec sections 2 and 7; issue 12): an order's history (newest first, paged back with
// `beforeId`), sending a text or an uploaded image (`POST /file/uploadImage`, see ./files), marking
// messages read, and the list of every conversation (/chatList, issue 26). The unread flags the shell polls are in ./unread.
import {
  API_ENDPOINTS,
  type ChatConversationDto,
  type ChatMessageDto,
  type ChatOrderUnreadDto,
  type ChatReadDto,
  type Page,
} from '@p2p/contracts';
import { http } from './client';

export const CHAT_PAGE_SIZE = 20;

/** Conversations asked for at once on /chatList (issue 26). */
export const CHAT_LIST_PAGE_SIZE = 20;

/** One page of the caller's conversations (`GET /user/fiat/talk/talkList`), the newest message first. */
export function fetchChatList(pageNo: number, signal?: AbortSignal): Promise<Page<ChatConversationDto>> {
  return http.call(
    API_ENDPOINTS.chat.talkList,
    { query: { pageNo, pageSize: CHAT_LIST_PAGE_SIZE } },
    { signal, toast: false },
  );
}

/** One page of an order's history, newest first; `beforeId` pages back from that message. */
export function fetchChatPage(
  orderId: string,
  beforeId: string | undefined,
  signal?: AbortSignal,
): Promise<Page<ChatMessageDto>> {
  return http.call(
    API_ENDPOINTS.chat.talk,
    { id: orderId, query: { pageNo: 1, pageSize: CHAT_PAGE_SIZE, beforeId } },
    { signal, toast: false },
  );
}

/** Sends a text (1 to 500 characters once trimmed); the page shows a refusal itself. */
export function sendChatText(orderId: string, text: string): Promise<ChatMessageDto> {
  return http.call(API_ENDPOINTS.chat.send, { id: orderId, body: { text } }, { toast: false });
}

/** Sends an image already uploaded by the caller. */
export function sendChatImage(orderId: string, fileId: string): Promise<ChatMessageDto> {
  return http.call(API_ENDPOINTS.chat.send, { id: orderId, body: { fileId } }, { toast: false });
}

/** Marks every message to the caller in the order read. */
export function markChatRead(orderId: string): Promise<ChatOrderUnreadDto> {
  return http.call(API_ENDPOINTS.chat.updateRead, { id: orderId }, { toast: false });
}

/** Marks one message (received while the chat is open) read. */
export function markMessageRead(messageId: string): Promise<ChatReadDto> {
  return http.call(API_ENDPOINTS.chat.read, { id: messageId }, { toast: false });
}
