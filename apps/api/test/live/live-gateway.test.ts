import { translateError } from '@p2p/i18n';
import {
  SocketMessageType,
  cancelSubAction,
  encodeHandshake,
  subOrderAction,
  type SocketMessage,
} from '@p2p/contracts';
import type { Socket } from 'socket.io-client';
import { LiveNotifier } from '../../src/core/live/live-notifier.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import {
  act,
  authOf,
  connect,
  disconnected,
  jtiOf,
  newTrader,
  nextMessage,
  record,
  refusal,
  sleep,
  socketFor,
} from './live-client.js';

describe('live/live-gateway', () => {
  /** Sessions are re-checked this often here, so a revoked one must be gone within about twice that. */
  const CHECK_MS = 200;

  describe('live gateway: handshake, rooms, heartbeat and session checks on /fiat', () => {
    let api: TestApi;
    const sockets: Socket[] = [];
    const open = (s: Socket) => (sockets.push(s), s);

    beforeAll(async () => {
      api = await startTestApi({ LIVE_SESSION_CHECK_MS: String(CHECK_MS) }, [], { listen: true });
    });
    afterEach(() => {
      for (const s of sockets.splice(0)) s.disconnect();
    });
    afterAll(() => api.close());

    const tagged = (tag: string) => (m: SocketMessage) => m.message.includes(tag);
    const notify = (rooms: string[], message: SocketMessage) =>
      api.app.get(LiveNotifier).deliver(rooms, message);

    it('accepts a live session whose payload names its user, and joins the user room', async () => {
      const t = await newTrader(api);
      const socket = await connect(open(socketFor(api, authOf(t))));
      expect(socket.connected).toBe(true);
      const got = nextMessage(socket, tagged('hello-user'));
      // lets the socket's room join reach the server before the message is sent
      await sleep(50);
      notify([`user:${t.userId}`], { type: SocketMessageType.TALK, message: 'hello-user' });
      await expect(got).resolves.toEqual({ type: 'TALK', message: 'hello-user' });
    });

    it('refuses a handshake without a token (401)', async () => {
      const t = await newTrader(api);
      const { payload } = authOf(t);
      await expect(refusal(open(socketFor(api, { payload })))).resolves.toMatchObject({ code: '401' });
    });

    it('refuses a bad or forged token (401)', async () => {
      const t = await newTrader(api);
      const auth = authOf(t);
      const [h, p] = t.token.split('.');
      const forged = `${h}.${p}.${Buffer.from('not-the-signature').toString('base64url')}`;
      await expect(refusal(open(socketFor(api, { ...auth, token: 'abc.def.ghi' })))).resolves.toMatchObject({
        code: '401',
      });
      await expect(refusal(open(socketFor(api, { ...auth, token: forged })))).resolves.toMatchObject({
        code: '401',
      });
    });

    it('answers a refusal in the language of the handshake, as HTTP does (401)', async () => {
      const t = await newTrader(api);
      const auth = { ...authOf(t), token: 'abc.def.ghi' };
      await expect(refusal(open(socketFor(api, auth, { language: 'zh_CN' })))).resolves.toEqual({
        code: '401',
        message: translateError('401', 'zh_CN'),
      });
      await expect(refusal(open(socketFor(api, auth)))).resolves.toEqual({
        code: '401',
        message: translateError('401', 'en'),
      });
      expect(translateError('401', 'zh_CN')).not.toBe(translateError('401', 'en'));
    });

    it('refuses a token whose session was revoked (401)', async () => {
      const t = await newTrader(api);
      await api.sessions.revoke(jtiOf(t.token));
      await expect(refusal(open(socketFor(api, authOf(t))))).resolves.toMatchObject({ code: '401' });
    });

    it('refuses a payload whose userId is not the session user (403) and a payload that does not decode (400)', async () => {
      const t = await newTrader(api);
      const other = await newTrader(api);
      await expect(refusal(open(socketFor(api, authOf(t, other.userId))))).resolves.toMatchObject({
        code: '403',
      });
      await expect(
        refusal(open(socketFor(api, { token: t.token, payload: 'not base64 json' }))),
      ).resolves.toMatchObject({ code: '400' });
      const wrongWay = Buffer.from(JSON.stringify({ userId: t.userId, way: 'APP', unique: 'u' })).toString(
        'base64',
      );
      await expect(
        refusal(open(socketFor(api, { token: t.token, payload: wrongWay }))),
      ).resolves.toMatchObject({
        code: '400',
      });
      expect(encodeHandshake({ userId: t.userId, way: 'WEB', unique: 'u' })).not.toBe(wrongWay);
    });

    it('answers a heartbeat with a pong message', async () => {
      const socket = await connect(open(socketFor(api, authOf(await newTrader(api)))));
      const pong = nextMessage(socket, (m) => m.pong === true);
      socket.emit('heartbeat', { time: Date.now() });
      await expect(pong).resolves.toMatchObject({ pong: true });
    });

    it('disconnects a socket whose session is revoked later, within two checks (401)', async () => {
      const t = await newTrader(api);
      const socket = await connect(open(socketFor(api, authOf(t))));
      const told = nextMessage(socket, (m) => m.type === 'EXCEPTION' && m.message.includes('"401"'), 2000);
      // the wait starts before the revocation, which may close the socket at once
      const reason = disconnected(socket, 4 * CHECK_MS + 500);
      await api.sessions.revoke(jtiOf(t.token));
      await expect(reason).resolves.toBe('io server disconnect');
      await expect(told).resolves.toMatchObject({ type: 'EXCEPTION' });
    });

    it('disconnects a socket whose session expires or whose user is banned from login (401)', async () => {
      const expiring = await newTrader(api);
      const banned = await newTrader(api);
      const a = await connect(open(socketFor(api, authOf(expiring))));
      const b = await connect(open(socketFor(api, authOf(banned))));
      const bystander = await connect(open(socketFor(api, authOf(await newTrader(api)))));
      // both waits start before the changes: a check may close either socket while the other is awaited
      const reasons = Promise.all([disconnected(a, 6 * CHECK_MS + 500), disconnected(b, 6 * CHECK_MS + 500)]);
      await api.prisma.session.update({
        where: { jti: jtiOf(expiring.token) },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      await api.prisma.userBan.create({
        data: { userId: BigInt(banned.userId), kind: 'LOGIN', reason: 'test' },
      });
      await expect(reasons).resolves.toEqual(['io server disconnect', 'io server disconnect']);
      expect(bystander.connected).toBe(true);
      const session = await api.prisma.session.findUniqueOrThrow({ where: { jti: jtiOf(banned.token) } });
      expect(session.revokedAt).not.toBeNull();
    });

    it('joins a party to its order room, and a message to order:{id} reaches it', async () => {
      const buyer = await newTrader(api);
      const seller = await newTrader(api);
      const order = await api.factories.newOrder(BigInt(buyer.userId), BigInt(seller.userId));
      const b = await connect(open(socketFor(api, authOf(buyer))));
      const s = await connect(open(socketFor(api, authOf(seller))));
      await expect(act(b, subOrderAction(String(order.id)))).resolves.toMatchObject({ code: '200' });
      await expect(act(s, subOrderAction(String(order.id)))).resolves.toMatchObject({ code: '200' });
      const text = JSON.stringify({ orderId: String(order.id), tag: 'status-1' });
      const atBuyer = nextMessage(b, tagged('status-1'));
      const atSeller = nextMessage(s, tagged('status-1'));
      notify([`order:${order.id}`], { type: SocketMessageType.ORDER_STATUS_CHANGE, message: text });
      await expect(atBuyer).resolves.toEqual({ type: 'ORDER_STATUS_CHANGE', message: text });
      await expect(atSeller).resolves.toEqual({ type: 'ORDER_STATUS_CHANGE', message: text });

      await expect(act(b, cancelSubAction(String(order.id)))).resolves.toMatchObject({ code: '200' });
      const seen = record(b);
      const again = nextMessage(s, tagged('status-2'));
      notify([`order:${order.id}`], { type: SocketMessageType.ORDER_STATUS_CHANGE, message: 'status-2' });
      await again;
      // a window in which a duplicate delivery would arrive
      await sleep(150);
      expect(seen.filter(tagged('status-2'))).toHaveLength(0);
    });

    it("refuses another trader's subscription and sends it nothing (403)", async () => {
      const buyer = await newTrader(api);
      const seller = await newTrader(api);
      const stranger = await newTrader(api);
      const order = await api.factories.newOrder(BigInt(buyer.userId), BigInt(seller.userId));
      const b = await connect(open(socketFor(api, authOf(buyer))));
      const x = await connect(open(socketFor(api, authOf(stranger))));
      await act(b, subOrderAction(String(order.id)));
      const seen = record(x);
      const exception = nextMessage(x, (m) => m.type === 'EXCEPTION');
      await expect(act(x, subOrderAction(String(order.id)))).resolves.toEqual({
        code: '403',
        message: expect.any(String),
        orderId: String(order.id),
      });
      await expect(exception).resolves.toMatchObject({ type: 'EXCEPTION' });
      // A missing order answers the same: nothing tells the two apart.
      await expect(act(x, subOrderAction('999999999'))).resolves.toMatchObject({ code: '403' });

      const atBuyer = nextMessage(b, tagged('private'));
      notify([`order:${order.id}`], { type: SocketMessageType.TALK, message: 'private' });
      await atBuyer;
      // a window in which a stranger's socket would get the order's message
      await sleep(150);
      expect(seen.filter(tagged('private'))).toHaveLength(0);
    });

    it('answers a malformed action with 400 and stays connected (400)', async () => {
      const socket = await connect(open(socketFor(api, authOf(await newTrader(api)))));
      await expect(act(socket, { action: 'subOrderAction', message: 'drop table' })).resolves.toMatchObject({
        code: '400',
      });
      await expect(
        act(socket, { action: 'unknown' as 'subOrderAction', message: '1' }),
      ).resolves.toMatchObject({
        code: '400',
      });
      await expect(act(socket, subOrderAction('99999999999999999999'))).resolves.toMatchObject({
        code: '400',
      });
      expect(socket.connected).toBe(true);
    });
  });
});
