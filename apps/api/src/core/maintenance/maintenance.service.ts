import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Clock } from '@p2p/domain';
import type { Db } from '../infra/db/sql.service.js';
import { MaintenanceRepository } from './maintenance.repository.js';
import { type CachedValue, NotifiedCaches } from '../common/notified-cache.js';

export const MAINTENANCE_SETTING_KEY = 'maintenance';
/** The safety net for a writer that changes the setting without a NOTIFY. */
export const MAINTENANCE_CACHE_TTL_MS = 5000;

export interface MaintenanceWindow {
  /** ISO 8601 instants. */
  start: string;
  end: string;
}

function parseWindow(value: unknown): MaintenanceWindow | null {
  if (typeof value !== 'object' || value === null) return null;
  const { start, end } = value as Record<string, unknown>;
  if (typeof start !== 'string' || typeof end !== 'string') return null;
  const s = Date.parse(start);
  const e = Date.parse(end);
  if (Number.isNaN(s) || Number.isNaN(e) || e <= s) return null;
  return { start: new Date(s).toISOString(), end: new Date(e).toISOString() };
}

/**
 * The operator's maintenance window (system setting `maintenance` = {start, end}). Every private request
 * asks, so it is kept in memory: dropped when a NOTIFY on the settings channel arrives (from any
 * process), and re-read at the latest after 5 s.
 */
@Injectable()
export class MaintenanceService implements OnModuleDestroy {
  private readonly logger = new Logger('MaintenanceService');
  private readonly caches: NotifiedCaches;
  private readonly cached: CachedValue<MaintenanceWindow | null>;

  constructor(
    private readonly repo: MaintenanceRepository,
    private readonly clock: Clock,
  ) {
    this.caches = new NotifiedCaches(
      (onChange, onListen) => repo.onSettingsChanged(onChange, onListen),
      MAINTENANCE_CACHE_TTL_MS,
      (err) => this.logger.warn(`not listening for setting changes; re-reading every 5 s: ${String(err)}`),
    );
    this.cached = this.caches.create(async () =>
      parseWindow(await repo.settingValue(MAINTENANCE_SETTING_KEY)),
    );
  }

  window(): Promise<MaintenanceWindow | null> {
    return this.cached.get();
  }

  /** Forgets the cached window in this process (after a change that was not notified). */
  invalidate(): void {
    this.caches.invalidate();
  }

  /** Tells every API process to re-read the settings (call after writing one). */
  async notifyChanged(key = MAINTENANCE_SETTING_KEY): Promise<void> {
    this.invalidate();
    await this.repo.notifySettingChanged(key);
  }

  async onModuleDestroy(): Promise<void> {
    await this.caches.close();
  }

  /** The stored window read in `tx`, locked until `tx` ends (for a change recorded with its before). */
  async lockedWindow(tx: Db): Promise<MaintenanceWindow | null> {
    return parseWindow(await this.repo.lockSettingValue(tx, MAINTENANCE_SETTING_KEY));
  }

  /**
   * The stored window read in `tx`, share-locked until `tx` ends: what `tx` records from it is committed
   * before a change of the window (which locks it for update) or sees that change.
   */
  async sharedWindow(tx: Db): Promise<MaintenanceWindow | null> {
    return parseWindow(await this.repo.shareSettingValue(tx, MAINTENANCE_SETTING_KEY));
  }

  /**
   * Stores the window in `tx`. The caller calls `notifyChanged()` after the commit, so every process
   * (this one too) drops its cached window.
   */
  async saveWindow(tx: Db, window: MaintenanceWindow): Promise<void> {
    await this.repo.saveSetting(tx, MAINTENANCE_SETTING_KEY, { start: window.start, end: window.end });
  }

  /** Removes the window in `tx` (then `notifyChanged()` after the commit). */
  async clearWindow(tx: Db): Promise<void> {
    await this.repo.deleteSetting(tx, MAINTENANCE_SETTING_KEY);
  }

  /**
   * Another operator setting of `system_settings` (issue 24: `merchant_thresholds`): its stored value read
   * in `tx`, locked until `tx` ends when `lock` (a change recorded with its before); null when unset.
   */
  async setting(tx: Db, key: string, lock = false): Promise<unknown> {
    return lock ? this.repo.lockSettingValue(tx, key) : this.repo.settingValueIn(tx, key);
  }

  /** Stores another operator setting in `tx` (then `notifyChanged(key)` after the commit). */
  async saveSetting(tx: Db, key: string, value: Record<string, string>): Promise<void> {
    await this.repo.saveSetting(tx, key, value);
  }

  /** Whether `window` is in force at `now` (the caller's clock). */
  static isActive(window: MaintenanceWindow | null, now: Date): boolean {
    if (!window) return false;
    const t = now.getTime();
    return t >= Date.parse(window.start) && t < Date.parse(window.end);
  }

  /** The window in force at `now`, if any. */
  async active(now = this.clock.now()): Promise<MaintenanceWindow | null> {
    const window = await this.window();
    return MaintenanceService.isActive(window, now) ? window : null;
  }
}
