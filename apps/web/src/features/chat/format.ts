// The chat's text keys and time display.
import type { Language } from '@p2p/i18n';
import { htmlLang } from '../../i18n/language';

/** The chat's texts: `common.chat`. */
export const C = 'common.chat';

/** "14:05" for a message of today, "Nov 24, 14:05" for an older one (in the interface language). */
export function messageTime(lang: string, iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const today = date.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: '2-digit', minute: '2-digit' }
    : { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(htmlLang(lang as Language), options).format(date);
  } catch {
    return date.toISOString();
  }
}
