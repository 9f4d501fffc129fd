import type { RedisClient } from './redis-client.js';

/**
 * The lockout of one key (an address, a user) after repeated failed attempts at a secret: a Redis counter
 * (under the app's key prefix, so every API process shares it) that starts a fixed window at the first
 * attempt. The attempt is counted before the secret is checked, so parallel guesses cannot slip past the
 * limit; a success clears the count (as does a password reset).
 */
export class LoginLockout {
  constructor(
    private readonly redis: RedisClient,
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

/** The limits of an `AccountLoginGuard`, all within one window. */
export interface AccountLoginLimits {
  /** Attempts at one account from one client address; past it that address is refused. */
  perAddress: number;
  /** Attempts at one account from every address together; past it the login needs more than the password. */
  perAccount: number;
  windowSeconds: number;
}

/** What a counted attempt may do: refused outright, or how far the account is past its cap (0: not past). */
export interface LoginAttempt {
  addressLocked: boolean;
  overAccountCap: number;
}

/**
 * Sign-in limits that a stranger cannot turn into a lockout of the owner. Attempts are counted per
 * (account, client address): past `perAddress` that address is refused. Attempts from every address that
 * was not refused are counted per account too: past `perAccount` the caller asks for extra proof (an
 * emailed code, a delay) instead of refusing, so the owner still gets in. Both counts are taken before the
 * secret is checked, so parallel guesses cannot slip past them. The address counts of one account live in
 * one Redis hash (field: the address) that expires with the window; a success clears its own address.
 */
export class AccountLoginGuard {
  constructor(
    private readonly redis: RedisClient,
    /** The key family: `login-guard` (traders), `staff-login-guard` (staff). */
    private readonly scope: string,
    readonly limits: AccountLoginLimits,
  ) {}

  private keys(account: string): { addresses: string; account: string } {
    return { addresses: `${this.scope}:addr:${account}`, account: `${this.scope}:acct:${account}` };
  }

  /** Counts one attempt at `account` from `address` (unknown addresses share one field). */
  async take(account: string, address: string | undefined): Promise<LoginAttempt> {
    const keys = this.keys(account);
    const window = this.limits.windowSeconds;
    const fromAddress = await this.count(
      this.redis
        .multi()
        .hincrby(keys.addresses, addressField(address), 1)
        .expire(keys.addresses, window, 'NX'),
    );
    if (fromAddress > this.limits.perAddress) return { addressLocked: true, overAccountCap: 0 };
    const total = await this.count(this.redis.multi().incr(keys.account).expire(keys.account, window, 'NX'));
    return { addressLocked: false, overAccountCap: Math.max(0, total - this.limits.perAccount) };
  }

  /** After a success: the count of this address only (the guesses of others keep counting). */
  async clearAddress(account: string, address: string | undefined): Promise<void> {
    await this.redis.hdel(this.keys(account).addresses, addressField(address));
  }

  /** After a password reset: every count of the account. */
  async clearAll(account: string): Promise<void> {
    const keys = this.keys(account);
    await this.redis.del(keys.addresses, keys.account);
  }

  private async count(pipeline: ReturnType<RedisClient['multi']>): Promise<number> {
    const results = await pipeline.exec();
    const [err, count] = results?.[0] ?? [new Error('no reply'), null];
    if (err) throw err;
    return Number(count);
  }
}

function addressField(address: string | undefined): string {
  return address ? address.slice(0, 64) : 'unknown';
}
