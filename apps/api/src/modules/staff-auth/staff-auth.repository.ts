import { Injectable } from '@nestjs/common';
import type { PrismaClient, StaffRole, StaffUser } from '@p2p/db';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';
import { PrismaService } from '../../core/infra/prisma.service.js';

/**
 * Creates a staff account or, when the address has one, sets its password and role, activates it and
 * clears its TOTP secret (the next sign-in enrols a new authenticator: the reset of a lost device).
 * For the `create-staff` command, which runs without Nest on a client of its own.
 */
export async function upsertStaffAccount(
  db: PrismaClient,
  staff: { email: string; passwordHash: string; role: StaffRole; name: string },
): Promise<void> {
  const { email, passwordHash, role } = staff;
  await db.staffUser.upsert({
    where: { email },
    create: staff,
    update: { passwordHash, role, active: true, totpSecret: null },
  });
}

/** A staff account as staff management reads it: never the password hash or the TOTP secret. */
export interface StaffAccountRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  /** Whether a TOTP secret is enrolled. */
  secondFactor: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
}

/** What a change of a staff account may set. */
export interface StaffAccountPatch {
  role?: StaffRole;
  active?: boolean;
  /** Clears the TOTP secret: the member enrols a new authenticator at the next sign-in. */
  clearSecondFactor?: true;
}

const ACCOUNT = (db: Db) => db`id, email, name, role, active, totp_secret is not null as "secondFactor",
  last_login_at as "lastLoginAt", created_at as "createdAt"`;

/** The `staff_users` table: only this file reads or writes it (`audit_logs` is core/audit's). */
@Injectable()
export class StaffAuthRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlService,
  ) {}

  private get db() {
    return this.prisma.client;
  }

  findByEmail(email: string): Promise<StaffUser | null> {
    return this.db.staffUser.findUnique({ where: { email } });
  }

  findById(id: number): Promise<StaffUser | null> {
    return this.db.staffUser.findUnique({ where: { id } });
  }

  /** The active accounts of the given roles, by name (the appeal desk's hand-over picker, issue 25). */
  activeWithRoles(roles: readonly StaffRole[]): Promise<StaffUser[]> {
    return this.db.staffUser.findMany({
      where: { active: true, role: { in: [...roles] } },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
  }

  /** A sign-in's last-login time, in the caller's transaction (with its audit row). */
  async markLoggedIn(tx: Db, staffId: number, at: Date): Promise<void> {
    await tx`update staff_users set last_login_at = ${at}, updated_at = ${at} where id = ${staffId}`;
  }

  /** A page of staff accounts, newest first, with the total count. */
  async page(limit: number, offset: number): Promise<{ rows: StaffAccountRow[]; total: number }> {
    const db = this.sql.sql;
    const rows = await db<StaffAccountRow[]>`select ${ACCOUNT(db)} from staff_users
      order by created_at desc, id desc limit ${limit} offset ${offset}`;
    const [count] = await db<{ n: number }[]>`select count(*)::int as n from staff_users`;
    return { rows, total: count!.n };
  }

  /** A new active account without a second factor, or null when the email has an account already. */
  async insertAccount(
    tx: Tx,
    staff: { email: string; name: string; role: StaffRole; passwordHash: string },
    at: Date,
  ): Promise<StaffAccountRow | null> {
    const [row] = await tx<StaffAccountRow[]>`
      insert into staff_users (email, password_hash, role, name, active, created_at, updated_at)
      values (${staff.email}, ${staff.passwordHash}, ${staff.role}, ${staff.name}, true, ${at}, ${at})
      on conflict (email) do nothing
      returning ${ACCOUNT(tx)}`;
    return row ?? null;
  }

  /**
   * Locks the account `id` and every active administrator's row (in id order, so two changes at once
   * cannot deadlock), for a change that must keep an active administrator. Answers the account (null when
   * there is none) and the ids of the active administrators.
   */
  async lockForChange(
    tx: Tx,
    id: number,
  ): Promise<{ account: StaffAccountRow | null; activeAdmins: number[] }> {
    const rows = await tx<StaffAccountRow[]>`select ${ACCOUNT(tx)} from staff_users
      where id = ${id} or (role = 'ADMIN' and active) order by id for update`;
    return {
      account: rows.find((r) => r.id === id) ?? null,
      activeAdmins: rows.filter((r) => r.role === 'ADMIN' && r.active).map((r) => r.id),
    };
  }

  /** Applies `patch` to the account `id` (locked by the caller) and answers the row after it. */
  async updateAccount(tx: Tx, id: number, patch: StaffAccountPatch, at: Date): Promise<StaffAccountRow> {
    const [row] = await tx<StaffAccountRow[]>`update staff_users set
        role = coalesce(${patch.role ?? null}::staff_role, role),
        active = coalesce(${patch.active ?? null}::boolean, active),
        totp_secret = case when ${patch.clearSecondFactor === true} then null else totp_secret end,
        updated_at = ${at}
      where id = ${id} returning ${ACCOUNT(tx)}`;
    if (!row) throw new Error(`staff account ${id} vanished while locked`);
    return row;
  }

  /** Stores a confirmed (sealed) TOTP secret unless the account has one already; false then. */
  async enrolTotp(tx: Db, staffId: number, sealedSecret: string, at: Date): Promise<boolean> {
    const rows = await tx`update staff_users set totp_secret = ${sealedSecret}, updated_at = ${at}
      where id = ${staffId} and totp_secret is null returning id`;
    return rows.length === 1;
  }
}
