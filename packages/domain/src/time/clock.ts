/**
 * The one source of "now" (issue 21). The API and its jobs take it by injection; production runs on
 * `SystemClock`, tests on a `FakeClock` they move instead of sleeping. Decisions about money use the
 * chain's evidence (block time, head) where there is some; this clock is for everything the platform
 * decides itself: deadlines, sweeps, expiries, throttles, appeal delays, price days.
 *
 * An abstract class, not an interface, so a framework can use it as its injection token.
 */
export abstract class Clock {
  abstract now(): Date;

  /** Milliseconds since the epoch. */
  nowMs(): number {
    return this.now().getTime();
  }
}

/** The machine's clock. */
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }

  override nowMs(): number {
    return Date.now();
  }
}

/** A clock that stands still until a test moves it. */
export class FakeClock extends Clock {
  private ms: number;

  constructor(start: Date | number | string = '2026-01-01T00:00:00.000Z') {
    super();
    this.ms = new Date(start).getTime();
    if (Number.isNaN(this.ms)) throw new RangeError(`FakeClock: not a time: ${String(start)}`);
  }

  now(): Date {
    return new Date(this.ms);
  }

  override nowMs(): number {
    return this.ms;
  }

  /** Moves the clock on by `ms` (never back: a clock that runs backwards is a different test). */
  advance(ms: number): Date {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`FakeClock.advance: ${ms} is not a duration`);
    this.ms += ms;
    return this.now();
  }

  /** Sets the clock to `at`, forward or back (a test of a machine whose clock was wrong). */
  set(at: Date | number | string): Date {
    const ms = new Date(at).getTime();
    if (Number.isNaN(ms)) throw new RangeError(`FakeClock.set: not a time: ${String(at)}`);
    this.ms = ms;
    return this.now();
  }
}
