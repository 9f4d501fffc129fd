import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { ChainKind } from '@p2p/chain';
import { Clock } from '@p2p/domain';
import { JobHandler } from '../../core/jobs/job-handler.decorator.js';
import type { JobData } from '../../core/jobs/job-catalog.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import type { IndexRound } from './chain-indexer.service.js';
import { ChainWatchService, type WatchRound } from './chain-watch.service.js';
import { fundChange } from './fund-change.js';
import { DepositsRepository } from './deposits.repository.js';
import { LeftoversService } from './leftovers.service.js';
import { ReservesService } from './reserves.service.js';

/** The escrow jobs (job catalogue: `escrow.*`). Each is safe to run twice. */
/** What a round's job answers: kept by BullMQ as JSON, so its block heights are text (never a bigint). */
export interface RoundSummary extends Omit<WatchRound, 'index'> {
  index?: Omit<IndexRound, 'head' | 'reorgAt'> & { head: string; reorgAt: string | null };
}

export function summaryOf(round: WatchRound): RoundSummary {
  const { index, ...rest } = round;
  if (!index) return rest;
  return {
    ...rest,
    index: {
      ...index,
      head: String(index.head),
      reorgAt: index.reorgAt === null ? null : String(index.reorgAt),
    },
  };
}

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
    private readonly clock: Clock,
  ) {}

  /** A payout was queued: a round of its chain now rather than at the next poll (not where rounds are driven by hand). */
  @JobHandler('escrow.sendPayouts')
  async sendPayouts(data: JobData): Promise<RoundSummary | null> {
    const chain = data.chain;
    if (chain !== ChainKind.ERC20 && chain !== ChainKind.TRC20) return null;
    if (!this.config.chains.watchLoop) return null;
    return summaryOf(await this.watch.round(chain));
  }

  /**
   * Expires the intents past their expiry at `now`; one the watcher may not have read a transfer for yet
   * waits within the grace (issue 20).
   */
  @JobHandler('escrow.expireDeposits')
  async expireDeposits(_data?: JobData, now = this.clock.now()): Promise<number> {
    return this.runner.run(async (tx) => {
      const expired = await this.deposits.expireDue(tx, now, this.config.chains.depositWatchGraceMs);
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
