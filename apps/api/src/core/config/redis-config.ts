// The Redis section of the API's configuration: REDIS_URL (checked for its form here and, when a process
// starts, for an answer: `probeRedis`) and REDIS_PREFIX, whose default is made from the database's name so
// that two environments on one Redis never share keys or socket channels by accident (issue 29).
import { Cluster, Redis } from 'ioredis';

export class RedisConfigError extends Error {}

/** A node of a Redis Cluster (a seed: the client learns the others from it). */
export interface RedisNode {
  host: string;
  port: number;
}

export interface RedisSettings {
  url: string;
  /** The seed nodes of a Redis Cluster (REDIS_CLUSTER_NODES), or null for one server (REDIS_URL's). */
  cluster: RedisNode[] | null;
  /** Every key of this environment starts with it; so do the socket adapter's channels. */
  prefix: string;
  /** The Redis database number of the URL (`redis://host:6379/2`), 0 when it names none. */
  db: number;
}

function invalid(message: string, name = 'REDIS_URL'): RedisConfigError {
  return new RedisConfigError(`Invalid configuration:\n  ${name}: ${message}`);
}

/** The URL with its password hidden, for messages. */
export function redactRedisUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unreadable URL)';
  }
}

/** The Redis database number a URL names (its path), 0 without one; null when the path is no number. */
function databaseNumber(url: URL): number | null {
  const path = url.pathname.replace(/^\//, '');
  if (path === '') return 0;
  return /^\d{1,5}$/.test(path) ? Number(path) : null;
}

/**
 * The default key prefix: the PostgreSQL database's name and a colon (`p2p:` for the default database
 * `p2p`, as before), so environments with their own databases keep apart on one Redis.
 */
export function defaultRedisPrefix(databaseUrl: string): string {
  let name = '';
  try {
    name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  } catch {
    // DATABASE_URL is checked on its own; an unreadable one falls back to the plain default.
  }
  const safe = name.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 63);
  return `${safe || 'p2p'}:`;
}

/** A hash tag: the part of a key in braces that alone chooses the cluster slot (`{p2p}:...`). */
const HASH_TAG = /\{[^{}]+\}/;

/** REDIS_CLUSTER_NODES: `host:port` seeds, comma-separated; null when empty (one server). */
export function loadRedisClusterNodes(raw: string): RedisNode[] | null {
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries.map((entry) => {
    const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(entry);
    const port = Number(match?.[2]);
    if (!match || port < 1 || port > 65535) {
      throw invalid(`${entry} is not host:port (redis-1:6379,redis-2:6379)`, 'REDIS_CLUSTER_NODES');
    }
    return { host: match[1]!.replace(/^\[|\]$/g, ''), port };
  });
}

/**
 * REDIS_URL, REDIS_PREFIX and REDIS_CLUSTER_NODES. On a Redis Cluster the URL gives only the credentials
 * and TLS of every node (its host is not used: the seeds are the listed nodes), and the prefix must hold a hash tag (`{p2p}:`, the
 * default there): all the app's keys then share one slot, so its transactions and scripts over several
 * keys stay legal; BullMQ's keys get a tag of their own (bull-connection.ts).
 */
export function loadRedisSettings(
  rawUrl: string,
  rawPrefix: string,
  databaseUrl: string,
  rawClusterNodes = '',
): RedisSettings {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw invalid(`not a URL: ${JSON.stringify(rawUrl)} (expected redis://host:6379 or rediss://...)`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw invalid(`must be a redis:// or rediss:// URL, not ${url.protocol}//`);
  }
  if (!url.hostname) throw invalid('names no host (expected redis://host:6379)');
  const db = databaseNumber(url);
  if (db === null) throw invalid(`the database after the host must be a number (redis://host:6379/2)`);
  const cluster = loadRedisClusterNodes(rawClusterNodes);
  if (cluster === null)
    return { url: rawUrl, prefix: rawPrefix || defaultRedisPrefix(databaseUrl), db, cluster };
  if (db !== 0) throw invalid('a Redis Cluster has only database 0: name none after the host');
  if (rawPrefix && !HASH_TAG.test(rawPrefix)) {
    throw invalid(
      `on a Redis Cluster it must hold a hash tag, as {${rawPrefix.replace(/:$/, '')}}:`,
      'REDIS_PREFIX',
    );
  }
  const prefix = rawPrefix || `{${defaultRedisPrefix(databaseUrl).replace(/:$/, '')}}:`;
  return { url: rawUrl, prefix, db, cluster };
}

/** The Redis database number of a REDIS_URL that `loadRedisSettings` accepted. */
export function redisDatabaseOf(rawUrl: string): number {
  return databaseNumber(new URL(rawUrl)) ?? 0;
}

/**
 * Connects to Redis once and asks PING: resolves when it answers, else throws a RedisConfigError whose
 * one line names REDIS_URL and says what went wrong (refused, unknown host, wrong password, no such
 * database, no answer in time). Run when a process starts, before anything else connects.
 */
export async function probeRedis(rawUrl: string, timeoutMs = 5000): Promise<void> {
  const client = new Redis(rawUrl, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  // connect() rejects with a bare "Connection is closed."; the socket's own error says why.
  let cause: Error | null = null;
  client.on('error', (err: Error) => {
    cause ??= err;
  });
  try {
    await client.connect();
    await client.ping();
    // ioredis selects the URL's database in the background and only emits a failure: ask again.
    const db = redisDatabaseOf(rawUrl);
    if (db !== 0) await client.select(db);
  } catch (err) {
    const first = (e: unknown) => (e as Error | undefined)?.message?.split('\n')[0];
    const reason = first(cause) || first(err) || String(err);
    throw invalid(`cannot use the Redis at ${redactRedisUrl(rawUrl)} (${reason})`);
  } finally {
    // A client that never connected has ended already; disconnecting it again keeps a timer running.
    if (client.status !== 'end') client.disconnect();
  }
}

/**
 * The cluster's counterpart of `probeRedis`: connects to the seeds, learns the slots, and asks CLUSTER
 * INFO; throws a RedisConfigError naming REDIS_CLUSTER_NODES unless a node answers and the cluster's
 * state is ok (every slot served).
 */
export async function probeRedisCluster(rawUrl: string, nodes: RedisNode[], timeoutMs = 5000): Promise<void> {
  const url = new URL(rawUrl);
  const client = new Cluster(nodes, {
    lazyConnect: true,
    enableOfflineQueue: false,
    clusterRetryStrategy: () => null,
    slotsRefreshTimeout: timeoutMs,
    redisOptions: {
      connectTimeout: timeoutMs,
      commandTimeout: timeoutMs,
      maxRetriesPerRequest: 0,
      username: url.username ? decodeURIComponent(url.username) : undefined,
      password: url.password ? decodeURIComponent(url.password) : undefined,
      tls: url.protocol === 'rediss:' ? {} : undefined,
    },
  });
  let cause: Error | null = null;
  client.on('error', (err: Error) => {
    cause ??= err;
  });
  const seeds = nodes.map((n) => `${n.host}:${n.port}`).join(',');
  try {
    await client.connect();
    const info = String(await client.cluster('INFO'));
    const state = /cluster_state:(\w+)/.exec(info)?.[1] ?? 'unknown';
    if (state !== 'ok') throw new Error(`the cluster's state is ${state}`);
  } catch (err) {
    const first = (e: unknown) => (e as Error | undefined)?.message?.split('\n')[0];
    const reason = first(err) || first(cause) || String(err);
    throw invalid(`cannot use the Redis Cluster at ${seeds} (${reason})`, 'REDIS_CLUSTER_NODES');
  } finally {
    client.disconnect();
  }
}
