import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { jwtKey } from '../../core/config/jwt-key.js';
import { UserAccountsModule } from '../users/user-accounts.module.js';
import { AuthController } from './auth.controller.js';
import { AuthRepository } from './auth.repository.js';
import { BansService } from './bans.service.js';
import { LoginKeyService } from './login-key.service.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionService } from './session.service.js';
import { TraderRulesGuard } from './trader-rules.guard.js';
import { UserAuthGuard } from './user.guards.js';
import { UserJwtStrategy } from './user-jwt.strategy.js';

/**
 * Trader sessions: tokens, the session guard, bans, the login key and password hashing. Owns the
 * `sessions` and `user_bans` tables; accounts come from UserAccountsModule.
 */
@Module({
  imports: [
    PassportModule,
    UserAccountsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: jwtKey(config) }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthRepository,
    BansService,
    LoginKeyService,
    PasswordHasher,
    SessionService,
    TraderRulesGuard,
    UserJwtStrategy,
    UserAuthGuard,
  ],
  // UserAccountsModule too: TraderRulesGuard is built in the module of the controller that uses it.
  exports: [
    BansService,
    LoginKeyService,
    PasswordHasher,
    SessionService,
    TraderRulesGuard,
    UserAuthGuard,
    UserAccountsModule,
  ],
})
export class AuthModule {}
