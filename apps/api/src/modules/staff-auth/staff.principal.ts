import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { StaffRole } from '@p2p/contracts';

/** The signed-in staff member, as the staff guard puts it on the request. */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  jti: string;
}

export const CurrentStaff = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): StaffPrincipal =>
    ctx.switchToHttp().getRequest<{ user: StaffPrincipal }>().user,
);
