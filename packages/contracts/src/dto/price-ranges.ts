// The price history's ranges and candle widths (issue 14), without decorators so that answers and the
// browser can import them cheaply.

/** The history ranges of spec §9: 7 days, 30 days, 3 months, 6 months, 1 year. */
export const PRICE_RANGES = ['7D', '30D', '3M', '6M', '1Y'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/** Candle widths: one hour, four hours, one day (UTC buckets; a day starts at 00:00 UTC). */
export const CANDLE_INTERVALS = ['1h', '4h', '1d'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

/** Which candles each range is drawn with, and how far back it reaches (days). */
export const PRICE_RANGE_SPECS: Readonly<Record<PriceRange, { interval: CandleInterval; days: number }>> =
  Object.freeze({
    '7D': { interval: '1h', days: 7 },
    '30D': { interval: '4h', days: 30 },
    '3M': { interval: '1d', days: 91 },
    '6M': { interval: '1d', days: 182 },
    '1Y': { interval: '1d', days: 365 },
  });

/** Decimal places of the rise-or-fall percentage (truncated). */
export const PRICE_CHANGE_PERCENT_SCALE = 2;
