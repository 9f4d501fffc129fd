// The price rules of spec §9 as pure decimal arithmetic (no I/O): averages, the rise or fall against the
// average price at 00:00 UTC, candles. Every derived figure is truncated toward zero, never rounded.
import {
  PRICE_CHANGE_PERCENT_SCALE,
  PRICE_RANGE_SPECS,
  type CandleInterval,
  type LatestPriceDto,
  type PriceCandleDto,
  type PriceRange,
} from '@p2p/contracts';
import {
  compareDecimal,
  divDecimal,
  MAX_SCALE,
  mulDecimal,
  normalizeDecimal,
  subDecimal,
  truncateDecimal,
} from '@p2p/domain/money';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Bucket widths as PostgreSQL intervals and in milliseconds (buckets start at 00:00 UTC of 2000-01-01). */
export const CANDLE_STEPS: Readonly<Record<CandleInterval, { sql: string; ms: number }>> = Object.freeze({
  '1h': { sql: '1 hour', ms: HOUR_MS },
  '4h': { sql: '4 hours', ms: 4 * HOUR_MS },
  '1d': { sql: '1 day', ms: DAY_MS },
});

/** The start of the UTC bucket of `interval` holding `at`. */
export function bucketStart(at: Date, interval: CandleInterval): Date {
  const ms = CANDLE_STEPS[interval].ms;
  return new Date(Math.floor(at.getTime() / ms) * ms);
}

/** 00:00 UTC of the day holding `at`. */
export function utcMidnight(at: Date): Date {
  return bucketStart(at, '1d');
}

/** A range's window: its candle width and the start of its first bucket (`days` before `asOf`). */
export function rangeWindow(range: PriceRange, asOf: Date): { interval: CandleInterval; from: Date } {
  const { interval, days } = PRICE_RANGE_SPECS[range];
  return { interval, from: bucketStart(new Date(asOf.getTime() - days * DAY_MS), interval) };
}

/** Sums over a set of ticks, as exact decimal strings (PostgreSQL's numeric sums). */
export interface TickSums {
  trades: number;
  /** Sum of volumes (coin units). */
  volume: string;
  /** Sum of price x volume (quote). */
  turnover: string;
}

/**
 * The volume-weighted average of a set of ticks (turnover / volume), truncated to `scale`; without
 * volume, `fallback` (the last price there or before); null without trades and fallback.
 */
export function averageOf(sums: TickSums, scale: number, fallback: string | null): string | null {
  if (sums.trades > 0 && compareDecimal(sums.volume, '0') > 0) {
    return divDecimal(sums.turnover, sums.volume, scale);
  }
  return fallback === null ? null : truncateDecimal(fallback, scale);
}

/**
 * The rise or fall of `price` against `base` (the average price at 00:00 UTC): the difference truncated
 * to the price scale, and the percentage truncated to 2 decimals, both signed ('-1.24' for a fall of
 * 1.249 %). Null when either price is missing or the base is zero.
 */
export function changeOf(
  price: string | null,
  base: string | null,
  scale: number,
): { change: string | null; changePercent: string | null } {
  if (price === null || base === null || compareDecimal(base, '0') === 0) {
    return { change: null, changePercent: null };
  }
  const exact = subDecimal(price, base, MAX_SCALE);
  return {
    change: truncateDecimal(exact, scale),
    changePercent: divDecimal(mulDecimal(exact, '100', MAX_SCALE), base, PRICE_CHANGE_PERCENT_SCALE),
  };
}

/** What the repository reads of one pair for its latest price. */
export interface LatestPriceFacts {
  /** The last trade at or before `asOf`. */
  price: string | null;
  lastTradeAt: Date | null;
  /** The 24 hours up to `asOf`. */
  day: TickSums & { high: string | null; low: string | null };
  /** The 24 hours before 00:00 UTC of `asOf`'s day, and the last price before that 00:00. */
  base: TickSums;
  lastBeforeMidnight: string | null;
}

export interface PairInfo {
  id: number;
  coin: string | null;
  quote: string;
  priceScale: number;
}

/** A pair's latest price answer from its facts. */
export function latestPrice(
  pair: PairInfo,
  facts: LatestPriceFacts,
  referencePrice: string | null,
  asOf: Date,
): LatestPriceDto {
  const { day } = facts;
  const lastInDay = day.trades > 0 ? facts.price : null;
  const average24h = averageOf(day, pair.priceScale, lastInDay);
  const baseAverage = averageOf(facts.base, pair.priceScale, facts.lastBeforeMidnight);
  const price = facts.price === null ? null : normalizeDecimal(facts.price);
  return {
    coinPairId: String(pair.id),
    coin: pair.coin,
    quote: pair.quote,
    priceScale: pair.priceScale,
    price,
    lastTradeAt: facts.lastTradeAt?.toISOString() ?? null,
    high24h: day.high === null ? null : normalizeDecimal(day.high),
    low24h: day.low === null ? null : normalizeDecimal(day.low),
    volume24h: normalizeDecimal(day.volume),
    turnover24h: normalizeDecimal(day.turnover),
    average24h,
    trades24h: day.trades,
    baseAverage,
    ...changeOf(price, baseAverage, pair.priceScale),
    referencePrice,
    asOf: asOf.toISOString(),
  };
}

/** A stored candle as the repository reads it (numerics as text). */
export interface CandleRow {
  bucketStart: Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  turnover: string;
  trades: number;
}

/** A candle answer: prices in canonical form, the average truncated to the pair's price scale. */
export function candleOf(row: CandleRow, priceScale: number): PriceCandleDto {
  return {
    time: row.bucketStart.toISOString(),
    open: normalizeDecimal(row.open),
    high: normalizeDecimal(row.high),
    low: normalizeDecimal(row.low),
    close: normalizeDecimal(row.close),
    volume: normalizeDecimal(row.volume),
    turnover: normalizeDecimal(row.turnover),
    average: averageOf(row, priceScale, row.close) ?? normalizeDecimal(row.close),
    trades: row.trades,
  };
}
