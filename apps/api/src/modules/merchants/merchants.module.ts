import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { MaintenanceModule } from '../../core/maintenance/maintenance.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { EmailModule } from '../email/email.module.js';
import { EscrowModule } from '../escrow/escrow.module.js';
import { StaffAuthModule } from '../staff-auth/staff-auth.module.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { AdminMerchantsController } from './admin-merchants.controller.js';
import { MerchantApplicationsService } from './merchant-applications.service.js';
import { MerchantCompensationService } from './merchant-compensation.service.js';
import { MerchantGuarantee } from './merchant-guarantee.js';
import { MerchantReviewService } from './merchant-review.service.js';
import { MerchantThresholdsAdmin } from './merchant-thresholds-admin.js';
import { MerchantThresholdsService } from './merchant-thresholds.service.js';
import { MerchantTrading } from './merchant-trading.js';
import { MerchantsController } from './merchants.controller.js';
import { MerchantsEscrowListener } from './merchants-escrow.listener.js';
import { MerchantsJobs } from './merchants.jobs.js';
import { MerchantsRepository } from './merchants.repository.js';

/**
 * Merchant certification (issue 24): applications against the operators' thresholds, the guarantee
 * deposit in MEC held by escrow, customer service's review and revocation, compensation from the
 * guarantee, and the decision notices. Owns `merchant_applications` and `merchant_compensations`. Below
 * ads, orders and appeals: they ask it (fiat ads, compensation) and register what it needs of them
 * (`MerchantTrading`).
 */
@Module({
  imports: [
    AuditModule,
    AuthModule,
    CatalogModule,
    EmailModule,
    EscrowModule,
    MaintenanceModule,
    StaffAuthModule,
    UserAccountsModule,
  ],
  controllers: [MerchantsController, AdminMerchantsController],
  providers: [
    MerchantApplicationsService,
    MerchantCompensationService,
    MerchantGuarantee,
    MerchantReviewService,
    MerchantThresholdsAdmin,
    MerchantThresholdsService,
    MerchantTrading,
    MerchantsEscrowListener,
    MerchantsJobs,
    MerchantsRepository,
  ],
  exports: [MerchantApplicationsService, MerchantCompensationService, MerchantTrading],
})
export class MerchantsModule {}
