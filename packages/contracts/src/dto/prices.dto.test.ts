/// <reference types="jest" />
import { plainToInstance } from 'class-transformer';
import { errorsOf } from './dto.test-helpers.js';
import { ValidationMessage as M } from './messages.js';
import { PRICE_RANGE_SPECS, PRICE_RANGES } from './price-ranges.js';
import { LatestPricesQueryDto, PriceHistoryQueryDto } from './prices.dto.js';

describe('price queries (issue 14)', () => {
  it('reads the latest-prices page with an optional pair id', () => {
    expect(errorsOf(LatestPricesQueryDto, {})).toEqual({});
    expect(errorsOf(LatestPricesQueryDto, { coinPairId: '3', pageNo: '2', pageSize: '20' })).toEqual({});
    expect(errorsOf(LatestPricesQueryDto, { coinPairId: 'abc' }).coinPairId).toContain(M.coinPairInvalid);
    expect(errorsOf(LatestPricesQueryDto, { coinPairId: '0' }).coinPairId).toContain(M.coinPairInvalid);
  });

  it('takes every range of spec §9 and defaults to 7 days', () => {
    for (const range of PRICE_RANGES) {
      expect(errorsOf(PriceHistoryQueryDto, { coinPairId: '1', range })).toEqual({});
    }
    expect(plainToInstance(PriceHistoryQueryDto, { coinPairId: '1' }).range).toBe('7D');
  });

  it('refuses another range and a missing or malformed pair', () => {
    expect(errorsOf(PriceHistoryQueryDto, { coinPairId: '1', range: '2W' }).range).toEqual([
      M.priceRangeInvalid,
    ]);
    expect(errorsOf(PriceHistoryQueryDto, {}).coinPairId).toContain(M.coinPairInvalid);
    expect(errorsOf(PriceHistoryQueryDto, { coinPairId: '1.5' }).coinPairId).toContain(M.coinPairInvalid);
  });

  it('draws short ranges with narrower candles', () => {
    expect(PRICE_RANGE_SPECS['7D']).toEqual({ interval: '1h', days: 7 });
    expect(PRICE_RANGE_SPECS['30D'].interval).toBe('4h');
    expect(PRICE_RANGE_SPECS['1Y']).toEqual({ interval: '1d', days: 365 });
  });
});
