import { depositDeadlineHold, depositOnTime, watcherBehind } from './deposit-timeliness.js';

const deadline = new Date('2026-11-27T12:00:00.000Z');
const at = (seconds: number) => new Date(deadline.getTime() + seconds * 1000);

describe('depositOnTime (issue 20: a deposit on time is judged by its block time)', () => {
  it('is on time when mined before the deadline, however late it confirms', () => {
    expect(depositOnTime(at(-60), deadline)).toBe(true);
    expect(depositOnTime(at(-0.001), deadline)).toBe(true);
  });

  it('is late when mined at or after the deadline', () => {
    expect(depositOnTime(at(0), deadline)).toBe(false);
    expect(depositOnTime(at(60), deadline)).toBe(false);
  });
});

describe('depositDeadlineHold (issue 20: the deposit deadline is held while a seen transfer confirms)', () => {
  it('holds while a transfer mined before the deadline is confirming', () => {
    expect(depositDeadlineHold({ status: 'OPEN', confirming: [at(-60)] }, deadline)).toBe('CONFIRMING');
    expect(depositDeadlineHold({ status: 'OPEN', confirming: [at(30), at(-1)] }, deadline)).toBe(
      'CONFIRMING',
    );
  });

  it('holds a completed deposit whose completion has not reached the trade yet', () => {
    expect(depositDeadlineHold({ status: 'SATISFIED', confirming: [] }, deadline)).toBe('SATISFIED');
  });

  it('applies the deadline when nothing is confirming, or only transfers mined at or after it (late ones)', () => {
    expect(depositDeadlineHold({ status: 'OPEN', confirming: [] }, deadline)).toBeNull();
    expect(depositDeadlineHold({ status: 'OPEN', confirming: [at(0), at(90)] }, deadline)).toBeNull();
  });

  it('never holds a deposit that was closed (cancelled or expired)', () => {
    expect(depositDeadlineHold({ status: 'CANCELLED', confirming: [at(-60)] }, deadline)).toBeNull();
    expect(depositDeadlineHold({ status: 'EXPIRED', confirming: [at(-60)] }, deadline)).toBeNull();
  });
});

describe("the deposit deadline waits while the watcher has not read up to it (issue 20: deadline held while the watcher's cursor is before it, within a grace)", () => {
  const grace = 33_000;
  const ms = (n: number) => new Date(deadline.getTime() + n);
  const open = { status: 'OPEN' as const, confirming: [] };
  const watcher = (readTo: Date | null, now: Date) => ({ readTo, now, graceMs: grace });

  it('is held while the cursor block is stamped 1 ms before the deadline and the grace runs (issue 20: watcher behind -> UNREAD)', () => {
    expect(watcherBehind(watcher(ms(-1), ms(0)), deadline)).toBe(true);
    expect(depositDeadlineHold(open, deadline, watcher(ms(-1), ms(0)))).toBe('UNREAD');
    expect(depositDeadlineHold(open, deadline, watcher(ms(-1), ms(grace - 1)))).toBe('UNREAD');
  });

  it('applies once the cursor block is stamped at or after the deadline (issue 20: every block that could be on time is read)', () => {
    expect(watcherBehind(watcher(ms(0), ms(1)), deadline)).toBe(false);
    expect(depositDeadlineHold(open, deadline, watcher(ms(0), ms(1)))).toBeNull();
    expect(depositDeadlineHold(open, deadline, watcher(ms(1), ms(1)))).toBeNull();
  });

  it('applies at the end of the grace however far the cursor is, so an idle chain still times deposits out (issue 20: grace bound)', () => {
    expect(depositDeadlineHold(open, deadline, watcher(ms(-1), ms(grace)))).toBeNull();
    expect(depositDeadlineHold(open, deadline, watcher(ms(-60_000), ms(grace + 1)))).toBeNull();
    expect(depositDeadlineHold(open, deadline, watcher(null, ms(grace - 1)))).toBe('UNREAD');
    expect(depositDeadlineHold(open, deadline, watcher(null, ms(grace)))).toBeNull();
  });

  it('a confirming on-time transfer or a completed deposit holds whatever the watcher; a closed deposit or no watcher holds nothing (issue 20)', () => {
    const late = watcher(ms(grace * 2), ms(grace * 2));
    expect(depositDeadlineHold({ status: 'OPEN', confirming: [ms(-1)] }, deadline, late)).toBe('CONFIRMING');
    expect(depositDeadlineHold({ status: 'SATISFIED', confirming: [] }, deadline, late)).toBe('SATISFIED');
    expect(
      depositDeadlineHold({ status: 'EXPIRED', confirming: [] }, deadline, watcher(ms(-1), ms(0))),
    ).toBeNull();
    expect(depositDeadlineHold(open, deadline)).toBeNull();
  });
});
