import type { RedisClient } from '../infra/redis-client.js';

/** How long a marker says "being applied" before another delivery may apply the row (a crashed one). */
export const ONCE_PENDING_SECONDS = 60;

/** The row is being applied by another delivery right now: the relay retries it later. */
export class OutboxRowBusyError extends Error {}

/**
 * Applies `fn` once per consumer and outbox row id, for consumers of an at-least-once relay. A Redis
 * marker (`SET NX`, key `outbox:once:<consumer>:<id>`) says "pending" while `fn` runs and "done" for
 * `ttlSeconds` after, which must outlast any redelivery (a week is plenty: rows are retried for hours).
 * If `fn` fails the marker is removed, so the next delivery applies it. Answers whether `fn` ran.
 *
 * The one gap: a process that dies while `fn` runs leaves "pending", and the row is applied again after
 * `ONCE_PENDING_SECONDS`. So `fn` must itself be safe to repeat after a crash (a socket message,
 * a job with a data-made id), which is why no database table is needed here.
 */
export async function once(
  redis: RedisClient,
  consumerName: string,
  outboxId: string,
  ttlSeconds: number,
  fn: () => Promise<void>,
): Promise<boolean> {
  const key = `outbox:once:${consumerName}:${outboxId}`;
  for (let tries = 0; tries < 3; tries++) {
    if ((await redis.set(key, 'pending', 'EX', ONCE_PENDING_SECONDS, 'NX')) === 'OK') {
      try {
        await fn();
      } catch (err) {
        await redis.del(key);
        throw err;
      }
      await redis.set(key, 'done', 'EX', ttlSeconds);
      return true;
    }
    const state = await redis.get(key);
    if (state === 'done') return false;
    if (state === 'pending') break;
    // The marker expired between the two calls: try to take it again.
  }
  throw new OutboxRowBusyError(`outbox row ${outboxId} is being applied by ${consumerName} elsewhere`);
}
