import { Injectable } from '@nestjs/common';
import type { BanKind } from '@p2p/db';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { AuthRepository, type BanRow } from './auth.repository.js';

export type { BanRow };

const BAN_ERRORS = {
  LOGIN: 'LOGIN_BANNED',
  WITHDRAWAL: 'WITHDRAWAL_BANNED',
  C2C_BUY: 'C2C_BUY_BANNED',
  C2C_SELL: 'C2C_SELL_BANNED',
} as const;

/** A ban a staff member sets: of `kind`, until `until` (null: until lifted), with a reason. */
export interface StaffBan {
  userId: bigint;
  kind: BanKind;
  until: Date | null;
  reason: string;
  staffId: number;
}

/** What setting a ban did: the bans of that kind in force before (now lifted) and the new one. */
export interface BanChange {
  replaced: BanRow[];
  ban: BanRow;
}

/** Bans on login, withdrawal, C2C buying and C2C selling (RISK5001-5004). */
@Injectable()
export class BansService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly clock: Clock,
  ) {}

  isBanned(userId: bigint, kind: BanKind, now = this.clock.now()): Promise<boolean> {
    return this.repo.isBanned(userId, kind, now);
  }

  /** Throws the kind's RISK code when the user is banned from it. */
  async assertNotBanned(userId: bigint, kind: BanKind): Promise<void> {
    if (await this.isBanned(userId, kind)) throw new AppException(BAN_ERRORS[kind]);
  }

  /** The kinds of ban in force now on the user (one postgres.js statement; check with `assertNotIn`). */
  async kindsInForce(userId: bigint, now = this.clock.now()): Promise<BanKind[]> {
    return (await this.activeKinds([userId], now)).get(String(userId)) ?? [];
  }

  /** Throws the kind's RISK code when `kinds` (from `kindsInForce`) holds it. */
  assertNotIn(kinds: readonly BanKind[], kind: BanKind): void {
    if (kinds.includes(kind)) throw new AppException(BAN_ERRORS[kind]);
  }

  /** The user's bans, newest first, in force or not (the last `limit`). */
  history(userId: bigint, limit = 100): Promise<BanRow[]> {
    return this.repo.bansOf(this.repo.pool, userId, limit);
  }

  /** The kinds of ban in force now for each of `userIds` (users without one are left out). */
  async activeKinds(userIds: readonly bigint[], now = this.clock.now()): Promise<Map<string, BanKind[]>> {
    const out = new Map<string, BanKind[]>();
    for (const row of await this.repo.activeBansOf(this.repo.pool, userIds, now)) {
      const kinds = out.get(row.userId) ?? [];
      if (!kinds.includes(row.kind)) kinds.push(row.kind);
      out.set(row.userId, kinds);
    }
    return out;
  }

  /**
   * Sets a ban in the caller's transaction: a ban of the same kind in force is lifted (replaced), so one
   * is in force per kind. Ending the sessions of a login ban is the caller's (SessionService.revokeAll).
   */
  async ban(tx: Tx, input: StaffBan, now = this.clock.now()): Promise<BanChange> {
    await this.repo.lockBans(tx, input.userId);
    const replaced = await this.repo.liftBans(tx, input.userId, input.kind, now);
    const ban = await this.repo.insertBan(tx, { ...input });
    return { replaced, ban };
  }

  /** Lifts the user's ban of `kind` in force, in the caller's transaction; the rows lifted (none: none was). */
  async lift(tx: Tx, userId: bigint, kind: BanKind, now = this.clock.now()): Promise<BanRow[]> {
    await this.repo.lockBans(tx, userId);
    return this.repo.liftBans(tx, userId, kind, now);
  }
}
