import {
  addDecimal,
  compareDecimal,
  DecimalError,
  divDecimal,
  formatUnits,
  isDecimalString,
  MAX_SCALE,
  mulDecimal,
  normalizeDecimal,
  parseDecimal,
  subDecimal,
  sumDecimals,
  truncateDecimal,
} from './decimal.js';

function errorCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof DecimalError ? e.code : `not a DecimalError: ${String(e)}`;
  }
  return undefined;
}

describe('parseDecimal: decimal strings to bigint base units', () => {
  it.each([
    ['1.5', 6, 1_500_000n],
    ['0', 6, 0n],
    ['0.000001', 6, 1n],
    ['123', 0, 123n],
    ['-2.25', 2, -225n],
    ['007.10', 2, 710n],
    ['1.000000000000000001', 18, 1_000_000_000_000_000_001n],
    [
      '115792089237316195423570985008687907853269984665640564039457',
      18,
      115792089237316195423570985008687907853269984665640564039457n * 10n ** 18n,
    ],
  ])('parses %s at scale %d exactly', (value, scale, expected) => {
    expect(parseDecimal(value, scale)).toBe(expected);
  });

  it.each(['', ' 1', '1 ', '1,5', '+1', '1e5', '.5', '1.', '0x10', 'NaN', 'Infinity', '--1', '1.2.3', '١٢'])(
    'rejects %p as not a decimal number (INVALID_DECIMAL)',
    (value) => {
      expect(errorCode(() => parseDecimal(value, 6))).toBe('INVALID_DECIMAL');
    },
  );

  it('rejects a non-string at run time (INVALID_DECIMAL)', () => {
    expect(errorCode(() => parseDecimal(1.5 as unknown as string, 6))).toBe('INVALID_DECIMAL');
  });

  it('rejects more decimals than the scale by default (TOO_MANY_DECIMALS)', () => {
    expect(errorCode(() => parseDecimal('1.0000001', 6))).toBe('TOO_MANY_DECIMALS');
  });

  it('truncates extra decimals only when asked explicitly, never rounding up', () => {
    expect(parseDecimal('1.9999999', 6, { excessDecimals: 'truncate' })).toBe(1_999_999n);
    expect(parseDecimal('-1.9999999', 6, { excessDecimals: 'truncate' })).toBe(-1_999_999n);
  });

  it.each([-1, 1.5, MAX_SCALE + 1, Number.NaN])('rejects the scale %p (INVALID_SCALE)', (scale) => {
    expect(errorCode(() => parseDecimal('1', scale))).toBe('INVALID_SCALE');
  });
});

describe('formatUnits: bigint base units to decimal strings', () => {
  it.each([
    [1_500_000n, 6, '1.5'],
    [1n, 6, '0.000001'],
    [0n, 6, '0'],
    [123n, 0, '123'],
    [-225n, 2, '-2.25'],
    [10n ** 18n, 18, '1'],
  ])('formats %p at scale %d as %s (trailing zeros trimmed)', (units, scale, expected) => {
    expect(formatUnits(units, scale)).toBe(expected);
  });

  it('keeps every decimal with pad', () => {
    expect(formatUnits(1_500_000n, 6, { pad: true })).toBe('1.500000');
    expect(formatUnits(0n, 2, { pad: true })).toBe('0.00');
    expect(formatUnits(5n, 0, { pad: true })).toBe('5');
  });

  it('round-trips with parseDecimal', () => {
    for (const v of ['0', '1', '0.1', '123.456789', '-7.000001', '99999999.99999999']) {
      expect(formatUnits(parseDecimal(v, 8), 8)).toBe(v);
    }
  });

  it('normalises and truncates decimal strings', () => {
    expect(normalizeDecimal('007.50')).toBe('7.5');
    expect(normalizeDecimal('-0.0')).toBe('0');
    expect(truncateDecimal('1.239', 2)).toBe('1.23');
    expect(truncateDecimal('-1.239', 2)).toBe('-1.23');
    expect(truncateDecimal('-0.001', 2)).toBe('0');
    expect(truncateDecimal('5', 2)).toBe('5');
    expect(isDecimalString('1.5')).toBe(true);
    expect(isDecimalString('1.5e3')).toBe(false);
    expect(isDecimalString(15)).toBe(false);
  });
});

describe('arithmetic with an explicit scale, truncating toward zero', () => {
  it('adds and subtracts exactly', () => {
    expect(addDecimal('0.1', '0.2', 8)).toBe('0.3');
    expect(addDecimal('99999999.99999999', '0.00000001', 8)).toBe('100000000');
    expect(subDecimal('1', '0.3', 8)).toBe('0.7');
    expect(subDecimal('1', '1.5', 8)).toBe('-0.5');
  });

  it('truncates a sum or a difference with more decimals than the scale', () => {
    expect(addDecimal('1.005', '1.005', 2)).toBe('2.01');
    expect(subDecimal('1', '1.005', 2)).toBe('0');
    expect(subDecimal('1', '2.009', 2)).toBe('-1');
  });

  it('multiplies price by quantity and truncates: a payout is never rounded up', () => {
    expect(mulDecimal('7.15', '3', 2)).toBe('21.45');
    expect(mulDecimal('0.333', '3', 2)).toBe('0.99');
    expect(mulDecimal('6.6666', '1.5', 2)).toBe('9.99');
    expect(mulDecimal('1.999999', '1', 2)).toBe('1.99');
    expect(mulDecimal('-1.999', '1', 2)).toBe('-1.99');
    expect(mulDecimal('0.000001', '0.000001', 6)).toBe('0');
  });

  it('divides and truncates toward zero', () => {
    expect(divDecimal('1', '3', 6)).toBe('0.333333');
    expect(divDecimal('2', '3', 2)).toBe('0.66');
    expect(divDecimal('-2', '3', 2)).toBe('-0.66');
    expect(divDecimal('10', '0.25', 0)).toBe('40');
    expect(divDecimal('0.5', '0.004', 3)).toBe('125');
  });

  it('refuses to divide by zero (DIVISION_BY_ZERO)', () => {
    expect(errorCode(() => divDecimal('1', '0.000', 2))).toBe('DIVISION_BY_ZERO');
  });

  it('compares regardless of trailing zeros', () => {
    expect(compareDecimal('1.50', '1.5')).toBe(0);
    expect(compareDecimal('1.49', '1.5')).toBe(-1);
    expect(compareDecimal('2', '1.999999999')).toBe(1);
    expect(compareDecimal('-1', '0')).toBe(-1);
  });

  it('sums exactly, then truncates', () => {
    expect(sumDecimals(['0.1', '0.2', '0.3'], 8)).toBe('0.6');
    expect(sumDecimals([], 2)).toBe('0');
    expect(sumDecimals(['0.005', '0.005', '0.001'], 2)).toBe('0.01');
  });

  it('rejects invalid operands and scales', () => {
    expect(errorCode(() => addDecimal('1', 'x', 2))).toBe('INVALID_DECIMAL');
    expect(errorCode(() => mulDecimal('1', '2', -1))).toBe('INVALID_SCALE');
    expect(errorCode(() => compareDecimal('1e3', '1'))).toBe('INVALID_DECIMAL');
  });
});
