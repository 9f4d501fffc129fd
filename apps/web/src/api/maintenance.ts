// The maintenance window of the 401 rule (spec section 4): a 401 whose message holds a two-item
// [start, end] list. Saved in localStorage and shown by /systemMaintenance in the user's time zone.
import { STORAGE } from '../session/keys';

export interface MaintenanceWindow {
  /** As the server sent them (a date-time text or an epoch number). */
  start: string;
  end: string;
}

/** Hours east of UTC of the server's zone-less times (spec section 9: a base of UTC+8). */
export const SERVER_TIME_OFFSET_HOURS = 8;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** Epoch milliseconds of a server time, or null when it is not one. Zone-less texts are read as UTC+8. */
export function parseServerTime(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? (value < 1e11 ? value * 1000 : value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{10}$/.test(text)) return Number(text) * 1000;
  if (/^\d{13}$/.test(text)) return Number(text);
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    return utc - SERVER_TIME_OFFSET_HOURS * 3_600_000;
  }
  if (/^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

function listOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // not JSON: read it as a bracketed, comma-separated list below
    }
    return text.replace(/^\[|\]$/g, '').split(',');
  }
  return text.split(',');
}

/** The window held by a 401's message (or data), or null for an ordinary 401. */
export function parseMaintenanceWindow(value: unknown): MaintenanceWindow | null {
  const list = listOf(value);
  if (!list || list.length !== 2) return null;
  const [rawStart, rawEnd] = list.map((v) => (typeof v === 'string' ? v.trim().replace(/^"|"$/g, '') : v));
  if (parseServerTime(rawStart) === null || parseServerTime(rawEnd) === null) return null;
  return { start: String(rawStart), end: String(rawEnd) };
}

export function saveMaintenanceWindow(win: MaintenanceWindow, storage: Storage = localStorage): void {
  storage.setItem(STORAGE.maintenanceTime, JSON.stringify(win));
}

export function readMaintenanceWindow(storage: Storage = localStorage): MaintenanceWindow | null {
  const raw = storage.getItem(STORAGE.maintenanceTime);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<MaintenanceWindow>;
    return parseMaintenanceWindow([value.start, value.end]);
  } catch {
    return null;
  }
}

/** A time of the window in the user's time zone and language, e.g. "Dec 1, 2026, 10:00 AM". */
export function formatWindowTime(value: string, locale: string, timeZone?: string): string {
  const ms = parseServerTime(value);
  if (ms === null) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(ms));
}
