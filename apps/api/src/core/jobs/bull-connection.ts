import type { ConnectionOptions } from 'bullmq';
import type { Cluster } from 'ioredis';
import type { AppConfig } from '../config/config.js';
import { createRedisClient } from '../infra/redis-client.js';

/** The cluster clients made for BullMQ, per app: BullMQ never closes a client it was handed. */
const clusterClients = new WeakMap<AppConfig, Cluster[]>();

/**
 * BullMQ's own Redis connections (it opens one per queue and per worker; it cannot share the app's client,
 * whose `keyPrefix` BullMQ does not support). Workers wait for Redis (`maxRetriesPerRequest: null`);
 * producers fail after a few retries, so that an HTTP call does not hang while Redis is away. On a Redis
 * Cluster, a cluster client (BullMQ takes no cluster options, only a client), closed by
 * `closeBullConnections` when the app shuts down.
 */
export function bullConnection(config: AppConfig, use: 'worker' | 'producer' = 'worker'): ConnectionOptions {
  const maxRetriesPerRequest = use === 'worker' ? null : 3;
  if (config.redisCluster !== null) {
    const client = createRedisClient(config, { maxRetriesPerRequest }) as Cluster;
    clusterClients.set(config, [...(clusterClients.get(config) ?? []), client]);
    return client;
  }
  const url = new URL(config.redisUrl);
  const db = Number(url.pathname.replace(/^\//, '') || '0');
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number.isInteger(db) ? db : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest,
  };
}

/** Closes the cluster clients `bullConnection` made for this app (none on one Redis server). */
export function closeBullConnections(config: AppConfig): void {
  for (const client of clusterClients.get(config) ?? []) client.disconnect();
  clusterClients.delete(config);
}

/**
 * Queue keys live under the environment's prefix: `p2p:bull:<queue>:...`, so test runs stay apart. On a
 * Redis Cluster the prefix is a hash tag of its own (`{p2p:bull}`): every key of the queues is in one slot,
 * as BullMQ's scripts need, and not in the slot of the app's keys (`{p2p}:...`).
 */
export function bullPrefix(config: AppConfig): string {
  if (config.redisCluster === null) return `${config.redisPrefix}bull`;
  return `{${config.redisPrefix.replace(/[{}]/g, '')}bull}`;
}
