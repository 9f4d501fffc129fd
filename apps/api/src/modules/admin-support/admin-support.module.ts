import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { AdsModule } from '../ads/ads.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CreditModule } from '../credit/credit.module.js';
import { EscrowModule } from '../escrow/escrow.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { StaffAuthModule } from '../staff-auth/staff-auth.module.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { AdminSupportController } from './admin-support.controller.js';
import { SupportActionsService } from './support-actions.service.js';
import { SupportUsersService } from './support-users.service.js';

/**
 * The staff console's Customer service (issue 13): finding traders and reading their facts, bans
 * (user_bans: the auth module), certification (users), credit adjustments (credit), with the trader's ads,
 * orders and fund records from their owners. Owns no table; every change is audited in its transaction.
 */
@Module({
  imports: [
    AuditModule,
    AdsModule,
    AuthModule,
    CreditModule,
    EscrowModule,
    OrdersModule,
    StaffAuthModule,
    UserAccountsModule,
  ],
  controllers: [AdminSupportController],
  providers: [SupportUsersService, SupportActionsService],
})
export class AdminSupportModule {}
