// The times of the price screens (spec §3 `deltaTimeZone`, §8, §9): the product's times have a base of
// UTC+8 and are shown shifted from it by the stored offset (hours from UTC). Our API answers instants
// (ISO with a zone), so "the UTC+8 wall time moved by (offset - 8) hours" is the instant's wall time at
// UTC+offset. The offset is client-held: the device's own, recorded once in localStorage. A stored value
// that is not an offset is "missing": the time is then shown as 'System Error Code: TimeZone'.
import { STORAGE } from '../../session/keys';

/** The base the product's times are given in (hours east of UTC). */
export const BASE_OFFSET_HOURS = 8;

/** Real zones run from UTC-12 to UTC+14, in quarter hours (UTC+5:45, UTC+8:45). */
function isOffset(hours: number): boolean {
  return Number.isFinite(hours) && hours >= -12 && hours <= 14 && Number.isInteger(hours * 4);
}

/** The device's offset from UTC in hours (UTC+5:30 -> 5.5), or null when the platform does not say. */
export function deviceOffsetHours(now: Date = new Date()): number | null {
  const minutes = now.getTimezoneOffset();
  if (!Number.isFinite(minutes)) return null;
  const hours = -minutes / 60;
  return isOffset(hours) ? hours + 0 : null;
}

/**
 * The stored offset (hours from UTC). Recorded from the device when nothing is stored yet; null when the
 * stored value is not an offset or storage cannot be read (the spec's missing offset).
 */
export function timeOffsetHours(storage: Storage | null = safeLocalStorage()): number | null {
  if (!storage) return null;
  try {
    const stored = storage.getItem(STORAGE.deltaTimeZone);
    if (stored === null) {
      const device = deviceOffsetHours();
      if (device !== null) storage.setItem(STORAGE.deltaTimeZone, String(device));
      return device;
    }
    const hours = stored.trim() === '' ? Number.NaN : Number(stored);
    return isOffset(hours) ? hours : null;
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Milliseconds of an ISO instant, or null when it is not one. */
function instantMs(iso: string): number | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** The epoch milliseconds whose UTC clock reads the base (UTC+8) time shifted to `offsetHours`. */
export function shiftedMs(iso: string, offsetHours: number): number | null {
  const ms = instantMs(iso);
  if (ms === null) return null;
  const baseWallMs = ms + BASE_OFFSET_HOURS * 3_600_000;
  return baseWallMs + (offsetHours - BASE_OFFSET_HOURS) * 3_600_000;
}

/**
 * A time for the screen: the wall time at UTC+offset in the locale's words ("Nov 25, 2026, 4:05 PM"),
 * `missing` (the translated 'System Error Code: TimeZone') without an offset, the text itself when it is
 * not a time.
 */
export function formatShiftedTime(
  iso: string,
  offsetHours: number | null,
  locale: string,
  missing: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  if (offsetHours === null) return missing;
  const ms = shiftedMs(iso, offsetHours);
  if (ms === null) return iso;
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(ms));
  } catch {
    return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
  }
}
