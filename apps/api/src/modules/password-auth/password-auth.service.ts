import { Injectable } from '@nestjs/common';
import type { LoginDto, RegisterDto } from '@p2p/contracts';
import bcrypt from 'bcrypt';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { type CheckedCode, EmailVerificationService } from '../email/email-verification.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { AccountLoginGuard } from '../../core/infra/login-lockout.js';
import { RedisService } from '../../core/infra/redis.service.js';
import { SliderService } from '../slider/slider.service.js';
import { BansService } from '../auth/bans.service.js';
import { LoginKeyService } from '../auth/login-key.service.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import type { IssuedSession } from '@p2p/contracts';
import { type SessionContext, SessionService } from '../auth/session.service.js';
import { UserAccountsService } from '../users/user-accounts.service.js';

/** Login attempts at one account from one address within the window (a success clears them); then 1037. */
export const LOGIN_MAX_FAILURES = 5;
/** Login attempts at one account from all addresses within the window; past it the emailed code is needed. */
export const LOGIN_ACCOUNT_CAP = 20;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/**
 * The scene of the code a login past the account cap carries: the forgot-password code, which proves the
 * mailbox just as a reset would (no scene of its own yet: that needs a database enum value).
 */
export const LOGIN_PROOF_SCENE = 'RESET_PASSWORD' as const;

/** The trader login limits (a password reset clears them). */
export function traderLoginGuard(redis: RedisService): AccountLoginGuard {
  return new AccountLoginGuard(redis.client, 'login-guard', {
    perAddress: LOGIN_MAX_FAILURES,
    perAccount: LOGIN_ACCOUNT_CAP,
    windowSeconds: LOGIN_WINDOW_SECONDS,
  });
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
    private readonly audit: AuditService,
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

  /**
   * The attempt is counted first: an address past its limit for this account gets 1037 unchecked. Past
   * the account's cap (guesses from many addresses) the emailed code must come too, and is checked before
   * the password, so that without it nothing about the password is learnt (1013); the owner with both
   * still gets in. The code is used up only by a successful login. Failed, locked and refused logins are
   * audited as the staff ones are (issue 22): the address tried, the client address, the account if any.
   */
  async login(dto: LoginDto, ctx: SessionContext): Promise<IssuedSession> {
    await this.slider.consume(dto.sliderToken);
    const email = dto.email.trim().toLowerCase();
    const guard = traderLoginGuard(this.redis);
    const attempt = await guard.take(email, ctx.ip);
    if (attempt.addressLocked) {
      await this.auditRefusal('LOGIN_LOCKED', email, ctx, null);
      throw new AppException('TOO_MANY_LOGIN_ATTEMPTS');
    }
    let code: CheckedCode | null = null;
    if (attempt.overAccountCap > 0) {
      try {
        if (dto.emailCode === undefined) throw new AppException('VERIFICATION_CODE_INVALID');
        code = await this.emailCodes.checkCode(email, LOGIN_PROOF_SCENE, dto.emailCode);
      } catch (err) {
        if (err instanceof AppException) await this.auditRefusal('LOGIN_CODE_FAILED', email, ctx, null);
        throw err;
      }
    }
    const password = this.loginKey.decrypt(dto.password);
    const user = await this.accounts.findByEmail(email);
    const matches = await bcrypt.compare(password, user?.passwordHash ?? (await this.hasher.dummyHash()));
    if (!user || !user.passwordHash || !matches) {
      await this.auditRefusal('LOGIN_FAILED', email, ctx, user?.id ?? null);
      throw new AppException('WRONG_ACCOUNT_OR_PASSWORD');
    }
    try {
      await this.bans.assertNotBanned(user.id, 'LOGIN');
    } catch (err) {
      if (err instanceof AppException) await this.auditRefusal('LOGIN_BANNED', email, ctx, user.id);
      throw err;
    }
    if (code) await this.emailCodes.spendCode(code);
    await guard.clearAddress(email, ctx.ip);
    return this.sessions.issue(user.id, 'PASSWORD', ctx);
  }

  /** A failed or refused login: never the password or the code. */
  private auditRefusal(
    action: 'LOGIN_FAILED' | 'LOGIN_LOCKED' | 'LOGIN_CODE_FAILED' | 'LOGIN_BANNED',
    email: string,
    ctx: SessionContext,
    userId: bigint | null,
  ): Promise<void> {
    return this.audit.record({
      userId,
      action,
      target: `email:${email}`.slice(0, 128),
      ip: ctx.ip?.slice(0, 64) ?? null,
    });
  }
}
