import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

/** The Redis connection of the API; every key carries the configured prefix. */
@Injectable()
export class RedisService implements OnModuleDestroy {
  readonly client: Redis;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = new Redis(config.redisUrl, {
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
