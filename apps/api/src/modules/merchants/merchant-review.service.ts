import { Injectable } from '@nestjs/common';
import {
  MERCHANT_GUARANTEE_COIN,
  type ApproveMerchantDto,
  type MerchantApplicationDto,
  type MerchantApplicationQueryDto,
  type MerchantCaseDto,
  type MerchantDecisionDto,
  type Page,
} from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import type { StaffPrincipal } from '../staff-auth/staff.principal.js';
import { SupportAccountsService } from '../users/support-accounts.service.js';
import { MerchantGuarantee } from './merchant-guarantee.js';
import { MerchantThresholdsService } from './merchant-thresholds.service.js';
import { MerchantTrading } from './merchant-trading.js';
import {
  applicantView,
  applicationView,
  compensationView,
  covered,
  figuresOf,
  heldOf,
} from './merchant-views.js';
import { merchantNotices } from './merchants.jobs.js';
import { type ApplicationChange, type ApplicationRow, MerchantsRepository } from './merchants.repository.js';
import type { MerchantNotice } from './merchant-mail.js';

/** Who decides, from where. */
export interface MerchantActor {
  staff: StaffPrincipal;
  ip: string | null;
}

const applicationId = (raw: string): string => {
  const id = parseRowId(raw);
  if (id === null) throw new AppException('MERCHANT_APPLICATION_NOT_FOUND');
  return id;
};

/**
 * Customer service's review of merchant applications (issue 24): the queue, the case (the trader's
 * figures and KYC, the thresholds, the guarantee, compensations), and the decisions, each one transaction
 * with its audit row and the trader's notices (socket message, mail):
 * - approve: PENDING_REVIEW with the whole guarantee held -> APPROVED, the trader certified (4001 without
 *   advanced KYC);
 * - refuse: AWAITING_DEPOSIT or PENDING_REVIEW -> REFUSED with a reason; the guarantee goes back (kept
 *   until the trader gives up when they have no address to return it to);
 * - revoke: APPROVED -> REVOKED with a reason; certification ends, fiat ads go offline, open orders go on;
 *   the guarantee goes back at once when no order is open (and there is an address), else when the
 *   trader gives up later.
 * Any other state: 5054.
 */
@Injectable()
export class MerchantReviewService {
  constructor(
    private readonly repo: MerchantsRepository,
    private readonly guarantee: MerchantGuarantee,
    private readonly thresholds: MerchantThresholdsService,
    private readonly trading: MerchantTrading,
    private readonly accounts: SupportAccountsService,
    private readonly audit: AuditService,
    private readonly outbox: OutboxRepository,
    private readonly runner: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async list(q: MerchantApplicationQueryDto): Promise<Page<MerchantApplicationDto>> {
    const { rows, total } = await this.repo.page(q.status, q.pageNo, q.pageSize);
    const list: MerchantApplicationDto[] = [];
    for (const a of rows) {
      const user = await this.accounts.get(null, BigInt(a.userId));
      const deposits = await this.guarantee.deposits(this.repo.pool, a);
      list.push(applicationView(a, deposits, MERCHANT_GUARANTEE_COIN, user.kycLevel));
    }
    return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
  }

  async case(rawId: string): Promise<MerchantCaseDto> {
    const db = this.repo.pool;
    const a = await this.repo.byId(db, applicationId(rawId));
    if (!a) throw new AppException('MERCHANT_APPLICATION_NOT_FOUND');
    const user = await this.accounts.get(db, BigInt(a.userId));
    const deposits = await this.guarantee.deposits(db, a);
    return {
      application: applicationView(a, deposits, MERCHANT_GUARANTEE_COIN, user.kycLevel),
      applicant: applicantView(user),
      figuresNow: figuresOf(user, this.clock.now()),
      thresholds: await this.thresholds.current(db),
      compensations: (await this.repo.compensations(db, a.id)).map((c) => compensationView(c, a.userId)),
    };
  }

  approve(actor: MerchantActor, rawId: string, dto: ApproveMerchantDto): Promise<MerchantCaseDto> {
    return this.decide(actor, rawId, 'APPROVED', dto.reason ?? null, async (tx, a) => {
      if (a.status !== 'PENDING_REVIEW') throw new AppException('MERCHANT_APPLICATION_STATE_INVALID');
      if (!covered(a, heldOf(await this.guarantee.deposits(tx, a, true))))
        throw new AppException('MERCHANT_APPLICATION_STATE_INVALID');
      await this.accounts.setCertified(tx, BigInt(a.userId), true);
      return { change: {}, data: {} };
    });
  }

  refuse(actor: MerchantActor, rawId: string, dto: MerchantDecisionDto): Promise<MerchantCaseDto> {
    return this.decide(actor, rawId, 'REFUSED', dto.reason, async (tx, a, now) => {
      if (a.status !== 'PENDING_REVIEW' && a.status !== 'AWAITING_DEPOSIT')
        throw new AppException('MERCHANT_APPLICATION_STATE_INVALID');
      const returned = await this.guarantee.returnAll(tx, a, true);
      return { change: returned === null ? {} : { returnedAt: now }, data: { returned: returned ?? 'kept' } };
    });
  }

  revoke(actor: MerchantActor, rawId: string, dto: MerchantDecisionDto): Promise<MerchantCaseDto> {
    return this.decide(actor, rawId, 'REVOKED', dto.reason, async (tx, a, now) => {
      if (a.status !== 'APPROVED') throw new AppException('MERCHANT_APPLICATION_STATE_INVALID');
      const userId = BigInt(a.userId);
      await this.accounts.setCertified(tx, userId, false);
      const adsOffline = await this.trading.fiatAdsOffline(tx, userId);
      const ordersOpen = await this.trading.hasOpenOrders(tx, userId);
      // The guarantee stays while orders are open (or the trader has no address): giving up returns it.
      const returned = ordersOpen ? null : await this.guarantee.returnAll(tx, a, true);
      const change: ApplicationChange =
        returned === null ? { endedAt: now } : { endedAt: now, returnedAt: now };
      return { change, data: { adsOffline, ordersOpen, returned: returned ?? 'kept' } };
    });
  }

  /** One decision: the application locked, `apply`'s checks and effects, the move, audit and notices. */
  private async decide(
    actor: MerchantActor,
    rawId: string,
    status: MerchantNotice & ApplicationRow['status'],
    reason: string | null,
    apply: (
      tx: Tx,
      a: ApplicationRow,
      now: Date,
    ) => Promise<{ change: ApplicationChange; data: Record<string, string | number | boolean> }>,
  ): Promise<MerchantCaseDto> {
    const id = applicationId(rawId);
    await this.runner.run(async (tx) => {
      const a = await this.repo.lock(tx, id);
      if (!a) throw new AppException('MERCHANT_APPLICATION_NOT_FOUND');
      const now = this.clock.now();
      const { change, data } = await apply(tx, a, now);
      const moved = await this.repo.update(
        tx,
        a.id,
        {
          ...change,
          status,
          reason,
          reviewerId: actor.staff.id,
          ...(status === 'REVOKED' ? {} : { decidedAt: now }),
        },
        now,
      );
      await this.audit.record(
        {
          staffId: actor.staff.id,
          action: `MERCHANT_${status === 'APPROVED' ? 'APPROVE' : status === 'REFUSED' ? 'REFUSE' : 'REVOKE'}`,
          target: `user:${a.userId}`,
          data: { applicationId: a.id, reason, before: { status: a.status }, after: { status }, ...data },
          ip: actor.ip,
        },
        tx,
      );
      await this.outbox.append(tx, merchantNotices(moved, status, now));
    });
    return this.case(id);
  }
}
