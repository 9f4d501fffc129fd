import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type {
  StaffChallengeDto,
  StaffDto,
  StaffLoginDto,
  StaffLoginResultDto,
  StaffTotpDto,
} from '@p2p/contracts';
import type { StaffUser } from '@p2p/db';
import { Clock } from '@p2p/domain';
import type { Language } from '@p2p/i18n';
import bcrypt from 'bcrypt';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { AccountLoginGuard } from '../../core/infra/login-lockout.js';
import { RedisService } from '../../core/infra/redis.service.js';
import type { StaffPrincipal } from './staff.principal.js';
import { StaffAuthRepository } from './staff-auth.repository.js';
import { STAFF_AUDIENCE } from './staff-jwt.strategy.js';
import { StaffSessionStore } from './staff-session.store.js';
import { StaffCodeLimits } from './staff-code-limits.js';
import { STAFF_CHALLENGE_SECONDS, StaffTotp } from './staff-totp.js';

/** Sign-in attempts at one account from one address within the window (a success clears them); then 429. */
export const STAFF_LOGIN_MAX_FAILURES = 5;
/** Sign-in attempts at one account from all addresses within the window; past it each attempt waits. */
export const STAFF_LOGIN_ACCOUNT_CAP = 20;
export const STAFF_LOGIN_WINDOW_SECONDS = 15 * 60;
/** The wait of the first attempt past the account cap; it doubles with each further one, up to the max. */
export const STAFF_LOGIN_DELAY_BASE_MS = 500;
export const STAFF_LOGIN_DELAY_MAX_MS = 8000;
export const STAFF_BCRYPT_COST = 12;

/** Compared against when the address is unknown, at the staff cost, so a miss takes as long as a wrong password. */
let dummyHash: Promise<string> | null = null;
function staffDummyHash(): Promise<string> {
  dummyHash ??= bcrypt.hash(randomUUID(), STAFF_BCRYPT_COST);
  return dummyHash;
}

@Injectable()
export class StaffAuthService {
  constructor(
    private readonly repo: StaffAuthRepository,
    private readonly redis: RedisService,
    private readonly sessions: StaffSessionStore,
    private readonly jwt: JwtService,
    private readonly audit: AuditService,
    private readonly runner: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly totp: StaffTotp,
    private readonly codeLimits: StaffCodeLimits,
    private readonly clock: Clock,
  ) {}

  private guard(): AccountLoginGuard {
    return new AccountLoginGuard(this.redis.client, 'staff-login-guard', {
      perAddress: STAFF_LOGIN_MAX_FAILURES,
      perAccount: STAFF_LOGIN_ACCOUNT_CAP,
      windowSeconds: STAFF_LOGIN_WINDOW_SECONDS,
    });
  }

  /**
   * The password step. One address past its limit for this account is refused (429) unchecked. Past the
   * account's cap (guesses from many addresses) every attempt first waits, longer each time, but is still
   * checked: a stranger slows the owner down and cannot lock them out. A right password answers only a
   * short-lived challenge for the TOTP step (with a new secret on the first sign-in), never a session; the
   * attempt stays counted until the code is right, so wrong codes share the lockout. Failed and refused
   * sign-ins are audited.
   */
  async login(dto: StaffLoginDto, ip: string | undefined): Promise<StaffChallengeDto> {
    const email = dto.email.trim().toLowerCase();
    const address = ip?.slice(0, 64) ?? null;
    const attempt = await this.guard().take(email, ip);
    if (attempt.addressLocked) {
      await this.auditRefusal('STAFF_LOGIN_LOCKED', email, address, null);
      throw new AppException('TOO_MANY_REQUESTS');
    }
    if (attempt.overAccountCap > 0) await sleep(staffLoginDelayMs(attempt.overAccountCap));

    const staff = await this.repo.findByEmail(email);
    const matches = await bcrypt.compare(dto.password, staff?.passwordHash ?? (await staffDummyHash()));
    if (!staff || !staff.passwordHash || !matches) {
      await this.auditRefusal('STAFF_LOGIN_FAILED', email, address, staff?.id ?? null);
      throw new AppException('WRONG_ACCOUNT_OR_PASSWORD');
    }
    if (!staff.active) {
      await this.auditRefusal('STAFF_LOGIN_INACTIVE', email, address, staff.id);
      throw new AppException('LOGIN_PROHIBITED');
    }
    const enrolment = staff.totpSecret === null ? this.totp.newSecret(staff.email) : null;
    const opened = await this.totp.openChallenge({
      staffId: staff.id,
      address,
      pendingSecret: enrolment?.secret ?? null,
    });
    return { challenge: opened.challenge, expiresAt: opened.expiresAt.toISOString(), enrolment };
  }

  /**
   * The TOTP step: the challenge of a right password and a code (±1 step, never a step used before), from
   * the address that passed the password. On the first sign-in the code confirms the new secret, which is
   * stored (encrypted) only then. A wrong or replayed code counts in the staff lockout, in the challenge
   * (closed at its 5th wrong code) and in the account's hourly cap (then 429), is audited, and the first
   * of each challenge is mailed to the staff member; a right code clears the lockout and opens the session.
   */
  async verifyTotp(
    dto: StaffTotpDto,
    ip: string | undefined,
    lang: Language = 'en',
  ): Promise<StaffLoginResultDto> {
    const address = ip?.slice(0, 64) ?? null;
    const challenge = await this.totp.readChallenge(dto.challenge);
    if (!challenge) throw new AppException('UNAUTHORIZED');
    // Before the account is read: a session ended after this (issue 25) refuses the one opened here.
    const since = this.clock.nowMs();
    const staff = await this.repo.findById(challenge.staffId);
    if (!staff || !staff.active) {
      await this.totp.closeChallenge(dto.challenge);
      throw new AppException('LOGIN_PROHIBITED');
    }
    if ((challenge.address ?? null) !== address) {
      // Another address than the one that passed the password: not this challenge's code step.
      await this.auditRefusal('STAFF_TOTP_OTHER_ADDRESS', staff.email, address, staff.id);
      throw new AppException('UNAUTHORIZED');
    }
    const guard = this.guard();
    const attempt = await guard.take(staff.email, ip);
    if (attempt.addressLocked) {
      await this.totp.closeChallenge(dto.challenge);
      await this.auditRefusal('STAFF_LOGIN_LOCKED', staff.email, address, staff.id);
      throw new AppException('TOO_MANY_REQUESTS');
    }
    if (attempt.overAccountCap > 0) await sleep(staffLoginDelayMs(attempt.overAccountCap));
    if (await this.codeLimits.accountLocked(staff.id)) {
      await this.totp.closeChallenge(dto.challenge);
      await this.auditRefusal('STAFF_TOTP_LOCKED', staff.email, address, staff.id);
      throw new AppException('TOO_MANY_REQUESTS');
    }

    const secret = challenge.pendingSecret ?? (staff.totpSecret ? this.totp.open(staff.totpSecret) : null);
    if (secret === null) throw new AppException('UNAUTHORIZED');
    const outcome = await this.totp.check(staff.id, secret, dto.code);
    if (outcome !== 'ok') {
      const action = outcome === 'replayed' ? 'STAFF_TOTP_REPLAYED' : 'STAFF_TOTP_FAILED';
      await this.auditRefusal(action, staff.email, address, staff.id);
      const id = this.totp.challengeId(dto.challenge);
      const wrong = await this.codeLimits.countWrong(id, staff.id, STAFF_CHALLENGE_SECONDS);
      if (wrong.challengeClosed) await this.totp.closeChallenge(dto.challenge);
      if (wrong.ofChallenge === 1) await this.codeLimits.alert(staff, address, lang, this.clock.now());
      throw new AppException('VERIFICATION_CODE_INVALID');
    }
    await this.totp.closeChallenge(dto.challenge);
    await guard.clearAddress(staff.email, ip);
    const sealed = challenge.pendingSecret ? this.totp.seal(challenge.pendingSecret) : null;
    return this.openSession(staff, ip ?? null, sealed, since);
  }

  private async openSession(staff: StaffUser, ip: string | null, sealedSecret: string | null, since: number) {
    const jti = randomUUID();
    const at = this.clock.now();
    // The enrolment, the last login and their audit rows, in one transaction.
    await this.runner.run(async (tx) => {
      if (sealedSecret !== null) {
        if (!(await this.repo.enrolTotp(tx, staff.id, sealedSecret, at))) {
          throw new AppException('UNAUTHORIZED'); // enrolled meanwhile by another sign-in: start again
        }
        await this.audit.record({ staffId: staff.id, action: 'STAFF_TOTP_ENROLLED', ip }, tx, at);
      }
      await this.repo.markLoggedIn(tx, staff.id, at);
      await this.audit.record({ staffId: staff.id, action: 'STAFF_LOGIN', ip }, tx, at);
    });
    // Deactivated or reset meanwhile (issue 25): no session.
    if (!(await this.sessions.open(jti, staff.id, since))) throw new AppException('UNAUTHORIZED');
    const token = await this.jwt.signAsync(
      { sub: String(staff.id), role: staff.role, jti },
      { audience: STAFF_AUDIENCE, expiresIn: this.config.staffSessionHours * 3600, algorithm: 'HS256' },
    );
    return { token, staff: toDto(staff) };
  }

  /** A failed or refused sign-in: the address tried, the client address, the account if any; never the password or code. */
  private auditRefusal(
    action:
      | 'STAFF_LOGIN_FAILED'
      | 'STAFF_LOGIN_LOCKED'
      | 'STAFF_LOGIN_INACTIVE'
      | 'STAFF_TOTP_FAILED'
      | 'STAFF_TOTP_REPLAYED'
      | 'STAFF_TOTP_LOCKED'
      | 'STAFF_TOTP_OTHER_ADDRESS',
    email: string,
    ip: string | null,
    staffId: number | null,
  ): Promise<void> {
    return this.audit.record({ staffId, action, target: `email:${email}`, ip });
  }

  async logout(staff: StaffPrincipal): Promise<null> {
    await this.sessions.close(staff.jti);
    await this.audit.record({ staffId: staff.id, action: 'STAFF_LOGOUT' });
    return null;
  }

  me(staff: StaffPrincipal): StaffDto {
    return toDto(staff);
  }
}

function toDto(staff: { id: number; email: string; name: string; role: StaffDto['role'] }): StaffDto {
  return { id: String(staff.id), email: staff.email, name: staff.name, role: staff.role };
}

/** The wait of an attempt `over` attempts past the account cap: 0.5 s, 1 s, 2 s, ... at most 8 s. */
export function staffLoginDelayMs(over: number): number {
  if (over <= 0) return 0;
  return Math.min(STAFF_LOGIN_DELAY_MAX_MS, STAFF_LOGIN_DELAY_BASE_MS * 2 ** Math.min(over - 1, 16));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function hashStaffPassword(password: string): Promise<string> {
  return bcrypt.hash(password, STAFF_BCRYPT_COST);
}
