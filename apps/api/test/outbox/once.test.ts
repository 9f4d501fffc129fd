// The idempotency helper of outbox consumers, on the run's real Redis.
import { randomBytes } from 'node:crypto';
import { readTestEnv } from '@p2p/db/testing';
import { Redis } from 'ioredis';
import { ONCE_PENDING_SECONDS, OutboxRowBusyError, once } from '../../src/core/outbox/once.js';

describe('outbox/once', () => {
  describe('once(): a consumer applies an outbox row once', () => {
    let redis: Redis;
    const consumer = `once-${randomBytes(4).toString('hex')}`;
    beforeAll(() => {
      const env = readTestEnv();
      redis = new Redis(env.redisUrl, { keyPrefix: env.redisPrefix });
    });
    afterAll(async () => {
      const keys = await redis.keys(`${readTestEnv().redisPrefix}outbox:once:${consumer}:*`);
      if (keys.length > 0) await redis.del(...keys.map((k) => k.slice(readTestEnv().redisPrefix.length)));
      redis.disconnect();
    });

    it('runs the function on the first delivery only, and remembers it for the given time', async () => {
      let runs = 0;
      expect(await once(redis, consumer, '1', 60, async () => void (runs += 1))).toBe(true);
      expect(await once(redis, consumer, '1', 60, async () => void (runs += 1))).toBe(false);
      expect(runs).toBe(1);
      const ttl = await redis.ttl(`outbox:once:${consumer}:1`);
      expect(ttl).toBeGreaterThan(50);
      expect(ttl).toBeLessThanOrEqual(60);
    });

    it('keeps ids and consumers apart', async () => {
      let runs = 0;
      await once(redis, consumer, '2', 60, async () => void (runs += 1));
      await once(redis, consumer, '3', 60, async () => void (runs += 1));
      await once(redis, `${consumer}-other`, '2', 60, async () => void (runs += 1));
      expect(runs).toBe(3);
      await redis.del(`outbox:once:${consumer}-other:2`);
    });

    it('forgets a failed application, so that the next delivery applies the row', async () => {
      await expect(
        once(redis, consumer, '4', 60, async () => {
          throw new Error('the socket server was away');
        }),
      ).rejects.toThrow('the socket server was away');
      let runs = 0;
      expect(await once(redis, consumer, '4', 60, async () => void (runs += 1))).toBe(true);
      expect(runs).toBe(1);
    });

    it('refuses a delivery while another one is applying the row, so that the relay retries it later', async () => {
      let release!: () => void;
      const slow = once(redis, consumer, '5', 60, () => new Promise<void>((resolve) => (release = resolve)));
      // lets the slow run take the key before the second one tries
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await redis.ttl(`outbox:once:${consumer}:5`)).toBeLessThanOrEqual(ONCE_PENDING_SECONDS);
      await expect(once(redis, consumer, '5', 60, async () => undefined)).rejects.toBeInstanceOf(
        OutboxRowBusyError,
      );
      release();
      expect(await slow).toBe(true);
      expect(await once(redis, consumer, '5', 60, async () => undefined)).toBe(false);
    });
  });
});
