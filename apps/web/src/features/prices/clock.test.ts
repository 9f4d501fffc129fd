import { afterEach, describe, expect, it, vi } from 'vitest';
import { axisPriceText, chartSeries } from './chartData';
import { formatShiftedTime, shiftedMs, timeOffsetHours } from './clock';
import { candle } from './pricesTestKit';

const MISSING = 'System Error Code: TimeZone';

describe('times shifted from UTC+8 by the stored offset (spec §9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('records the device offset (hours from UTC) when none is stored, then reads the stored one', () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-330);
    expect(timeOffsetHours()).toBe(5.5);
    expect(localStorage.getItem('deltaTimeZone')).toBe('5.5');
    localStorage.setItem('deltaTimeZone', '-5');
    expect(timeOffsetHours()).toBe(-5);
  });

  it("treats a stored value that is no offset as missing: the time reads 'System Error Code: TimeZone'", () => {
    for (const bad of ['', 'abc', '15', '2.3']) {
      localStorage.setItem('deltaTimeZone', bad);
      expect(timeOffsetHours()).toBeNull();
    }
    expect(timeOffsetHours(null)).toBeNull();
    expect(formatShiftedTime('2026-11-25T08:30:00.000Z', null, 'en', MISSING)).toBe(MISSING);
  });

  it('shows the wall time at UTC+offset: 08:30 UTC is 16:30 at the UTC+8 base, 17:30 at +9, 03:30 at -5', () => {
    const opts: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    const at = '2026-11-25T08:30:00.000Z';
    expect(formatShiftedTime(at, 8, 'en', MISSING, opts)).toBe('16:30');
    expect(formatShiftedTime(at, 9, 'en', MISSING, opts)).toBe('17:30');
    expect(formatShiftedTime(at, -5, 'en', MISSING, opts)).toBe('03:30');
    expect(formatShiftedTime(at, 5.5, 'en', MISSING, opts)).toBe('14:00');
    expect(formatShiftedTime('not a time', 8, 'en', MISSING)).toBe('not a time');
    expect(shiftedMs(at, 0)).toBe(Date.parse(at));
  });
});

describe('the chart data', () => {
  it('plots candles oldest first, one per time, at the shifted wall time, with rise or fall volumes', () => {
    const candles = [
      candle('2026-11-24T00:00:00.000Z', '1.2', '1.3', { volume: '5.5' }),
      candle('2026-11-23T00:00:00.000Z', '1.3', '1.25'),
      candle('2026-11-23T00:00:00.000Z', '1.3', '1.1'),
      candle('bad', '1', '1'),
    ];
    const day23 = Date.parse('2026-11-23T00:00:00.000Z') / 1000;
    const series = chartSeries(candles, 9);
    expect(series.candles).toEqual([
      { time: day23 + 9 * 3600, open: 1.3, high: 1.3, low: 1.1, close: 1.1 },
      { time: day23 + 86400 + 9 * 3600, open: 1.2, high: 1.3, low: 1.2, close: 1.3 },
    ]);
    expect(series.volumes).toEqual([
      { time: day23 + 9 * 3600, value: 10, rise: false },
      { time: day23 + 86400 + 9 * 3600, value: 5.5, rise: true },
    ]);
    // Without a stored offset the chart keeps the UTC+8 base.
    expect(chartSeries(candles, null).candles[0]!.time).toBe(day23 + 8 * 3600);
  });

  it("cuts the chart's price labels to the pair scale (never rounded up)", () => {
    expect(axisPriceText(1.25679, 4)).toBe('1.2567');
    expect(axisPriceText(0.99999999, 2)).toBe('0.99');
    expect(axisPriceText(12, 2)).toBe('12.00');
    expect(axisPriceText(Number.NaN, 2)).toBe('');
  });
});
