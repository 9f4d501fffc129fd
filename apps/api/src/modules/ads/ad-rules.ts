// The price and quantity rules of a new ad (spec §5; issue 11), against its coin pair. Each refusal is a
// catalogue code: the price out of the pair's range or finer than its price scale (5031), a quantity or
// amount out of range or finer than the pair's scales (5030), a minimum above its maximum (5032). Every
// figure, and the ad's worth (price x quantity), must fit the database's NUMERIC(36,18) columns (issue 22).
import type { AdPriceType } from '@p2p/contracts';
import { compareDecimal, fitsStoredAmount, mulDecimal, normalizeDecimal } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import type { TradingPair } from '../catalog/catalog.service.js';
import { fitsScale, floatingPrice, normalizeMargin, priceInRange } from './ad-pricing.js';

/** What the body says of the price (a validated CreateAdDto). */
export interface PriceInput {
  priceType: AdPriceType;
  unitPrice?: string;
  priceMargin?: string;
}

/** What the body says of quantities and amounts (decimal strings as typed; absent or null: no limit). */
export interface QuantityInput {
  totalQuantity: string;
  minQuantity?: string | null;
  maxQuantity?: string | null;
  minAmount?: string | null;
  maxAmount?: string | null;
}

export interface Quantities {
  totalQuantity: string;
  minQuantity: string | null;
  maxQuantity: string | null;
  minAmount: string | null;
  maxAmount: string | null;
}

const isPositive = (value: string): boolean => compareDecimal(value, '0') > 0;
const optional = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : normalizeDecimal(value);

/**
 * The ad's unit price now and its margin: a fixed price must have at most the pair's price scale and lie
 * in its range; a floating one needs the pair's reference price and is kept in the range (5031).
 */
export function adPrice(
  input: PriceInput,
  pair: TradingPair,
): { unitPrice: string; priceMargin: string | null } {
  if (input.priceType === 'FLOATING') {
    if (pair.referencePrice === null) throw new AppException('UNIT_PRICE_OUT_OF_RANGE');
    const margin = normalizeMargin(input.priceMargin!);
    const unitPrice = floatingPrice(pair.referencePrice, margin, pair);
    if (!isPositive(unitPrice) || !fitsStoredAmount(unitPrice))
      throw new AppException('UNIT_PRICE_OUT_OF_RANGE');
    return { unitPrice, priceMargin: margin };
  }
  const unitPrice = normalizeDecimal(input.unitPrice!);
  if (
    !fitsScale(unitPrice, pair.priceScale) ||
    !isPositive(unitPrice) ||
    !priceInRange(unitPrice, pair) ||
    !fitsStoredAmount(unitPrice)
  )
    throw new AppException('UNIT_PRICE_OUT_OF_RANGE');
  return { unitPrice, priceMargin: null };
}

/**
 * Quantities in coin units (at most the pair's quantity scale and the coin's own), amounts in the quote
 * currency (at most the price scale). The total lies in the pair's quantity range; a per-order minimum is
 * never above its maximum (5032); the per-order limits fit the total (5030).
 */
export function adQuantities(input: QuantityInput, pair: TradingPair, unitPrice: string): Quantities {
  const quantityScale = Math.min(pair.quantityScale, pair.coinAssetScale);
  const total = normalizeDecimal(input.totalQuantity);
  const minQuantity = optional(input.minQuantity);
  const maxQuantity = optional(input.maxQuantity);
  const minAmount = optional(input.minAmount);
  const maxAmount = optional(input.maxAmount);

  const quantities = [total, minQuantity, maxQuantity].filter((v): v is string => v !== null);
  const amounts = [minAmount, maxAmount].filter((v): v is string => v !== null);
  if (
    quantities.some((v) => !fitsScale(v, quantityScale) || !fitsStoredAmount(v)) ||
    amounts.some((v) => !fitsScale(v, pair.priceScale) || !fitsStoredAmount(v))
  )
    throw new AppException('AMOUNT_OUT_OF_RANGE');
  if (!isPositive(total)) throw new AppException('AMOUNT_OUT_OF_RANGE');
  if (pair.minQuantity !== null && compareDecimal(total, pair.minQuantity) < 0)
    throw new AppException('AMOUNT_OUT_OF_RANGE');
  if (pair.maxQuantity !== null && compareDecimal(total, pair.maxQuantity) > 0)
    throw new AppException('AMOUNT_OUT_OF_RANGE');

  if (minQuantity !== null && maxQuantity !== null && compareDecimal(minQuantity, maxQuantity) > 0)
    throw new AppException('MIN_EXCEEDS_MAX');
  if (minAmount !== null && maxAmount !== null && compareDecimal(minAmount, maxAmount) > 0)
    throw new AppException('MIN_EXCEEDS_MAX');

  if (maxQuantity !== null && (!isPositive(maxQuantity) || compareDecimal(maxQuantity, total) > 0))
    throw new AppException('AMOUNT_OUT_OF_RANGE');
  if (minQuantity !== null && compareDecimal(minQuantity, total) > 0)
    throw new AppException('AMOUNT_OUT_OF_RANGE');
  // The whole ad's worth bounds the per-order amounts: an order can never be larger than the ad.
  const worth = mulDecimal(total, unitPrice, 36);
  // Every order's amount (at most the worth) must fit the orders' amount column.
  if (!fitsStoredAmount(worth)) throw new AppException('AMOUNT_OUT_OF_RANGE');
  if (maxAmount !== null && !isPositive(maxAmount)) throw new AppException('AMOUNT_OUT_OF_RANGE');
  if (minAmount !== null && compareDecimal(minAmount, worth) > 0)
    throw new AppException('AMOUNT_OUT_OF_RANGE');
  return { totalQuantity: total, minQuantity, maxQuantity, minAmount, maxAmount };
}

/**
 * An NFT ad's price (issue 23): fixed, above zero, at most the pair's price scale, fitting the price
 * column (5031); the pair's range is per coin unit and does not bound an item. Its quantity is 1: a
 * total other than 1, or any per-order limit, is refused (5030).
 */
export function nftAdPrice(input: PriceInput & Partial<QuantityInput>, pair: TradingPair): string {
  if (input.priceType !== 'FIXED' || input.unitPrice === undefined)
    throw new AppException('UNIT_PRICE_OUT_OF_RANGE');
  const unitPrice = normalizeDecimal(input.unitPrice);
  if (!fitsScale(unitPrice, pair.priceScale) || !isPositive(unitPrice) || !fitsStoredAmount(unitPrice))
    throw new AppException('UNIT_PRICE_OUT_OF_RANGE');
  const total = input.totalQuantity === undefined ? '1' : normalizeDecimal(input.totalQuantity);
  const limits = [input.minQuantity, input.maxQuantity, input.minAmount, input.maxAmount];
  if (total !== '1' || limits.some((v) => v !== undefined && v !== null && v !== ''))
    throw new AppException('AMOUNT_OUT_OF_RANGE');
  return unitPrice;
}
