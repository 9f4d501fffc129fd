import { Injectable } from '@nestjs/common';
import type { LoginDto, RegisterDto } from '@p2p/contracts';
import bcrypt from 'bcrypt';
import { AppException } from '../../core/common/app-exception.js';
import { EmailVerificationService } from '../email/email-verification.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { LoginLockout } from '../../core/infra/login-lockout.js';
import { RedisService } from '../../core/infra/redis.service.js';
import { SliderService } from '../slider/slider.service.js';
import { BansService } from '../auth/bans.service.js';
import { LoginKeyService } from '../auth/login-key.service.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { type IssuedSession, type SessionContext, SessionService } from '../auth/session.service.js';
import { UserAccountsService } from '../users/user-accounts.service.js';

/** Login attempts allowed per address within the window (a success clears them); then 1037. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/** Login attempts per address (cleared by a successful login or a password reset). */
export function traderLoginLockout(redis: RedisService): LoginLockout {
  return new LoginLockout(redis.client, 'login-fail', LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS);
}

/** Registration and login by email and password. */
@Injectable()
export class PasswordAuthService {
  constructor(
    private readonly accounts: UserAccountsService,
    private readonly runner: TransactionRunner,
    private readonly redis: RedisService,
    private readonly sessions: SessionService,
    private readonly loginKey: LoginKeyService,
    private readonly bans: BansService,
    private readonly slider: SliderService,
    private readonly emailCodes: EmailVerificationService,
    private readonly hasher: PasswordHasher,
  ) {}

  async register(dto: RegisterDto, ctx: SessionContext): Promise<IssuedSession> {
    await this.slider.consume(dto.sliderToken);
    const email = dto.email.trim().toLowerCase();
    if (await this.accounts.isEmailRegistered(email)) {
      throw new AppException('EMAIL_ALREADY_REGISTERED');
    }
    await this.emailCodes.consumeCode(email, 'REGISTER', dto.code);
    const passwordHash = await this.hasher.hash(dto.password);
    try {
      // The account and its first session are one transaction.
      return await this.runner.run(async (tx) => {
        const userId = await this.accounts.createWithPassword(tx, email, passwordHash);
        return this.sessions.issue(userId, 'PASSWORD', ctx, tx);
      });
    } catch (err) {
      // Two registrations of one address racing: the unique index decides.
      if ((err as { code?: string }).code === '23505') throw new AppException('EMAIL_ALREADY_REGISTERED');
      throw err;
    }
  }

  async login(dto: LoginDto, ctx: SessionContext): Promise<IssuedSession> {
    await this.slider.consume(dto.sliderToken);
    const email = dto.email.trim().toLowerCase();
    const lockout = traderLoginLockout(this.redis);
    if (!(await lockout.take(email))) throw new AppException('TOO_MANY_LOGIN_ATTEMPTS');
    const password = this.loginKey.decrypt(dto.password);
    const user = await this.accounts.findByEmail(email);
    const matches = await bcrypt.compare(password, user?.passwordHash ?? (await this.hasher.dummyHash()));
    if (!user || !user.passwordHash || !matches) throw new AppException('WRONG_ACCOUNT_OR_PASSWORD');
    await this.bans.assertNotBanned(user.id, 'LOGIN');
    await lockout.clear(email);
    return this.sessions.issue(user.id, 'PASSWORD', ctx);
  }
}
