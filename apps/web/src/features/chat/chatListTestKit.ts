// What the chat list tests share (issue 26): conversations shaped like the API's and an in-memory
// `GET /user/fiat/talk/talkList` (paged) over the chat API of chatTestKit (order 55's chat, the unread flags).
import type { ChatConversationDto } from '@p2p/contracts';
import { envelope } from '../../test/fetchStub';
import { chatMessage, stubChatApi, type ChatApi } from './chatTestKit';

export function conversation(orderId: number, over: Partial<ChatConversationDto> = {}): ChatConversationDto {
  return {
    orderId: String(orderId),
    orderStatus: 'WAIT_BUYER_PAY',
    role: 'BUYER',
    counterparty: { userId: String(100 + orderId), nickname: `Trader ${orderId}` },
    lastMessage: chatMessage(orderId, { orderId: String(orderId), text: `last of ${orderId}` }),
    unread: 0,
    ...over,
  };
}

export interface ChatListApi extends ChatApi {
  /** The conversations, newest first. */
  conversations: ChatConversationDto[];
  /** Whether talkList answers a failure. */
  failList?: boolean;
}

/** The chat API of chatTestKit, with the conversation list; the unread counts follow `unread`. */
export function stubChatListApi(api: ChatListApi) {
  const stub = stubChatApi(api);
  const chat = stub.fetchMock.getMockImplementation()!;
  stub.fetchMock.mockImplementation(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname !== '/api/user/fiat/talk/talkList') return chat(input, init);
    stub.calls.push(String(input));
    if (api.failList)
      return new Response(JSON.stringify(envelope(null, '500', 'Server error')), { status: 500 });
    const pageNo = Number(url.searchParams.get('pageNo'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const list = api.conversations
      .slice((pageNo - 1) * pageSize, pageNo * pageSize)
      .map((c) => ({ ...c, unread: api.unread[c.orderId] ?? 0 }));
    const body = envelope({ list, total: api.conversations.length, pageNo, pageSize });
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  return stub;
}
