// The live connection (spec sections 4 and 7, design section 7): socket.io on `/fiat` with the token
// and the base64 handshake payload; a ping every 10 s; after an error or a close it reconnects after
// 1 s unless it was closed on purpose. socket.io's own reconnection is off so that this rule holds for
// every kind of close (a refused handshake included).
import {
  SOCKET_NAMESPACE,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SocketEvent,
  encodeHandshake,
  type SocketAuth,
  type SocketMessage,
} from '@p2p/contracts/socket';
import { io } from 'socket.io-client';

export const SOCKET_PATH = '/socket.io';

/** The part of a socket.io client socket used here. */
export interface SocketLike {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  removeAllListeners(): unknown;
}

export interface SocketFactoryOptions {
  path: string;
  auth: SocketAuth;
  reconnection: boolean;
  autoConnect: boolean;
}

export type SocketFactory = (namespace: string, options: SocketFactoryOptions) => SocketLike;

export interface LiveSocketOptions {
  token: string;
  userId: string;
  /** The device uuid. */
  unique: string;
  onMessage?: (message: SocketMessage) => void;
  onStatus?: (connected: boolean) => void;
  factory?: SocketFactory;
}

const defaultFactory: SocketFactory = (namespace, options) => io(namespace, options) as unknown as SocketLike;

/** The socket.io options of a connection: path, auth (token and encoded handshake), no built-in retry. */
export function socketOptions(token: string, userId: string, unique: string): SocketFactoryOptions {
  return {
    path: SOCKET_PATH,
    auth: { token, payload: encodeHandshake({ userId, way: 'WEB', unique }) },
    reconnection: false,
    autoConnect: false,
  };
}

export class LiveSocket {
  private socket: SocketLike | null = null;
  private closedOnPurpose = false;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: LiveSocketOptions) {}

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  connect(): void {
    this.closedOnPurpose = false;
    if (!this.socket) this.socket = this.open();
    if (!this.socket.connected) this.socket.connect();
  }

  /** Reconnects now if the connection dropped (used when the page becomes visible again). */
  ensureConnected(): void {
    if (this.closedOnPurpose || this.connected) return;
    this.clearReconnect();
    this.socket?.connect();
  }

  /** Closes on purpose: no reconnection follows. */
  close(): void {
    this.closedOnPurpose = true;
    this.stopPing();
    this.clearReconnect();
    if (this.socket) {
      this.socket.disconnect();
      this.socket.removeAllListeners();
      this.socket = null;
    }
  }

  private open(): SocketLike {
    const { token, userId, unique } = this.options;
    const factory = this.options.factory ?? defaultFactory;
    const socket = factory(SOCKET_NAMESPACE, socketOptions(token, userId, unique));
    socket.on('connect', () => {
      this.clearReconnect();
      this.startPing();
      this.options.onStatus?.(true);
    });
    socket.on('disconnect', (reason: string) => {
      this.stopPing();
      this.options.onStatus?.(false);
      if (reason !== 'io client disconnect') this.scheduleReconnect();
    });
    socket.on('connect_error', () => {
      this.options.onStatus?.(false);
      this.scheduleReconnect();
    });
    socket.on(SocketEvent.MESSAGE, (message: SocketMessage) => {
      if (message && typeof message === 'object') this.options.onMessage?.(message);
    });
    return socket;
  }

  private scheduleReconnect(): void {
    if (this.closedOnPurpose || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.closedOnPurpose && this.socket && !this.socket.connected) this.socket.connect();
    }, SOCKET_RECONNECT_DELAY_MS);
  }

  private clearReconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      if (this.socket?.connected) this.socket.emit(SocketEvent.PING, { time: Date.now() });
    }, SOCKET_PING_INTERVAL_MS);
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }
}
