import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AuditModule } from '../../core/audit/audit.module.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { jwtKey } from '../../core/config/jwt-key.js';
import { EmailModule } from '../email/email.module.js';
import { StaffAccountsService } from './staff-accounts.service.js';
import { StaffAuthController } from './staff-auth.controller.js';
import { StaffAuthRepository } from './staff-auth.repository.js';
import { StaffAuthService } from './staff-auth.service.js';
import { StaffJwtStrategy } from './staff-jwt.strategy.js';
import { StaffDirectory } from './staff-directory.js';
import { StaffRolesGuard } from './staff.guards.js';
import { StaffSessionStore } from './staff-session.store.js';
import { StaffCodeLimits } from './staff-code-limits.js';
import { StaffTotp } from './staff-totp.js';

@Module({
  imports: [
    AuditModule,
    EmailModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: jwtKey(config) }),
    }),
  ],
  controllers: [StaffAuthController],
  providers: [
    StaffAuthRepository,
    StaffAuthService,
    StaffSessionStore,
    StaffTotp,
    StaffCodeLimits,
    StaffJwtStrategy,
    StaffRolesGuard,
    StaffDirectory,
    StaffAccountsService,
  ],
  exports: [StaffSessionStore, StaffDirectory, StaffAccountsService],
})
export class StaffAuthModule {}
