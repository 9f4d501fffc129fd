// Live updates over socket.io on the `/fiat` namespace (spec sections 4 and 7, design section 7).
// Runs in the browser and in Node: base64 through btoa/atob with UTF-8 bytes, no Buffer.

export const SOCKET_NAMESPACE = '/fiat';

/** socket.io event names used on the namespace. */
export const SocketEvent = {
  /** Server -> client: a `SocketMessage`. */
  MESSAGE: 'message',
  /** Client -> server: a `SocketActionMessage` (subscribe / unsubscribe an order). */
  ACTION: 'action',
  /** Client -> server every `SOCKET_PING_INTERVAL_MS`; answered by a message with `pong: true`. */
  PING: 'heartbeat',
} as const;
export type SocketEvent = (typeof SocketEvent)[keyof typeof SocketEvent];

export const SocketMessageType = {
  TALK: 'TALK',
  ORDER_STATUS_CHANGE: 'ORDER_STATUS_CHANGE',
  OTC_VOICE: 'OTC_VOICE',
  NEW_ORDER: 'NEW_ORDER',
  EXCEPTION: 'EXCEPTION',
  /** Beyond the spec: a deposit or fund record changed (`message` is JSON `FundChange`). */
  FUND_CHANGE: 'FUND_CHANGE',
  /** Beyond the spec: one of the user's ads changed status (`message` is JSON `AdChange`). */
  AD_STATUS_CHANGE: 'AD_STATUS_CHANGE',
  /** Beyond the spec: the user's merchant application moved (`message` is JSON `MerchantChange`). */
  MERCHANT_STATUS_CHANGE: 'MERCHANT_STATUS_CHANGE',
} as const;
export type SocketMessageType = (typeof SocketMessageType)[keyof typeof SocketMessageType];
export const SOCKET_MESSAGE_TYPES: readonly SocketMessageType[] = Object.freeze(
  Object.values(SocketMessageType),
);

/** A server message. For NEW_ORDER (and ORDER_STATUS_CHANGE) `message` is JSON holding `orderId`. */
export interface SocketMessage {
  type: SocketMessageType;
  message: string;
  pong?: boolean | string;
}

/** The body of a FUND_CHANGE message: which deposit or fund record moved, and where it is now. */
export interface FundChange {
  kind: 'deposit' | 'fundRecord';
  id: string;
  status: string;
  confirmations: number;
  /** A deposit still short of its amount: what is missing. */
  shortfall?: string;
}

/** The body of an AD_STATUS_CHANGE message: which ad moved (published, cancelled) and its status now. */
export interface AdChange {
  adId: string;
  status: string;
  /** Set when staff took the ad offline or cancelled it (the console's Ads & Orders): why. */
  staffReason?: string;
  /** What staff did: OFFLINE or CANCELLED (absent: the trader's own change). */
  staffAction?: 'OFFLINE' | 'CANCELLED';
}

/** The body of a MERCHANT_STATUS_CHANGE message: the application, its status and the staff's reason. */
export interface MerchantChange {
  applicationId: string;
  status: string;
  topUpRequired: boolean;
  reason: string | null;
}

export const SocketAction = {
  SUB_ORDER: 'subOrderAction',
  CANCEL_SUB: 'cancelSubAction',
} as const;
export type SocketAction = (typeof SocketAction)[keyof typeof SocketAction];

/** A client action: `message` is the order id. */
export interface SocketActionMessage {
  action: SocketAction;
  message: string;
}

/** Subscribe to one order's updates. */
export function subOrderAction(orderId: string): SocketActionMessage {
  return { action: SocketAction.SUB_ORDER, message: orderId };
}

/** Stop receiving one order's updates. */
export function cancelSubAction(orderId: string): SocketActionMessage {
  return { action: SocketAction.CANCEL_SUB, message: orderId };
}

export interface HandshakePayload {
  userId: string;
  way: 'WEB';
  /** The device uuid stored locally. */
  unique: string;
}

/** socket.io `auth` of a connection: the session token and the encoded handshake payload. */
export interface SocketAuth {
  token: string;
  payload: string;
}

/** Timing of the live connection and the polls (spec sections 4, 7 and 9). */
export const SOCKET_PING_INTERVAL_MS = 10_000;
export const SOCKET_RECONNECT_DELAY_MS = 1_000;
export const SOCKET_HEARTBEAT_MS = 30_000;
/** A page hidden longer than this reloads when shown again (unless `indexRefreshSecond` overrides). */
export const HIDDEN_RELOAD_MS = 5 * 60_000;
export const UNREAD_ORDER_POLL_MS = 8_000;
export const UNREAD_ORDER_POLL_AFTER_FAILURE_MS = 20_000;
export const USER_INFO_POLL_MS = 4_000;

function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function base64ToUtf8(b64: string): string {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function isHandshakePayload(value: unknown): value is HandshakePayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.userId === 'string' &&
    v.userId.length > 0 &&
    v.way === 'WEB' &&
    typeof v.unique === 'string' &&
    v.unique.length > 0
  );
}

/** base64 of the payload's JSON (UTF-8). */
export function encodeHandshake(payload: HandshakePayload): string {
  const { userId, way, unique } = payload;
  return utf8ToBase64(JSON.stringify({ userId, way, unique }));
}

/** The payload from its base64 form, or null when the text is not a valid handshake. */
export function decodeHandshake(encoded: string): HandshakePayload | null {
  if (typeof encoded !== 'string' || encoded.length === 0 || encoded.length > 4096) return null;
  try {
    const value: unknown = JSON.parse(base64ToUtf8(encoded.trim()));
    if (!isHandshakePayload(value)) return null;
    return { userId: value.userId, way: value.way, unique: value.unique };
  } catch {
    return null;
  }
}

/** The `orderId` inside a NEW_ORDER / ORDER_STATUS_CHANGE message, or null. */
export function orderIdOf(message: SocketMessage): string | null {
  try {
    const parsed: unknown = JSON.parse(message.message);
    if (typeof parsed === 'object' && parsed !== null && 'orderId' in parsed) {
      const id = (parsed as { orderId: unknown }).orderId;
      if (typeof id === 'string' || typeof id === 'number') return String(id);
    }
  } catch {
    // not JSON: no order id
  }
  return null;
}
