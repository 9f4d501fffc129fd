import { Injectable } from '@nestjs/common';
import type {
  CreateStaffDto,
  Page,
  SetStaffRoleDto,
  StaffChangeDto,
  StaffMemberDto,
  StaffRole,
} from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AuditService, type AuditValue } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import {
  type StaffAccountPatch,
  type StaffAccountRow,
  StaffAccountsService,
} from '../staff-auth/staff-accounts.service.js';
import type { StaffPrincipal } from '../staff-auth/staff.principal.js';

/** Who acts, from where (the client address as the app resolved it). */
export interface StaffAdminActor {
  staff: StaffPrincipal;
  ip: string | null;
}

/** The largest `staff_users.id` (an int4). */
const INT4_MAX = 2_147_483_647;

/** `:id` as a staff account id; anything else names no account (5073). */
export function staffAccountId(raw: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > INT4_MAX) throw new AppException('STAFF_NOT_FOUND');
  return id;
}

export function staffMemberView(row: StaffAccountRow): StaffMemberDto {
  return {
    id: String(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    secondFactor: row.secondFactor,
    lastLoginAt: row.lastLoginAt === null ? null : row.lastLoginAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The account as the audit log keeps it: never the password or the second factor's secret. */
function auditView(row: StaffAccountRow): Record<string, AuditValue> {
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    secondFactor: row.secondFactor,
  };
}

const target = (id: number): string => `staff:${id}`;

/** One kind of change of an existing account. */
interface ChangeKind {
  action: 'STAFF_ROLE_CHANGE' | 'STAFF_DEACTIVATE' | 'STAFF_ACTIVATE' | 'STAFF_SECOND_FACTOR_RESET';
  /** The patch, or null when the account is already so (nothing is written then). */
  patch: (row: StaffAccountRow) => StaffAccountPatch | null;
  /** Whether the change may not be made to one's own account (5071). */
  notOnSelf: boolean;
  /** Whether the change ends the member's sessions. */
  endsSessions: boolean;
}

/** Whether the account is still an active administrator once `patch` is applied. */
const staysActiveAdmin = (row: StaffAccountRow, patch: StaffAccountPatch): boolean => {
  const role: StaffRole = patch.role ?? row.role;
  const active = patch.active ?? row.active;
  return role === 'ADMIN' && active;
};

/**
 * Staff management (issue 25; administrators only, checked by the controller's area). Each change is one
 * transaction with its audit row (who, what, the account before and after, the reason, the client
 * address). The account and every active administrator's row are locked first, so two administrators
 * demoting each other at once cannot leave none: the second is refused (5072). A change that changes
 * nothing writes nothing. Deactivating and resetting the second factor end the member's sessions once
 * the change has committed (a sign-in racing them is refused by the session store).
 */
@Injectable()
export class AdminStaffService {
  constructor(
    private readonly runner: TransactionRunner,
    private readonly audit: AuditService,
    private readonly accounts: StaffAccountsService,
    private readonly clock: Clock,
  ) {}

  async list(pageNo: number, pageSize: number): Promise<Page<StaffMemberDto>> {
    const { rows, total } = await this.accounts.page(pageSize, (pageNo - 1) * pageSize);
    return { list: rows.map(staffMemberView), total, pageNo, pageSize };
  }

  /** A new account with an initial password (bcrypt, as the CLI); a taken email answers 5070. */
  async create(actor: StaffAdminActor, dto: CreateStaffDto): Promise<StaffMemberDto> {
    const passwordHash = await this.accounts.hashPassword(dto.password);
    const created = await this.runner.run(async (tx) => {
      const now = this.clock.now();
      const row = await this.accounts.create(
        tx,
        { email: dto.email, name: dto.name, role: dto.role, passwordHash },
        now,
      );
      if (!row) throw new AppException('STAFF_EMAIL_TAKEN');
      await this.audit.record(
        {
          staffId: actor.staff.id,
          action: 'STAFF_CREATE',
          target: target(row.id),
          data: { before: null, after: auditView(row) },
          ip: actor.ip,
        },
        tx,
        now,
      );
      return row;
    });
    return staffMemberView(created);
  }

  setRole(actor: StaffAdminActor, rawId: string, dto: SetStaffRoleDto): Promise<StaffMemberDto> {
    return this.change(actor, rawId, dto, {
      action: 'STAFF_ROLE_CHANGE',
      patch: (row) => (row.role === dto.role ? null : { role: dto.role }),
      notOnSelf: true,
      endsSessions: false,
    });
  }

  deactivate(actor: StaffAdminActor, rawId: string, dto: StaffChangeDto): Promise<StaffMemberDto> {
    return this.change(actor, rawId, dto, {
      action: 'STAFF_DEACTIVATE',
      patch: (row) => (row.active ? { active: false } : null),
      notOnSelf: true,
      endsSessions: true,
    });
  }

  activate(actor: StaffAdminActor, rawId: string, dto: StaffChangeDto): Promise<StaffMemberDto> {
    return this.change(actor, rawId, dto, {
      action: 'STAFF_ACTIVATE',
      patch: (row) => (row.active ? null : { active: true }),
      notOnSelf: false,
      endsSessions: false,
    });
  }

  resetSecondFactor(actor: StaffAdminActor, rawId: string, dto: StaffChangeDto): Promise<StaffMemberDto> {
    return this.change(actor, rawId, dto, {
      action: 'STAFF_SECOND_FACTOR_RESET',
      patch: (row) => (row.secondFactor ? { clearSecondFactor: true } : null),
      notOnSelf: true,
      endsSessions: true,
    });
  }

  private async change(
    actor: StaffAdminActor,
    rawId: string,
    dto: StaffChangeDto,
    kind: ChangeKind,
  ): Promise<StaffMemberDto> {
    const id = staffAccountId(rawId);
    const outcome = await this.runner.run(async (tx) => {
      const { account, activeAdmins } = await this.accounts.lockForChange(tx, id);
      if (!account) throw new AppException('STAFF_NOT_FOUND');
      if (kind.notOnSelf && id === actor.staff.id) throw new AppException('STAFF_SELF_CHANGE');
      const patch = kind.patch(account);
      if (patch === null) return { row: account, changed: false };
      const othersLeft = activeAdmins.filter((adminId) => adminId !== id).length;
      if (
        !staysActiveAdmin(account, patch) &&
        account.role === 'ADMIN' &&
        account.active &&
        othersLeft === 0
      ) {
        throw new AppException('STAFF_LAST_ADMIN');
      }
      const now = this.clock.now();
      const row = await this.accounts.update(tx, id, patch, now);
      await this.audit.record(
        {
          staffId: actor.staff.id,
          action: kind.action,
          target: target(id),
          data: {
            reason: dto.reason,
            sessionsEnded: kind.endsSessions,
            before: auditView(account),
            after: auditView(row),
          },
          ip: actor.ip,
        },
        tx,
        now,
      );
      return { row, changed: true };
    });
    // Also when nothing changed: a repeated deactivation or reset ends what an earlier one could not
    // (Redis unreachable after the commit).
    if (kind.endsSessions) await this.accounts.endSessions(id);
    return staffMemberView(outcome.row);
  }
}
