import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { jwtKey } from '../../core/config/jwt-key.js';
import { SessionService, USER_AUDIENCE } from './session.service.js';

/** The signed-in trader, as the guard puts it on the request. */
export interface UserPrincipal {
  userId: bigint;
  jti: string;
}

/**
 * Verifies a trader token: signature, audience, expiry, a live session row, no login ban (the session
 * and the ban are read in one query).
 */
@Injectable()
export class UserJwtStrategy extends PassportStrategy(Strategy, 'user-jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: jwtKey(config),
      audience: USER_AUDIENCE,
      algorithms: ['HS256'],
    });
  }

  async validate(payload: { sub: string; jti: string }): Promise<UserPrincipal> {
    const session = await this.sessions.live(payload.jti);
    if (!session || String(session.userId) !== payload.sub) throw new AppException('UNAUTHORIZED');
    if (session.loginBanned) {
      await this.sessions.revoke(payload.jti);
      throw new AppException('UNAUTHORIZED');
    }
    return { userId: session.userId, jti: session.jti };
  }
}
