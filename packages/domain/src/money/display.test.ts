import { abbreviate, toDisplay, toFullDisplay } from './display.js';

describe('toDisplay: decimals are truncated, not rounded', () => {
  it.each([
    ['1.239', 2, '1.23'],
    ['1.999', 2, '1.99'],
    ['1.2', 2, '1.20'],
    ['5', 2, '5.00'],
    ['0.009', 2, '0.00'],
    ['-1.239', 2, '-1.23'],
    ['-0.001', 2, '0.00'],
    ['123.456', 0, '123'],
  ])('shows %s with %d decimals as %s', (amount, decimals, expected) => {
    expect(toDisplay(amount, decimals)).toBe(expected);
  });

  it('can drop trailing zeros', () => {
    expect(toDisplay('1.20', 2, { trimZeros: true })).toBe('1.2');
    expect(toDisplay('5.001', 2, { trimZeros: true })).toBe('5');
  });
});

describe('toFullDisplay: full-number display uses 8 decimals', () => {
  it.each([
    ['1.5', '1.50000000'],
    ['0.123456789', '0.12345678'],
    ['100', '100.00000000'],
    ['0.000000019', '0.00000001'],
  ])('shows %s as %s', (amount, expected) => {
    expect(toFullDisplay(amount)).toBe(expected);
  });
});

describe('abbreviate: K from 1e3, M from 1e6, B from 1e9, 2 decimals truncated', () => {
  it.each([
    ['0', '0'],
    ['999.999', '999.99'],
    ['12.5', '12.5'],
    ['1000', '1K'],
    ['1234', '1.23K'],
    ['1239.99', '1.23K'],
    ['999999.99', '999.99K'],
    ['1000000', '1M'],
    ['1234567', '1.23M'],
    ['1239999', '1.23M'],
    ['999999999.99', '999.99M'],
    ['1000000000', '1B'],
    ['1234567890', '1.23B'],
    ['1234567890123', '1234.56B'],
    ['-1234567', '-1.23M'],
    ['-999', '-999'],
  ])('abbreviates %s as %s', (amount, expected) => {
    expect(abbreviate(amount)).toBe(expected);
  });

  it('never rounds up into the next suffix (999,999,999 stays M)', () => {
    expect(abbreviate('999999999')).toBe('999.99M');
    expect(abbreviate('999999')).toBe('999.99K');
  });

  it('can keep trailing zeros and another number of decimals', () => {
    expect(abbreviate('1000000', { padZeros: true })).toBe('1.00M');
    expect(abbreviate('1234567', { decimals: 1 })).toBe('1.2M');
    expect(abbreviate('5', { padZeros: true })).toBe('5.00');
  });
});
