import { Injectable } from '@nestjs/common';
import type { BanKind, LoginMethod } from '@p2p/db';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';
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

/** One `user_bans` row (ids as strings). */
export interface BanRow {
  id: string;
  userId: string;
  kind: BanKind;
  until: Date | null;
  reason: string | null;
  staffId: number | null;
  liftedAt: Date | null;
  createdAt: Date;
}

/** A new ban: until `until` (null: until lifted), set by a staff member. */
export interface NewBan {
  userId: bigint;
  kind: BanKind;
  until: Date | null;
  reason: string;
  staffId: number | null;
}

/**
 * The `sessions` and `user_bans` tables: only this file reads or writes them. The check every private
 * request makes (`liveSession`) and the writes that join a runner transaction are SQL on postgres.js.
 */
function banColumns(db: Db) {
  return db`
    id::text as id, user_id::text as "userId", kind, until, reason, staff_id as "staffId",
    lifted_at as "liftedAt", created_at as "createdAt"`;
}

@Injectable()
export class AuthRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly db: SqlService,
  ) {}

  /** The pool, for reads outside a transaction. */
  get pool(): Db {
    return this.db.sql;
  }

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

  /** Serialises the ban changes of one user until commit (one ban in force per kind). */
  async lockBans(tx: Tx, userId: bigint): Promise<void> {
    await tx`select pg_advisory_xact_lock(hashtextextended(${`bans:${userId}`}, 0))`;
  }

  /** The user's bans, newest first (at most `limit`). */
  async bansOf(db: Db, userId: bigint, limit: number): Promise<BanRow[]> {
    return db<BanRow[]>`
      select ${banColumns(db)} from user_bans where user_id = ${String(userId)}
      order by created_at desc, id desc limit ${limit}`;
  }

  /** The bans in force at `now` of any of `userIds` (for a list of accounts). */
  async activeBansOf(db: Db, userIds: readonly bigint[], now: Date): Promise<BanRow[]> {
    if (userIds.length === 0) return [];
    return db<BanRow[]>`
      select ${banColumns(db)} from user_bans
      where user_id = any(${userIds.map(String)}::bigint[]) and lifted_at is null
        and (until is null or until > ${now})
      order by user_id, kind`;
  }

  async insertBan(tx: Tx, ban: NewBan): Promise<BanRow> {
    const [row] = await tx<BanRow[]>`
      insert into user_bans (user_id, kind, until, reason, staff_id)
      values (${String(ban.userId)}, ${ban.kind}, ${ban.until}, ${ban.reason}, ${ban.staffId})
      returning ${banColumns(tx)}`;
    return row!;
  }

  /** Lifts the user's bans of `kind` in force at `now`; the rows as they were before. */
  async liftBans(tx: Tx, userId: bigint, kind: BanKind, now: Date): Promise<BanRow[]> {
    const before = await tx<BanRow[]>`
      select ${banColumns(tx)} from user_bans
      where user_id = ${String(userId)} and kind = ${kind} and lifted_at is null
        and (until is null or until > ${now})
      for update`;
    if (before.length > 0) {
      await tx`update user_bans set lifted_at = ${now} where id = any(${before.map((b) => b.id)}::bigint[])`;
    }
    return before;
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
