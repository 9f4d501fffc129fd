// Small pieces every bench uses: a free loopback port, a database URL on the same server, percentiles,
// and the removal of a run's Redis keys.
import net from 'node:net';
import { Redis } from 'ioredis';

/** A free port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The URL of database `name` on the server of `serverUrl`. */
export function withDatabase(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The p-th percentile of an ascending array (nearest rank); NaN when empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Deletes every key under `prefix` (SCAN, so a large prefix does not block Redis). */
export async function deleteRedisPrefix(redisUrl, prefix) {
  if (!prefix) throw new Error('refusing to delete Redis keys without a prefix');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
