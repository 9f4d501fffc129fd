// The rooms and the server messages of the live gateway (design section 7).
import { ERRORS, type ErrorName, type SocketMessage, SocketMessageType } from '@p2p/contracts';
import { type Language, translateError } from '@p2p/i18n';

const USER_ROOM = /^user:[1-9]\d{0,18}$/;
const ORDER_ROOM = /^order:[1-9]\d{0,18}$/;

export function userRoom(userId: string): string {
  return `user:${userId}`;
}

export function orderRoom(orderId: string): string {
  return `order:${orderId}`;
}

/** A room the gateway serves: `user:{id}` or `order:{id}` with a positive integer id. */
export function isLiveRoom(room: unknown): room is string {
  return typeof room === 'string' && (USER_ROOM.test(room) || ORDER_ROOM.test(room));
}

/** The answer to a `heartbeat`: the web client skips any message with `pong` set. */
export function pongMessage(): SocketMessage {
  return { type: SocketMessageType.EXCEPTION, message: '', pong: true };
}

/** The body of an EXCEPTION message and of a refused action's ack: a catalogue code and its text. */
export interface LiveError {
  code: string;
  message: string;
  orderId?: string;
}

/** A refusal in the socket's language (the `language` header of the handshake, as on HTTP). */
export function liveError(name: ErrorName, language: Language, orderId?: string): LiveError {
  const def = ERRORS[name];
  const message = translateError(def.code, language);
  return orderId === undefined ? { code: def.code, message } : { code: def.code, message, orderId };
}

/** An EXCEPTION message whose `message` is the JSON of a `LiveError`. */
export function exceptionMessage(error: LiveError): SocketMessage {
  return { type: SocketMessageType.EXCEPTION, message: JSON.stringify(error) };
}
