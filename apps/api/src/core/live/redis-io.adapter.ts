import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/config.js';
import { redisDatabaseOf } from '../config/redis-config.js';

/** The path the web client connects to (`apps/web/src/socket/liveSocket.ts`). */
export const SOCKET_IO_PATH = '/socket.io';

/**
 * The adapter's channel name. Pub/sub ignores the Redis database number, so two environments on one
 * Redis server with the same prefix (the default of two databases of the same name) would deliver each
 * other's room messages: the channel names the database number too, except database 0, whose channel
 * stays the one of earlier releases (replicas of a rolling update keep hearing each other) (issue 29).
 */
export function socketChannelKey(config: Pick<AppConfig, 'redisPrefix' | 'redisUrl'>): string {
  const db = redisDatabaseOf(config.redisUrl);
  return db === 0 ? `${config.redisPrefix}socket.io` : `${config.redisPrefix}socket.io@db${db}`;
}

/**
 * socket.io on the API's HTTP server with the Redis adapter, so a room emit reaches the sockets of every
 * API process of the same environment (`socketChannelKey`). Its two Redis connections close in `dispose()`.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
    // The relay's emits of one batch go in one write; the subscriber connection keeps to plain commands.
    this.pub = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    this.sub = this.pub.duplicate({ enableAutoPipelining: false });
    // Connection errors surface through the health check; ioredis reconnects by itself.
    this.pub.on('error', () => undefined);
    this.sub.on('error', () => undefined);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const own: Partial<ServerOptions> = {
      adapter: createAdapter(this.pub, this.sub, { key: socketChannelKey(this.config) }),
      path: SOCKET_IO_PATH,
      serveClient: false,
      // Clients send only heartbeats and order actions: a few hundred bytes.
      maxHttpBufferSize: 16 * 1024,
      cors: {
        origin: this.config.corsOrigins.length > 0 ? this.config.corsOrigins : false,
        credentials: true,
      },
    };
    // socket.io's ServerOptions lists every option as required; the server fills in the ones left out.
    return super.createIOServer(port, { ...options, ...own } as ServerOptions);
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
