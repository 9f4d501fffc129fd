import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { EmailModule } from '../email/email.module.js';
import { WalletAuthModule } from '../wallet-auth/wallet-auth.module.js';
import { EmailChangeService } from './email-change.service.js';
import { ProfileService } from './profile.service.js';
import { UsersController } from './users.controller.js';
import { UsersRegionRepository } from './users-region.repository.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/** The account routes (info, profile changes). Other modules reach accounts through UserAccountsModule. */
@Module({
  imports: [AuditModule, AuthModule, CatalogModule, EmailModule, WalletAuthModule],
  controllers: [UsersController],
  providers: [UsersRepository, UsersRegionRepository, UsersService, ProfileService, EmailChangeService],
  exports: [UsersService],
})
export class UsersModule {}
