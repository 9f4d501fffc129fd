// The price rules of spec §9 as pure arithmetic (issue 14): the average, the rise or fall against the
// average price at 00:00 UTC, truncation (never rounding), UTC buckets and the ranges' windows.
import { PRICE_RANGES } from '@p2p/contracts';
import {
  averageOf,
  bucketStart,
  candleOf,
  changeOf,
  rangeWindow,
  utcMidnight,
} from '../../src/modules/prices/price-stats.js';

describe('prices/price-stats', () => {
  const at = (iso: string) => new Date(iso);

  describe('price averages (spec §9: decimals truncated, not rounded)', () => {
    it('weighs the average by volume and truncates it to the price scale', () => {
      // (1.2345 x 1 + 1.2346 x 2) / 3 = 1.23456666...: 1.2345, where rounding would say 1.2346.
      expect(averageOf({ trades: 2, volume: '3', turnover: '3.7037' }, 4, null)).toBe('1.2345');
      expect(averageOf({ trades: 1, volume: '2', turnover: '5' }, 4, null)).toBe('2.5');
    });

    it('falls back to the last price without volume, and to nothing without trades', () => {
      expect(averageOf({ trades: 0, volume: '0', turnover: '0' }, 4, '1.23456')).toBe('1.2345');
      expect(averageOf({ trades: 0, volume: '0', turnover: '0' }, 4, null)).toBeNull();
    });
  });

  describe('rise and fall against the average price at 00:00 UTC (spec §9)', () => {
    it('answers the signed difference and the percentage, both truncated toward zero', () => {
      // 1.25 against 1.2345: +0.0155, +1.25556...% -> 1.25 (rounding would say 1.26).
      expect(changeOf('1.25', '1.2345', 4)).toEqual({ change: '0.0155', changePercent: '1.25' });
      // 1.219 against 1.2345: -0.0155, -1.25556...% -> -1.25 (toward zero, not -1.26).
      expect(changeOf('1.219', '1.2345', 4)).toEqual({ change: '-0.0155', changePercent: '-1.25' });
      expect(changeOf('1.2345', '1.2345', 4)).toEqual({ change: '0', changePercent: '0' });
    });

    it('has no change without a price, without a base, or against a zero base', () => {
      expect(changeOf(null, '1', 2)).toEqual({ change: null, changePercent: null });
      expect(changeOf('1', null, 2)).toEqual({ change: null, changePercent: null });
      expect(changeOf('1', '0', 2)).toEqual({ change: null, changePercent: null });
    });
  });

  describe('UTC buckets and range windows', () => {
    it('starts a day at 00:00 UTC, whatever the local offset', () => {
      expect(utcMidnight(at('2026-03-15T23:59:59.999Z')).toISOString()).toBe('2026-03-15T00:00:00.000Z');
      expect(utcMidnight(at('2026-03-16T00:00:00.000Z')).toISOString()).toBe('2026-03-16T00:00:00.000Z');
      expect(bucketStart(at('2026-03-15T07:59:59.999Z'), '4h').toISOString()).toBe(
        '2026-03-15T04:00:00.000Z',
      );
      expect(bucketStart(at('2026-03-15T08:00:00.000Z'), '4h').toISOString()).toBe(
        '2026-03-15T08:00:00.000Z',
      );
      expect(bucketStart(at('2026-03-15T08:30:00.000Z'), '1h').toISOString()).toBe(
        '2026-03-15T08:00:00.000Z',
      );
    });

    it('draws 7D with hours, 30D with 4 hours, 3M, 6M and 1Y with days', () => {
      const asOf = at('2026-03-15T12:34:56.000Z');
      const windows = Object.fromEntries(
        PRICE_RANGES.map((r) => {
          const w = rangeWindow(r, asOf);
          return [r, [w.interval, w.from.toISOString()]];
        }),
      );
      expect(windows).toEqual({
        '7D': ['1h', '2026-03-08T12:00:00.000Z'],
        '30D': ['4h', '2026-02-13T12:00:00.000Z'],
        '3M': ['1d', '2025-12-14T00:00:00.000Z'],
        '6M': ['1d', '2025-09-14T00:00:00.000Z'],
        '1Y': ['1d', '2025-03-15T00:00:00.000Z'],
      });
    });

    it('answers a candle in canonical decimals with its truncated average', () => {
      const candle = candleOf(
        {
          bucketStart: at('2026-03-15T00:00:00.000Z'),
          open: '1.234500000000000000',
          high: '1.234600000000000000',
          low: '1.234500000000000000',
          close: '1.234600000000000000',
          volume: '3.000000000000000000000000000000',
          turnover: '3.703700000000000000000000000000',
          trades: 2,
        },
        4,
      );
      expect(candle).toEqual({
        time: '2026-03-15T00:00:00.000Z',
        open: '1.2345',
        high: '1.2346',
        low: '1.2345',
        close: '1.2346',
        volume: '3',
        turnover: '3.7037',
        average: '1.2345',
        trades: 2,
      });
    });
  });
});
