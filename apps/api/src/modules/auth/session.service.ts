import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { LoginMethod } from '@p2p/db';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { PrismaService } from '../../core/infra/prisma.service.js';

export const USER_AUDIENCE = 'user';

export interface SessionContext {
  way?: string;
  deviceId?: string;
  ip?: string;
  userAgent?: string;
}

export interface IssuedSession {
  token: string;
  userId: string;
  expiresAt: string;
}

/**
 * Trader sessions are JWTs whose id (jti) is a Session row: a token is valid only while its row is
 * neither revoked nor expired, so logging out really ends it.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(userId: bigint, method: LoginMethod, ctx: SessionContext): Promise<IssuedSession> {
    const jti = randomUUID();
    const ttlSeconds = this.config.auth.sessionDays * 86400;
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
    await this.prisma.client.$transaction([
      this.prisma.client.session.create({
        data: {
          jti,
          userId,
          method,
          way: (ctx.way ?? 'WEB').slice(0, 16),
          deviceId: ctx.deviceId?.slice(0, 64) ?? null,
          ip: ctx.ip?.slice(0, 64) ?? null,
          userAgent: ctx.userAgent?.slice(0, 512) ?? null,
          expiresAt,
        },
      }),
      this.prisma.client.user.update({ where: { id: userId }, data: { lastLoginAt: new Date() } }),
    ]);
    const token = await this.jwt.signAsync(
      { sub: String(userId), jti },
      { audience: USER_AUDIENCE, expiresIn: ttlSeconds, algorithm: 'HS256' },
    );
    return { token, userId: String(userId), expiresAt: expiresAt.toISOString() };
  }

  /** The live session of a token id, or null. */
  async live(jti: string) {
    const session = await this.prisma.client.session.findUnique({ where: { jti } });
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
    return session;
  }

  async revoke(jti: string): Promise<void> {
    await this.prisma.client.session.updateMany({
      where: { jti, revokedAt: null },
      data: { revokedAt: new Date() },
    });
  }

  /** Ends every other session of a user (after a password change). */
  async revokeOthers(userId: bigint, keepJti: string): Promise<void> {
    await this.prisma.client.session.updateMany({
      where: { userId, revokedAt: null, jti: { not: keepJti } },
      data: { revokedAt: new Date() },
    });
  }

  /** Ends every session of a user (password reset, login ban). */
  async revokeAll(userId: bigint): Promise<void> {
    await this.prisma.client.session.updateMany({
      where: { userId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
  }
}
