// One leader per chain among the processes that watch it (DESIGN.md §5: one writer per chain). A Redis key
// with a random token and a time to live: taken when free, renewed only by its holder, so a leader that
// stalls or dies longer than the TTL loses it and another process takes over. Every write the leader makes
// is idempotent anyway (unique transfers, a payout signed once), so a short overlap is harmless.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export class LeaderLock {
  private readonly token = randomUUID();

  constructor(
    private readonly redis: Redis,
    private readonly key: string,
    private readonly ttlMs: number,
  ) {}

  /** Takes the lock or renews it when held; answers whether this process leads now. */
  async hold(): Promise<boolean> {
    if ((await this.redis.eval(RENEW, 1, this.key, this.token, String(this.ttlMs))) === 1) return true;
    return (await this.redis.set(this.key, this.token, 'PX', this.ttlMs, 'NX')) === 'OK';
  }

  async release(): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key, this.token);
  }
}
