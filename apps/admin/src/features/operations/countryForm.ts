// What the country editor sends (issue 24): only the fields that changed; the lists whole (the API
// replaces them), the bounds of the fiat pairs in the chosen currencies that have one.
import type { OpsCoinPairDto, OpsCountryDto, PaymentMethodKind, UpdateOpsCountryDto } from '@p2p/contracts';
import { decimalOrNull } from './forms';

export interface CountryForm {
  name: string;
  sort: number;
  fiatEnabled: boolean;
  fiatCurrencies: string[];
  fiatPaymentKinds: PaymentMethodKind[];
  /** Per pair id: the minimum and maximum as typed ('' for none). */
  bounds?: Record<string, { min?: string; max?: string }>;
}

type Body = Omit<Partial<UpdateOpsCountryDto>, 'pairBounds'> & {
  pairBounds?: Array<{ coinPairId: number; minPrice: string | null; maxPrice: string | null }>;
};

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

export function countryBody(country: OpsCountryDto, v: CountryForm, pairs: readonly OpsCoinPairDto[]): Body {
  const body: Body = {};
  if (v.name.trim() !== country.name) body.name = v.name.trim();
  if (v.sort !== country.sort) body.sort = v.sort;
  if (v.fiatEnabled !== country.fiatEnabled) body.fiatEnabled = v.fiatEnabled;
  if (!sameList(v.fiatCurrencies ?? [], country.fiatCurrencies)) body.fiatCurrencies = v.fiatCurrencies ?? [];
  if (!sameList(v.fiatPaymentKinds ?? [], country.fiatPaymentKinds))
    body.fiatPaymentKinds = v.fiatPaymentKinds ?? [];
  const bounds = pairs
    .map((p) => ({
      coinPairId: Number(p.id),
      minPrice: decimalOrNull(v.bounds?.[p.id]?.min),
      maxPrice: decimalOrNull(v.bounds?.[p.id]?.max),
    }))
    .filter((b) => b.minPrice !== null || b.maxPrice !== null);
  const before = country.pairBounds.map((b) => `${b.coinPairId}:${b.minPrice}:${b.maxPrice}`);
  const after = bounds.map((b) => `${b.coinPairId}:${b.minPrice}:${b.maxPrice}`);
  if (!sameList(before, after)) body.pairBounds = bounds;
  return body;
}
