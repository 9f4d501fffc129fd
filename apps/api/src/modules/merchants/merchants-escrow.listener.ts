import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '@p2p/domain';
import { parseRowId } from '../../core/common/row-id.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { type EscrowEvent, type EscrowEventListener, EscrowEvents } from '../escrow/escrow-events.js';
import { GUARANTEE_PURPOSE, MerchantGuarantee } from './merchant-guarantee.js';
import { covered, heldOf } from './merchant-views.js';
import { merchantNotices } from './merchants.jobs.js';
import { MerchantsRepository } from './merchants.repository.js';

/**
 * What escrow tells merchant certification (issue 24), at least once, in the outbox relay's claiming
 * transaction: a guarantee deposit completed. Once the deposits hold the whole guarantee, an application
 * AWAITING_DEPOSIT goes to PENDING_REVIEW (customer service's queue), and an approved merchant who owed a
 * top-up may post fiat ads again. Any other state: nothing (a late or repeated event).
 */
@Injectable()
export class MerchantsEscrowListener implements EscrowEventListener, OnModuleInit {
  readonly name = 'merchants';

  constructor(
    private readonly events: EscrowEvents,
    private readonly repo: MerchantsRepository,
    private readonly guarantee: MerchantGuarantee,
    private readonly outbox: OutboxRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.events.listen(this);
  }

  async handle(tx: Tx, event: EscrowEvent): Promise<void> {
    if (event.event !== 'DEPOSIT_COMPLETED' || event.purpose !== GUARANTEE_PURPOSE || !event.refId) return;
    const id = parseRowId(event.refId.split(':')[0]);
    if (id === null) return;
    const a = await this.repo.lock(tx, id);
    if (!a) return;
    const waiting = a.status === 'AWAITING_DEPOSIT';
    const toppingUp = a.status === 'APPROVED' && a.topUpRequired;
    if (!waiting && !toppingUp) return;
    if (!covered(a, heldOf(await this.guarantee.deposits(tx, a)))) return;
    const now = this.clock.now();
    const moved = await this.repo.update(
      tx,
      a.id,
      waiting ? { status: 'PENDING_REVIEW', depositedAt: now } : { topUpRequired: false },
      now,
    );
    await this.outbox.append(tx, merchantNotices(moved, null, now));
  }
}
