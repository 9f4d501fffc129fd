import { Injectable } from '@nestjs/common';
import type { AdminTradingAdDto, StaffAdActionDto } from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AuditService } from '../../core/audit/audit.service.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { AdLifecycleService } from '../ads/ad-lifecycle.service.js';
import type { LockedAd } from '../ads/ads.rows.js';
import type { StaffPrincipal } from '../staff-auth/staff.principal.js';
import { adNoticeJob, NOTICE_ACTIONS } from './admin-trading.jobs.js';
import { AdminTradingService, tradingAdId } from './admin-trading.service.js';
import type { StaffAdNotice } from './trading-mail.js';

/** Who acts, from where (the client address as the app resolved it). */
export interface TradingActor {
  staff: StaffPrincipal;
  ip: string | null;
}

/**
 * Staff taking an ad offline or cancelling it (issue 25). The ads module does the change with the
 * trader's own rules and money path (a cancel is refused while orders are active, a SELL ad's remaining
 * coin goes back by its RETURN payout) and tells the trader (AD_STATUS_CHANGE with the staff's action and
 * reason); the audit row (the reason, the ad before and after, the client address) and the trader's mail
 * job are written in the same transaction. A second offline answers 5060, a second cancel 5061.
 */
@Injectable()
export class AdminTradingActionsService {
  constructor(
    private readonly lifecycle: AdLifecycleService,
    private readonly audit: AuditService,
    private readonly outbox: OutboxRepository,
    private readonly reads: AdminTradingService,
    private readonly clock: Clock,
  ) {}

  async offline(actor: TradingActor, rawId: string, dto: StaffAdActionDto): Promise<AdminTradingAdDto> {
    const id = tradingAdId(rawId);
    await this.lifecycle.offlineByStaff(id, dto.reason, (tx, ad) =>
      this.record(tx, actor, 'OFFLINE', ad, dto.reason, { online: false }),
    );
    return this.reads.ad(id);
  }

  async cancel(actor: TradingActor, rawId: string, dto: StaffAdActionDto): Promise<AdminTradingAdDto> {
    const id = tradingAdId(rawId);
    await this.lifecycle.cancelByStaff(id, dto.reason, (tx, ad) =>
      this.record(tx, actor, 'CANCELLED', ad, dto.reason, { status: 'CANCELLED' }),
    );
    return this.reads.ad(id);
  }

  /** The audit row (with the reason) and the trader's mail job, in the change's transaction. */
  private async record(
    tx: Tx,
    actor: TradingActor,
    notice: StaffAdNotice,
    ad: LockedAd,
    reason: string,
    after: Record<string, string | boolean>,
  ): Promise<void> {
    const now = this.clock.now();
    await this.audit.record(
      {
        staffId: actor.staff.id,
        action: NOTICE_ACTIONS[notice],
        target: `ad:${ad.id}`,
        data: {
          reason,
          ownerId: ad.userId,
          before: { status: ad.status, online: ad.online, remainingQuantity: ad.remainingQuantity },
          after: { status: ad.status, online: ad.online, ...after },
        },
        ip: actor.ip,
      },
      tx,
      now,
    );
    await this.outbox.append(tx, [adNoticeJob(ad.id, notice, now)]);
  }
}
