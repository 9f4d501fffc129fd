import { Injectable } from '@nestjs/common';
import type { PrismaClient, StaffRole, StaffUser } from '@p2p/db';
import type { Db } from '../../core/infra/db/sql.service.js';
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

/** The `staff_users` table: only this file reads or writes it (`audit_logs` is core/audit's). */
@Injectable()
export class StaffAuthRepository {
  constructor(private readonly prisma: PrismaService) {}

  private get db() {
    return this.prisma.client;
  }

  findByEmail(email: string): Promise<StaffUser | null> {
    return this.db.staffUser.findUnique({ where: { email } });
  }

  findById(id: number): Promise<StaffUser | null> {
    return this.db.staffUser.findUnique({ where: { id } });
  }

  /** A sign-in's last-login time, in the caller's transaction (with its audit row). */
  async markLoggedIn(tx: Db, staffId: number, at: Date): Promise<void> {
    await tx`update staff_users set last_login_at = ${at}, updated_at = ${at} where id = ${staffId}`;
  }

  /** Stores a confirmed (sealed) TOTP secret unless the account has one already; false then. */
  async enrolTotp(tx: Db, staffId: number, sealedSecret: string, at: Date): Promise<boolean> {
    const rows = await tx`update staff_users set totp_secret = ${sealedSecret}, updated_at = ${at}
      where id = ${staffId} and totp_secret is null returning id`;
    return rows.length === 1;
  }
}
