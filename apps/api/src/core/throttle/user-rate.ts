import type { RedisClient } from '../infra/redis-client.js';
import { AppException } from '../common/app-exception.js';
import { LoginLockout } from '../infra/login-lockout.js';

/**
 * A per-user rate (issue 22: abuse limits): at most `limit` actions of one kind per user in a fixed window
 * that starts at the first one, counted in Redis (shared by every API process) before the action runs;
 * past it the action answers 429 (TOO_MANY_REQUESTS) and is not done.
 */
export class UserRate {
  private readonly counter: LoginLockout;

  constructor(redis: RedisClient, scope: string, limit: number, windowSeconds: number) {
    this.counter = new LoginLockout(redis, scope, limit, windowSeconds);
  }

  async take(userId: bigint): Promise<void> {
    if (!(await this.counter.take(String(userId)))) throw new AppException('TOO_MANY_REQUESTS');
  }
}
