import { Injectable } from '@nestjs/common';
import type { BanKind, LoginMethod } from '@p2p/db';
import { type Db, SqlService } from '../../core/infra/db/sql.service.js';
import { PrismaService } from '../../core/infra/prisma.service.js';

/** A new session row. */
export interface NewSession {
  jti: string;
  userId: bigint;
  method: LoginMethod;
  way: string;
  deviceId: string | null;
  ip: string | null;
  userAgent: string | null;
  expiresAt: Date;
}

/** The row of `liveSession`: a session neither revoked nor expired, and whether a login ban is on. */
export interface LiveSessionRow {
  jti: string;
  userId: string;
  loginBanned: boolean;
}

/**
 * The `sessions` and `user_bans` tables: only this file reads or writes them. The check every private
 * request makes (`liveSession`) and the writes that join a runner transaction are SQL on postgres.js.
 */
@Injectable()
export class AuthRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly db: SqlService,
  ) {}

  async insertSession(tx: Db, s: NewSession): Promise<void> {
    await tx`
      insert into sessions (jti, user_id, method, way, device_id, ip, user_agent, expires_at)
      values (${s.jti}, ${String(s.userId)}, ${s.method}, ${s.way}, ${s.deviceId}, ${s.ip},
              ${s.userAgent}, ${s.expiresAt})`;
  }

  /** The session behind a token, if live at `now`, with its login ban, in one statement. */
  async liveSession(jti: string, now: Date): Promise<LiveSessionRow | null> {
    const [row] = await this.db.sql<LiveSessionRow[]>`
      select s.jti, s.user_id::text as "userId",
             exists (select 1 from user_bans b
                     where b.user_id = s.user_id and b.kind = 'LOGIN' and b.lifted_at is null
                       and (b.until is null or b.until > ${now})) as "loginBanned"
      from sessions s
      where s.jti = ${jti} and s.revoked_at is null and s.expires_at > ${now}`;
    return row ?? null;
  }

  async revoke(jti: string, at: Date, tx: Db = this.db.sql): Promise<void> {
    await tx`update sessions set revoked_at = ${at} where jti = ${jti} and revoked_at is null`;
  }

  async revokeAllBut(userId: bigint, keepJti: string, at: Date, tx: Db = this.db.sql): Promise<void> {
    await tx`
      update sessions set revoked_at = ${at}
      where user_id = ${String(userId)} and revoked_at is null and jti <> ${keepJti}`;
  }

  async revokeAll(userId: bigint, at: Date, tx: Db = this.db.sql): Promise<void> {
    await tx`update sessions set revoked_at = ${at} where user_id = ${String(userId)} and revoked_at is null`;
  }

  /** Whether a ban of `kind` is on at `now` (not lifted, no end or an end after now). */
  async isBanned(userId: bigint, kind: BanKind, now: Date): Promise<boolean> {
    const ban = await this.prisma.client.userBan.findFirst({
      where: { userId, kind, liftedAt: null, OR: [{ until: null }, { until: { gt: now } }] },
      select: { id: true },
    });
    return ban !== null;
  }
}
