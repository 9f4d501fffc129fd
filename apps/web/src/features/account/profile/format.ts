// Small display helpers of the account screens.
import type { Language } from '@p2p/i18n';
import { htmlLang } from '../../../i18n/language';

export { percent, shortAddress } from './plainFormat';

/** The flag emoji of a 2-letter country code. */
export function flagOf(abb2: string): string {
  const code = abb2.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** A country's name in the interface language (Intl), else the catalogue's name. */
export function regionName(lang: Language, abb2: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([htmlLang(lang)], { type: 'region' }).of(abb2.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}

export const NICKNAME_CHANGE_INTERVAL_MS = 7 * 24 * 3600 * 1000;

/** When the nickname may be changed again, or null when it may be changed now. */
export function nextNicknameChange(changedAt: string | null | undefined, now = Date.now()): Date | null {
  if (!changedAt) return null;
  const at = Date.parse(changedAt);
  if (!Number.isFinite(at)) return null;
  const next = at + NICKNAME_CHANGE_INTERVAL_MS;
  return next > now ? new Date(next) : null;
}

export function formatDateTime(lang: Language, date: Date): string {
  return new Intl.DateTimeFormat(htmlLang(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
