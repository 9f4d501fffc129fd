import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { AuthController } from './auth.controller.js';
import { BansService } from './bans.service.js';
import { LoginKeyService } from './login-key.service.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionService } from './session.service.js';
import { TraderRulesGuard } from './trader-rules.guard.js';
import { UserAuthGuard } from './user.guards.js';
import { UserJwtStrategy } from './user-jwt.strategy.js';

/** Trader sessions: tokens, the session guard, bans, the login key and password hashing. */
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    BansService,
    LoginKeyService,
    PasswordHasher,
    SessionService,
    TraderRulesGuard,
    UserJwtStrategy,
    UserAuthGuard,
  ],
  exports: [BansService, LoginKeyService, PasswordHasher, SessionService, TraderRulesGuard, UserAuthGuard],
})
export class AuthModule {}
