import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { createAdapter, createShardedAdapter } from '@socket.io/redis-adapter';
import type { Observable } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import type { AppConfig } from '../config/config.js';
import { redisDatabaseOf } from '../config/redis-config.js';
import { createRedisClient, type RedisClient } from '../infra/redis-client.js';
import { bindSocketHandlers, type MappedPayload } from './socket-handlers.js';

/** The path the web client connects to (`apps/web/src/socket/liveSocket.ts`). */
export const SOCKET_IO_PATH = '/socket.io';

/**
 * The adapter's channel name. Pub/sub ignores the Redis database number, so two environments on one
 * Redis server with the same prefix (the default of two databases of the same name) would deliver each
 * other's room messages: the channel names the database number too, except database 0, whose channel
 * stays the one of earlier releases (replicas of a rolling update keep hearing each other) (issue 29).
 */
export function socketChannelKey(
  config: Pick<AppConfig, 'redisPrefix' | 'redisUrl'> & { redisCluster?: AppConfig['redisCluster'] },
): string {
  // On a cluster: the prefix without its hash tag, so that the channels of the rooms spread over the
  // shards (a tag would put every channel in one slot); a cluster has only database 0.
  if (config.redisCluster) return `${config.redisPrefix.replace(/[{}]/g, '')}socket.io`;
  const db = redisDatabaseOf(config.redisUrl);
  return db === 0 ? `${config.redisPrefix}socket.io` : `${config.redisPrefix}socket.io@db${db}`;
}

/**
 * socket.io on the API's HTTP server with the Redis adapter (sharded on a Redis Cluster), so a room emit
 * reaches the sockets of every API process of the same environment (`socketChannelKey`). Its two Redis connections close in `dispose()`.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub: RedisClient;
  private readonly sub: RedisClient;

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
    // The relay's emits of one batch go in one write; the subscriber connection keeps to plain commands.
    this.pub = createRedisClient(config, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    // On a cluster, sharded subscribers: SSUBSCRIBE to the node that owns each channel's slot.
    this.sub =
      config.redisCluster === null
        ? createRedisClient(config, { maxRetriesPerRequest: 2, enableAutoPipelining: false })
        : createRedisClient(config, { shardedSubscribers: true });
    // Connection errors surface through the health check; ioredis reconnects by itself.
    this.pub.on('error', () => undefined);
    this.sub.on('error', () => undefined);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const own: Partial<ServerOptions> = {
      adapter: this.adapter(),
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

  /**
   * One Redis server: the classic adapter (PUBLISH, one channel per namespace). A Redis Cluster: the
   * sharded adapter (SPUBLISH, Redis 7), a channel per room (`dynamic`) so that rooms spread over the
   * shards and a message goes only to the shard of its room, not to every node of the cluster.
   */
  private adapter(): ServerOptions['adapter'] {
    const key = socketChannelKey(this.config);
    if (this.config.redisCluster === null) return createAdapter(this.pub, this.sub, { key });
    return createShardedAdapter(this.pub, this.sub, { channelPrefix: key, subscriptionMode: 'dynamic' });
  }

  /** One listener per message and socket (`bindSocketHandlers`), not Nest's RxJS pipelines (issue 28). */
  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    bindSocketHandlers(socket, handlers, transform, {
      mapPayload: (payload) => this.mapPayload(payload) as MappedPayload,
      onError: (err) => this.logger.error(err),
    });
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
