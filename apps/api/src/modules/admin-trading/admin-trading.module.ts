import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { AdsModule } from '../ads/ads.module.js';
import { AppealsModule } from '../appeals/appeals.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { ChatModule } from '../chat/chat.module.js';
import { EmailModule } from '../email/email.module.js';
import { EscrowModule } from '../escrow/escrow.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { StaffAuthModule } from '../staff-auth/staff-auth.module.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { AdminTradingActionsService } from './admin-trading-actions.service.js';
import { AdminTradingController } from './admin-trading.controller.js';
import { AdminTradingJobs } from './admin-trading.jobs.js';
import { AdminTradingService } from './admin-trading.service.js';

/**
 * The staff console's Ads & Orders (issue 25): reads the market's ads, orders, deposits and payouts through
 * their owners' services (`AdsSearchService`, `OrdersSearchService`, `FundSearchService`, the appeal desk,
 * the users module's `SupportAccountsService` for names, the catalog for coin symbols); changes an ad only
 * through the ads module (`AdLifecycleService`), each change audited in its transaction with the trader's
 * mail job (`trading.adNotice`). Owns no table and no repository; no module imports it (a leaf).
 */
@Module({
  imports: [
    AuditModule,
    AdsModule,
    AppealsModule,
    CatalogModule,
    ChatModule,
    EmailModule,
    EscrowModule,
    OrdersModule,
    StaffAuthModule,
    UserAccountsModule,
  ],
  controllers: [AdminTradingController],
  providers: [AdminTradingService, AdminTradingActionsService, AdminTradingJobs],
})
export class AdminTradingModule {}
