/**
 * Whether an error says that a dependency of the API (PostgreSQL, Redis) could not be reached or did
 * not answer in time: a fault of the platform that passes, never something about the caller's request
 * or session. Such an error answers 503 "try again later" (the global filter), not 401 or 500.
 */

/** Socket-level failures (Node's `code`), and postgres.js's own connection codes. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // withTimeout (core/common/with-timeout.ts): a dependency that did not answer in time.
  'TIMEOUT',
  // Prisma: cannot reach the server (P1001), connection timed out (P1002, P1008), server closed the
  // connection (P1017), no connection free in the pool in time (P2024).
  'P1001',
  'P1002',
  'P1008',
  'P1017',
  'P2024',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or cannot take the work: class 08 (connection
 * exception), 53 (insufficient resources: too many connections, out of memory or disk), 57P01-57P03
 * (administrator or crash shutdown, cannot connect now) and 57014 (a statement timeout).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^(08|53)[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '57014'].includes(code);
}

/** ioredis: a command given up after its retries; Prisma: the client could not connect at all. */
const UNAVAILABLE_NAMES = new Set(['MaxRetriesPerRequestError', 'PrismaClientInitializationError']);
/**
 * Errors known only by their message: ioredis's command on a closed connection (or while it is down with
 * no offline queue), and node-postgres's (under Prisma's adapter) lost or timed-out connections, which
 * carry no code.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection is closed\.?$/,
  /^Stream isn't writeable/,
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

export function isInfrastructureError(err: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = err;
  // An error may wrap the one from the driver (`cause`); a few levels are enough. Errors are told by
  // their fields, not `instanceof Error`: the drivers' socket errors may come from another realm.
  while (typeof current === 'object' && current !== null && !seen.has(current) && seen.size < 5) {
    seen.add(current);
    const { code, name, message, cause } = current as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isUnavailableSqlState(code))) return true;
    if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
    current = cause;
  }
  return false;
}
