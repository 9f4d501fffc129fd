// Prices (spec §2 home price panel and /priceRecord, §7 `GET /order/price/thread/new/page`, §9; issue 14).
// Every completed order records a price tick; per coin pair the API answers the latest price with its 24h
// statistics and the rise or fall against the average price at 00:00 UTC, and the history of a range as
// candles rolled up by a job. Prices and amounts are decimal strings in the pair's quote currency,
// volumes in coin units; every derived figure (average, change, percentage) is truncated, never rounded.
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { PageQueryDto } from './common.dto.js';
import { ValidationMessage as M } from './messages.js';
import { PRICE_RANGES, type CandleInterval, type PriceRange } from './price-ranges.js';

/**
 * One coin pair's latest price and statistics. Every figure is null while the pair has no trade in its
 * window (a pair that never traded shows "Price pending").
 */
export interface LatestPriceDto {
  coinPairId: string;
  /** Symbol of the traded coin (null for a pair without a coin). */
  coin: string | null;
  quote: string;
  /** Decimal places the pair shows prices in. */
  priceScale: number;
  /** The last trade's unit price, null before the first trade. */
  price: string | null;
  lastTradeAt: string | null;
  /** Over the 24 hours up to `asOf`: highest and lowest unit price, volume (coin), turnover (quote). */
  high24h: string | null;
  low24h: string | null;
  volume24h: string;
  turnover24h: string;
  /** Volume-weighted average over the 24 hours (turnover / volume), truncated to `priceScale`. */
  average24h: string | null;
  trades24h: number;
  /**
   * The average price at 00:00 UTC today: the volume-weighted average of the 24 hours before 00:00 UTC
   * (or, without trades then, the last price before 00:00 UTC). Rise and fall are measured against it.
   */
  baseAverage: string | null;
  /** `price - baseAverage` (signed), null when either is missing. */
  change: string | null;
  /** `change / baseAverage * 100`, truncated to 2 decimals (signed), null when either is missing. */
  changePercent: string | null;
  /** The reference index floating-price ads follow (the pair's latest average once ticks exist). */
  referencePrice: string | null;
  /** The moment the statistics describe. */
  asOf: string;
}

/** One candle: a UTC bucket's open, high, low and close price, volume, turnover and average. */
export interface PriceCandleDto {
  /** Start of the bucket (UTC). */
  time: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  turnover: string;
  /** Volume-weighted average of the bucket, truncated to the pair's price scale. */
  average: string;
  trades: number;
}

/** A pair's history over a range: candles oldest first (buckets without trades are left out). */
export interface PriceHistoryDto {
  coinPairId: string;
  range: PriceRange;
  interval: CandleInterval;
  /** The range's window: `from` is the first bucket's start, `to` the moment of the answer. */
  from: string;
  to: string;
  candles: PriceCandleDto[];
  /** The pair's latest price and statistics (as `GET /order/price/thread/new/page` answers them). */
  latest: LatestPriceDto;
}

/**
 * `GET /order/price/thread/new/page`: the latest price of every enabled coin pair (or of one, with
 * `coinPairId`), paged; pairs in id order.
 */
export class LatestPricesQueryDto extends PageQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.coinPairInvalid })
  @Min(1, { message: M.coinPairInvalid })
  coinPairId?: number;
}

/** `GET /order/price/history`: one pair's candles over a range (default 7D). */
export class PriceHistoryQueryDto {
  @Type(() => Number)
  @IsInt({ message: M.coinPairInvalid })
  @Min(1, { message: M.coinPairInvalid })
  coinPairId!: number;

  @IsOptional()
  @IsIn(PRICE_RANGES, { message: M.priceRangeInvalid })
  range: PriceRange = '7D';
}
