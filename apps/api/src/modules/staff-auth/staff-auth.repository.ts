import { Injectable } from '@nestjs/common';
import type { PrismaClient, StaffRole, StaffUser } from '@p2p/db';
import { PrismaService } from '../../core/infra/prisma.service.js';

/**
 * Creates a staff account or, when the address has one, sets its password and role and activates it.
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
    update: { passwordHash, role, active: true },
  });
}

/** The `staff_users` and `audit_logs` tables: only this file reads or writes them. */
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

  /** A sign-in: the account's last login and its audit row, in one transaction. */
  async recordLogin(staffId: number, ip: string | null, at: Date): Promise<void> {
    await this.db.$transaction([
      this.db.staffUser.update({ where: { id: staffId }, data: { lastLoginAt: at } }),
      this.db.auditLog.create({ data: { staffId, action: 'STAFF_LOGIN', ip } }),
    ]);
  }

  async recordLogout(staffId: number): Promise<void> {
    await this.db.auditLog.create({ data: { staffId, action: 'STAFF_LOGOUT' } });
  }
}
