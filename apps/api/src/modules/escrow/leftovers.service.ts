import { Inject, Injectable } from '@nestjs/common';
import { Clock, compareDecimal } from '@p2p/domain';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { ActiveTrades } from './active-trades.js';
import { BalancePayoutService } from './balance-payout.service.js';
import { ChainRegistry } from './chain-registry.service.js';
import { DeepReorgRepository } from './deep-reorg.repository.js';
import { FundRecordsRepository } from './fund-records.repository.js';
import { LedgerRepository } from './ledger.repository.js';

const BATCH = 100;

/**
 * Spec §4: what remains in the temporary balance after all of a user's ads and orders end is returned to
 * the bound address. A line untouched for the configured hours, whose owner has nothing under way and an
 * address bound on that chain, is debited whole and paid out (RETURN), with a RETURN fund record.
 */
@Injectable()
export class LeftoversService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registry: ChainRegistry,
    private readonly ledger: LedgerRepository,
    private readonly fundRecords: FundRecordsRepository,
    private readonly payouts: BalancePayoutService,
    private readonly accounts: UserAccountsService,
    private readonly activeTrades: ActiveTrades,
    private readonly runner: TransactionRunner,
    private readonly reorgs: DeepReorgRepository,
    private readonly clock: Clock,
  ) {}

  async returnIdle(now = this.clock.now()): Promise<number> {
    const before = new Date(now.getTime() - this.config.chains.leftoverReturnHours * 3600_000);
    let returned = 0;
    for (const line of await this.ledger.idleLines(before, BATCH)) {
      const userId = BigInt(line.userId);
      const adapter = this.registry.adapter(line.chain);
      if (!adapter || (await this.activeTrades.any(userId, now))) continue;
      const to = await this.accounts.withdrawAddress(userId, line.chain);
      const coin = (await this.registry.allCoinChains()).find(
        (c) => c.coinId === line.coinId && c.chain === line.chain,
      );
      if (!to || !coin) continue;
      const done = await this.runner.run(async (tx) => {
        const amount = await this.ledger.lockLine(tx, userId, line.coinId, line.chain);
        if (amount === null || amount !== line.amount) return false; // changed since it was read
        if (await this.fundRecords.withdrawalInProgress(tx, userId, line.coinId, line.chain)) return false;
        // A line part of which a deep reorganisation holds stays until that is settled (issue 29).
        if (compareDecimal(await this.reorgs.heldOn(tx, userId, line.coinId, line.chain), '0') > 0)
          return false;
        await this.payouts.payOut(tx, {
          userId,
          coinId: line.coinId,
          assetScale: coin.assetScale,
          chain: line.chain,
          amount,
          fee: '0',
          to,
          kind: 'RETURN',
        });
        return true;
      });
      if (done) returned += 1;
    }
    return returned;
  }
}
