import { Injectable } from '@nestjs/common';
import { PrismaService } from '../infra/prisma.service.js';

export const MAINTENANCE_SETTING_KEY = 'maintenance';
const CACHE_MS = 3000;

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

/** The operator's maintenance window (system setting `maintenance` = {start, end}), read at most every 3 s. */
@Injectable()
export class MaintenanceService {
  private cached: { at: number; window: MaintenanceWindow | null } | null = null;

  constructor(private readonly prisma: PrismaService) {}

  async window(): Promise<MaintenanceWindow | null> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < CACHE_MS) return this.cached.window;
    const row = await this.prisma.client.systemSetting.findUnique({
      where: { key: MAINTENANCE_SETTING_KEY },
    });
    const window = row ? parseWindow(row.value) : null;
    this.cached = { at: now, window };
    return window;
  }

  /** Forgets the cached window (after an operator changes it). */
  invalidate(): void {
    this.cached = null;
  }

  /** The window in force at `now`, if any. */
  async active(now = new Date()): Promise<MaintenanceWindow | null> {
    const window = await this.window();
    if (!window) return null;
    const t = now.getTime();
    return t >= Date.parse(window.start) && t < Date.parse(window.end) ? window : null;
  }
}
