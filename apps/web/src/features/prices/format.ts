// Display of prices (spec §9) through `@p2p/domain/money`: decimals cut, never rounded; volumes and
// turnovers with K, M and B; the rise or fall against the average at 00:00 UTC from the API's signed
// change. No floating point: every figure stays a decimal string.
import {
  PRICE_CHANGE_PERCENT_SCALE,
  PRICE_RANGES,
  type LatestPriceDto,
  type PriceRange,
} from '@p2p/contracts';
import { abbreviate, compareDecimal, isDecimalString, toDisplay } from '@p2p/domain/money';

/** The texts of the price screens. */
export const P = 'common.prices';

/** Shown in place of a figure the pair does not have yet. */
export const NO_FIGURE = '--';

/** Decimals a price keeps at least (when its pair shows that many): '1' -> '1.00'. */
const MIN_PRICE_DECIMALS = 2;

/** Decimals a price shows at most (the spec's full display). */
const MAX_PRICE_DECIMALS = 8;

/**
 * A price cut to the pair's scale, trailing zeros dropped down to two decimals:
 * ('1.256789', 4) -> '1.2567', ('1.250000', 6) -> '1.25', ('3', 6) -> '3.00'.
 */
export function priceText(value: string | null, scale: number): string {
  if (value === null || !isDecimalString(value)) return NO_FIGURE;
  const decimals = Math.max(0, Math.min(scale, MAX_PRICE_DECIMALS));
  const trimmed = toDisplay(value, decimals, { trimZeros: true });
  const min = Math.min(decimals, MIN_PRICE_DECIMALS);
  const [int, frac = ''] = trimmed.split('.');
  return frac.length >= min ? trimmed : `${int}.${frac.padEnd(min, '0')}`;
}

/** A volume or turnover with K, M or B: '1234567.89' -> '1.23M', '950.5' -> '950.5'. */
export function compactText(value: string | null): string {
  if (value === null || !isDecimalString(value)) return NO_FIGURE;
  return abbreviate(value);
}

export type Trend = 'rise' | 'fall' | 'flat';

/** Rise, fall or flat against the average at 00:00 UTC (the sign of the API's change). */
export function trendOf(price: Pick<LatestPriceDto, 'change' | 'changePercent'>): Trend {
  const signed = price.changePercent ?? price.change;
  if (signed === null || !isDecimalString(signed)) return 'flat';
  const sign = compareDecimal(signed, '0');
  return sign > 0 ? 'rise' : sign < 0 ? 'fall' : 'flat';
}

/** '+2.50%', '-1.20%', '0.00%'; '--' without a base to compare with. */
export function percentText(changePercent: string | null): string {
  if (changePercent === null || !isDecimalString(changePercent)) return NO_FIGURE;
  const cut = toDisplay(changePercent, PRICE_CHANGE_PERCENT_SCALE);
  return `${compareDecimal(cut, '0') > 0 ? '+' : ''}${cut}%`;
}

/** '+0.03' or '-0.10' at the pair's scale; '--' without a base. */
export function changeText(change: string | null, scale: number): string {
  if (change === null || !isDecimalString(change)) return NO_FIGURE;
  const cut = priceText(change, scale);
  return compareDecimal(change, '0') > 0 ? `+${cut}` : cut;
}

/** "MEC/USDT". */
export function pairName(price: Pick<LatestPriceDto, 'coin' | 'quote'>): string {
  return price.coin ? `${price.coin}/${price.quote}` : price.quote;
}

/** The pairs that have traded first (in the API's order), then the others: `limit` of them. */
export function pricedFirst(list: readonly LatestPriceDto[], limit = list.length): LatestPriceDto[] {
  const priced = list.filter((p) => p.price !== null);
  return [...priced, ...list.filter((p) => p.price === null)].slice(0, limit);
}

/** The page's state in its query string: `/priceRecord?pair=1&range=30D`. */
export interface PriceRecordParams {
  pairId: string | null;
  range: PriceRange;
}

export function readPriceParams(params: URLSearchParams): PriceRecordParams {
  const range = params.get('range');
  return {
    pairId: params.get('pair'),
    range: PRICE_RANGES.includes(range as PriceRange) ? (range as PriceRange) : '7D',
  };
}

export function writePriceParams(p: PriceRecordParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (p.pairId) out.pair = p.pairId;
  if (p.range !== '7D') out.range = p.range;
  return out;
}
