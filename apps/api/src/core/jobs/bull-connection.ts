import type { ConnectionOptions } from 'bullmq';
import type { AppConfig } from '../config/config.js';

/**
 * BullMQ's own Redis connections (it opens one per queue and per worker; it cannot share the app's client,
 * whose `keyPrefix` BullMQ does not support). Workers wait for Redis (`maxRetriesPerRequest: null`);
 * producers fail after a few retries, so that an HTTP call does not hang while Redis is away.
 */
export function bullConnection(config: AppConfig, use: 'worker' | 'producer' = 'worker'): ConnectionOptions {
  const url = new URL(config.redisUrl);
  const db = Number(url.pathname.replace(/^\//, '') || '0');
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number.isInteger(db) ? db : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: use === 'worker' ? null : 3,
  };
}

/** Queue keys live under the environment's prefix: `p2p:bull:<queue>:...`, so test runs stay apart. */
export function bullPrefix(config: AppConfig): string {
  return `${config.redisPrefix}bull`;
}
