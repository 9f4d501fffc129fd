import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { ChatModule } from '../chat/chat.module.js';
import { CreditModule } from '../credit/credit.module.js';
import { FilesModule } from '../files/files.module.js';
import { MerchantsModule } from '../merchants/merchants.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { StaffAuthModule } from '../staff-auth/staff-auth.module.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { AdminAppealsController } from './admin-appeals.controller.js';
import { AppealCompensationService } from './appeal-compensation.service.js';
import { AppealDecisionsService } from './appeal-decisions.service.js';
import { AppealDeskService } from './appeal-desk.service.js';
import { AppealHooks } from './appeal-hooks.js';
import { AppealsController } from './appeals.controller.js';
import { AppealsRepository } from './appeals.repository.js';
import { AppealsService } from './appeals.service.js';

/**
 * Appeals (issue 13; spec §2, §4, §5, §7, §9; DESIGN §4): the parties file and withdraw appeals, the appeal
 * desk reads and decides them, decisions run after their delay (a delayed job, swept after a restart).
 * Owns `appeals` and `appeal_evidence`; plugs into the orders engine (`useAppeals`) and the files module
 * (evidence readable by the order's parties).
 */
@Module({
  imports: [
    AuditModule,
    AuthModule,
    CatalogModule,
    ChatModule,
    CreditModule,
    FilesModule,
    MerchantsModule,
    OrdersModule,
    StaffAuthModule,
    UserAccountsModule,
  ],
  controllers: [AppealsController, AdminAppealsController],
  providers: [
    AppealsRepository,
    AppealsService,
    AppealCompensationService,
    AppealDecisionsService,
    AppealDeskService,
    AppealHooks,
  ],
})
export class AppealsModule {}
