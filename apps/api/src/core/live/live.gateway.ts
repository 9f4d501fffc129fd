import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  Ack,
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import {
  type ErrorName,
  SOCKET_NAMESPACE,
  SocketAction,
  SocketEvent,
  type SocketMessage,
} from '@p2p/contracts';
import type { Language } from '@p2p/i18n';
import type { Namespace, Socket } from 'socket.io';
import { parseRowId } from '../common/row-id.js';
import { requestLanguage } from '../common/language.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import {
  exceptionMessage,
  liveError,
  type LiveError,
  orderRoom,
  pongMessage,
  userRoom,
} from './live-messages.js';
import { ORDER_ACCESS, type OrderAccess } from './order-access.js';
import { type LiveIdentity, SocketAuthService } from './socket-auth.service.js';

/** The socket.io error a refused handshake gives the client (`connect_error`, with `data`). */
class HandshakeRefused extends Error {
  readonly data: LiveError;
  constructor(name: ErrorName, language: Language) {
    const error = liveError(name, language);
    super(error.message);
    this.data = error;
  }
}

/** What a client's ack receives for an action: `code` '200', or a catalogue code when refused. */
export interface ActionAck {
  code: string;
  message: string;
  orderId?: string;
}

type AckFn = (answer: ActionAck) => void;

/** Distinct sessions checked at once by the session sweep. */
const SWEEP_CONCURRENCY = 4;
/** The longest pause between two slices of a sweep. */
const SWEEP_MAX_PAUSE_MS = 100;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function identityOf(socket: Socket): LiveIdentity | null {
  const data: unknown = socket.data;
  if (typeof data !== 'object' || data === null) return null;
  const { userId, jti } = data as Partial<LiveIdentity>;
  return typeof userId === 'string' && typeof jti === 'string' ? { userId, jti } : null;
}

/**
 * The `/fiat` namespace (design section 7). A handshake is checked like an HTTP session; the socket joins
 * `user:{id}`, and `order:{id}` only when the user is a party to that order. Every open socket's session is
 * re-checked every `liveSessionCheckMs`: a revoked or expired session (logout, ban, password change) is
 * told with an EXCEPTION 401 message and disconnected.
 */
@WebSocketGateway({ namespace: SOCKET_NAMESPACE })
export class LiveGateway implements OnGatewayInit<Namespace>, OnGatewayConnection<Socket>, OnModuleDestroy {
  private readonly logger = new Logger(LiveGateway.name);
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping = false;
  private stopped = false;

  @WebSocketServer()
  server!: Namespace;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: SocketAuthService,
    @Inject(ORDER_ACCESS) private readonly orders: OrderAccess,
  ) {}

  afterInit(ns: Namespace): void {
    ns.use((socket, next) => {
      this.auth.authenticate(socket.handshake.auth).then(
        (result) => {
          if (!result.ok) return next(new HandshakeRefused(result.error, requestLanguage(socket.handshake)));
          socket.data = result.identity;
          next();
        },
        (err: unknown) => {
          this.logger.error(`socket handshake check failed: ${String(err)}`);
          next(new HandshakeRefused('SYSTEM_BUSY', requestLanguage(socket.handshake)));
        },
      );
    });
    this.sweepTimer = setInterval(() => void this.sweepSessions(), this.config.liveSessionCheckMs);
    this.sweepTimer.unref();
  }

  handleConnection(socket: Socket): void {
    const identity = identityOf(socket);
    if (!identity) {
      socket.disconnect(true);
      return;
    }
    void socket.join(userRoom(identity.userId));
  }

  onModuleDestroy(): void {
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
  }

  /** The sockets open on this process's `/fiat` namespace (the metrics, issue 27). */
  connectedCount(): number {
    return this.server?.sockets.size ?? 0;
  }

  /** The client's ping: answered with a `pong: true` message. */
  @SubscribeMessage(SocketEvent.PING)
  heartbeat(@ConnectedSocket() socket: Socket, @Ack() ack?: (m: SocketMessage) => void): void {
    const pong = pongMessage();
    socket.emit(SocketEvent.MESSAGE, pong);
    if (typeof ack === 'function') ack(pong);
  }

  /** `subOrderAction` / `cancelSubAction` with the order id as `message`. */
  @SubscribeMessage(SocketEvent.ACTION)
  async action(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
    @Ack() ack?: AckFn,
  ): Promise<void> {
    let answer: ActionAck;
    try {
      answer = await this.applyAction(socket, body);
    } catch (err) {
      this.logger.error(`socket action failed: ${String(err)}`);
      answer = liveError('SYSTEM_BUSY', requestLanguage(socket.handshake));
    }
    if (answer.code !== '200') socket.emit(SocketEvent.MESSAGE, exceptionMessage(answer));
    if (typeof ack === 'function') ack(answer);
  }

  private async applyAction(socket: Socket, body: unknown): Promise<ActionAck> {
    const identity = identityOf(socket);
    const language = requestLanguage(socket.handshake);
    if (!identity) return liveError('UNAUTHORIZED', language);
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const orderId = parseRowId(fields.message);
    if (fields.action !== SocketAction.SUB_ORDER && fields.action !== SocketAction.CANCEL_SUB) {
      return liveError('BAD_REQUEST', language);
    }
    if (orderId === null) return liveError('BAD_REQUEST', language);
    if (fields.action === SocketAction.CANCEL_SUB) {
      await socket.leave(orderRoom(orderId));
      return { code: '200', message: 'success', orderId };
    }
    // A stranger's order and a missing one get the same answer: nothing tells them apart.
    if (!(await this.orders.isParty(orderId, identity.userId)))
      return liveError('FORBIDDEN', language, orderId);
    // The session may have ended while the check ran.
    if (!socket.connected) return liveError('UNAUTHORIZED', language);
    await socket.join(orderRoom(orderId));
    return { code: '200', message: 'success', orderId };
  }

  /** Re-checks the session of every open socket of this process; disconnects those that ended. */
  async sweepSessions(): Promise<number> {
    if (this.sweeping || this.stopped || !this.server) return 0;
    this.sweeping = true;
    try {
      const bySession = new Map<string, { userId: string; sockets: Socket[] }>();
      for (const socket of this.server.sockets.values()) {
        const identity = identityOf(socket);
        if (!identity) continue;
        const entry = bySession.get(identity.jti) ?? { userId: identity.userId, sockets: [] };
        entry.sockets.push(socket);
        bySession.set(identity.jti, entry);
      }
      const sessions = [...bySession.entries()];
      // The checks are spread over about half the interval, so that thousands of sockets never turn
      // into a burst of queries that would hold up message delivery.
      const slices = Math.ceil(sessions.length / SWEEP_CONCURRENCY);
      const gap = Math.min(
        SWEEP_MAX_PAUSE_MS,
        Math.floor(this.config.liveSessionCheckMs / 2 / Math.max(1, slices)),
      );
      let closed = 0;
      for (let i = 0; i < sessions.length; i += SWEEP_CONCURRENCY) {
        if (i > 0 && gap > 0) await pause(gap);
        if (this.stopped) break;
        const chunk = sessions.slice(i, i + SWEEP_CONCURRENCY);
        const live = await Promise.all(chunk.map(([jti, e]) => this.auth.check(jti, e.userId)));
        chunk.forEach(([, entry], k) => {
          if (live[k]) return;
          for (const socket of entry.sockets) {
            socket.emit(
              SocketEvent.MESSAGE,
              exceptionMessage(liveError('UNAUTHORIZED', requestLanguage(socket.handshake))),
            );
            socket.disconnect(true);
            closed += 1;
          }
        });
      }
      return closed;
    } catch (err) {
      this.logger.error(`socket session check failed: ${String(err)}`);
      return 0;
    } finally {
      this.sweeping = false;
    }
  }
}
