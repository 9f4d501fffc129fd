import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { decodeHandshake, type ErrorName } from '@p2p/contracts';
import { SessionService, USER_AUDIENCE } from '../../modules/auth/session.service.js';

/** Who a socket belongs to: kept in `socket.data` for its lifetime. */
export interface LiveIdentity {
  userId: string;
  jti: string;
}

export type SocketAuthResult = { ok: true; identity: LiveIdentity } | { ok: false; error: ErrorName };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Checks a socket's handshake the way the HTTP guard (`UserJwtStrategy`) checks a bearer token: the
 * signature, audience and expiry of the JWT, a live session row of the same user, no login ban. The
 * handshake payload must name that same user.
 */
@Injectable()
export class SocketAuthService {
  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionService,
  ) {}

  async authenticate(auth: unknown): Promise<SocketAuthResult> {
    if (!isRecord(auth) || typeof auth.token !== 'string' || auth.token.length === 0) {
      return { ok: false, error: 'UNAUTHORIZED' };
    }
    if (auth.token.length > 4096) return { ok: false, error: 'UNAUTHORIZED' };
    const payload = typeof auth.payload === 'string' ? decodeHandshake(auth.payload) : null;
    if (!payload) return { ok: false, error: 'BAD_REQUEST' };
    let claims: { sub?: unknown; jti?: unknown };
    try {
      claims = await this.jwt.verifyAsync(auth.token, { audience: USER_AUDIENCE, algorithms: ['HS256'] });
    } catch {
      return { ok: false, error: 'UNAUTHORIZED' };
    }
    if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') {
      return { ok: false, error: 'UNAUTHORIZED' };
    }
    const identity = await this.check(claims.jti, claims.sub);
    if (!identity) return { ok: false, error: 'UNAUTHORIZED' };
    if (payload.userId !== identity.userId) return { ok: false, error: 'FORBIDDEN' };
    return { ok: true, identity };
  }

  /**
   * The session's identity while it is live (not revoked, not expired, its user not banned from login),
   * else null. A login ban ends the session, as the HTTP guard does.
   */
  async check(jti: string, userId: string): Promise<LiveIdentity | null> {
    const session = await this.sessions.live(jti);
    if (!session || String(session.userId) !== userId) return null;
    if (session.loginBanned) {
      await this.sessions.revoke(jti);
      return null;
    }
    return { userId, jti };
  }
}
