/**
 * Display rules (spec §9): decimals are truncated, never rounded; full display shows 8 decimals; large
 * amounts may show K, M and B suffixes.
 */
import { formatUnits, parseDecimal } from './decimal.js';

/** Full-number display uses 8 decimals. */
export const FULL_DISPLAY_DECIMALS = 8;

export interface DisplayOptions {
  /** Drop trailing zeros ('1.5' instead of '1.50'). Default false: exactly `decimals` decimals. */
  trimZeros?: boolean;
}

/** A decimal string cut (not rounded) to `decimals` decimals: ('1.239', 2) -> '1.23', ('1.2', 2) -> '1.20'. */
export function toDisplay(amount: string, decimals: number, options: DisplayOptions = {}): string {
  const units = parseDecimal(amount, decimals, { excessDecimals: 'truncate' });
  return formatUnits(units, decimals, { pad: !options.trimZeros });
}

/** The full number with 8 decimals, truncated: '1.5' -> '1.50000000'. */
export function toFullDisplay(amount: string): string {
  return toDisplay(amount, FULL_DISPLAY_DECIMALS);
}

/** Suffixes from the largest: an amount of at least 10^exponent is shown divided by it. */
export const ABBREVIATIONS: readonly { suffix: 'B' | 'M' | 'K'; exponent: number }[] = [
  { suffix: 'B', exponent: 9 },
  { suffix: 'M', exponent: 6 },
  { suffix: 'K', exponent: 3 },
];

export interface AbbreviateOptions {
  /** Decimals kept after the cut (default 2). */
  decimals?: number;
  /** Keep trailing zeros ('1.00M'); default false ('1M'). */
  padZeros?: boolean;
}

/**
 * A compact amount: at least 1e9 -> B, 1e6 -> M, 1e3 -> K, with 2 decimals, truncated: '1234567' -> '1.23M',
 * '999999999' -> '999.99M' (never rounded up to the next suffix). Below 1000 the amount itself, truncated.
 */
export function abbreviate(amount: string, options: AbbreviateOptions = {}): string {
  const decimals = options.decimals ?? 2;
  const units = parseDecimal(amount, decimals, { excessDecimals: 'truncate' });
  const magnitude = units < 0n ? -units : units;
  const one = 10n ** BigInt(decimals);
  for (const { suffix, exponent } of ABBREVIATIONS) {
    const threshold = 10n ** BigInt(exponent);
    if (magnitude >= threshold * one) {
      // units / 10^exponent at the same scale: truncated toward zero by bigint division.
      return `${formatUnits(units / threshold, decimals, { pad: options.padZeros === true })}${suffix}`;
    }
  }
  return formatUnits(units, decimals, { pad: options.padZeros === true });
}
