import { Injectable } from '@nestjs/common';
import { isValidAddress, normalizeAddress } from '@p2p/chain';
import type { OwnUserDto, UpdateInfoDto } from '@p2p/contracts';
import type { Prisma, User } from '@p2p/db';
import { Clock } from '@p2p/domain';
import bcrypt from 'bcrypt';
import { SessionService } from '../auth/session.service.js';
import { SensitiveWordsService } from '../catalog/sensitive-words.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { type CheckedCode, EmailVerificationService } from '../email/email-verification.service.js';
import { LoginLockout } from '../../core/infra/login-lockout.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { RedisService } from '../../core/infra/redis.service.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { FiatRulesService } from '../catalog/fiat-rules.service.js';
import { OpenFiatTrades } from '../catalog/open-fiat-trades.js';
import { AuditService } from '../../core/audit/audit.service.js';
import {
  type ResetConfirmation,
  ResetConfirmationsService,
} from '../wallet-auth/reset-confirmations.service.js';
import { EmailChangeService, type SecurityContext } from './email-change.service.js';
import { ownView, viewSource } from './user-views.js';
import { UsersRegionRepository } from './users-region.repository.js';
import { UsersRepository } from './users.repository.js';
import { checkSecretCounted } from './secret-check.js';

export const NICKNAME_CHANGE_INTERVAL_MS = 7 * 24 * 3600 * 1000;
/**
 * Comparisons of a new secret with the other one (security password against login password and back,
 * 1029) allowed per user in a day; then 429. Never cleared by a success: proving one secret must not buy
 * more guesses at the other.
 */
export const CROSS_SECRET_CHECKS_PER_DAY = 5;
const CROSS_SECRET_CHECK_WINDOW_SECONDS = 24 * 3600;

function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string }).code === 'P2002';
}

/**
 * `POST /user/updateInfo`: one group of fields per call (nickname, email, password, security password,
 * USDT receiving address, country or region), each with the rules of spec section 5.
 */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly runner: TransactionRunner,
    private readonly catalog: CatalogService,
    private readonly words: SensitiveWordsService,
    private readonly emailCodes: EmailVerificationService,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly redis: RedisService,
    private readonly emailChange: EmailChangeService,
    private readonly confirmations: ResetConfirmationsService,
    private readonly audit: AuditService,
    private readonly regions: UsersRegionRepository,
    private readonly fiat: FiatRulesService,
    private readonly openFiat: OpenFiatTrades,
    private readonly clock: Clock,
  ) {}

  /**
   * Compares a current password (login or security) the trader typed in session `jti`: counted first
   * against the session's and the user's limits, so a stolen session cannot guess without end nor block
   * the owner's other sessions; a match clears the counts.
   */
  private checkSecret(userId: bigint, jti: string, given: string, hash: string): Promise<boolean> {
    return checkSecretCounted(this.redis.client, userId, given, hash, jti);
  }

  /**
   * Whether a new secret equals the user's other one (answer 1029): each comparison is counted first, so
   * that 1029 cannot serve as an oracle for the other secret; past the daily limit 429 without comparing.
   */
  private async sameAsOtherSecret(userId: bigint, candidate: string, otherHash: string): Promise<boolean> {
    const lockout = new LoginLockout(
      this.redis.client,
      'cross-secret-check',
      CROSS_SECRET_CHECKS_PER_DAY,
      CROSS_SECRET_CHECK_WINDOW_SECONDS,
    );
    if (!(await lockout.take(String(userId)))) throw new AppException('TOO_MANY_REQUESTS');
    return bcrypt.compare(candidate, otherHash);
  }

  async update(
    userId: bigint,
    jti: string,
    dto: UpdateInfoDto,
    ctx: SecurityContext = { ip: null, deviceId: undefined },
    now = this.clock.now(),
  ): Promise<OwnUserDto> {
    const user = await this.users.getById(userId);
    const groups = [
      dto.nickname !== undefined,
      dto.email !== undefined,
      dto.newPassword !== undefined,
      dto.securityPassword !== undefined,
      dto.usdtAddress !== undefined,
      dto.regionId !== undefined,
    ].filter(Boolean).length;
    if (groups === 0) throw new AppException('EMPTY_PARAMETER');
    if (groups > 1) throw new AppException('BAD_REQUEST');

    if (dto.nickname !== undefined) {
      return ownView(viewSource(await this.nickname(user, dto.nickname.trim(), now)));
    }
    if (dto.newPassword !== undefined) {
      const passwordHash = await this.password(user, jti, dto, dto.newPassword, ctx);
      // The new password, the end of the other sessions and the audit row are one transaction.
      const saved = await this.runner.run(async (tx) => {
        const row = await this.users.setPasswordHash(tx, userId, passwordHash, now);
        await this.sessions.revokeOthers(userId, jti, tx);
        const action = user.passwordHash ? 'PASSWORD_CHANGE' : 'PASSWORD_FIRST';
        await this.audit.record({ userId, action, target: `user:${userId}`, ip: ctx.ip }, tx);
        return row;
      });
      return ownView(saved);
    }
    if (dto.email !== undefined) {
      const check = (given: string, hash: string) => this.checkSecret(user.id, jti, given, hash);
      return ownView(await this.emailChange.change(user, jti, dto, ctx, check));
    }
    if (dto.securityPassword !== undefined) {
      const { securityPasswordHash } = await this.securityPassword(user, jti, dto);
      // The new security password and its audit row are one transaction.
      const saved = await this.runner.run(async (tx) => {
        const row = await this.users.setSecurityPasswordHash(tx, userId, securityPasswordHash as string, now);
        const action = user.securityPasswordHash ? 'SECURITY_PASSWORD_CHANGE' : 'SECURITY_PASSWORD_SET';
        await this.audit.record({ userId, action, target: `user:${userId}`, ip: ctx.ip }, tx);
        return row;
      });
      return ownView(saved);
    }
    if (dto.usdtAddress === undefined) return ownView(await this.region(userId, dto.regionId ?? '', now));
    const data = await this.usdtAddress(user, dto.usdtAddress, dto.chainType);

    let updated: User;
    try {
      updated = await this.users.update(userId, data);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      throw new AppException('USDT_ADDRESS_ALREADY_BOUND');
    }
    return ownView(viewSource(updated));
  }

  /**
   * Once a week (1031), no banned words (1023), unique in any case (1024). The save re-checks both rules
   * under a lock on the lower-cased name in one transaction, so two parallel changes cannot both pass.
   */
  private async nickname(user: User, nickname: string, now: Date): Promise<User> {
    if (nickname === user.nickname) return user;
    const weekAgo = new Date(now.getTime() - NICKNAME_CHANGE_INTERVAL_MS);
    if (user.nicknameChangedAt && user.nicknameChangedAt > weekAgo) {
      throw new AppException('NICKNAME_CHANGED_THIS_WEEK');
    }
    if (!(await this.words.isClean(nickname))) throw new AppException('SENSITIVE_WORDS');
    let saved;
    try {
      saved = await this.users.saveNickname(user.id, nickname, now, weekAgo);
    } catch (err) {
      throw isUniqueViolation(err) ? new AppException('NICKNAME_EXISTS') : err;
    }
    if (saved === 'TAKEN') throw new AppException('NICKNAME_EXISTS');
    if (saved === 'TOO_SOON') throw new AppException('NICKNAME_CHANGED_THIS_WEEK');
    return saved;
  }

  /**
   * A change needs the current password (1034) and a different new one (1032). An account made with the
   * identity wallet has none yet: its first one is set with the code emailed to its bound address (scene
   * RESET_PASSWORD) and the bound wallet's confirmation (`eventId` of `GET /scan/resetByEmail`, 1010);
   * 1002 while it has no email to log in with.
   */
  private async password(
    user: User,
    jti: string,
    dto: UpdateInfoDto,
    newPassword: string,
    ctx: SecurityContext,
  ): Promise<string> {
    let code: CheckedCode | null = null;
    let confirmation: ResetConfirmation | null = null;
    if (user.passwordHash) {
      const oldPassword = dto.oldPassword ?? '';
      if (!(await this.checkSecret(user.id, jti, oldPassword, user.passwordHash))) {
        throw new AppException('OLD_PASSWORD_WRONG');
      }
      if (oldPassword === newPassword) throw new AppException('PASSWORD_SAME_AS_OLD');
    } else {
      if (!user.email) throw new AppException('EMAIL_NOT_REGISTERED');
      // The first password needs the bound wallet's confirmation from this device too (1010), so that a
      // stolen session with the mailbox cannot add a password login to the account.
      if (!user.walletAddress || dto.eventId === undefined) throw new AppException('QR_VERIFICATION_FAILED');
      confirmation = { eventId: dto.eventId, userId: user.id, deviceId: ctx.deviceId };
      await this.confirmations.assertUsable(confirmation);
      if (dto.code === undefined) throw new AppException('VERIFICATION_CODE_INVALID');
      code = await this.emailCodes.checkCode(user.email, 'RESET_PASSWORD', dto.code);
    }
    // After the secret was proven, before the code is used up (a 1029 leaves it for the next try).
    if (
      user.securityPasswordHash &&
      (await this.sameAsOtherSecret(user.id, newPassword, user.securityPasswordHash))
    ) {
      throw new AppException('SECURITY_PASSWORD_SAME_AS_LOGIN');
    }
    if (confirmation) await this.confirmations.spend(confirmation);
    if (code) await this.emailCodes.spendCode(code);
    return this.hasher.hash(newPassword);
  }

  private async securityPassword(
    user: User,
    jti: string,
    dto: UpdateInfoDto,
  ): Promise<Prisma.UserUpdateInput> {
    const next = dto.securityPassword as string;
    if (user.securityPasswordHash) {
      const old = dto.oldSecurityPassword ?? '';
      if (!(await this.checkSecret(user.id, jti, old, user.securityPasswordHash))) {
        throw new AppException('TRADING_PASSWORD_WRONG');
      }
    }
    if (user.passwordHash && (await this.sameAsOtherSecret(user.id, next, user.passwordHash))) {
      throw new AppException('SECURITY_PASSWORD_SAME_AS_LOGIN');
    }
    return { securityPasswordHash: await this.hasher.hash(next) };
  }

  private async usdtAddress(
    user: User,
    address: string,
    chainType: UpdateInfoDto['chainType'],
  ): Promise<Prisma.UserUpdateInput> {
    if (!chainType) throw new AppException('CHAIN_TYPE_REQUIRED');
    if (!isValidAddress(chainType, address)) throw new AppException('ADDRESS_TYPE_MISMATCH');
    const usdtAddress = normalizeAddress(chainType, address);
    if (await this.users.usdtAddressTakenByOther(user.id, chainType, usdtAddress))
      throw new AppException('USDT_ADDRESS_ALREADY_BOUND');
    return { usdtAddress, chainType };
  }

  /**
   * The trader's country (1022 when the catalogue does not list it). It decides the fiat pairs they may
   * trade (issue 24: KYC here carries no country), so it cannot change while one of their fiat ads or
   * orders is under way (5007): the row is locked first, and a fiat trade being placed holds it.
   */
  private async region(userId: bigint, regionId: string, now: Date) {
    const code = await this.catalog.countryCodeOf(regionId.toUpperCase());
    if (!code) throw new AppException('REGION_EMPTY');
    const currencies = await this.fiat.fiatQuotes();
    return this.runner.run(async (tx) => {
      const current = await this.regions.lockForRegionChange(tx, userId);
      if (!current) throw new AppException('USER_NOT_FOUND');
      if (current.regionId?.trim() !== code && (await this.openFiat.any(tx, userId, currencies)))
        throw new AppException('OPEN_ORDERS_EXIST', { reason: 'FIAT_TRADE_OPEN' });
      return this.regions.setRegion(tx, userId, code, now);
    });
  }
}
