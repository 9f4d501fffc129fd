// The ad form's values (every input as text), the body it sends, and its checks: the shared DTO's rules
// (`CreateAdDto`, as the API reads them) plus what needs the pair or two fields at once: minimum not above
// maximum (5032), a fixed price within the pair's range (5031), automatic ads for USDT only (5043).
import { AdMode, AdPriceType, CreateAdDto, type AdType, type CoinPairDto } from '@p2p/contracts';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { compareDecimal, isValidRange } from '@p2p/domain/money';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { CreateAdBody } from '../../api/ads';

export interface AdFormValues {
  type: AdType;
  mode: AdMode;
  coinPairId: string;
  priceType: AdPriceType;
  unitPrice: string;
  priceMargin: string;
  totalQuantity: string;
  minQuantity: string;
  maxQuantity: string;
  minAmount: string;
  maxAmount: string;
  paymentMethodIds: string[];
  payMinutes: string;
  minCredit: string;
  minCompletedOrders: string;
  minRegisteredDays: string;
  notes: string;
}

export function initialAdValues(type: AdType, mode: AdMode, coinPairId: string): AdFormValues {
  return {
    type,
    mode,
    coinPairId,
    priceType: AdPriceType.FIXED,
    unitPrice: '',
    priceMargin: '',
    totalQuantity: '',
    minQuantity: '',
    maxQuantity: '',
    minAmount: '',
    maxAmount: '',
    paymentMethodIds: [],
    payMinutes: '',
    minCredit: '',
    minCompletedOrders: '',
    minRegisteredDays: '',
    notes: '',
  };
}

const text = (v: string): string | undefined => (v.trim() === '' ? undefined : v.trim());
const int = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v.trim()));

const OPTIONAL_DECIMALS = ['minQuantity', 'maxQuantity', 'minAmount', 'maxAmount'] as const;
const OPTIONAL_INTS = ['payMinutes', 'minCredit', 'minCompletedOrders', 'minRegisteredDays'] as const;

/** What `POST /c2c/advert/create` receives: blank optional fields left out, the price of its type only. */
export function adBodyOf(v: AdFormValues): CreateAdBody {
  const body: CreateAdBody = {
    type: v.type,
    mode: v.mode,
    coinPairId: Number(v.coinPairId),
    priceType: v.priceType,
    totalQuantity: v.totalQuantity.trim(),
    paymentMethodIds: [...v.paymentMethodIds],
  };
  if (v.priceType === AdPriceType.FLOATING) body.priceMargin = v.priceMargin.trim();
  else body.unitPrice = v.unitPrice.trim();
  for (const f of OPTIONAL_DECIMALS) {
    const value = text(v[f]);
    if (value !== undefined) body[f] = value;
  }
  for (const f of OPTIONAL_INTS) {
    const value = int(v[f]);
    if (value !== undefined) body[f] = value;
  }
  const notes = text(v.notes);
  if (notes !== undefined) body.notes = notes;
  return body;
}

type Errors = Record<string, { type: string; message: string }>;

const DECIMAL = /^\d+(\.\d+)?$/;

/** The checks beyond one field's DTO rule; keys are i18n keys. */
export function crossFieldErrors(v: AdFormValues, pair: CoinPairDto | undefined): Errors {
  const errors: Errors = {};
  const add = (field: string, message: string) => {
    errors[field] ??= { type: 'rule', message };
  };
  const pairs: [keyof AdFormValues, keyof AdFormValues][] = [
    ['minQuantity', 'maxQuantity'],
    ['minAmount', 'maxAmount'],
  ];
  for (const [lo, hi] of pairs) {
    const a = String(v[lo]).trim();
    const b = String(v[hi]).trim();
    if (DECIMAL.test(a) && DECIMAL.test(b) && !isValidRange(a, b)) add(hi, 'common.ads.form.minAboveMax');
  }
  const price = v.unitPrice.trim();
  if (pair && v.priceType === AdPriceType.FIXED && DECIMAL.test(price)) {
    const low = pair.minPrice && compareDecimal(price, pair.minPrice) < 0;
    const high = pair.maxPrice && compareDecimal(price, pair.maxPrice) > 0;
    if (low || high) add('unitPrice', 'errors.5031');
  }
  if (v.mode === AdMode.AUTO && pair && pair.enShort !== 'USDT') add('mode', 'errors.5043');
  return errors;
}

const dtoResolver = classValidatorResolver(CreateAdDto);

/** The form's resolver: the DTO's rules on the body, then the cross-field checks. */
export function adResolver(pairOf: (id: string) => CoinPairDto | undefined): Resolver<AdFormValues> {
  return async (values, context, options) => {
    const body = adBodyOf(values) as unknown as CreateAdDto;
    const result = await dtoResolver(body, context, options as never);
    const errors = { ...crossFieldErrors(values, pairOf(values.coinPairId)), ...(result.errors as Errors) };
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as unknown as FieldErrors<AdFormValues> };
  };
}
