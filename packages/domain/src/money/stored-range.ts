/**
 * The range of the database's amount columns (NUMERIC(36,18): 18 digits before the dot, 18 after). Every
 * price, quantity and amount, and every product of a price and a quantity, must lie strictly between
 * -10^18 and 10^18 to be stored (issue 22: amounts that do not fit answer a validation error, never a 500).
 */
import { compareDecimal, isDecimalString } from './decimal.js';

/** Digits an amount column holds before the dot. */
export const STORED_INTEGER_DIGITS = 18;
/** Digits an amount column holds after the dot. */
export const STORED_DECIMALS = 18;
/** 10^18: the smallest whole number an amount column cannot hold. */
export const STORED_AMOUNT_LIMIT = `1${'0'.repeat(STORED_INTEGER_DIGITS)}`;

/** Whether `value` (a plain decimal string) fits an amount column (more decimals are truncated on write). */
export function fitsStoredAmount(value: string): boolean {
  if (!isDecimalString(value)) return false;
  const abs = value.startsWith('-') ? value.slice(1) : value;
  return compareDecimal(abs, STORED_AMOUNT_LIMIT) < 0;
}
