import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  Module,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppException } from '../common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { RedisService } from '../infra/redis.service.js';
import { clientRateLimitKey } from './client-address.js';

export const AUTH_THROTTLE_WINDOW_SECONDS = 60;

/**
 * Rate limit of the sign-in, registration and code routes: AUTH_THROTTLE_PER_MINUTE calls per client
 * address (`req.ip`, which believes X-Forwarded-For only from TRUSTED_PROXIES; IPv6 by its /64) and
 * route in a fixed one-minute window, counted in Redis so every API process shares it.
 * Over the limit answers catalogue code 429 with a Retry-After header.
 *
 * (A small guard of our own rather than @nestjs/throttler: that package and its Redis storage are
 * CommonJS requiring @nestjs/common, which NestJS 12 ships as ES modules only, and Jest's module loader
 * cannot do that require. See docs/adr/0005-auth-rate-limit.md.)
 */
@Injectable()
export class AuthThrottleGuard implements CanActivate {
  constructor(
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const key = `throttle:${route}:${clientRateLimitKey(req)}`;
    const result = await this.redis.client
      .multi()
      .incr(key)
      .expire(key, AUTH_THROTTLE_WINDOW_SECONDS, 'NX')
      .ttl(key)
      .exec();
    if (!result || result.some(([err]) => err)) throw new Error('Redis refused the rate-limit counter');
    const hits = Number(result[0]![1]);
    const ttl = Math.max(1, Number(result[2]![1]));
    if (hits > this.config.authThrottlePerMinute) {
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(ttl));
      throw new AppException('TOO_MANY_REQUESTS', { retryAfterSeconds: ttl });
    }
    return true;
  }
}

@Module({ providers: [AuthThrottleGuard], exports: [AuthThrottleGuard] })
export class ThrottleModule {}

/** Limits a sign-in, registration or code route per client address (AUTH_THROTTLE_PER_MINUTE). */
export function AuthThrottle() {
  return applyDecorators(UseGuards(AuthThrottleGuard));
}
