/**
 * Exact decimal arithmetic on strings and bigint base units. No floating point anywhere: amounts travel
 * as decimal strings (API, NUMERIC columns) or as integer base units of a coin's assetScale (chain).
 * Every operation that must drop digits TRUNCATES toward zero: a payout is never rounded up.
 */

export type DecimalErrorCode = 'INVALID_DECIMAL' | 'TOO_MANY_DECIMALS' | 'INVALID_SCALE' | 'DIVISION_BY_ZERO';

export class DecimalError extends Error {
  constructor(
    readonly code: DecimalErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DecimalError';
  }
}

/** The largest scale accepted (ERC-20 tokens use up to 18). */
export const MAX_SCALE = 36;

/** A plain decimal: optional minus, digits, optionally a dot and digits. No '+', exponent, spaces or '.5'. */
const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL_PATTERN.test(value);
}

function assertScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) {
    throw new DecimalError('INVALID_SCALE', `scale must be an integer from 0 to ${MAX_SCALE}, got ${scale}`);
  }
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** A decimal string as exact units at its own number of decimals. */
interface Exact {
  units: bigint;
  scale: number;
}

function parseExact(value: string): Exact {
  const match = typeof value === 'string' ? DECIMAL_PATTERN.exec(value) : null;
  if (!match) throw new DecimalError('INVALID_DECIMAL', `not a decimal number: ${JSON.stringify(value)}`);
  const [, sign, int, frac = ''] = match;
  const units = BigInt(`${int}${frac}`);
  return { units: sign === '-' ? -units : units, scale: frac.length };
}

/** Moves units from one scale to another, truncating toward zero when digits are dropped. */
function rescale(units: bigint, from: number, to: number): bigint {
  return to >= from ? units * pow10(to - from) : units / pow10(from - to);
}

export interface ParseDecimalOptions {
  /** What to do with more decimals than the scale: 'reject' (default) throws, 'truncate' drops them. */
  excessDecimals?: 'reject' | 'truncate';
}

/** '1.5' at scale 6 -> 1500000n. Throws DecimalError on invalid input or (by default) too many decimals. */
export function parseDecimal(value: string, scale: number, options: ParseDecimalOptions = {}): bigint {
  assertScale(scale);
  const exact = parseExact(value);
  if (exact.scale > scale && options.excessDecimals !== 'truncate') {
    throw new DecimalError('TOO_MANY_DECIMALS', `${value} has more than ${scale} decimals`);
  }
  return rescale(exact.units, exact.scale, scale);
}

export interface FormatUnitsOptions {
  /** Keep all `scale` decimals ('1.500000') instead of trimming trailing zeros ('1.5'). */
  pad?: boolean;
}

/** 1500000n at scale 6 -> '1.5' (or '1.500000' with pad). Never answers '-0'. */
export function formatUnits(units: bigint, scale: number, options: FormatUnitsOptions = {}): string {
  assertScale(scale);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  let frac = digits.slice(digits.length - scale);
  if (!options.pad) frac = frac.replace(/0+$/, '');
  const body = frac ? `${int}.${frac}` : int;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/** The canonical form of a decimal string: '007.50' -> '7.5', '-0.0' -> '0'. */
export function normalizeDecimal(value: string): string {
  const exact = parseExact(value);
  return formatUnits(exact.units, exact.scale);
}

/** Cuts a decimal string to `scale` decimals, toward zero: ('1.239', 2) -> '1.23', ('-1.239', 2) -> '-1.23'. */
export function truncateDecimal(value: string, scale: number): string {
  assertScale(scale);
  const exact = parseExact(value);
  return formatUnits(rescale(exact.units, exact.scale, scale), scale);
}

function aligned(a: string, b: string): { a: bigint; b: bigint; scale: number } {
  const x = parseExact(a);
  const y = parseExact(b);
  const scale = Math.max(x.scale, y.scale);
  return { a: rescale(x.units, x.scale, scale), b: rescale(y.units, y.scale, scale), scale };
}

/** a + b, truncated to `scale` decimals. */
export function addDecimal(a: string, b: string, scale: number): string {
  assertScale(scale);
  const v = aligned(a, b);
  return formatUnits(rescale(v.a + v.b, v.scale, scale), scale);
}

/** a - b, truncated toward zero to `scale` decimals. */
export function subDecimal(a: string, b: string, scale: number): string {
  assertScale(scale);
  const v = aligned(a, b);
  return formatUnits(rescale(v.a - v.b, v.scale, scale), scale);
}

/** a × b, truncated toward zero to `scale` decimals (e.g. amount = price × quantity: never rounded up). */
export function mulDecimal(a: string, b: string, scale: number): string {
  assertScale(scale);
  const x = parseExact(a);
  const y = parseExact(b);
  return formatUnits(rescale(x.units * y.units, x.scale + y.scale, scale), scale);
}

/** a ÷ b, truncated toward zero to `scale` decimals. Throws DecimalError('DIVISION_BY_ZERO'). */
export function divDecimal(a: string, b: string, scale: number): string {
  assertScale(scale);
  const x = parseExact(a);
  const y = parseExact(b);
  if (y.units === 0n) throw new DecimalError('DIVISION_BY_ZERO', `division of ${a} by zero`);
  // a / b = (xu / 10^xs) / (yu / 10^ys); scaled by 10^scale and truncated by bigint division.
  const numerator = x.units * pow10(y.scale + scale);
  const denominator = y.units * pow10(x.scale);
  return formatUnits(numerator / denominator, scale);
}

/** -1, 0 or 1 as a is less than, equal to or greater than b ('1.50' equals '1.5'). */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const v = aligned(a, b);
  return v.a < v.b ? -1 : v.a > v.b ? 1 : 0;
}

/** The exact sum of the values, truncated toward zero to `scale` decimals. */
export function sumDecimals(values: readonly string[], scale: number): string {
  assertScale(scale);
  let total: Exact = { units: 0n, scale: 0 };
  for (const value of values) {
    const x = parseExact(value);
    const common = Math.max(total.scale, x.scale);
    total = {
      units: rescale(total.units, total.scale, common) + rescale(x.units, x.scale, common),
      scale: common,
    };
  }
  return formatUnits(rescale(total.units, total.scale, scale), scale);
}
