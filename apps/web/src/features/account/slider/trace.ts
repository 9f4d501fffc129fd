// Records the drag of the slider piece as the server judges it (apps/api slider-trace): samples
// {t: ms since the press, x: the piece's left edge in track pixels}, time never running backwards,
// starting at the left end and ending where the piece was released.
import type { TracePoint } from '../../../api/auth';

/** The server refuses more samples than this (SLIDER_TRACE_MAX_POINTS). */
export const MAX_TRACE_POINTS = 500;

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Keeps at most `max` samples, evenly spread, always keeping the first and the last. */
export function downsample(points: readonly TracePoint[], max = MAX_TRACE_POINTS): TracePoint[] {
  if (points.length <= max) return [...points];
  const out: TracePoint[] = [];
  const step = (points.length - 1) / (max - 1);
  for (let i = 0; i < max; i += 1) out.push(points[Math.round(i * step)]!);
  return out;
}

export class TraceRecorder {
  private points: TracePoint[] = [];
  private t0 = 0;

  /** `maxX`: the furthest the piece's left edge can go (track width minus piece width). */
  constructor(
    private readonly maxX: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get recording(): boolean {
    return this.points.length > 0;
  }

  /** The press: the piece is at the left end. */
  start(): void {
    this.t0 = this.now();
    this.points = [{ t: 0, x: 0 }];
  }

  /** A move to `x` (clamped to the track); answers the clamped position. */
  move(x: number): number {
    const clamped = round1(Math.min(this.maxX, Math.max(0, x)));
    if (!this.recording) return clamped;
    const t = Math.max(0, Math.round(this.now() - this.t0));
    const last = this.points[this.points.length - 1]!;
    if (t <= last.t) {
      // Two events within the same millisecond: keep the newer position.
      if (this.points.length > 1) last.x = clamped;
      else if (clamped !== last.x) this.points.push({ t: last.t, x: clamped });
    } else {
      this.points.push({ t, x: clamped });
    }
    return clamped;
  }

  /** The release at `x`: answers the release point and the trace to send, and resets. */
  finish(x: number): { x: number; trace: TracePoint[] } {
    const end = this.move(x);
    const trace = downsample(this.points);
    this.points = [];
    return { x: end, trace };
  }

  cancel(): void {
    this.points = [];
  }
}
