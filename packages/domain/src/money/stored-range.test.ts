import { fitsStoredAmount, STORED_AMOUNT_LIMIT } from './stored-range.js';

describe('the amount columns range (issue 22: amounts that do not fit)', () => {
  it('holds values strictly below 10^18 in absolute value, with any decimals', () => {
    expect(STORED_AMOUNT_LIMIT).toBe('1000000000000000000');
    expect(fitsStoredAmount('0')).toBe(true);
    expect(fitsStoredAmount('999999999999999999.999999999999999999')).toBe(true);
    expect(fitsStoredAmount('-999999999999999999')).toBe(true);
    expect(fitsStoredAmount('000999999999999999999.5')).toBe(true); // leading zeros do not count
  });

  it('refuses 10^18 and more, and what is not a plain decimal', () => {
    expect(fitsStoredAmount('1000000000000000000')).toBe(false);
    expect(fitsStoredAmount('-1000000000000000000')).toBe(false);
    expect(fitsStoredAmount('999999999999999999999999')).toBe(false);
    expect(fitsStoredAmount('1e18')).toBe(false);
    expect(fitsStoredAmount('')).toBe(false);
  });
});
