import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { MaintenanceModule } from '../../core/maintenance/maintenance.module.js';
import { SupportAccountsRepository } from './support-accounts.repository.js';
import { SupportAccountsService } from './support-accounts.service.js';
import { UserAccountsService } from './user-accounts.service.js';
import { UserLimitsRepository } from './user-limits.repository.js';
import { UserLimitsService } from './user-limits.service.js';
import { UsersRegionRepository } from './users-region.repository.js';
import { UsersRepository } from './users.repository.js';
import { UsersSignupRepository } from './users-signup.repository.js';

/**
 * The owner of the `users` table, below every module that needs accounts (auth, email, wallet-auth,
 * password-auth): it imports none of them, so they can all import it without a cycle. The profile routes
 * (UsersModule) sit above auth and email. SupportAccountsService is the staff console's view of accounts.
 */
@Module({
  imports: [AuditModule, MaintenanceModule],
  providers: [
    UsersRepository,
    UsersSignupRepository,
    UsersRegionRepository,
    UserAccountsService,
    SupportAccountsRepository,
    SupportAccountsService,
    UserLimitsRepository,
    UserLimitsService,
  ],
  exports: [UserAccountsService, SupportAccountsService, UserLimitsService],
})
export class UserAccountsModule {}
