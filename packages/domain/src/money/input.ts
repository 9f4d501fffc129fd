/**
 * Number-input rules (spec §5): digits and one dot only; the integer part and the decimal part have
 * maximum lengths (default 8 and 8; some fields allow up to 11 decimals); a leading zero followed by
 * digits is collapsed.
 */
import { compareDecimal } from './decimal.js';

export const DEFAULT_INT_LENGTH = 8;
export const DEFAULT_DEC_LENGTH = 8;
/** The most decimals any number input allows. */
export const MAX_INPUT_DECIMALS = 11;

export interface NumberInputRule {
  /** Maximum digits before the dot (default 8). */
  intLength?: number;
  /** Maximum digits after the dot (default 8, at most 11; 0 allows integers only). */
  decLength?: number;
}

function lengths(rule: NumberInputRule): { intLength: number; decLength: number } {
  const intLength = rule.intLength ?? DEFAULT_INT_LENGTH;
  const decLength = rule.decLength ?? DEFAULT_DEC_LENGTH;
  if (!Number.isInteger(intLength) || intLength < 1)
    throw new RangeError('intLength must be an integer of at least 1');
  if (!Number.isInteger(decLength) || decLength < 0 || decLength > MAX_INPUT_DECIMALS) {
    throw new RangeError(`decLength must be an integer from 0 to ${MAX_INPUT_DECIMALS}`);
  }
  return { intLength, decLength };
}

/**
 * Cleans what the user typed, keeping what can still become a valid number:
 * full-width characters are folded ('１２' -> '12'); everything but digits and the first dot is dropped;
 * a leading zero followed by digits is collapsed ('007' -> '7', '00.5' -> '0.5'); a leading dot gets a zero
 * ('.5' -> '0.5'); extra integer digits and extra decimals are cut; a trailing dot is kept while typing
 * ('1.'); with decLength 0 the dot and what follows are dropped.
 */
export function sanitizeNumberInput(raw: string, rule: NumberInputRule = {}): string {
  const { intLength, decLength } = lengths(rule);
  const cleaned = raw.normalize('NFKC').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  let int = dot < 0 ? cleaned : cleaned.slice(0, dot);
  const frac = dot < 0 ? null : cleaned.slice(dot + 1).replace(/\./g, '');
  int = int.replace(/^0+(?=\d)/, '');
  if (int === '' && frac !== null) int = '0';
  int = int.slice(0, intLength);
  if (frac === null || decLength === 0) return int;
  return `${int}.${frac.slice(0, decLength)}`;
}

export interface AmountRule extends NumberInputRule {
  /** Smallest allowed value, inclusive (a decimal string). */
  min?: string;
  /** Largest allowed value, inclusive (a decimal string). */
  max?: string;
  /** Accept 0 (default false: an amount must be greater than 0). */
  allowZero?: boolean;
}

/**
 * A finished amount: plain digits with an optional dot and decimals, no superfluous leading zero, within
 * the integer and decimal lengths, greater than 0 (unless allowZero), and within [min, max] when given.
 */
export function isValidAmount(value: unknown, rule: AmountRule = {}): boolean {
  const { intLength, decLength } = lengths(rule);
  if (typeof value !== 'string') return false;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return false;
  const [, int = '', frac = ''] = match;
  if (int.length > 1 && int.startsWith('0')) return false;
  if (int.length > intLength || frac.length > decLength) return false;
  if (!rule.allowZero && compareDecimal(value, '0') <= 0) return false;
  if (rule.min !== undefined && compareDecimal(value, rule.min) < 0) return false;
  if (rule.max !== undefined && compareDecimal(value, rule.max) > 0) return false;
  return true;
}

/** Minimum must not exceed maximum (amounts, quantities, order limits). */
export function isValidRange(min: string, max: string): boolean {
  return compareDecimal(min, max) <= 0;
}
