// What the chart draws from the API's candles: lightweight-charts plots numbers against UTC timestamps
// in seconds and labels its time axis in UTC, so each candle's time is moved by the shown offset (spec
// §9: the wall time at UTC+offset; the base UTC+8 when the offset is missing). The numbers are plot
// positions only: every figure the page writes out comes from the decimal strings (format.ts), and the
// chart's own price labels are cut from the plotted value like them.
import type { PriceCandleDto } from '@p2p/contracts';
import { toDisplay } from '@p2p/domain/money';
import { BASE_OFFSET_HOURS, shiftedMs } from './clock';

export interface CandlePoint {
  /** Seconds whose UTC clock reads the shown wall time. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface VolumePoint {
  time: number;
  value: number;
  /** Closed at or above its open (drawn in the rise colour). */
  rise: boolean;
}

export interface ChartSeries {
  candles: CandlePoint[];
  volumes: VolumePoint[];
}

/** The candles and volumes to plot, in ascending time with one point per time (the library's rule). */
export function chartSeries(candles: readonly PriceCandleDto[], offsetHours: number | null): ChartSeries {
  const offset = offsetHours ?? BASE_OFFSET_HOURS;
  const byTime = new Map<number, { candle: CandlePoint; volume: VolumePoint }>();
  for (const c of candles) {
    const ms = shiftedMs(c.time, offset);
    const values = [c.open, c.high, c.low, c.close, c.volume].map(Number);
    if (ms === null || values.some((v) => !Number.isFinite(v))) continue;
    const [open, high, low, close, volume] = values as [number, number, number, number, number];
    const time = Math.floor(ms / 1000);
    byTime.set(time, {
      candle: { time, open, high, low, close },
      volume: { time, value: volume, rise: close >= open },
    });
  }
  const points = [...byTime.entries()].sort(([a], [b]) => a - b).map(([, p]) => p);
  return { candles: points.map((p) => p.candle), volumes: points.map((p) => p.volume) };
}

/**
 * A price label of the chart's scale: the plotted value's shortest exact writing, cut to the pair's
 * scale (never rounded up): (1.2567999, 4) -> '1.2567', (0.99999999, 2) -> '0.99'.
 */
export function axisPriceText(value: number, scale: number): string {
  if (!Number.isFinite(value)) return '';
  const decimals = Math.max(0, Math.min(scale, 8));
  const shortest = String(value);
  const written = /e/i.test(shortest) ? value.toFixed(20) : shortest;
  try {
    return toDisplay(written, decimals);
  } catch {
    return written;
  }
}
