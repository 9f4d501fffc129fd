// The answers of prices (issue 14): the latest price per pair with its 24h statistics, and a pair's
// history over a range as candles.
import type { Page } from '../envelope.js';
import { CANDLE_INTERVALS, PRICE_RANGES } from '../dto/price-ranges.js';
import type { LatestPriceDto, PriceHistoryDto } from '../dto/prices.dto.js';
import { pageOf } from './answers.js';
import { defineAnswer, shapes as s } from './shape.js';

const str = s.string();
const decimal = s.string('decimal');
const nullableDecimal = s.nullable(decimal);
const time = s.string('date-time');

export const LatestPriceAnswer = defineAnswer<LatestPriceDto>(
  'LatestPrice',
  s.object({
    coinPairId: str,
    coin: s.nullable(str),
    quote: str,
    priceScale: s.integer(),
    price: nullableDecimal,
    lastTradeAt: s.nullable(time),
    high24h: nullableDecimal,
    low24h: nullableDecimal,
    volume24h: decimal,
    turnover24h: decimal,
    average24h: nullableDecimal,
    trades24h: s.integer(),
    baseAverage: nullableDecimal,
    change: nullableDecimal,
    changePercent: nullableDecimal,
    referencePrice: nullableDecimal,
    asOf: time,
  }),
);

export const LatestPricePageAnswer = defineAnswer<Page<LatestPriceDto>>(
  'LatestPricePage',
  pageOf(LatestPriceAnswer),
);

export const PriceHistoryAnswer = defineAnswer<PriceHistoryDto>(
  'PriceHistory',
  s.object({
    coinPairId: str,
    range: s.oneOf(PRICE_RANGES),
    interval: s.oneOf(CANDLE_INTERVALS),
    from: time,
    to: time,
    candles: s.array(
      s.object({
        time,
        open: decimal,
        high: decimal,
        low: decimal,
        close: decimal,
        volume: decimal,
        turnover: decimal,
        average: decimal,
        trades: s.integer(),
      }),
    ),
    latest: LatestPriceAnswer,
  }),
);
