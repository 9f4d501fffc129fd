import { FakeClock, SystemClock } from './clock.js';

describe('Clock', () => {
  it('the system clock reads the machine time', () => {
    const before = Date.now();
    const now = new SystemClock().nowMs();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('a fake clock stands still until moved, by exact milliseconds', () => {
    const clock = new FakeClock('2026-03-01T12:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-03-01T12:00:00.000Z');
    clock.advance(1);
    expect(clock.now().toISOString()).toBe('2026-03-01T12:00:00.001Z');
    expect(clock.nowMs()).toBe(Date.parse('2026-03-01T12:00:00.001Z'));
    clock.set('2026-02-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it('hands out copies: changing a returned Date does not move the clock', () => {
    const clock = new FakeClock(0);
    clock.now().setTime(5_000);
    expect(clock.nowMs()).toBe(0);
  });

  it('refuses a negative or non-finite step and a date that is not one', () => {
    const clock = new FakeClock(0);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(() => clock.set('not a date')).toThrow(RangeError);
    expect(() => new FakeClock('nope')).toThrow(RangeError);
  });
});
