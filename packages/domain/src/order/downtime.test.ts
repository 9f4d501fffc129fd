import { extendDeadline, type Outage } from './downtime.js';

const t = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00.000Z`);
const outage = (start: string, end: string, kind: Outage['kind'] = 'DOWNTIME'): Outage => ({
  start: t(start),
  end: t(end),
  kind,
});

describe('deadlines and the platform downtime (no one is timed out by our own downtime)', () => {
  it('leaves a deadline alone when nothing overlapped the waiting time', () => {
    const r = extendDeadline(t('10:00'), t('10:15'), [outage('09:00', '09:50'), outage('11:00', '11:30')]);
    expect(r).toEqual({ deadline: t('10:15'), shiftedMs: 0, applied: [] });
  });

  it('moves a deadline that fell inside a maintenance window on by the time the window took', () => {
    const r = extendDeadline(t('10:00'), t('10:15'), [outage('10:10', '10:40', 'MAINTENANCE')]);
    expect(r.deadline).toEqual(t('10:45'));
    expect(r.shiftedMs).toBe(30 * 60_000);
    expect(r.applied).toEqual([{ kind: 'MAINTENANCE', start: t('10:10'), end: t('10:40'), ms: 30 * 60_000 }]);
  });

  it('counts only the part of an outage after the order started waiting', () => {
    const r = extendDeadline(t('10:00'), t('10:15'), [outage('09:50', '10:05')]);
    expect(r.deadline).toEqual(t('10:20'));
  });

  it('counts an outage that the extension itself reaches, and overlapping outages once', () => {
    const r = extendDeadline(t('10:00'), t('10:15'), [
      outage('10:05', '10:10'), // +5 -> 10:20
      outage('10:08', '10:12', 'MAINTENANCE'), // overlaps the first: +2 only -> 10:22
      outage('10:21', '10:31'), // inside the extended period: +10 -> 10:32
      outage('10:40', '10:50'), // after it: nothing
    ]);
    expect(r.deadline).toEqual(t('10:32'));
    expect(r.applied.map((a) => a.ms / 60_000)).toEqual([5, 2, 10]);
  });

  it('ignores empty or reversed periods', () => {
    expect(
      extendDeadline(t('10:00'), t('10:15'), [outage('10:05', '10:05'), outage('10:09', '10:06')]).shiftedMs,
    ).toBe(0);
  });
});
