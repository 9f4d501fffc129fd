import { Inject, Injectable } from '@nestjs/common';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { RedisService } from '../../core/infra/redis.service.js';

/** One code per address per minute. */
export const EMAIL_CODE_RESEND_SECONDS = 60;
/** Codes one address may receive per day (a rolling window from the first of them). */
export const EMAIL_CODE_DAILY_LIMIT = 10;
const DAY_SECONDS = 24 * 3600;
const HOUR_SECONDS = 3600;

/**
 * The send limits of email codes, kept in Redis so that every API process shares them: per address one
 * per minute and ten per day, per IP address EMAIL_CODE_IP_HOURLY_LIMIT per hour (30 by default).
 * A refusal is TOO_MANY_CODES (1011, HTTP 429) with `retryAfterSeconds`.
 */
@Injectable()
export class EmailRateLimiter {
  constructor(
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Takes one send from each budget, or throws 1011 when one is spent. */
  async take(email: string, ip: string): Promise<void> {
    const r = this.redis.client;
    const cooldown = cooldownKey(email);
    if ((await r.set(cooldown, '1', 'EX', EMAIL_CODE_RESEND_SECONDS, 'NX')) !== 'OK') {
      throw tooMany(await r.ttl(cooldown));
    }
    const day = `email-code:day:${email}`;
    const hour = `email-code:ip:${ip}`;
    const results = await r
      .multi()
      .incr(day)
      .expire(day, DAY_SECONDS, 'NX')
      .incr(hour)
      .expire(hour, HOUR_SECONDS, 'NX')
      .exec();
    if (!results || results.some(([err]) => err)) throw new Error('Redis refused the email-code counters');
    const sentToday = Number(results[0]![1]);
    const sentFromIp = Number(results[2]![1]);
    if (sentToday > EMAIL_CODE_DAILY_LIMIT) throw tooMany(await r.ttl(day));
    if (sentFromIp > this.config.emailCodeIpHourlyLimit) throw tooMany(await r.ttl(hour));
  }

  /** Gives the minute back when the mail could not be sent, so the user may try again at once. */
  async release(email: string): Promise<void> {
    await this.redis.client.del(cooldownKey(email));
  }
}

function cooldownKey(email: string): string {
  return `email-code:cooldown:${email}`;
}

function tooMany(ttl: number): AppException {
  return new AppException('TOO_MANY_CODES', { retryAfterSeconds: Math.max(1, ttl) });
}
