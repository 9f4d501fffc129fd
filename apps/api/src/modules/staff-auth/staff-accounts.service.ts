import { Injectable } from '@nestjs/common';
import type { StaffRole } from '@p2p/contracts';
import type { Tx } from '../../core/infra/db/sql.service.js';
import {
  type StaffAccountPatch,
  type StaffAccountRow,
  StaffAuthRepository,
} from './staff-auth.repository.js';
import { hashStaffPassword } from './staff-auth.service.js';
import { StaffSessionStore } from './staff-session.store.js';

export type { StaffAccountPatch, StaffAccountRow } from './staff-auth.repository.js';

/**
 * Staff accounts for staff management (issue 25): the staff_users table stays this module's, written only
 * by its repository; the caller runs the transaction (with its audit row) and passes `tx` down.
 */
@Injectable()
export class StaffAccountsService {
  constructor(
    private readonly repo: StaffAuthRepository,
    private readonly sessions: StaffSessionStore,
  ) {}

  page(limit: number, offset: number): Promise<{ rows: StaffAccountRow[]; total: number }> {
    return this.repo.page(limit, offset);
  }

  /** The bcrypt hash of an initial password, at the cost of the `create-staff` command. */
  hashPassword(password: string): Promise<string> {
    return hashStaffPassword(password);
  }

  /** A new account (email lower-case, no second factor yet), or null when the email is taken. */
  create(
    tx: Tx,
    staff: { email: string; name: string; role: StaffRole; passwordHash: string },
    at: Date,
  ): Promise<StaffAccountRow | null> {
    return this.repo.insertAccount(tx, { ...staff, email: staff.email.trim().toLowerCase() }, at);
  }

  /** Locks the account and the active administrators' rows for a change; see the repository. */
  lockForChange(tx: Tx, id: number) {
    return this.repo.lockForChange(tx, id);
  }

  update(tx: Tx, id: number, patch: StaffAccountPatch, at: Date): Promise<StaffAccountRow> {
    return this.repo.updateAccount(tx, id, patch, at);
  }

  /** Ends every session of the member at once (after the change committed). */
  endSessions(staffId: number): Promise<number> {
    return this.sessions.closeAll(staffId);
  }
}
