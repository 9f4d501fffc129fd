import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth } from '@nestjs/swagger';
import { AppException } from '../../core/common/app-exception.js';
import type { UserPrincipal } from './user-jwt.strategy.js';

/** A live trader session, else catalogue code 401 (503 when the session cannot be checked). */
@Injectable()
export class UserAuthGuard extends AuthGuard('user-jwt') {
  override handleRequest<T>(err: unknown, user: T): T {
    // An error of the session check itself (the database or Redis unreachable) is no verdict on the
    // session: it goes to the global filter (503 "try again later"), never 401 "log in again" (issue 29).
    if (err) throw err;
    if (!user) throw new AppException('UNAUTHORIZED');
    return user;
  }
}

/** A route for signed-in traders. */
export function Authenticated() {
  return applyDecorators(UseGuards(UserAuthGuard), ApiBearerAuth());
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): UserPrincipal =>
    ctx.switchToHttp().getRequest<{ user: UserPrincipal }>().user,
);
