// How the desk writes its values: durations, times, codes (reasons, statuses, results, sides, credit
// reasons: a code the texts do not know is shown as it is), a fraction as a percentage (decimal strings,
// never floats) and the service level of a case.
import type { AdminAppealSummaryDto } from '@p2p/contracts';
import type { Language } from '@p2p/i18n';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../i18n/language';
import { durationParts, msUntil } from './clock';

export const D = 'admin.desk';

/** A fraction as a decimal string (`0.9750`) as a percentage (`97.5`), truncated to 2 decimals. */
export function percentOf(fraction: string): string {
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(fraction.trim());
  if (!m) return fraction;
  const [, sign = '', int = '', frac = ''] = m;
  const digits = `${int}${frac.padEnd(2, '0').slice(0, 2)}`.replace(/^0+(?=\d)/, '') || '0';
  const rest = frac.slice(2, 4).replace(/0+$/, '');
  return `${sign}${digits}${rest ? `.${rest}` : ''}`;
}

export type SlaState =
  { kind: 'due'; ms: number; level: 'ok' | 'warn' | 'late' } | { kind: 'met' | 'missed' } | null;

/**
 * Where a case stands against its service level: an open case counts down to `slaDueAt` (warn in the last
 * quarter of its window, late once past it); a decided one says whether it was decided in time.
 */
export function slaState(row: AdminAppealSummaryDto, now: number): SlaState {
  const due = Date.parse(row.slaDueAt);
  if (Number.isNaN(due)) return null;
  if (row.stage === 'OPEN') {
    const ms = msUntil(row.slaDueAt, now);
    const window = due - Date.parse(row.createdAt);
    const level = ms < 0 ? 'late' : window > 0 && ms < window / 4 ? 'warn' : 'ok';
    return { kind: 'due', ms, level };
  }
  if (!row.decidedAt) return null;
  return { kind: Date.parse(row.decidedAt) <= due ? 'met' : 'missed' };
}

export function useDeskFormat() {
  const { t, i18n } = useTranslation();
  const locale = htmlLang(i18n.language as Language);
  const code = (group: string, value: string) => t(`${D}.${group}.${value}`, { defaultValue: value });

  return {
    /** `2d 3h`, `3h 5m`, `12m` (minutes at least; 0 while under a minute). */
    duration(ms: number): string {
      const { days, hours, minutes } = durationParts(ms);
      if (days > 0) return t(`${D}.duration.days`, { d: days, h: hours });
      if (hours > 0) return t(`${D}.duration.hours`, { h: hours, m: minutes });
      return t(`${D}.duration.minutes`, { m: minutes });
    },
    /** A date and time in the console's language, or a dash. */
    time(iso: string | null | undefined): string {
      if (!iso) return '—';
      const at = new Date(iso);
      if (Number.isNaN(at.getTime())) return '—';
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(at);
    },
    reason: (value: string) => code('reasons', value),
    status: (value: string) => code('orderStatus', value),
    result: (value: string) => code('result', value),
    side: (value: string) => code('side', value),
    credit: (value: string) => code('credit', value),
  };
}

export type DeskFormat = ReturnType<typeof useDeskFormat>;
