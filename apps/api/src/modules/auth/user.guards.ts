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

/** A live trader session, else catalogue code 401. */
@Injectable()
export class UserAuthGuard extends AuthGuard('user-jwt') {
  override handleRequest<T>(err: unknown, user: T): T {
    if (err instanceof AppException) throw err;
    if (err || !user) throw new AppException('UNAUTHORIZED');
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
