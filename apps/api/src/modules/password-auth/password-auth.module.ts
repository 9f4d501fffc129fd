import { Module } from '@nestjs/common';
import { AuditModule } from '../../core/audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { EmailModule } from '../email/email.module.js';
import { SliderModule } from '../slider/slider.module.js';
import { PasswordAuthController } from './password-auth.controller.js';
import { PasswordAuthService } from './password-auth.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { WalletAuthModule } from '../wallet-auth/wallet-auth.module.js';

/** Registration, login and forgotten-password resets by email and password. It owns no table. */
@Module({
  imports: [AuditModule, AuthModule, EmailModule, SliderModule, UserAccountsModule, WalletAuthModule],
  controllers: [PasswordAuthController],
  providers: [PasswordAuthService, PasswordResetService],
  exports: [PasswordAuthService],
})
export class PasswordAuthModule {}
