// The desk's clocks: one ticking "now" shared by every timer on a screen (a case's age, its service-level
// timer, the countdown of a pending execution), and the parts of a duration that the texts format.
import { useEffect, useState } from 'react';

/** The current time in ms, re-rendering every `everyMs` (one interval per component that asks). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The whole days, hours, minutes and seconds of `ms` (negative durations count as their size). */
export function durationParts(ms: number): DurationParts {
  const total = Math.floor(Math.abs(ms) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A countdown as a clock, `1:02:03:04` past a day, else `02:03:04`: digits only, so it reads in every language. */
export function clockText(ms: number): string {
  const { days, hours, minutes, seconds } = durationParts(ms);
  const hms = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}:${hms}` : hms;
}

/** Milliseconds from `from` (ISO) to `now`; NaN for a missing or invalid time. */
export function msSince(from: string | null | undefined, now: number): number {
  const at = from ? Date.parse(from) : Number.NaN;
  return now - at;
}

/** Milliseconds from `now` until `to` (ISO); negative once it has passed; NaN for a missing time. */
export function msUntil(to: string | null | undefined, now: number): number {
  const at = to ? Date.parse(to) : Number.NaN;
  return at - now;
}
