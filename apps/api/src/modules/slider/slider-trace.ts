// The slide-to-verify judgement of a recorded drag: pure functions, no I/O.
//
// The client draws the puzzle gap where the challenge says and records the drag of the piece as samples
// {t: ms since the press, x: the piece's left edge}. The server accepts the release point only with a
// trace a hand could have made: enough samples, time running forwards, a plausible duration, a start at
// the left end, an end where the piece was released, and not a perfectly straight constant-speed line.
import { randomInt } from 'node:crypto';

export interface TracePoint {
  t: number;
  x: number;
}

export const TRACE_RULES = {
  /** The release point may miss the gap by this much, in pixels. */
  tolerancePx: 4,
  minPoints: 5,
  minDurationMs: 300,
  maxDurationMs: 20_000,
  /** The drag starts at the left end of the track (the first sample may already have moved a little). */
  maxStartPx: 10,
  /**
   * A drag whose samples all lie within this distance of the straight line from its first to its last
   * sample moved at one constant speed: a script, not a hand.
   */
  minDeviationPx: 1,
} as const;

export type TraceVerdict =
  | 'ok'
  | 'off-target'
  | 'too-few-points'
  | 'time-not-monotonic'
  | 'too-fast'
  | 'too-slow'
  | 'bad-start'
  | 'end-mismatch'
  | 'constant-speed';

/** Judges a drag released at `x` against the gap at `gapX`. */
export function judgeTrace(gapX: number, x: number, trace: readonly TracePoint[]): TraceVerdict {
  const r = TRACE_RULES;
  if (Math.abs(x - gapX) > r.tolerancePx) return 'off-target';
  if (trace.length < r.minPoints) return 'too-few-points';
  for (let i = 1; i < trace.length; i += 1) {
    if (trace[i]!.t < trace[i - 1]!.t) return 'time-not-monotonic';
  }
  const first = trace[0]!;
  const last = trace[trace.length - 1]!;
  const duration = last.t - first.t;
  if (duration < r.minDurationMs) return 'too-fast';
  if (duration > r.maxDurationMs) return 'too-slow';
  if (first.x < -r.maxStartPx || first.x > r.maxStartPx) return 'bad-start';
  if (Math.abs(last.x - x) > r.tolerancePx) return 'end-mismatch';
  if (maxDeviationFromLine(trace) < r.minDeviationPx) return 'constant-speed';
  return 'ok';
}

/** The largest distance, in pixels, of a sample from the constant-speed line between the end samples. */
export function maxDeviationFromLine(trace: readonly TracePoint[]): number {
  const first = trace[0]!;
  const last = trace[trace.length - 1]!;
  const duration = last.t - first.t;
  if (duration <= 0) return 0;
  const speed = (last.x - first.x) / duration;
  let max = 0;
  for (const p of trace) {
    max = Math.max(max, Math.abs(p.x - (first.x + speed * (p.t - first.t))));
  }
  return max;
}

/**
 * A drag as a hand makes it: fast at first, slowing down onto the target (ease-out), sampled about every
 * 16 ms with a little jitter. For tests and the scripted demo (the wallet simulator), never for the
 * server's judgement.
 */
export function humanLikeTrace(targetX: number, durationMs = 900): TracePoint[] {
  const points: TracePoint[] = [{ t: 0, x: 0 }];
  let t = 0;
  while (t < durationMs) {
    t = Math.min(durationMs, t + 14 + randomInt(5));
    const p = t / durationMs;
    points.push({ t, x: Math.round(targetX * (1 - (1 - p) ** 3) * 10) / 10 });
  }
  points[points.length - 1] = { t: durationMs, x: targetX };
  return points;
}
