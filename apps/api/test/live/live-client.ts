// socket.io-client helpers for the live gateway tests: the same options as the web client.
import { randomUUID } from 'node:crypto';
import {
  SOCKET_NAMESPACE,
  type SocketActionMessage,
  type SocketMessage,
  encodeHandshake,
} from '@p2p/contracts';
import { io, type Socket } from 'socket.io-client';
import type { TestApi } from '../support/harness.js';

export interface Trader {
  userId: string;
  token: string;
}

/** A trader with a real session (what a login issues). */
export async function newTrader(api: TestApi): Promise<Trader> {
  const user = await api.factories.newUser();
  const session = await api.sessions.issue(user.id, 'PASSWORD', {});
  return { userId: session.userId, token: session.token };
}

/** The session id (jti) inside a token. */
export function jtiOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    jti: string;
  };
  return claims.jti;
}

/** An unconnected socket on `/fiat` with the given handshake `auth`. */
export function socketFor(
  api: TestApi,
  auth: Record<string, unknown>,
  headers: Record<string, string> = {},
): Socket {
  return io(`${api.baseUrl}${SOCKET_NAMESPACE}`, {
    path: '/socket.io',
    auth,
    extraHeaders: headers,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    autoConnect: false,
  });
}

/** The handshake of a trader, as the web client sends it. */
export function authOf(trader: Trader, userId = trader.userId): Record<string, unknown> {
  return { token: trader.token, payload: encodeHandshake({ userId, way: 'WEB', unique: randomUUID() }) };
}

/** Connects; resolves the socket, or rejects with the `connect_error` data ({code, message}). */
export function connect(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err: Error & { data?: unknown }) => reject(err.data ?? err));
    socket.connect();
  });
}

/** The connect_error data of a refused handshake. */
export async function refusal(socket: Socket): Promise<{ code: string; message: string }> {
  try {
    await connect(socket);
  } catch (data) {
    return data as { code: string; message: string };
  }
  socket.disconnect();
  throw new Error('the handshake was accepted');
}

/** Every `message` event a socket receives, in order. */
export function record(socket: Socket): SocketMessage[] {
  const seen: SocketMessage[] = [];
  socket.on('message', (m: SocketMessage) => seen.push(m));
  return seen;
}

/** The first message (from now) that matches, or a rejection after `ms`. */
export function nextMessage(
  socket: Socket,
  match: (m: SocketMessage) => boolean,
  ms = 3000,
): Promise<SocketMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('message', on);
      reject(new Error(`no matching message within ${ms} ms`));
    }, ms);
    const on = (m: SocketMessage) => {
      if (!match(m)) return;
      clearTimeout(timer);
      socket.off('message', on);
      resolve(m);
    };
    socket.on('message', on);
  });
}

/** Sends an action and waits for its ack. */
export function act(
  socket: Socket,
  action: SocketActionMessage,
): Promise<{ code: string; message: string; orderId?: string }> {
  return socket.timeout(3000).emitWithAck('action', action);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** The socket's `disconnect` reason, or a rejection after `ms`. */
export function disconnected(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
