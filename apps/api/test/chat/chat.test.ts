// The order chat (issue 12; spec §2 chat, §7 chat calls and socket): texts between an order's two parties,
// the history, the conversation list, the unread counts and marks, the TALK socket message through the
// outbox, on the real database and Redis. Another trader is refused on every call. Images are in
// chat-images.test.ts.
import {
  ChatBubbleAnswer,
  ChatConversationPageAnswer,
  ChatMessageAnswer,
  ChatMessagePageAnswer,
  ChatOrderUnreadAnswer,
  ChatReadAnswer,
  ChatUnreadAnswer,
  listEndpoints,
  shapeProblems,
  type AnyAnswer,
  type SocketMessage,
} from '@p2p/contracts';
import request from 'supertest';
import { authOf, connect, nextMessage, record, sleep, socketFor } from '../live/live-client.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { chatGet, chatOrder, outsider, say } from './chat-fixtures.js';

describe('chat/chat', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({}, [], { listen: true });
  });
  afterAll(() => api.close());

  const get = (t: { token: string }, path: string) => chatGet(api, t, path);
  const send = (t: { token: string }, orderId: string, body: object) => say(api, t, orderId, body);
  const conforms = (answer: AnyAnswer, data: unknown) => expect(shapeProblems(answer.node, data)).toEqual([]);

  describe('sending a text (POST /user/fiat/talk/send/{id})', () => {
    it('writes a trimmed text from either party and answers the message as the sender sees it', async () => {
      const { orderId, buyer, seller } = await chatOrder(api);
      const res = await send(buyer, orderId, { text: '  I have paid, please check  ' }).expect(200);
      conforms(ChatMessageAnswer, res.body.data);
      expect(res.body.data).toMatchObject({
        orderId,
        kind: 'TEXT',
        senderId: String(buyer.userId),
        mine: true,
        text: 'I have paid, please check',
        fileId: null,
        imageUrl: null,
        read: false,
      });
      const back = await send(seller, orderId, { text: 'received, releasing' }).expect(200);
      expect(back.body.data).toMatchObject({ senderId: String(seller.userId), mine: true });
    });

    it('writes the message and a TALK outbox row for the other party in one transaction', async () => {
      const { orderId, buyer, seller } = await chatOrder(api);
      const res = await send(buyer, orderId, { text: 'outbox check' }).expect(200);
      const rows = await api.prisma.outbox.findMany({ where: { aggregate: 'chat', aggregateId: orderId } });
      expect(rows).toHaveLength(1);
      const payload = rows[0]!.payload as unknown as { rooms: string[]; message: SocketMessage };
      expect(payload.rooms).toEqual([`user:${seller.userId}`]);
      expect(payload.message.type).toBe('TALK');
      expect(JSON.parse(payload.message.message)).toMatchObject({ id: res.body.data.id, mine: false });
    });

    it('refuses a blank text, one over 500 characters, both a text and an image, and neither (400)', async () => {
      const { orderId, buyer } = await chatOrder(api);
      for (const body of [{ text: '   ' }, { text: 'x'.repeat(501) }, { text: 'hi', fileId: '1' }, {}]) {
        const res = await send(buyer, orderId, body).expect(400);
        expect(res.body.code).toBe('400');
      }
      await send(buyer, orderId, { text: 'é'.repeat(500) }).expect(200);
      expect(await api.prisma.chatMessage.count({ where: { orderId: BigInt(orderId) } })).toBe(1);
    });

    it('refuses a malformed string (a lone surrogate) with 400, never a 500', async () => {
      const { orderId, buyer } = await chatOrder(api);
      const res = await request(api.http)
        .post(`/api/user/fiat/talk/send/${orderId}`)
        .set({ authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' })
        .send('{"text":"bad \\ud800 text"}');
      expect(res.status).toBe(400);
      expect(await api.prisma.chatMessage.count({ where: { orderId: BigInt(orderId) } })).toBe(0);
    });

    it('answers 5002 for an order that does not exist and 401 without a session', async () => {
      const t = await outsider(api);
      expect((await send(t, '999999999', { text: 'hello' }).expect(404)).body.code).toBe('5002');
      expect((await send(t, 'abc', { text: 'hello' }).expect(404)).body.code).toBe('5002');
      await request(api.http).post('/api/user/fiat/talk/send/1').send({ text: 'hello' }).expect(401);
    });
  });

  describe('only the two parties read or write an order chat (5002 to another trader)', () => {
    it('refuses another trader on every call and shows them none of it', async () => {
      const { orderId, buyer } = await chatOrder(api);
      const message = (await send(buyer, orderId, { text: 'private' }).expect(200)).body.data;
      const other = await outsider(api);
      expect((await send(other, orderId, { text: 'let me in' }).expect(404)).body.code).toBe('5002');
      for (const path of [`/${orderId}`, `/updateRead/${orderId}`, `/unRead/${orderId}`]) {
        expect({ path, code: (await get(other, path).expect(404)).body.code }).toEqual({
          path,
          code: '5002',
        });
      }
      expect((await get(other, `/read/${message.id}`).expect(404)).body.code).toBe('404');
      expect((await get(other, '/talkList').expect(200)).body.data.list).toEqual([]);
      expect((await get(other, '/unread').expect(200)).body.data).toEqual({ total: 0, orders: [] });
      expect((await get(other, '/readBubble').expect(200)).body.data).toEqual({ unread: false, total: 0 });
      expect(await api.prisma.chatMessage.count({ where: { orderId: BigInt(orderId) } })).toBe(1);
      const row = await api.prisma.chatMessage.findFirstOrThrow({ where: { orderId: BigInt(orderId) } });
      expect(row.readAt).toBeNull();
    });

    it('needs a session for every chat call (401)', async () => {
      for (const path of [
        '/talkList',
        '/readBubble',
        '/unread',
        '/1',
        '/unRead/1',
        '/updateRead/1',
        '/read/1',
      ]) {
        await request(api.http).get(`/api/user/fiat/talk${path}`).expect(401);
      }
    });
  });

  describe('the history (GET /user/fiat/talk/{id})', () => {
    it('shows both parties the same messages, newest first, each marked mine or not', async () => {
      const { orderId, buyer, seller } = await chatOrder(api);
      await send(buyer, orderId, { text: 'one' }).expect(200);
      await send(seller, orderId, { text: 'two' }).expect(200);
      const mine = (await get(buyer, `/${orderId}`).expect(200)).body.data;
      conforms(ChatMessagePageAnswer, mine);
      expect(mine.list.map((m: { text: string; mine: boolean }) => [m.text, m.mine])).toEqual([
        ['two', false],
        ['one', true],
      ]);
      const theirs = (await get(seller, `/${orderId}`).expect(200)).body.data;
      expect(theirs.list.map((m: { mine: boolean }) => m.mine)).toEqual([true, false]);
    });

    it('pages by number and back from a message id, with the total of the order', async () => {
      const { orderId, buyer } = await chatOrder(api);
      for (const text of ['m1', 'm2', 'm3', 'm4', 'm5']) await send(buyer, orderId, { text }).expect(200);
      const texts = (d: { list: { text: string }[] }) => d.list.map((m) => m.text);
      const first = (await get(buyer, `/${orderId}?pageSize=2`).expect(200)).body.data;
      expect({ texts: texts(first), total: first.total }).toEqual({ texts: ['m5', 'm4'], total: 5 });
      const second = (await get(buyer, `/${orderId}?pageSize=2&pageNo=2`).expect(200)).body.data;
      expect(texts(second)).toEqual(['m3', 'm2']);
      const older = await get(buyer, `/${orderId}?pageSize=2&beforeId=${first.list[1].id}`).expect(200);
      expect(texts(older.body.data)).toEqual(['m3', 'm2']);
      expect((await get(buyer, `/${orderId}?beforeId=0`).expect(400)).body.code).toBe('400');
      expect((await get(buyer, `/${orderId}?pageSize=101`).expect(400)).body.code).toBe('400');
    });

    it('keeps the messages with the order once it ends (evidence: no call deletes one)', async () => {
      const { orderId, buyer, seller } = await chatOrder(api);
      await send(buyer, orderId, { text: 'paid at 10:02, receipt attached' }).expect(200);
      await api.prisma.order.update({ where: { id: BigInt(orderId) }, data: { status: 'CANCELLED' } });
      const after = (await get(seller, `/${orderId}`).expect(200)).body.data;
      expect(after.list.map((m: { text: string }) => m.text)).toEqual(['paid at 10:02, receipt attached']);
      const chatCalls = listEndpoints().filter((e) => e.path.startsWith('/user/fiat/talk'));
      expect(chatCalls.filter((e) => /delete|remove|recall/i.test(e.path))).toEqual([]);
    });
  });

  describe('unread counts and read marks', () => {
    it('counts messages to the caller per order and in total; the sender own ones never count', async () => {
      const a = await chatOrder(api);
      const b = await chatOrder(api);
      await send(a.seller, a.orderId, { text: 'a1' }).expect(200);
      await send(a.seller, a.orderId, { text: 'a2' }).expect(200);
      // The same buyer in a second order, written to once.
      await api.prisma.order.update({ where: { id: BigInt(b.orderId) }, data: { buyerId: a.buyer.userId } });
      await send(b.seller, b.orderId, { text: 'b1' }).expect(200);
      const unreadOf = (await get(a.buyer, `/unRead/${a.orderId}`).expect(200)).body.data;
      conforms(ChatOrderUnreadAnswer, unreadOf);
      expect(unreadOf).toEqual({ orderId: a.orderId, unread: 2 });
      const all = (await get(a.buyer, '/unread').expect(200)).body.data;
      conforms(ChatUnreadAnswer, all);
      expect(all).toEqual({
        total: 3,
        orders: [
          { orderId: b.orderId, unread: 1 },
          { orderId: a.orderId, unread: 2 },
        ],
      });
      const bubble = (await get(a.buyer, '/readBubble').expect(200)).body.data;
      conforms(ChatBubbleAnswer, bubble);
      expect(bubble).toEqual({ unread: true, total: 3 });
      expect((await get(a.seller, `/unRead/${a.orderId}`).expect(200)).body.data.unread).toBe(0);
    });

    it('marks one message read (read/{id}), then the whole order (updateRead/{id})', async () => {
      const { orderId, buyer, seller } = await chatOrder(api);
      const first = (await send(seller, orderId, { text: 'one' }).expect(200)).body.data;
      await send(seller, orderId, { text: 'two' }).expect(200);
      const one = (await get(buyer, `/read/${first.id}`).expect(200)).body.data;
      conforms(ChatReadAnswer, one);
      expect(one).toEqual({ messageId: first.id, orderId, unread: 1 });
      const history = (await get(seller, `/${orderId}`).expect(200)).body.data.list;
      expect(history.map((m: { read: boolean }) => m.read)).toEqual([false, true]);
      expect(history[1].readAt).toEqual(expect.any(String));
      const all = (await get(buyer, `/updateRead/${orderId}`).expect(200)).body.data;
      expect(all).toEqual({ orderId, unread: 0 });
      expect((await get(buyer, '/readBubble').expect(200)).body.data).toEqual({ unread: false, total: 0 });
    });

    it('leaves a message unread when its own sender marks it (only the recipient reads it)', async () => {
      const { orderId, buyer, seller } = await chatOrder(api);
      const sent = (await send(seller, orderId, { text: 'mine' }).expect(200)).body.data;
      expect((await get(seller, `/read/${sent.id}`).expect(200)).body.data.unread).toBe(0);
      await get(seller, `/updateRead/${orderId}`).expect(200);
      expect((await get(buyer, `/unRead/${orderId}`).expect(200)).body.data.unread).toBe(1);
      expect((await get(buyer, '/read/999999999').expect(404)).body.code).toBe('404');
    });
  });

  describe('the conversation list (GET /user/fiat/talk/talkList)', () => {
    it("lists the caller's chats, newest message first, with the order status, role, counterparty and unread", async () => {
      const a = await chatOrder(api);
      const b = await chatOrder(api, 'WAIT_SELLER_CONFIRM');
      await api.prisma.order.update({ where: { id: BigInt(b.orderId) }, data: { sellerId: a.buyer.userId } });
      await send(a.seller, a.orderId, { text: 'older' }).expect(200);
      await send(b.buyer, b.orderId, { text: 'newer' }).expect(200);
      const page = (await get(a.buyer, '/talkList?pageSize=10').expect(200)).body.data;
      conforms(ChatConversationPageAnswer, page);
      expect(page.total).toBe(2);
      const sellerUser = await api.prisma.user.findUniqueOrThrow({ where: { id: a.seller.userId } });
      expect(page.list).toEqual([
        expect.objectContaining({
          orderId: b.orderId,
          orderStatus: 'WAIT_SELLER_CONFIRM',
          role: 'SELLER',
          counterparty: { userId: String(b.buyer.userId), nickname: expect.any(String) },
          unread: 1,
        }),
        expect.objectContaining({
          orderId: a.orderId,
          orderStatus: 'WAIT_BUYER_PAY',
          role: 'BUYER',
          counterparty: { userId: String(a.seller.userId), nickname: sellerUser.nickname },
          unread: 1,
        }),
      ]);
      expect(page.list[0].lastMessage).toMatchObject({ text: 'newer', mine: false });
      const second = (await get(a.buyer, '/talkList?pageSize=1&pageNo=2').expect(200)).body.data;
      expect({ ids: second.list.map((c: { orderId: string }) => c.orderId), total: second.total }).toEqual({
        ids: [a.orderId],
        total: 2,
      });
    });
  });

  describe('live delivery: a TALK socket message to the other party', () => {
    it('delivers each new message to the other party as TALK (JSON of the message as they see it)', async () => {
      const { orderId, buyer, seller } = await chatOrder(api);
      const socket = await connect(
        socketFor(api, authOf({ userId: String(seller.userId), token: seller.token })),
      );
      const senderSocket = await connect(
        socketFor(api, authOf({ userId: String(buyer.userId), token: buyer.token })),
      );
      const toSender = record(senderSocket);
      try {
        // lets the sockets' room joins reach the server before the message is sent
        await sleep(50);
        const got = nextMessage(socket, (m) => m.type === 'TALK');
        const sent = (await send(buyer, orderId, { text: 'live hello' }).expect(200)).body.data;
        const talk = await got;
        const body = JSON.parse(talk.message);
        conforms(ChatMessageAnswer, body);
        expect(body).toEqual({ ...sent, mine: false });
        // a window in which the sender must not get its own message back
        await sleep(200);
        expect(toSender.filter((m) => m.type === 'TALK')).toEqual([]);
      } finally {
        socket.disconnect();
        senderSocket.disconnect();
      }
    });
  });
});
