import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { StaffDto, StaffLoginDto, StaffLoginResultDto } from '@p2p/contracts';
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
  ) {}

  /**
   * One address past its limit for this account is refused (429) unchecked. Past the account's cap
   * (guesses from many addresses) every attempt first waits, longer each time, but is still checked: a
   * stranger slows the owner down and cannot lock them out. Staff have no second factor and the console
   * no slider yet, so a delay is the honest extra cost. Failed and refused sign-ins are audited.
   */
  async login(dto: StaffLoginDto, ip: string | undefined): Promise<StaffLoginResultDto> {
    const email = dto.email.trim().toLowerCase();
    const address = ip?.slice(0, 64) ?? null;
    const guard = new AccountLoginGuard(this.redis.client, 'staff-login-guard', {
      perAddress: STAFF_LOGIN_MAX_FAILURES,
      perAccount: STAFF_LOGIN_ACCOUNT_CAP,
      windowSeconds: STAFF_LOGIN_WINDOW_SECONDS,
    });
    const attempt = await guard.take(email, ip);
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
    await guard.clearAddress(email, ip);

    const jti = randomUUID();
    await this.sessions.open(jti, staff.id);
    const token = await this.jwt.signAsync(
      { sub: String(staff.id), role: staff.role, jti },
      { audience: STAFF_AUDIENCE, expiresIn: this.config.staffSessionHours * 3600, algorithm: 'HS256' },
    );
    // The last login and its audit row, in one transaction.
    const at = new Date();
    await this.runner.run(async (tx) => {
      await this.repo.markLoggedIn(tx, staff.id, at);
      await this.audit.record({ staffId: staff.id, action: 'STAFF_LOGIN', ip: ip ?? null }, tx, at);
    });
    return { token, staff: toDto(staff) };
  }

  /** A failed or refused sign-in: the address tried, the client address, the account if any; never the password. */
  private auditRefusal(
    action: 'STAFF_LOGIN_FAILED' | 'STAFF_LOGIN_LOCKED' | 'STAFF_LOGIN_INACTIVE',
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
