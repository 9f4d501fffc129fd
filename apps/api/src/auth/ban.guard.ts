import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { BanKind } from '@p2p/db';
import { BansService } from './bans.service.js';
import { UserAuthGuard } from './user.guards.js';
import type { UserPrincipal } from './user-jwt.strategy.js';

const BAN_KIND = 'p2p:ban-kind';

/**
 * Refuses a signed-in trader banned from the route's activity with its RISK code: withdrawal (5002),
 * C2C buying (5003) or selling (5004). Runs after the session guard, so `req.user` is there.
 */
@Injectable()
export class BanGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly bans: BansService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const kind = this.reflector.getAllAndOverride<BanKind | undefined>(BAN_KIND, [
      ctx.getHandler(),
      ctx.getClass(),
    ]);
    if (!kind) return true;
    const { user } = ctx.switchToHttp().getRequest<{ user: UserPrincipal }>();
    await this.bans.assertNotBanned(user.userId, kind);
    return true;
  }
}

/** A trader route closed to those banned from `kind` (session required; RISK500x otherwise). */
export function NotBannedFrom(kind: Exclude<BanKind, 'LOGIN'>) {
  return applyDecorators(SetMetadata(BAN_KIND, kind), UseGuards(UserAuthGuard, BanGuard));
}
