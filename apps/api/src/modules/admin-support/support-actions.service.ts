import { Injectable } from '@nestjs/common';
import {
  ValidationMessage as M,
  type AdjustCreditDto,
  type BanKind,
  type BanUserDto,
  type LiftBanDto,
  type SetCertifiedDto,
  type SupportUserDto,
} from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { BansService } from '../auth/bans.service.js';
import { SessionService } from '../auth/session.service.js';
import { CreditService } from '../credit/credit.service.js';
import type { StaffPrincipal } from '../staff-auth/staff.principal.js';
import { SupportAccountsService } from '../users/support-accounts.service.js';
import { banAudit } from './admin-support-views.js';
import { supportUserId, SupportUsersService } from './support-users.service.js';

/** Who acts, from where (the client address as the app resolved it). */
export interface SupportActor {
  staff: StaffPrincipal;
  ip: string | null;
}

const target = (userId: bigint): string => `user:${userId}`;

/**
 * Customer service's changes to a trader (issue 13; spec §6 bans and certification, §9 credit). Each is
 * one transaction with its audit row (who, what, the row before and after, the reason, the client
 * address); the answer is the trader's facts after it. A change that changes nothing writes nothing.
 */
@Injectable()
export class SupportActionsService {
  constructor(
    private readonly runner: TransactionRunner,
    private readonly audit: AuditService,
    private readonly accounts: SupportAccountsService,
    private readonly bans: BansService,
    private readonly sessions: SessionService,
    private readonly credit: CreditService,
    private readonly users: SupportUsersService,
    private readonly clock: Clock,
  ) {}

  /**
   * Bans the trader from `kind` until `dto.until` (null: until lifted); a ban of that kind in force is
   * replaced. A login ban ends every session of the trader in the same transaction (RISK5001 at the next
   * call; open sockets are dropped at their next session check). An end not ahead: 400 on `until`.
   */
  async ban(actor: SupportActor, rawId: string, kind: BanKind, dto: BanUserDto): Promise<SupportUserDto> {
    const userId = supportUserId(rawId);
    const now = this.clock.now();
    const until = dto.until === null ? null : new Date(dto.until);
    if (until !== null && until.getTime() <= now.getTime()) {
      throw new AppException('BAD_REQUEST', [{ field: 'until', messages: [M.banUntilInvalid] }]);
    }
    await this.runner.run(async (tx) => {
      await this.accounts.get(tx, userId);
      const change = await this.bans.ban(
        tx,
        { userId, kind, until, reason: dto.reason, staffId: actor.staff.id },
        now,
      );
      if (kind === 'LOGIN') await this.sessions.revokeAll(userId, tx);
      await this.audit.record(
        {
          staffId: actor.staff.id,
          action: 'SUPPORT_BAN',
          target: target(userId),
          data: {
            kind,
            reason: dto.reason,
            sessionsEnded: kind === 'LOGIN',
            before: change.replaced.map(banAudit),
            after: banAudit(change.ban),
          },
          ip: actor.ip,
        },
        tx,
      );
    });
    return this.users.profile(userId);
  }

  /** Lifts the trader's ban of `kind` in force (nothing to record when none is). */
  async lift(actor: SupportActor, rawId: string, kind: BanKind, dto: LiftBanDto): Promise<SupportUserDto> {
    const userId = supportUserId(rawId);
    await this.runner.run(async (tx) => {
      await this.accounts.get(tx, userId);
      const now = this.clock.now();
      const lifted = await this.bans.lift(tx, userId, kind, now);
      if (lifted.length === 0) return;
      await this.audit.record(
        {
          staffId: actor.staff.id,
          action: 'SUPPORT_UNBAN',
          target: target(userId),
          data: {
            kind,
            reason: dto.reason,
            before: lifted.map(banAudit),
            after: lifted.map((b) => banAudit({ ...b, liftedAt: now })),
          },
          ip: actor.ip,
        },
        tx,
      );
    });
    return this.users.profile(userId);
  }

  /** Grants or removes the certified-merchant flag (granting needs advanced KYC: 4001). */
  async setCertified(actor: SupportActor, rawId: string, dto: SetCertifiedDto): Promise<SupportUserDto> {
    const userId = supportUserId(rawId);
    await this.runner.run(async (tx) => {
      const change = await this.accounts.setCertified(tx, userId, dto.certified);
      if (change.before === change.after) return;
      await this.audit.record(
        {
          staffId: actor.staff.id,
          action: 'SUPPORT_CERTIFY',
          target: target(userId),
          data: {
            reason: dto.reason,
            before: { certified: change.before },
            after: { certified: change.after },
          },
          ip: actor.ip,
        },
        tx,
      );
    });
    return this.users.profile(userId);
  }

  /**
   * Adds (or takes) credit points through the credit module: an ADJUSTMENT CreditRecord naming the staff
   * member with the reason as its note. The score never goes below 0; the record and the audit row hold
   * the points actually moved.
   */
  async adjustCredit(actor: SupportActor, rawId: string, dto: AdjustCreditDto): Promise<SupportUserDto> {
    const userId = supportUserId(rawId);
    await this.runner.run(async (tx) => {
      await this.accounts.get(tx, userId);
      const result = await this.credit.adjust(tx, userId, dto.delta, 'ADJUSTMENT', {
        staffId: actor.staff.id,
        note: dto.reason,
      });
      await this.audit.record(
        {
          staffId: actor.staff.id,
          action: 'SUPPORT_CREDIT_ADJUST',
          target: target(userId),
          data: {
            reason: dto.reason,
            requested: dto.delta,
            delta: result.delta,
            before: { creditScore: result.scoreAfter - result.delta },
            after: { creditScore: result.scoreAfter },
          },
          ip: actor.ip,
        },
        tx,
      );
    });
    return this.users.profile(userId);
  }
}
