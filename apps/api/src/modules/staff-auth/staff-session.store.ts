import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@p2p/domain';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { RedisService } from '../../core/infra/redis.service.js';

/**
 * Server-side staff sessions: a token is valid only while its id is here, so sign-out really ends it. Each
 * member's session ids are also kept in a set, so that deactivating the member or resetting their second
 * factor ends every session of theirs at once (issue 25). The time of that end is kept too, so that a
 * sign-in whose account was read before it cannot open a session after it.
 */
@Injectable()
export class StaffSessionStore {
  constructor(
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  private key(jti: string): string {
    return `staff-session:${jti}`;
  }

  private memberKey(staffId: number): string {
    return `staff-sessions-of:${staffId}`;
  }

  private endedKey(staffId: number): string {
    return `staff-sessions-ended:${staffId}`;
  }

  private get seconds(): number {
    return this.config.staffSessionHours * 3600;
  }

  /**
   * Opens a session of a sign-in that read the account at `since` (ms). When the member's sessions were
   * ended at or after that read (a deactivation or a second-factor reset racing the sign-in), the session
   * is closed again and the answer is false.
   */
  async open(jti: string, staffId: number, since: number): Promise<boolean> {
    const member = this.memberKey(staffId);
    await this.redis.client
      .multi()
      .set(this.key(jti), String(staffId), 'EX', this.seconds)
      .sadd(member, jti)
      .expire(member, this.seconds)
      .exec();
    const ended = await this.redis.client.get(this.endedKey(staffId));
    if (ended !== null && Number(ended) >= since) {
      await this.close(jti);
      return false;
    }
    return true;
  }

  async staffIdOf(jti: string): Promise<number | null> {
    const value = await this.redis.client.get(this.key(jti));
    return value === null ? null : Number(value);
  }

  async close(jti: string): Promise<void> {
    const staffId = await this.staffIdOf(jti);
    const tx = this.redis.client.multi().del(this.key(jti));
    if (staffId !== null) tx.srem(this.memberKey(staffId), jti);
    await tx.exec();
  }

  /** Ends every session of the member; answers how many were still open. */
  async closeAll(staffId: number): Promise<number> {
    const member = this.memberKey(staffId);
    await this.redis.client.set(this.endedKey(staffId), String(this.clock.nowMs()), 'EX', this.seconds);
    const jtis = await this.redis.client.smembers(member);
    const tx = this.redis.client.multi();
    for (const jti of jtis) tx.del(this.key(jti));
    tx.del(member);
    const results = (await tx.exec()) ?? [];
    return results.slice(0, jtis.length).filter(([err, n]) => !err && Number(n) === 1).length;
  }
}
