import { Injectable } from '@nestjs/common';
import type {
  CreditSettingAdminDto,
  CreditSettingType,
  SetUserLimitsDto,
  UpdateCreditSettingDto,
  UpdateUserLimitDefaultsDto,
  UserLimitDefaultsDto,
  UserLimitsAdminDto,
} from '@p2p/contracts';
import { type AuditValue, AuditService } from '../../core/audit/audit.service.js';
import { parseRowId } from '../../core/common/row-id.js';
import { AppException } from '../../core/common/app-exception.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { CreditSettingsAdminService } from '../catalog/credit-settings-admin.service.js';
import type { StaffPrincipal } from '../staff-auth/staff.principal.js';
import { UserLimitsService } from '../users/user-limits.service.js';

/** Who changes, from where: what every audit row of a change names. */
export interface SettingsActor {
  staff: StaffPrincipal;
  ip: string | null;
}

const json = (value: object): AuditValue => JSON.parse(JSON.stringify(value)) as AuditValue;

/** A path id as an account id, or 1001 (never a 500 for an id beyond the column's range). */
function accountId(raw: string): bigint {
  const id = parseRowId(raw);
  if (id === null) throw new AppException('USER_NOT_FOUND');
  return BigInt(id);
}

/**
 * The console's settings (issue 25): the credit rules (the catalog module's table), the limit defaults of
 * new accounts and one trader's limits (the users module's). Each change is one transaction with its
 * audit row (who, what, the values before and after, a trader's change with its reason); the cached
 * credit rules are dropped in every API process after the commit.
 */
@Injectable()
export class AdminSettingsService {
  constructor(
    private readonly credit: CreditSettingsAdminService,
    private readonly limits: UserLimitsService,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditService,
  ) {}

  creditSettings(): Promise<CreditSettingAdminDto[]> {
    return this.credit.list();
  }

  async updateCreditSetting(
    actor: SettingsActor,
    type: CreditSettingType,
    dto: UpdateCreditSettingDto,
  ): Promise<CreditSettingAdminDto> {
    const after = await this.runner.run(async (tx) => {
      const change = await this.credit.update(tx, type, dto);
      await this.audit.record(
        {
          staffId: actor.staff.id,
          action: 'SETTINGS_CREDIT_UPDATE',
          target: `credit-setting:${type}`,
          data: { before: json(change.before), after: json(change.after) },
          ip: actor.ip,
        },
        tx,
      );
      return change.after;
    });
    await this.credit.changed();
    return after;
  }

  userLimitDefaults(): Promise<UserLimitDefaultsDto> {
    return this.limits.defaults();
  }

  async setUserLimitDefaults(
    actor: SettingsActor,
    dto: UpdateUserLimitDefaultsDto,
  ): Promise<UserLimitDefaultsDto> {
    const after = await this.runner.run(async (tx) => {
      const change = await this.limits.saveDefaults(tx, dto);
      await this.audit.record(
        {
          staffId: actor.staff.id,
          action: 'SETTINGS_USER_LIMIT_DEFAULTS',
          target: 'setting:user_limit_defaults',
          data: { before: json(change.before), after: json(change.after) },
          ip: actor.ip,
        },
        tx,
      );
      return change.after;
    });
    await this.limits.defaultsChanged();
    return after;
  }

  async userLimits(rawId: string): Promise<UserLimitsAdminDto> {
    const userId = accountId(rawId);
    return { userId: String(userId), ...(await this.limits.limits(userId)) };
  }

  /** Sets a trader's five limits with a reason (1001 for no such account); the next ad or order obeys. */
  async setUserLimits(
    actor: SettingsActor,
    rawId: string,
    dto: SetUserLimitsDto,
  ): Promise<UserLimitsAdminDto> {
    const userId = accountId(rawId);
    const after = await this.runner.run(async (tx) => {
      const change = await this.limits.setLimits(tx, userId, dto);
      await this.audit.record(
        {
          staffId: actor.staff.id,
          action: 'SUPPORT_USER_LIMITS',
          target: `user:${userId}`,
          data: { reason: dto.reason, before: json(change.before), after: json(change.after) },
          ip: actor.ip,
        },
        tx,
      );
      return change.after;
    });
    return { userId: String(userId), ...after };
  }
}
