import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { StaffRole } from '@p2p/contracts';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { jwtKey } from '../../core/config/jwt-key.js';
import type { StaffPrincipal } from './staff.principal.js';
import { StaffAuthRepository } from './staff-auth.repository.js';
import { StaffSessionStore } from './staff-session.store.js';

export const STAFF_AUDIENCE = 'staff';

interface StaffTokenPayload {
  sub: string;
  jti: string;
  role: StaffRole;
}

/** Verifies a staff bearer token: signature, audience, expiry, a live session and an active account. */
@Injectable()
export class StaffJwtStrategy extends PassportStrategy(Strategy, 'staff-jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: StaffSessionStore,
    private readonly repo: StaffAuthRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: jwtKey(config),
      audience: STAFF_AUDIENCE,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: StaffTokenPayload): Promise<StaffPrincipal> {
    const staffId = await this.sessions.staffIdOf(payload.jti);
    if (staffId === null || String(staffId) !== payload.sub) throw new AppException('UNAUTHORIZED');
    const staff = await this.repo.findById(staffId);
    if (!staff || !staff.active) {
      await this.sessions.close(payload.jti);
      throw new AppException('UNAUTHORIZED');
    }
    return { id: staff.id, email: staff.email, name: staff.name, role: staff.role, jti: payload.jti };
  }
}
