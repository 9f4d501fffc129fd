import { describe, expect, it } from 'vitest';
import {
  changeText,
  compactText,
  pairName,
  percentText,
  priceText,
  readPriceParams,
  trendOf,
  writePriceParams,
} from './format';

describe('price display (spec §9)', () => {
  it('cuts prices to the pair scale, never rounding up, keeping two decimals at least', () => {
    expect(priceText('1.256789', 4)).toBe('1.2567');
    expect(priceText('1.99999999', 2)).toBe('1.99');
    expect(priceText('1.250000', 6)).toBe('1.25');
    expect(priceText('3', 6)).toBe('3.00');
    expect(priceText('7.5', 0)).toBe('7');
    expect(priceText('0.123456789', 12)).toBe('0.12345678');
    expect(priceText(null, 4)).toBe('--');
    expect(priceText('1e3', 4)).toBe('--');
  });

  it('shows volumes and turnovers with K, M and B, truncated', () => {
    expect(compactText('950.559')).toBe('950.55');
    expect(compactText('1234.5')).toBe('1.23K');
    expect(compactText('1234567.891')).toBe('1.23M');
    expect(compactText('999999999.99')).toBe('999.99M');
    expect(compactText('2500000000')).toBe('2.5B');
    expect(compactText('0')).toBe('0');
    expect(compactText(null)).toBe('--');
  });

  it('reads rise and fall from the signed change against the average at 00:00 UTC', () => {
    expect(trendOf({ change: '0.05', changePercent: '4.73' })).toBe('rise');
    expect(trendOf({ change: '-0.05', changePercent: '-4.10' })).toBe('fall');
    expect(trendOf({ change: '0', changePercent: '0.00' })).toBe('flat');
    expect(trendOf({ change: null, changePercent: null })).toBe('flat');
    expect(trendOf({ change: '-0.000001', changePercent: null })).toBe('fall');
    expect(percentText('4.7')).toBe('+4.70%');
    expect(percentText('-1.209')).toBe('-1.20%');
    expect(percentText('0')).toBe('0.00%');
    expect(percentText(null)).toBe('--');
    expect(changeText('0.056789', 4)).toBe('+0.0567');
    expect(changeText('-0.1', 4)).toBe('-0.10');
    expect(changeText(null, 4)).toBe('--');
  });

  it('names a pair and keeps the pair and range in the query string (7D by default)', () => {
    expect(pairName({ coin: 'MEC', quote: 'USDT' })).toBe('MEC/USDT');
    expect(readPriceParams(new URLSearchParams('pair=3&range=6M'))).toEqual({ pairId: '3', range: '6M' });
    expect(readPriceParams(new URLSearchParams('range=2W'))).toEqual({ pairId: null, range: '7D' });
    expect(writePriceParams({ pairId: '3', range: '7D' })).toEqual({ pair: '3' });
    expect(writePriceParams({ pairId: null, range: '1Y' })).toEqual({ range: '1Y' });
  });
});
