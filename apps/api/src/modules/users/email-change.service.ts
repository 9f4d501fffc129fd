import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { UpdateInfoDto } from '@p2p/contracts';
import type { User } from '@p2p/db';
import { Clock } from '@p2p/domain';
import { LANGUAGES, type Language } from '@p2p/i18n';
import postgres from 'postgres';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { SessionService } from '../auth/session.service.js';
import { EmailVerificationService } from '../email/email-verification.service.js';
import { MailService } from '../email/mail.service.js';
import { renderEmailChangedMail } from '../email/security-notice-templates.js';
import { htmlLang } from '../email/templates.js';
import {
  type ResetConfirmation,
  ResetConfirmationsService,
} from '../wallet-auth/reset-confirmations.service.js';
import { UsersRepository, type UserViewRow } from './users.repository.js';

/** How long the old address may undo an email change. */
export const EMAIL_UNDO_HOURS = 72;

/** Where a security change comes from: the client address (`req.ip`) and the page's `x-device-id`. */
export interface SecurityContext {
  ip: string | null;
  deviceId: string | undefined;
}

/** Compares the current login password (counted against the per-user limit of ProfileService). */
export type PasswordCheck = (given: string, hash: string) => Promise<boolean>;

export function hashUndoToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof postgres.PostgresError && err.code === '23505';
}

function languageOf(user: Pick<User, 'language'>): Language {
  return (LANGUAGES as readonly string[]).includes(user.language) ? (user.language as Language) : 'en';
}

/**
 * Changing or binding the email of an account (`POST /user/updateInfo {email, code}`) and undoing a
 * change (`POST /user/email/undo`). A change needs the code sent to the new address and proof of the
 * owner: the current login password, or for an account made with the identity wallet (no password) the
 * bound wallet's confirmation (a RESET_PASSWORD QR event of `GET /scan/resetByEmail`). It ends the other
 * sessions, is audited, and the old address gets a mail with a single-use undo token.
 */
@Injectable()
export class EmailChangeService {
  private readonly logger = new Logger('EmailChangeService');

  constructor(
    private readonly users: UsersRepository,
    private readonly runner: TransactionRunner,
    private readonly emailCodes: EmailVerificationService,
    private readonly sessions: SessionService,
    private readonly confirmations: ResetConfirmationsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async change(
    user: User,
    jti: string,
    dto: UpdateInfoDto,
    ctx: SecurityContext,
    checkPassword: PasswordCheck,
  ): Promise<UserViewRow> {
    const email = (dto.email ?? '').trim().toLowerCase();
    if (email === user.email) throw new AppException('EMAIL_SAME_AS_CURRENT');
    const confirmation = await this.proveOwner(user, dto, ctx, checkPassword);
    if (await this.users.emailTaken(email)) throw new AppException('EMAIL_ALREADY_REGISTERED');
    const code = await this.emailCodes.checkCode(email, 'CHANGE_EMAIL', dto.code ?? '');
    if (confirmation) await this.confirmations.spend(confirmation);
    await this.emailCodes.spendCode(code);

    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const oldEmail = user.email;
    let saved: UserViewRow;
    try {
      // The new address, the undo, the end of the other sessions and the audit row: one transaction.
      saved = await this.runner.run(async (tx) => {
        const row = await this.users.setEmail(tx, user.id, email, now);
        if (oldEmail) {
          const expiresAt = new Date(now.getTime() + EMAIL_UNDO_HOURS * 3600 * 1000);
          const tokenHash = hashUndoToken(token);
          await this.users.insertEmailUndo(tx, {
            userId: user.id,
            oldEmail,
            newEmail: email,
            tokenHash,
            expiresAt,
          });
        }
        await this.sessions.revokeOthers(user.id, jti, tx);
        await this.audit.record(
          {
            userId: user.id,
            action: oldEmail ? 'EMAIL_CHANGE' : 'EMAIL_BIND',
            target: `user:${user.id}`,
            data: { oldEmail, newEmail: email, proof: confirmation ? 'wallet' : 'password' },
            ip: ctx.ip,
          },
          tx,
          now,
        );
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppException('EMAIL_ALREADY_REGISTERED');
      throw err;
    }
    if (oldEmail) await this.notifyOldAddress(user, oldEmail, email, token);
    return saved;
  }

  /**
   * The owner's proof: the login password (1034 when missing or wrong) or, without one, the bound
   * wallet's confirmation from this device (1010). An account made with the wallet that has no email yet
   * binds its first one with the code alone: it has no password to reset and every reset of a
   * wallet-bound account needs that wallet (ADR 0006), so the address gives no way in by itself.
   */
  private async proveOwner(
    user: User,
    dto: UpdateInfoDto,
    ctx: SecurityContext,
    checkPassword: PasswordCheck,
  ): Promise<ResetConfirmation | null> {
    if (user.passwordHash) {
      if (dto.oldPassword === undefined) throw new AppException('OLD_PASSWORD_WRONG');
      if (!(await checkPassword(dto.oldPassword, user.passwordHash)))
        throw new AppException('OLD_PASSWORD_WRONG');
      return null;
    }
    if (!user.email) return null;
    if (!user.walletAddress || dto.eventId === undefined) throw new AppException('QR_VERIFICATION_FAILED');
    const confirmation = { eventId: dto.eventId, userId: user.id, deviceId: ctx.deviceId };
    await this.confirmations.assertUsable(confirmation);
    return confirmation;
  }

  /** The mail to the old address; a failure is logged (the change itself is done and audited). */
  private async notifyOldAddress(
    user: User,
    oldEmail: string,
    newEmail: string,
    token: string,
  ): Promise<void> {
    const lang = languageOf(user);
    const link = `${this.config.auth.publicWebUrl}/emailUndo?token=${token}`;
    const rendered = renderEmailChangedMail(lang, { newEmail, hours: EMAIL_UNDO_HOURS, link, token });
    try {
      await this.mail.send({ to: oldEmail, ...rendered, language: htmlLang(lang) });
    } catch {
      this.logger.error(`the email-change notice for user ${user.id} could not be sent`);
    }
  }

  /**
   * `POST /user/email/undo`: restores the old address of the token's account, ends every session of it
   * and audits it. The token works once and for EMAIL_UNDO_HOURS (1013 otherwise); it acts only on the
   * account it was made for, whoever sends it.
   */
  async undo(token: string, ip: string | null): Promise<null> {
    const now = this.clock.now();
    try {
      await this.runner.run(async (tx) => {
        const undo = await this.users.takeEmailUndo(tx, hashUndoToken(token), now);
        if (!undo || !undo.oldEmail) throw new AppException('VERIFICATION_CODE_INVALID');
        await this.users.setEmail(tx, undo.userId, undo.oldEmail, now);
        await this.sessions.revokeAll(undo.userId, tx);
        await this.audit.record(
          {
            userId: undo.userId,
            action: 'EMAIL_CHANGE_UNDO',
            target: `user:${undo.userId}`,
            data: { restoredEmail: undo.oldEmail, undoneEmail: undo.newEmail },
            ip,
          },
          tx,
          now,
        );
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppException('EMAIL_ALREADY_REGISTERED');
      throw err;
    }
    return null;
  }
}
