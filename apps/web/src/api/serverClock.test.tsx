import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useSecondsLeft } from '../hooks/useSecondsLeft';
import { resetServerClock, sampleServerDate, serverNow, serverOffsetMs } from './serverClock';

afterEach(() => {
  resetServerClock();
  vi.useRealTimers();
});

const LOCAL = Date.parse('2026-11-27T12:00:00.000Z');
const httpDate = (ms: number) => new Date(ms).toUTCString();

describe("the server's clock, from the answers' Date headers (issue 26)", () => {
  it('is our clock until an answer with a Date header came', () => {
    sampleServerDate(null, LOCAL, LOCAL + 50);
    sampleServerDate('not a date', LOCAL, LOCAL + 50);
    expect(serverOffsetMs()).toBe(0);
  });

  it('narrows the offset to what every answer allows: the server 40 s ahead is found within half a second', () => {
    const ahead = 40_000;
    // Answers at different fractions of a second: each header is the server's time in whole seconds.
    for (const at of [LOCAL + 120, LOCAL + 1_730, LOCAL + 2_410, LOCAL + 3_980, LOCAL + 5_555]) {
      const server = at + ahead;
      sampleServerDate(httpDate(server - (server % 1000)), at - 30, at + 30);
    }
    expect(Math.abs(serverOffsetMs() - ahead)).toBeLessThanOrEqual(500);
  });

  it('starts again when an answer cannot fit what was known (a clock was set meanwhile)', () => {
    sampleServerDate(httpDate(LOCAL + 10_000), LOCAL, LOCAL + 100);
    expect(Math.abs(serverOffsetMs() - 10_000)).toBeLessThanOrEqual(600);
    sampleServerDate(httpDate(LOCAL - 60_000), LOCAL + 200, LOCAL + 300);
    expect(Math.abs(serverOffsetMs() + 60_000)).toBeLessThanOrEqual(600);
  });

  it("shows a 15-minute window as 15:00 on a phone whose clock is 40 s behind the server's, never 15:40 or 15:01", () => {
    vi.useFakeTimers({ now: LOCAL, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const server = LOCAL + 40_000;
    sampleServerDate(httpDate(server), LOCAL - 20, LOCAL + 20);
    sampleServerDate(httpDate(server + 1000), LOCAL + 980, LOCAL + 1_020);
    const deadline = new Date(serverNow() + 15 * 60_000).toISOString();
    function Countdown() {
      const left = useSecondsLeft(deadline);
      return <span data-testid="left">{left === null ? '' : formatCountdown(left)}</span>;
    }
    render(<Countdown />);
    expect(screen.getByTestId('left').textContent).toBe('15:00');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByTestId('left').textContent).toBe('14:00');
  });
});
