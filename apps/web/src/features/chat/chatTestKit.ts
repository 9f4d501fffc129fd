// What the chat tests share: messages and an order shaped like the API's, and an in-memory chat API over
// the fetch stub (history pages, send, read marks, unread flags, uploads and image bytes).
import type { ChatMessageDto, OrderDto } from '@p2p/contracts';
import { envelope, stubFetch } from '../../test/fetchStub';

export const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

export function chatMessage(id: number, over: Partial<ChatMessageDto> = {}): ChatMessageDto {
  return {
    id: String(id),
    orderId: '55',
    kind: 'TEXT',
    senderId: '42',
    senderKind: 'USER',
    staffName: null,
    mine: false,
    text: `message ${id}`,
    fileId: null,
    imageUrl: null,
    read: true,
    readAt: null,
    createdAt: new Date(Date.UTC(2026, 10, 25, 8, 0, id)).toISOString(),
    ...over,
  };
}

/** The order as the chat's head reads it (the counterparty's nickname). */
export function chatOrder(): OrderDto {
  return {
    id: '55',
    adId: 'a1',
    type: 'SELL',
    mode: 'MANUAL',
    role: 'BUYER',
    isMaker: false,
    status: 'WAIT_BUYER_PAY',
    assetKind: 'COIN',
    coin: 'MEC',
    nft: null,
    quote: 'USDT',
    chain: 'ERC20',
    quantity: '10',
    unitPrice: '1.25',
    amount: '12.5',
    fee: '0',
    totalAmount: '12.5',
    receivingAddress: null,
    release: null,
    refund: null,
    payment: null,
    paymentState: 'SHOWN',
    notes: null,
    counterparty: {
      userId: '42',
      nickname: 'Lucky Trader',
      flag: 'TW',
      certified: true,
      fastTrader: false,
      orderCount: 3,
      completionRate: '1',
    },
    deadlineAt: null,
    depositId: null,
    actions: [],
    unread: false,
    createdAt: '2026-11-25T08:00:00.000Z',
    acceptedAt: null,
    paidAt: null,
    confirmedAt: null,
    completedAt: null,
    cancelledAt: null,
  };
}

export interface ChatApi {
  /** Every message of order 55, oldest first. */
  messages: ChatMessageDto[];
  /** Unread messages per order (`GET /user/fiat/talk/unread`). */
  unread: Record<string, number>;
  /** A code refusing the next send. */
  refuseSend?: string;
}

/** The chat calls over the fetch stub; answers pages newest first with `beforeId` as the API does. */
export function stubChatApi(api: ChatApi) {
  const { fetchMock, calls } = stubFetch({});
  fetchMock.mockImplementation(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    const path = url.pathname;
    calls.push(String(input));
    const json = (data: unknown, status = 200) =>
      new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {};
    if (path === '/api/user/fiat/talk/unread') {
      const orders = Object.entries(api.unread)
        .filter(([, n]) => n > 0)
        .map(([orderId, unread]) => ({ orderId, unread }));
      return json(envelope({ total: orders.reduce((s, o) => s + o.unread, 0), orders }));
    }
    if (path === '/api/user/fiat/talk/updateRead/55') {
      api.unread['55'] = 0;
      return json(envelope({ orderId: '55', unread: 0 }));
    }
    if (path.startsWith('/api/user/fiat/talk/read/')) {
      const id = path.split('/').pop()!;
      return json(envelope({ messageId: id, orderId: '55', unread: 0 }));
    }
    if (path === '/api/user/fiat/talk/send/55') {
      if (api.refuseSend) return json(envelope(null, api.refuseSend, 'refused'), 400);
      const sent = chatMessage(1000 + api.messages.length, {
        mine: true,
        senderId: '7',
        read: false,
        kind: body.fileId ? 'IMAGE' : 'TEXT',
        text: body.text ?? null,
        fileId: body.fileId ?? null,
        imageUrl: body.fileId ? `/api/file/${body.fileId}` : null,
      });
      api.messages.push(sent);
      return json(envelope(sent));
    }
    if (path === '/api/user/fiat/talk/55') {
      const size = Number(url.searchParams.get('pageSize'));
      const before = url.searchParams.get('beforeId');
      const older = api.messages.filter((m) => !before || Number(m.id) < Number(before)).reverse();
      const list = older.slice(0, size);
      return json(envelope({ list, total: older.length, pageNo: 1, pageSize: size }));
    }
    if (path === '/api/c2c/deal/order/55') return json(envelope(chatOrder()));
    if (path === '/api/c2c/deal/order/page')
      return json(envelope({ list: [], total: 0, pageNo: 1, pageSize: 50 }));
    if (path === '/api/file/uploadImage') return json(envelope({ id: '900', url: '/api/file/900' }));
    if (path.startsWith('/api/file/')) return new Response(PNG, { headers: { 'Content-Type': 'image/png' } });
    return json(envelope(null, '404', 'Not found'), 404);
  });
  return { fetchMock, calls };
}
