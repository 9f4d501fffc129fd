// One Redis server (REDIS_URL) or a Redis Cluster (REDIS_CLUSTER_NODES), chosen by configuration: every
// client of the API is made here, so the app, BullMQ and the socket adapter all follow the setting.
import { Cluster, Redis, type RedisOptions } from 'ioredis';
import type { AppConfig } from '../config/config.js';
import type { RedisNode } from '../config/redis-config.js';

/** A client of either kind: their commands are the same. */
export type RedisClient = Redis | Cluster;

type Where = Pick<AppConfig, 'redisUrl'> & { redisCluster: RedisNode[] | null };

/** REDIS_URL's credentials and TLS, which every node of a cluster shares. */
export function nodeOptionsOf(rawUrl: string): Pick<RedisOptions, 'username' | 'password' | 'tls'> {
  const url = new URL(rawUrl);
  return {
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    tls: url.protocol === 'rediss:' ? {} : undefined,
  };
}

/**
 * A client of the configured Redis. On a cluster: the options that belong to the whole cluster
 * (`keyPrefix`, auto-pipelining, the offline queue, sharded subscribers) are the cluster's, the rest each
 * node connection's; reads and writes go to the masters.
 */
export function createRedisClient(
  where: Where,
  options: RedisOptions & { shardedSubscribers?: boolean } = {},
): RedisClient {
  const { shardedSubscribers, ...rest } = options;
  if (where.redisCluster === null) return new Redis(where.redisUrl, rest);
  const { keyPrefix, enableAutoPipelining, enableOfflineQueue, lazyConnect, ...node } = rest;
  return new Cluster(where.redisCluster, {
    keyPrefix,
    enableAutoPipelining,
    enableOfflineQueue,
    lazyConnect,
    shardedSubscribers,
    scaleReads: 'master',
    redisOptions: { ...nodeOptionsOf(where.redisUrl), ...node },
  });
}
