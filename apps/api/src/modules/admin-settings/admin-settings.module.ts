import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { StaffAuthModule } from '../staff-auth/staff-auth.module.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { AdminSettingsController } from './admin-settings.controller.js';
import { AdminSettingsService } from './admin-settings.service.js';

/**
 * The console's settings (issue 25): the credit rules (the catalog module owns `credit_settings`), the
 * limit defaults of new accounts and each trader's limits (the users module owns them). Owns no table;
 * every change is audited in its transaction.
 */
@Module({
  imports: [AuditModule, CatalogModule, StaffAuthModule, UserAccountsModule],
  controllers: [AdminSettingsController],
  providers: [AdminSettingsService],
})
export class AdminSettingsModule {}
