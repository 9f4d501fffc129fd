// An ad's unit price (issue 11, ADR 0012): FIXED as the advertiser set it, FLOATING as the pair's reference
// price times (1 + margin / 100), rounded to the pair's price scale (half away from zero, as PostgreSQL's
// `round(numeric, s)` does in the repricing UPDATE) and kept within the pair's price range. Pure: decimal
// strings in and out, bigint arithmetic through @p2p/domain, never a float.
import {
  compareDecimal,
  divDecimal,
  formatUnits,
  mulDecimal,
  normalizeDecimal,
  parseDecimal,
} from '@p2p/domain';

/** The part of a coin pair that prices its ads. */
export interface PriceBounds {
  minPrice: string | null;
  maxPrice: string | null;
  priceScale: number;
}

/** Exact intermediate precision: a reference of up to 18 decimals times a margin of up to 4, over 100. */
const WORK_SCALE = 30;

/** Whether `value` (a plain decimal) has at most `scale` decimals once trailing zeros are dropped. */
export function fitsScale(value: string, scale: number): boolean {
  try {
    parseDecimal(normalizeDecimal(value), scale);
    return true;
  } catch {
    return false;
  }
}

/** Rounds to `scale` decimals, half away from zero: ('1.235', 2) -> '1.24', ('-1.235', 2) -> '-1.24'. */
export function roundDecimal(value: string, scale: number): string {
  const tenths = parseDecimal(normalizeDecimal(value), scale + 1, { excessDecimals: 'truncate' });
  const negative = tenths < 0n;
  const abs = negative ? -tenths : tenths;
  const rounded = abs / 10n + (abs % 10n >= 5n ? 1n : 0n);
  return formatUnits(negative ? -rounded : rounded, scale);
}

/** A margin as typed (`+2`, `-1.5`, `0`) in its canonical form (`2`, `-1.5`, `0`). */
export function normalizeMargin(margin: string): string {
  return normalizeDecimal(margin.startsWith('+') ? margin.slice(1) : margin);
}

/** `price` moved into [minPrice, maxPrice] (a missing bound does not limit). */
export function clampPrice(price: string, bounds: PriceBounds): string {
  if (bounds.minPrice !== null && compareDecimal(price, bounds.minPrice) < 0)
    return normalizeDecimal(bounds.minPrice);
  if (bounds.maxPrice !== null && compareDecimal(price, bounds.maxPrice) > 0)
    return normalizeDecimal(bounds.maxPrice);
  return price;
}

/** Whether a fixed price lies within the pair's range (bounds included). */
export function priceInRange(price: string, bounds: PriceBounds): boolean {
  if (bounds.minPrice !== null && compareDecimal(price, bounds.minPrice) < 0) return false;
  if (bounds.maxPrice !== null && compareDecimal(price, bounds.maxPrice) > 0) return false;
  return true;
}

/**
 * A floating ad's unit price now: reference x (1 + margin / 100), rounded to the price scale, then clamped
 * into the pair's range. May answer '0' (a tiny reference with a large negative margin and no minimum):
 * the caller refuses a price that is not above zero.
 */
export function floatingPrice(reference: string, margin: string, bounds: PriceBounds): string {
  const factor = normalizeDecimal(
    formatUnits(parseDecimal(normalizeMargin(margin), 4) + 100n * 10_000n, 4), // 100 + margin, exact
  );
  const raw = divDecimal(mulDecimal(reference, factor, WORK_SCALE), '100', WORK_SCALE);
  return clampPrice(roundDecimal(raw, bounds.priceScale), bounds);
}
