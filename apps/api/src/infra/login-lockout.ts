import type { Redis } from 'ioredis';

/**
 * The lockout of one address after repeated failed sign-ins: a Redis counter (under the app's key prefix,
 * so every API process shares it) that starts a fixed window at the first failure. A successful sign-in
 * or a password reset clears it.
 */
export class LoginLockout {
  constructor(
    private readonly redis: Redis,
    /** The key family: `login-fail` (traders), `staff-login-fail` (staff). */
    private readonly scope: string,
    readonly maxFailures: number,
    readonly windowSeconds: number,
  ) {}

  private key(email: string): string {
    return `${this.scope}:${email}`;
  }

  async isLocked(email: string): Promise<boolean> {
    return Number((await this.redis.get(this.key(email))) ?? 0) >= this.maxFailures;
  }

  async recordFailure(email: string): Promise<void> {
    const key = this.key(email);
    await this.redis.multi().incr(key).expire(key, this.windowSeconds, 'NX').exec();
  }

  async clear(email: string): Promise<void> {
    await this.redis.del(this.key(email));
  }
}
