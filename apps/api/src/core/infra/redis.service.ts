import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { createRedisClient, type RedisClient } from './redis-client.js';

/**
 * The Redis connection of the API (one server, or a Redis Cluster); every key carries the configured
 * prefix, which on a cluster is a hash tag: the app's keys share one slot (redis-config.ts).
 */
@Injectable()
export class RedisService implements OnModuleDestroy {
  readonly client: RedisClient;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = createRedisClient(config, {
      keyPrefix: config.redisPrefix,
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: true,
      // Commands sent in one turn of the event loop (the outbox relay's markers for a batch) go in one
      // write; this client runs no blocking or subscriber commands.
      enableAutoPipelining: true,
    });
    // Connection errors surface through the health check and the calls that need Redis.
    this.client.on('error', () => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    this.client.disconnect();
  }
}
