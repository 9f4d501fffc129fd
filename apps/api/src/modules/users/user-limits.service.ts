import { Injectable } from '@nestjs/common';
import {
  DEFAULT_USER_LIMITS,
  USER_LIMIT_FIELDS,
  USER_LIMIT_MAX,
  type UserLimitDefaultsDto,
  type UserLimitsDto,
} from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import type { Db, Tx } from '../../core/infra/db/sql.service.js';
import { MaintenanceService } from '../../core/maintenance/maintenance.service.js';
import { UserLimitsRepository } from './user-limits.repository.js';

/** The operator setting (`system_settings`) holding the limits new accounts get. */
export const USER_LIMIT_DEFAULTS_KEY = 'user_limit_defaults';

/** What a change of limits did (for the staff audit log). */
export interface LimitsChange<T> {
  before: T;
  after: T;
}

/** The stored value read leniently: a missing or malformed field keeps the built-in default. */
function parseDefaults(value: unknown): UserLimitDefaultsDto {
  const stored = typeof value === 'object' && value !== null;
  const v = (stored ? value : {}) as Record<string, unknown>;
  const out = { ...DEFAULT_USER_LIMITS, stored };
  for (const field of USER_LIMIT_FIELDS) {
    const raw = v[field];
    const n = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
    if (n <= USER_LIMIT_MAX) out[field] = n;
  }
  return out;
}

const limitsOf = (dto: UserLimitsDto): UserLimitsDto =>
  Object.fromEntries(USER_LIMIT_FIELDS.map((f) => [f, dto[f]])) as UserLimitsDto;

/**
 * The trading limits of spec §9's traders (issue 25): the defaults a new account gets (an operator setting
 * in `system_settings`, core/maintenance's store, read where an account is created, never cached) and
 * each account's own (`users` columns, read by posting an ad and placing an order in their own statements,
 * so a change applies to the next one). Methods taking a `tx` join the caller's runner transaction.
 */
@Injectable()
export class UserLimitsService {
  constructor(
    private readonly repo: UserLimitsRepository,
    private readonly settings: MaintenanceService,
    private readonly clock: Clock,
  ) {}

  /** The defaults in force, read in `db` (the pool unless given). */
  async defaults(db: Db | null = null): Promise<UserLimitDefaultsDto> {
    return parseDefaults(await this.settings.setting(db ?? this.repo.pool, USER_LIMIT_DEFAULTS_KEY));
  }

  /** The five limits a new account gets now, read in `db`. */
  async forNewAccount(db: Db | null = null): Promise<UserLimitsDto> {
    return limitsOf(await this.defaults(db));
  }

  /** Replaces the defaults in `tx` (their row locked first); the caller notifies after the commit. */
  async saveDefaults(tx: Tx, dto: UserLimitsDto): Promise<LimitsChange<UserLimitDefaultsDto>> {
    const before = parseDefaults(await this.settings.setting(tx, USER_LIMIT_DEFAULTS_KEY, true));
    const value = Object.fromEntries(USER_LIMIT_FIELDS.map((f) => [f, String(dto[f])]));
    await this.settings.saveSetting(tx, USER_LIMIT_DEFAULTS_KEY, value);
    return { before, after: parseDefaults(value) };
  }

  /** Tells every process the defaults changed (after the commit). */
  defaultsChanged(): Promise<void> {
    return this.settings.notifyChanged(USER_LIMIT_DEFAULTS_KEY);
  }

  /** The account's limits; 1001 when there is no such account. */
  async limits(userId: bigint): Promise<UserLimitsDto> {
    const row = await this.repo.limits(this.repo.pool, userId);
    if (!row) throw new AppException('USER_NOT_FOUND');
    return row;
  }

  /**
   * Sets the account's five limits in `tx`, its row locked (1001 when there is none). A limit below what
   * the trader has open now is kept: it refuses new ads or orders until the count is under it again.
   */
  async setLimits(tx: Tx, userId: bigint, dto: UserLimitsDto): Promise<LimitsChange<UserLimitsDto>> {
    const before = await this.repo.lock(tx, userId);
    if (!before) throw new AppException('USER_NOT_FOUND');
    const after = await this.repo.set(tx, userId, limitsOf(dto), this.clock.now());
    return { before, after };
  }
}
