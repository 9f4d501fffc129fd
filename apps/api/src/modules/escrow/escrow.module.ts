import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { StaffAuthModule } from '../staff-auth/staff-auth.module.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { ActiveTrades } from './active-trades.js';
import { BalancePayoutService } from './balance-payout.service.js';
import { BalanceService } from './balance.service.js';
import { ChainIndexRepository } from './chain-index.repository.js';
import { ChainIndexerService } from './chain-indexer.service.js';
import { ChainLagService } from './chain-lag.service.js';
import { ChainRegistry } from './chain-registry.service.js';
import { ChainWatchController } from './chain-watch.controller.js';
import { ChainWatchService } from './chain-watch.service.js';
import { CreditingService } from './crediting.service.js';
import { DepositsRepository } from './deposits.repository.js';
import { EscrowEvents } from './escrow-events.js';
import { EscrowController } from './escrow.controller.js';
import { EscrowJobs } from './escrow.jobs.js';
import { EscrowService } from './escrow.service.js';
import { FundRecordsRepository } from './fund-records.repository.js';
import { LedgerRepository } from './ledger.repository.js';
import { LeftoversService } from './leftovers.service.js';
import { PayoutSenderService } from './payout-sender.service.js';
import { PayoutsRepository } from './payouts.repository.js';
import { ReservesService } from './reserves.service.js';

/**
 * Escrow on chain (issue 10, DESIGN.md §5): deposits in, payouts out, the temporary balance, fund records,
 * withdrawals and the proof of reserves; the chain watcher (indexer and sender) runs where jobs run. Ads
 * and orders use `EscrowService`, listen to `EscrowEvents` and register with `ActiveTrades`.
 */
@Module({
  imports: [AuditModule, AuthModule, CatalogModule, StaffAuthModule, UserAccountsModule],
  controllers: [EscrowController, ChainWatchController],
  providers: [
    ActiveTrades,
    BalancePayoutService,
    BalanceService,
    ChainIndexRepository,
    ChainIndexerService,
    ChainLagService,
    ChainRegistry,
    ChainWatchService,
    CreditingService,
    DepositsRepository,
    EscrowEvents,
    EscrowJobs,
    EscrowService,
    FundRecordsRepository,
    LedgerRepository,
    LeftoversService,
    PayoutSenderService,
    PayoutsRepository,
    ReservesService,
  ],
  exports: [EscrowService, EscrowEvents, ActiveTrades, BalanceService, ChainWatchService, ReservesService],
})
export class EscrowModule {}
