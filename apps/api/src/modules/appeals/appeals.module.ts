import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { ChatModule } from '../chat/chat.module.js';
import { CreditModule } from '../credit/credit.module.js';
import { EmailModule } from '../email/email.module.js';
import { EscrowModule } from '../escrow/escrow.module.js';
import { FilesModule } from '../files/files.module.js';
import { MerchantsModule } from '../merchants/merchants.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { StaffAuthModule } from '../staff-auth/staff-auth.module.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { AdminAppealClaimsController } from './admin-appeal-claims.controller.js';
import { AdminAppealsController } from './admin-appeals.controller.js';
import { AppealClaimsService } from './appeal-claims.service.js';
import { AppealCompensationService } from './appeal-compensation.service.js';
import { AppealDecisionsService } from './appeal-decisions.service.js';
import { AppealDeskService } from './appeal-desk.service.js';
import { AppealHooks } from './appeal-hooks.js';
import { AdminAppealRequestsController } from './admin-appeal-requests.controller.js';
import { AppealRequestsJobs } from './appeal-requests.jobs.js';
import { AppealRequestsRepository } from './appeal-requests.repository.js';
import { AppealRequestsService } from './appeal-requests.service.js';
import { AppealsController } from './appeals.controller.js';
import { AppealsRepository } from './appeals.repository.js';
import { AppealsService } from './appeals.service.js';

/**
 * Appeals (issue 13; spec §2, §4, §5, §7, §9; DESIGN §4): the parties file and withdraw appeals, the appeal
 * desk reads and decides them, decisions run after their delay (a delayed job, swept after a restart).
 * Owns `appeals` and `appeal_evidence`; plugs into the orders engine (`useAppeals`) and the files module
 * (evidence readable by the order's parties); reads the order's escrow deposits through escrow's
 * `FundSearchService` (the case page, issue 25). Exports `AppealDeskService` (the staff console's Ads &
 * Orders reads an order's appeals through it, issue 25).
 */
@Module({
  imports: [
    AuditModule,
    AuthModule,
    CatalogModule,
    ChatModule,
    CreditModule,
    EmailModule,
    EscrowModule,
    FilesModule,
    MerchantsModule,
    OrdersModule,
    StaffAuthModule,
    UserAccountsModule,
  ],
  // AdminAppealClaimsController first: its `/admin/appeals/next` must not be read as `/admin/appeals/:id`.
  controllers: [
    AppealsController,
    AdminAppealClaimsController,
    AdminAppealsController,
    AdminAppealRequestsController,
  ],
  providers: [
    AppealsRepository,
    AppealsService,
    AppealClaimsService,
    AppealCompensationService,
    AppealDecisionsService,
    AppealDeskService,
    AppealHooks,
    AppealRequestsRepository,
    AppealRequestsService,
    AppealRequestsJobs,
  ],
  exports: [AppealDeskService],
})
export class AppealsModule {}
