import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { StaffDto, StaffLoginDto, StaffLoginResultDto } from '@p2p/contracts';
import bcrypt from 'bcrypt';
import { AppException } from '../../core/common/app-exception.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { LoginLockout } from '../../core/infra/login-lockout.js';
import { RedisService } from '../../core/infra/redis.service.js';
import type { StaffPrincipal } from './staff.principal.js';
import { StaffAuthRepository } from './staff-auth.repository.js';
import { STAFF_AUDIENCE } from './staff-jwt.strategy.js';
import { StaffSessionStore } from './staff-session.store.js';

/** Sign-in attempts allowed per address within the window (a success clears them); then 429. */
export const STAFF_LOGIN_MAX_FAILURES = 5;
export const STAFF_LOGIN_WINDOW_SECONDS = 15 * 60;
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login(dto: StaffLoginDto, ip: string | undefined): Promise<StaffLoginResultDto> {
    const email = dto.email.trim().toLowerCase();
    const lockout = new LoginLockout(
      this.redis.client,
      'staff-login-fail',
      STAFF_LOGIN_MAX_FAILURES,
      STAFF_LOGIN_WINDOW_SECONDS,
    );
    if (!(await lockout.take(email))) throw new AppException('TOO_MANY_REQUESTS');

    const staff = await this.repo.findByEmail(email);
    const matches = await bcrypt.compare(dto.password, staff?.passwordHash ?? (await staffDummyHash()));
    if (!staff || !staff.passwordHash || !matches) throw new AppException('WRONG_ACCOUNT_OR_PASSWORD');
    if (!staff.active) throw new AppException('LOGIN_PROHIBITED');
    await lockout.clear(email);

    const jti = randomUUID();
    await this.sessions.open(jti, staff.id);
    const token = await this.jwt.signAsync(
      { sub: String(staff.id), role: staff.role, jti },
      { audience: STAFF_AUDIENCE, expiresIn: this.config.staffSessionHours * 3600, algorithm: 'HS256' },
    );
    await this.repo.recordLogin(staff.id, ip?.slice(0, 64) ?? null, new Date());
    return { token, staff: toDto(staff) };
  }

  async logout(staff: StaffPrincipal): Promise<null> {
    await this.sessions.close(staff.jti);
    await this.repo.recordLogout(staff.id);
    return null;
  }

  me(staff: StaffPrincipal): StaffDto {
    return toDto(staff);
  }
}

function toDto(staff: { id: number; email: string; name: string; role: StaffDto['role'] }): StaffDto {
  return { id: String(staff.id), email: staff.email, name: staff.name, role: staff.role };
}

export function hashStaffPassword(password: string): Promise<string> {
  return bcrypt.hash(password, STAFF_BCRYPT_COST);
}
