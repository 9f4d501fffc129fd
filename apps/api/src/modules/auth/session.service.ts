import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { IssuedSession } from '@p2p/contracts';
import type { LoginMethod } from '@p2p/db';
import { Clock } from '@p2p/domain';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { AuthRepository } from './auth.repository.js';

export const USER_AUDIENCE = 'user';

export interface SessionContext {
  way?: string;
  deviceId?: string;
  ip?: string;
  userAgent?: string;
}

/** A live session of a token, with whether its account is banned from login. */
export interface LiveSession {
  jti: string;
  userId: bigint;
  loginBanned: boolean;
}

/**
 * Trader sessions are JWTs whose id (jti) is a Session row: a token is valid only while its row is
 * neither revoked nor expired, so logging out really ends it.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly accounts: UserAccountsService,
    private readonly runner: TransactionRunner,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Opens a session (its row and the account's last login, one transaction) and signs its token. Given
   * `tx`, the rows join that transaction (a registration writes the account and its first session).
   */
  async issue(userId: bigint, method: LoginMethod, ctx: SessionContext, tx?: Tx): Promise<IssuedSession> {
    const jti = randomUUID();
    const ttlSeconds = this.config.auth.sessionDays * 86400;
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
    const write = async (t: Tx) => {
      await this.repo.insertSession(t, {
        jti,
        userId,
        method,
        way: (ctx.way ?? 'WEB').slice(0, 16),
        deviceId: ctx.deviceId?.slice(0, 64) ?? null,
        ip: ctx.ip?.slice(0, 64) ?? null,
        userAgent: ctx.userAgent?.slice(0, 512) ?? null,
        expiresAt,
      });
      await this.accounts.markLoggedIn(t, userId, now);
    };
    if (tx) await write(tx);
    else await this.runner.run(write);
    const token = await this.jwt.signAsync(
      { sub: String(userId), jti },
      { audience: USER_AUDIENCE, expiresIn: ttlSeconds, algorithm: 'HS256' },
    );
    return { token, userId: String(userId), expiresAt: expiresAt.toISOString() };
  }

  /** The live session of a token id with its login ban (one query: every private request asks), or null. */
  async live(jti: string): Promise<LiveSession | null> {
    const row = await this.repo.liveSession(jti, this.clock.now());
    return row && { jti: row.jti, userId: BigInt(row.userId), loginBanned: row.loginBanned };
  }

  async revoke(jti: string): Promise<void> {
    await this.repo.revoke(jti, this.clock.now());
  }

  /** Ends every other session of a user (after a password change); in `tx` when given. */
  async revokeOthers(userId: bigint, keepJti: string, tx?: Tx): Promise<void> {
    await this.repo.revokeAllBut(userId, keepJti, this.clock.now(), tx);
  }

  /** Ends every session of a user (password reset, login ban); in `tx` when given. */
  async revokeAll(userId: bigint, tx?: Tx): Promise<void> {
    await this.repo.revokeAll(userId, this.clock.now(), tx);
  }
}
