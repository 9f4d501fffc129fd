// The Redis section of the API's configuration: REDIS_URL (checked for its form here and, when a process
// starts, for an answer: `probeRedis`) and REDIS_PREFIX, whose default is made from the database's name so
// that two environments on one Redis never share keys or socket channels by accident (issue 29).
import { Redis } from 'ioredis';

export class RedisConfigError extends Error {}

export interface RedisSettings {
  url: string;
  /** Every key of this environment starts with it; so do the socket adapter's channels. */
  prefix: string;
  /** The Redis database number of the URL (`redis://host:6379/2`), 0 when it names none. */
  db: number;
}

function invalid(message: string): RedisConfigError {
  return new RedisConfigError(`Invalid configuration:\n  REDIS_URL: ${message}`);
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

export function loadRedisSettings(rawUrl: string, rawPrefix: string, databaseUrl: string): RedisSettings {
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
  return { url: rawUrl, prefix: rawPrefix || defaultRedisPrefix(databaseUrl), db };
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
