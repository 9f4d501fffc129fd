import type { Redis } from 'ioredis';

/**
 * The lockout of one key (an address, a user) after repeated failed attempts at a secret: a Redis counter
 * (under the app's key prefix, so every API process shares it) that starts a fixed window at the first
 * attempt. The attempt is counted before the secret is checked, so parallel guesses cannot slip past the
 * limit; a success clears the count (as does a password reset).
 */
export class LoginLockout {
  constructor(
    private readonly redis: Redis,
    /** The key family: `login-fail` (traders), `staff-login-fail` (staff), `secret-check` (updateInfo). */
    private readonly scope: string,
    readonly maxFailures: number,
    readonly windowSeconds: number,
  ) {}

  private key(id: string): string {
    return `${this.scope}:${id}`;
  }

  /** Counts one attempt; false when it is beyond the limit (the caller refuses without checking). */
  async take(id: string): Promise<boolean> {
    const key = this.key(id);
    const results = await this.redis.multi().incr(key).expire(key, this.windowSeconds, 'NX').exec();
    const [err, count] = results?.[0] ?? [new Error('no reply'), null];
    if (err) throw err;
    return Number(count) <= this.maxFailures;
  }

  async clear(id: string): Promise<void> {
    await this.redis.del(this.key(id));
  }
}
