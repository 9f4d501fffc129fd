import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { StaffRole } from '@p2p/contracts';
import { AppException } from '../../core/common/app-exception.js';
import type { StaffPrincipal } from './staff.principal.js';

const STAFF_ROLES = 'p2p:staffRoles';

/** A valid staff session, else catalogue code 401 (503 when the session cannot be checked). */
@Injectable()
export class StaffAuthGuard extends AuthGuard('staff-jwt') {
  override handleRequest<T>(err: unknown, user: T): T {
    // An error of the session check itself (the database or Redis unreachable) is no verdict on the
    // session: it goes to the global filter (503 "try again later"), never 401 "log in again" (issue 29).
    if (err) throw err;
    if (!user) throw new AppException('UNAUTHORIZED');
    return user;
  }
}

/** The staff member's role is one of the route's roles, else catalogue code 403. */
@Injectable()
export class StaffRolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(STAFF_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    const staff = context.switchToHttp().getRequest<{ user?: StaffPrincipal }>().user;
    if (!staff) throw new AppException('UNAUTHORIZED');
    if (roles && roles.length > 0 && !roles.includes(staff.role)) throw new AppException('FORBIDDEN');
    return true;
  }
}

/** A staff-only route; with roles, only those roles may call it. */
export function StaffOnly(...roles: StaffRole[]) {
  return applyDecorators(
    SetMetadata(STAFF_ROLES, roles),
    UseGuards(StaffAuthGuard, StaffRolesGuard),
    ApiBearerAuth(),
  );
}
