import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { StaffAuthModule } from '../staff-auth/staff-auth.module.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { ActiveTrades } from './active-trades.js';
import { AdminDeepReorgsController } from './admin-deep-reorgs.controller.js';
import { AdminPayoutsController } from './admin-payouts.controller.js';
import { BalancePayoutService } from './balance-payout.service.js';
import { BalanceService } from './balance.service.js';
import { ChainIndexRepository } from './chain-index.repository.js';
import { ChainIndexerService } from './chain-indexer.service.js';
import { ChainNoncesRepository } from './chain-nonces.repository.js';
import { ChainLagService } from './chain-lag.service.js';
import { ChainRegistry } from './chain-registry.service.js';
import { ChainTaps } from './chain-taps.js';
import { ChainWatchController } from './chain-watch.controller.js';
import { ChainWatchService } from './chain-watch.service.js';
import { CreditingService } from './crediting.service.js';
import { DeepReorgRepository } from './deep-reorg.repository.js';
import { DeepReorgService } from './deep-reorg.service.js';
import { DepositDeadlines } from './deposit-deadlines.service.js';
import { DepositsRepository } from './deposits.repository.js';
import { EscrowEvents } from './escrow-events.js';
import { EscrowController } from './escrow.controller.js';
import { EscrowJobs } from './escrow.jobs.js';
import { EscrowNfts } from './escrow-nfts.js';
import { NftBalanceService } from './nft-balance.service.js';
import { NftCollections } from './nft-collections.js';
import { EscrowDrainService } from './escrow-drain.service.js';
import { EscrowService } from './escrow.service.js';
import { FundRecordsRepository } from './fund-records.repository.js';
import { FundSearchRepository } from './fund-search.repository.js';
import { FundSearchService } from './fund-search.service.js';
import { LedgerRepository } from './ledger.repository.js';
import { LeftoversService } from './leftovers.service.js';
import { PayoutRequeueService } from './payout-requeue.service.js';
import { PayoutAttemptsRepository } from './payout-attempts.repository.js';
import { PayoutOutcomes } from './payout-outcomes.service.js';
import { PayoutSenderService } from './payout-sender.service.js';
import { PayoutTracker } from './payout-tracker.service.js';
import { PayoutsRepository } from './payouts.repository.js';
import { ReservesService } from './reserves.service.js';

/**
 * Escrow on chain (issue 10, DESIGN.md §5): deposits in, payouts out, the temporary balance, fund records,
 * withdrawals and the proof of reserves; the chain watcher (indexer and sender) runs where jobs run. Ads
 * and orders use `EscrowService`, listen to `EscrowEvents` and register with `ActiveTrades`; the staff
 * console reads deposits and payouts through `FundSearchService` (issue 25).
 */
@Module({
  imports: [AuditModule, AuthModule, CatalogModule, StaffAuthModule, UserAccountsModule],
  controllers: [EscrowController, ChainWatchController, AdminPayoutsController, AdminDeepReorgsController],
  providers: [
    ActiveTrades,
    BalancePayoutService,
    BalanceService,
    ChainIndexRepository,
    ChainIndexerService,
    ChainNoncesRepository,
    ChainLagService,
    ChainRegistry,
    ChainTaps,
    ChainWatchService,
    CreditingService,
    DeepReorgRepository,
    DeepReorgService,
    DepositDeadlines,
    DepositsRepository,
    EscrowEvents,
    EscrowJobs,
    EscrowNfts,
    EscrowDrainService,
    EscrowService,
    FundRecordsRepository,
    FundSearchRepository,
    FundSearchService,
    LedgerRepository,
    LeftoversService,
    NftBalanceService,
    NftCollections,
    PayoutRequeueService,
    PayoutAttemptsRepository,
    PayoutOutcomes,
    PayoutSenderService,
    PayoutTracker,
    PayoutsRepository,
    ReservesService,
  ],
  exports: [
    EscrowService,
    EscrowNfts,
    NftCollections,
    EscrowEvents,
    ActiveTrades,
    DepositDeadlines,
    BalanceService,
    ChainWatchService,
    ChainLagService,
    ReservesService,
    PayoutRequeueService,
    ChainRegistry,
    ChainTaps,
    FundSearchService,
  ],
})
export class EscrowModule {}
