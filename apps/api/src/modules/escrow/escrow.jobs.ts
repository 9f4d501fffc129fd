import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { ChainKind } from '@p2p/chain';
import { JobHandler } from '../../core/jobs/job-handler.decorator.js';
import type { JobData } from '../../core/jobs/job-catalog.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { ChainWatchService, type WatchRound } from './chain-watch.service.js';
import { fundChange } from './crediting.service.js';
import { DepositsRepository } from './deposits.repository.js';
import { LeftoversService } from './leftovers.service.js';
import { ReservesService } from './reserves.service.js';

/** The escrow jobs (job catalogue: `escrow.*`). Each is safe to run twice. */
@Injectable()
export class EscrowJobs {
  private readonly logger = new Logger(EscrowJobs.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly watch: ChainWatchService,
    private readonly deposits: DepositsRepository,
    private readonly leftovers: LeftoversService,
    private readonly reserves: ReservesService,
    private readonly runner: TransactionRunner,
    private readonly outbox: OutboxRepository,
  ) {}

  /** A payout was queued: a round of its chain now rather than at the next poll (not where rounds are driven by hand). */
  @JobHandler('escrow.sendPayouts')
  async sendPayouts(data: JobData): Promise<WatchRound | null> {
    const chain = data.chain;
    if (chain !== ChainKind.ERC20 && chain !== ChainKind.TRC20) return null;
    if (!this.config.chains.watchLoop) return null;
    return this.watch.round(chain);
  }

  @JobHandler('escrow.expireDeposits')
  async expireDeposits(): Promise<number> {
    return this.runner.run(async (tx) => {
      const expired = await this.deposits.expireDue(tx, new Date());
      // The owner is told, and so is the module that opened it (an ad's creation is cancelled).
      await this.outbox.append(
        tx,
        expired.flatMap((i) => [
          fundChange(i.userId, { kind: 'deposit', id: i.id, status: 'EXPIRED', confirmations: 0 }),
          {
            aggregate: 'deposit',
            aggregateId: i.id,
            type: 'escrow' as const,
            payload: {
              event: 'DEPOSIT_CANCELLED' as const,
              purpose: i.purpose,
              refId: i.refId,
              depositIntentId: i.id,
            },
          },
        ]),
      );
      return expired.length;
    });
  }

  @JobHandler('escrow.returnLeftovers')
  async returnLeftovers(): Promise<number> {
    const n = await this.leftovers.returnIdle();
    if (n > 0) this.logger.log(`returned ${n} idle temporary balances`);
    return n;
  }

  @JobHandler('escrow.reconcile')
  async reconcile(): Promise<boolean> {
    return (await this.reserves.reconcile()).balanced;
  }
}
