import { Injectable } from '@nestjs/common';
import type { MerchantCompensationDto } from '@p2p/contracts';
import { Clock, compareDecimal, normalizeDecimal } from '@p2p/domain';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { MerchantGuarantee } from './merchant-guarantee.js';
import type { MerchantActor } from './merchant-review.service.js';
import { MerchantTrading } from './merchant-trading.js';
import { compensationView } from './merchant-views.js';
import { merchantNotices } from './merchants.jobs.js';
import { MerchantsRepository } from './merchants.repository.js';

/** A compensation an appeal officer orders: the appeal decided against `merchantId`, owed to `toUserId`. */
export interface CompensationOrder {
  merchantId: bigint;
  toUserId: bigint;
  appealId: string;
  orderId: string;
  /** Guarantee coin units. */
  amount: string;
  reason: string;
}

/**
 * Compensation from a merchant's guarantee (issue 24: "the guarantee is real"), in the caller's
 * transaction (the appeals module, which checked the appeal): the merchant's application must be APPROVED,
 * or REVOKED with its guarantee not yet returned (5056 otherwise); the amount is paid to the
 * counterparty's address through escrow's payouts (5057 beyond what the guarantee holds, 5034 without an
 * address), recorded once per appeal (the same order again answers the first compensation; another amount
 * for the same appeal: 5056), audited; an approved merchant then owes a top-up (5055 on fiat ads) and the
 * fiat ads go offline until it completes. The merchant is told by socket and mail.
 */
@Injectable()
export class MerchantCompensationService {
  constructor(
    private readonly repo: MerchantsRepository,
    private readonly guarantee: MerchantGuarantee,
    private readonly trading: MerchantTrading,
    private readonly audit: AuditService,
    private readonly outbox: OutboxRepository,
    private readonly clock: Clock,
  ) {}

  async compensate(tx: Tx, actor: MerchantActor, o: CompensationOrder): Promise<MerchantCompensationDto> {
    const amount = normalizeDecimal(o.amount);
    if (compareDecimal(amount, '0') <= 0) throw new AppException('BALANCE_AMOUNT_INVALID');
    const a = await this.repo.lockHolding(tx, o.merchantId);
    const done = await this.repo.compensationOf(tx, o.appealId);
    if (done) {
      const same =
        a?.id === done.applicationId && compareDecimal(normalizeDecimal(done.amount), amount) === 0;
      if (!same) throw new AppException('COMPENSATION_NOT_ALLOWED');
      return compensationView(done, String(o.merchantId));
    }
    if (!a || (a.status !== 'APPROVED' && a.status !== 'REVOKED'))
      throw new AppException('COMPENSATION_NOT_ALLOWED');
    await this.guarantee.pay(tx, a, amount, o.toUserId, o.appealId);
    const now = this.clock.now();
    const row = await this.repo.insertCompensation(
      tx,
      {
        applicationId: a.id,
        appealId: o.appealId,
        orderId: o.orderId,
        toUserId: String(o.toUserId),
        amount,
        reason: o.reason,
        staffId: actor.staff.id,
      },
      now,
    );
    let adsOffline = 0;
    let moved = a;
    if (a.status === 'APPROVED') {
      moved = await this.repo.update(tx, a.id, { topUpRequired: true }, now);
      adsOffline = await this.trading.fiatAdsOffline(tx, o.merchantId);
      await this.outbox.append(tx, merchantNotices(moved, 'TOP_UP_REQUIRED', now));
    }
    await this.audit.record(
      {
        staffId: actor.staff.id,
        action: 'MERCHANT_COMPENSATE',
        target: `user:${a.userId}`,
        data: {
          applicationId: a.id,
          appealId: o.appealId,
          orderId: o.orderId,
          toUserId: String(o.toUserId),
          amount,
          reason: o.reason,
          adsOffline,
          before: { topUpRequired: a.topUpRequired },
          after: { topUpRequired: moved.topUpRequired },
        },
        ip: actor.ip,
      },
      tx,
    );
    return compensationView(row, a.userId);
  }
}
