import { Injectable } from '@nestjs/common';
import bcrypt from 'bcrypt';
import type { ResetPasswordDto, UnbindResetPasswordDto } from '@p2p/contracts';
import { PasswordHasher } from '../auth/password-hasher.js';
import { SessionService } from '../auth/session.service.js';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { EmailVerificationService } from '../email/email-verification.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { RedisService } from '../../core/infra/redis.service.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { ResetConfirmationsService } from '../wallet-auth/reset-confirmations.service.js';
import { traderLoginGuard } from './password-auth.service.js';

interface ResetTarget {
  id: bigint;
  email: string;
  walletAddress: string | null;
  securityPasswordHash: string | null;
}

/**
 * Forgotten passwords. An account without a bound identity wallet resets with the emailed code alone
 * (`POST /user/unBindResetPassword`); one with a wallet also needs that wallet's QR confirmation
 * (`GET /scan/resetByEmail`, then `POST /user/resetPassword`), so a stolen mailbox alone cannot take
 * over an account that holds KYC and funds. Either way every session of the account ends.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly accounts: UserAccountsService,
    private readonly runner: TransactionRunner,
    private readonly redis: RedisService,
    private readonly sessions: SessionService,
    private readonly emailCodes: EmailVerificationService,
    private readonly hasher: PasswordHasher,
    private readonly confirmations: ResetConfirmationsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * With a bound wallet: 1015 when the account has none, 1010 without a usable confirmation from this
   * device (`x-device-id`, the one the reset QR code was asked with: the event id is printed in the code).
   */
  async resetWithWallet(
    dto: ResetPasswordDto,
    deviceId: string | undefined,
    ip: string | null,
  ): Promise<null> {
    const user = await this.target(dto.email);
    if (!user.walletAddress) throw new AppException('IDENTITY_WALLET_NOT_BOUND');
    const confirmation = { eventId: dto.eventId, userId: user.id, deviceId };
    await this.confirmations.assertUsable(confirmation);
    const code = await this.emailCodes.checkCode(user.email, 'RESET_PASSWORD', dto.code);
    await this.assertNotSecurityPassword(user, dto.password);
    await this.confirmations.spend(confirmation);
    await this.emailCodes.spendCode(code);
    return this.apply(user, dto.password, 'PASSWORD_RESET_WALLET', ip);
  }

  /** Without a wallet: 1010 when the account has one (its wallet must confirm the reset). */
  async resetByEmailOnly(dto: UnbindResetPasswordDto, ip: string | null): Promise<null> {
    const user = await this.target(dto.email);
    if (user.walletAddress) throw new AppException('QR_VERIFICATION_FAILED');
    const code = await this.emailCodes.checkCode(user.email, 'RESET_PASSWORD', dto.code);
    await this.assertNotSecurityPassword(user, dto.password);
    await this.emailCodes.spendCode(code);
    return this.apply(user, dto.password, 'PASSWORD_RESET_EMAIL', ip);
  }

  private async target(rawEmail: string): Promise<ResetTarget> {
    const email = rawEmail.trim().toLowerCase();
    const user = await this.accounts.findByEmail(email);
    if (!user) throw new AppException('EMAIL_NOT_REGISTERED');
    return {
      id: user.id,
      email,
      walletAddress: user.walletAddress,
      securityPasswordHash: user.securityPasswordHash,
    };
  }

  /**
   * Spec §5: the login password differs from the security password (1029). Checked only for the holder
   * of a right code (else it would tell strangers whether a guess is the security password), before the
   * code is used up.
   */
  private async assertNotSecurityPassword(user: ResetTarget, password: string): Promise<void> {
    if (user.securityPasswordHash && (await bcrypt.compare(password, user.securityPasswordHash))) {
      throw new AppException('SECURITY_PASSWORD_SAME_AS_LOGIN');
    }
  }

  private async apply(user: ResetTarget, password: string, action: string, ip: string | null): Promise<null> {
    const passwordHash = await this.hasher.hash(password);
    // The new password, the end of every session and the audit row are one transaction.
    await this.runner.run(async (tx) => {
      await this.accounts.setPasswordHash(tx, user.id, passwordHash);
      await this.sessions.revokeAll(user.id, tx);
      await this.audit.record({ userId: user.id, action, target: `user:${user.id}`, ip }, tx);
    });
    await traderLoginGuard(this.redis).clearAll(user.email);
    return null;
  }
}
