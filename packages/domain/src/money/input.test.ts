import { isValidAmount, isValidRange, MAX_INPUT_DECIMALS, sanitizeNumberInput } from './input.js';

describe('sanitizeNumberInput: digits and one dot only', () => {
  it.each([
    ['', ''],
    ['abc', ''],
    ['12a3', '123'],
    ['-5', '5'],
    ['1e5', '15'],
    [' 1 2 ', '12'],
    ['1,5', '15'],
    ['1.2.3', '1.23'],
    ['１２．５', '12.5'],
  ])('keeps only digits and the first dot: %p -> %p', (raw, expected) => {
    expect(sanitizeNumberInput(raw)).toBe(expected);
  });
});

describe('sanitizeNumberInput: a leading zero followed by digits is collapsed', () => {
  it.each([
    ['007', '7'],
    ['000', '0'],
    ['0', '0'],
    ['00.5', '0.5'],
    ['0.5', '0.5'],
    ['0.05', '0.05'],
    ['0.', '0.'],
    ['.', '0.'],
    ['.5', '0.5'],
    ['100', '100'],
  ])('%p -> %p', (raw, expected) => {
    expect(sanitizeNumberInput(raw)).toBe(expected);
  });
});

describe('sanitizeNumberInput: integer and decimal lengths (default 8 and 8)', () => {
  it('cuts the integer part to 8 digits by default', () => {
    expect(sanitizeNumberInput('123456789')).toBe('12345678');
    expect(sanitizeNumberInput('000000000123')).toBe('123');
  });

  it('cuts the decimal part to 8 digits by default', () => {
    expect(sanitizeNumberInput('1.123456789')).toBe('1.12345678');
  });

  it('keeps a trailing dot while typing', () => {
    expect(sanitizeNumberInput('12.')).toBe('12.');
  });

  it('honours custom lengths, up to 11 decimals', () => {
    expect(sanitizeNumberInput('123456.789', { intLength: 4, decLength: 2 })).toBe('1234.78');
    expect(sanitizeNumberInput('0.123456789012', { decLength: MAX_INPUT_DECIMALS })).toBe('0.12345678901');
  });

  it('drops the dot and the decimals when no decimals are allowed', () => {
    expect(sanitizeNumberInput('12.5', { decLength: 0 })).toBe('12');
  });

  it.each([{ decLength: 12 }, { decLength: -1 }, { intLength: 0 }, { intLength: 1.5 }])(
    'rejects the rule %j',
    (rule) => {
      expect(() => sanitizeNumberInput('1', rule)).toThrow(RangeError);
    },
  );
});

describe('isValidAmount', () => {
  it.each(['1', '0.1', '12345678', '12345678.12345678', '10.5'])('accepts %p', (v) => {
    expect(isValidAmount(v)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['abc', 'not a number'],
    ['1.', 'a trailing dot'],
    ['.5', 'a leading dot'],
    ['-1', 'a negative amount'],
    ['1e3', 'an exponent'],
    ['007', 'a superfluous leading zero'],
    ['123456789', 'more than 8 integer digits'],
    ['1.123456789', 'more than 8 decimals'],
    ['0', 'zero (an amount must be greater than 0)'],
    ['0.00', 'zero written with decimals'],
  ])('refuses %p (%s)', (v) => {
    expect(isValidAmount(v)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isValidAmount(1)).toBe(false);
    expect(isValidAmount(null)).toBe(false);
  });

  it('accepts zero only when allowed', () => {
    expect(isValidAmount('0', { allowZero: true })).toBe(true);
  });

  it('applies the minimum and the maximum, inclusive (withdrawal rule)', () => {
    const rule = { min: '10', max: '100.5' };
    expect(isValidAmount('9.99', rule)).toBe(false);
    expect(isValidAmount('10', rule)).toBe(true);
    expect(isValidAmount('100.50', rule)).toBe(true);
    expect(isValidAmount('100.51', rule)).toBe(false);
  });

  it('applies custom lengths', () => {
    expect(isValidAmount('1.123456789', { decLength: 11 })).toBe(true);
    expect(isValidAmount('1.5', { decLength: 0 })).toBe(false);
  });
});

describe('isValidRange: minimum must not exceed maximum', () => {
  it('accepts min <= max and refuses min > max', () => {
    expect(isValidRange('1', '1.0')).toBe(true);
    expect(isValidRange('1', '2')).toBe(true);
    expect(isValidRange('2.01', '2')).toBe(false);
  });
});
