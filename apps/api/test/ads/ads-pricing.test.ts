// The floating price of an ad (issue 11, ADR 0012): pure decimal arithmetic, the same rounding as the
// repricing UPDATE (PostgreSQL's round: half away from zero), kept within the pair's range.
import {
  clampPrice,
  fitsScale,
  floatingPrice,
  normalizeMargin,
  priceInRange,
  roundDecimal,
} from '../../src/modules/ads/ad-pricing.js';

describe('ads/ads-pricing', () => {
  const open = { minPrice: null, maxPrice: null, priceScale: 2 };

  describe('ad pricing', () => {
    it('rounds half away from zero, like PostgreSQL round(numeric, s)', () => {
      expect(roundDecimal('1.235', 2)).toBe('1.24');
      expect(roundDecimal('1.2349999', 2)).toBe('1.23');
      expect(roundDecimal('-1.235', 2)).toBe('-1.24');
      expect(roundDecimal('0.005', 2)).toBe('0.01');
      expect(roundDecimal('0.0049', 2)).toBe('0');
      expect(roundDecimal('26000.5', 0)).toBe('26001');
      expect(roundDecimal('7', 4)).toBe('7');
    });

    it('prices reference x (1 + margin / 100) exactly, then rounds to the price scale', () => {
      expect(floatingPrice('7.2', '1.5', open)).toBe('7.31'); // 7.308
      expect(floatingPrice('7.2', '-1.5', open)).toBe('7.09'); // 7.092
      expect(floatingPrice('0.1', '0', open)).toBe('0.1');
      expect(floatingPrice('25000', '2.25', { ...open, priceScale: 0 })).toBe('25563'); // 25562.5
      expect(floatingPrice('1.000000000000000001', '50', { ...open, priceScale: 18 })).toBe(
        '1.500000000000000002',
      ); // 1.5000000000000000015
    });

    it("keeps a floating price within the pair's range", () => {
      const bounds = { minPrice: '6.5', maxPrice: '7.5', priceScale: 2 };
      expect(floatingPrice('7.2', '10', bounds)).toBe('7.5');
      expect(floatingPrice('7.2', '-50', bounds)).toBe('6.5');
      expect(clampPrice('7', bounds)).toBe('7');
    });

    it('may answer zero for a tiny reference and no minimum (the ad is refused then, 5031)', () => {
      expect(floatingPrice('0.001', '-50', open)).toBe('0');
    });

    it('reads a margin as typed: a plus sign, trailing zeros', () => {
      expect(normalizeMargin('+2')).toBe('2');
      expect(normalizeMargin('-1.50')).toBe('-1.5');
      expect(normalizeMargin('0')).toBe('0');
    });

    it('tells whether a price fits a scale and the range', () => {
      expect(fitsScale('1.2300', 2)).toBe(true);
      expect(fitsScale('1.234', 2)).toBe(false);
      expect(priceInRange('6.5', { minPrice: '6.5', maxPrice: '7.5', priceScale: 2 })).toBe(true);
      expect(priceInRange('7.51', { minPrice: '6.5', maxPrice: '7.5', priceScale: 2 })).toBe(false);
    });
  });
});
