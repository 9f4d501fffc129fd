import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { SOCKET_MESSAGE_TYPES, type SocketMessage, type SocketMessageType } from '@p2p/contracts';
import { RedisService } from '../infra/redis.service.js';
import { once } from '../outbox/once.js';
import { OutboxConsumers } from '../outbox/outbox-consumers.js';
import type { LiveOutboxPayload, OutboxConsumer, OutboxRow } from '../outbox/outbox.types.js';
import { isLiveRoom } from './live-messages.js';
import { LiveNotifier } from './live-notifier.js';

/** How long a delivered row's marker is kept: longer than the relay retries any row. */
export const LIVE_ONCE_TTL_SECONDS = 7 * 24 * 3600;

/** A payload's rooms and message when they are well formed, else null. */
export function readLivePayload(payload: unknown): LiveOutboxPayload | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { rooms, message } = payload as { rooms?: unknown; message?: unknown };
  if (!Array.isArray(rooms) || rooms.length === 0 || !rooms.every(isLiveRoom)) return null;
  if (typeof message !== 'object' || message === null) return null;
  const m = message as Partial<Record<keyof SocketMessage, unknown>>;
  if (!SOCKET_MESSAGE_TYPES.includes(m.type as SocketMessageType) || typeof m.message !== 'string') {
    return null;
  }
  const out: SocketMessage = { type: m.type as SocketMessageType, message: m.message };
  if (typeof m.pong === 'boolean' || typeof m.pong === 'string') out.pong = m.pong;
  return { rooms: [...new Set(rooms)], message: out };
}

/** Hands committed `live` outbox rows to the sockets, once per row id. */
@Injectable()
export class LiveOutboxConsumer implements OutboxConsumer, OnModuleInit {
  readonly name = 'live';
  private readonly logger = new Logger(LiveOutboxConsumer.name);

  constructor(
    private readonly consumers: OutboxConsumers,
    private readonly notifier: LiveNotifier,
    private readonly redis: RedisService,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  accepts(row: OutboxRow): boolean {
    return row.type === 'live';
  }

  async consume(row: OutboxRow): Promise<void> {
    const payload = readLivePayload(row.payload);
    if (!payload) {
      // Retrying cannot mend a malformed row: it is logged (ids only) and dropped.
      this.logger.error(`outbox row ${row.id}: malformed live payload, dropped`);
      return;
    }
    await once(this.redis.client, this.name, row.id, LIVE_ONCE_TTL_SECONDS, async () => {
      this.notifier.deliver(payload.rooms, payload.message);
    });
  }
}
