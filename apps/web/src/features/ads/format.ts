// Display helpers of the ad screens: decimals through `@p2p/domain/money` (cut, never rounded, no floats),
// the advertiser's figures, and the market filters kept in the page's query string.
import {
  AD_SORT_FIELDS,
  PAYMENT_METHOD_KINDS,
  SORT_ORDERS,
  type AdDto,
  type AdSortField,
  type AdType,
  type CoinPairDto,
  type PaymentMethodKind,
  type SortOrder,
} from '@p2p/contracts';
import { toDisplay } from '@p2p/domain/money';
import type { MarketQuery } from '../../api/ads';

/** Decimals shown when the pair does not say (the spec's full display). */
const DEFAULT_DECIMALS = 8;

/** A decimal string cut to `decimals` places, trailing zeros dropped: '12.50000' -> '12.5'. */
export function decimal(value: string | null | undefined, decimals = DEFAULT_DECIMALS): string {
  if (value === null || value === undefined || value === '') return '—';
  try {
    return toDisplay(value, decimals, { trimZeros: true });
  } catch {
    return value;
  }
}

/** "min – max unit", or one side when the other is open. */
export function range(
  min: string | null,
  max: string | null,
  unit: string,
  decimals?: number,
): string | null {
  if (!min && !max) return null;
  const lo = min ? decimal(min, decimals) : '0';
  const hi = max ? decimal(max, decimals) : '∞';
  return `${lo} – ${hi} ${unit}`.trim();
}

/** Average release time in whole minutes (at least 1), or null before the first release. */
export function releaseMinutes(seconds: number | null): number | null {
  if (seconds === null || seconds < 0) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}

export type TakerSide = 'BUY' | 'SELL';

/** A taker who wants to buy looks at SELL ads, and the other way round. */
export function adTypeFor(side: TakerSide): AdType {
  return side === 'BUY' ? 'SELL' : 'BUY';
}

export type SortChoice = 'BEST' | `${AdSortField}_${SortOrder}`;

export const SORT_CHOICES: readonly SortChoice[] = [
  'BEST',
  ...AD_SORT_FIELDS.flatMap((f) => SORT_ORDERS.map((o) => `${f}_${o}` as const)),
];

/** The market's state as the page's query string holds it (`/buySell?type=SELL&pair=1&sort=PRICE_ASC`). */
export interface MarketParams {
  side: TakerSide;
  /** The NFT tab (`?asset=NFT`): NFT sell ads as item cards (issue 23). */
  nft: boolean;
  pairId: string | null;
  regionId: string | null;
  paymentKind: PaymentMethodKind | null;
  certifiedOnly: boolean;
  fastOnly: boolean;
  sort: SortChoice;
  adId: string | null;
}

/** The market's filters when none is set (the pair, side and sort are choices, not filters). */
export const NO_MARKET_FILTERS = {
  regionId: null,
  paymentKind: null,
  certifiedOnly: false,
  fastOnly: false,
} as const satisfies Partial<MarketParams>;

/** Whether any filter narrows the market (an empty list then offers to reset them). */
export function hasMarketFilters(p: MarketParams): boolean {
  return countMarketFilters(p) > 0;
}

/** How many filters narrow the market (the count on the market's Filter button). */
export function countMarketFilters(p: MarketParams): number {
  return [p.regionId !== null, p.paymentKind !== null, p.certifiedOnly, p.fastOnly].filter(Boolean).length;
}

/** The filters of the market's state (what its filter sheet edits). */
export type MarketFilterValues = { -readonly [K in keyof typeof NO_MARKET_FILTERS]: MarketParams[K] };

export function pickMarketFilters(p: MarketParams): MarketFilterValues {
  return {
    regionId: p.regionId,
    paymentKind: p.paymentKind,
    certifiedOnly: p.certifiedOnly,
    fastOnly: p.fastOnly,
  };
}

export function readMarketParams(params: URLSearchParams): MarketParams {
  const kind = params.get('kind');
  const sort = params.get('sort');
  return {
    side: params.get('type') === 'SELL' ? 'SELL' : 'BUY',
    nft: params.get('asset') === 'NFT',
    pairId: params.get('pair'),
    regionId: params.get('region'),
    paymentKind: PAYMENT_METHOD_KINDS.includes(kind as PaymentMethodKind)
      ? (kind as PaymentMethodKind)
      : null,
    certifiedOnly: params.get('certified') === '1',
    fastOnly: params.get('fast') === '1',
    sort: SORT_CHOICES.includes(sort as SortChoice) ? (sort as SortChoice) : 'BEST',
    adId: params.get('adId'),
  };
}

export function writeMarketParams(p: MarketParams): Record<string, string> {
  const out: Record<string, string> = { type: p.side };
  if (p.nft) out.asset = 'NFT';
  if (p.pairId) out.pair = p.pairId;
  if (p.regionId) out.region = p.regionId;
  if (p.paymentKind) out.kind = p.paymentKind;
  if (p.certifiedOnly) out.certified = '1';
  if (p.fastOnly) out.fast = '1';
  if (p.sort !== 'BEST') out.sort = p.sort;
  if (p.adId) out.adId = p.adId;
  return out;
}

/** The API query of the market's state (the pair resolved to the one shown). */
export function marketQuery(p: MarketParams, pairId: string): MarketQuery {
  const q: MarketQuery = { type: adTypeFor(p.side), coinPairId: Number(pairId) };
  if (p.regionId) q.regionId = p.regionId;
  if (p.paymentKind) q.paymentKind = p.paymentKind;
  if (p.certifiedOnly) q.certifiedOnly = true;
  if (p.fastOnly) q.fastOnly = true;
  if (p.sort !== 'BEST') {
    const [sortBy, sortOrder] = p.sort.split('_') as [AdSortField, SortOrder];
    q.sortBy = sortBy;
    q.sortOrder = sortOrder;
  }
  return q;
}

/** "MEC/USDT". */
export function pairLabel(pair: Pick<CoinPairDto, 'enShort' | 'quote'>): string {
  return `${pair.enShort}/${pair.quote}`;
}

/** The pairs a coin ad (quoted in a coin: USDT, MEC) or a fiat ad (a fiat currency) may use. */
export function pairsFor(pairs: readonly CoinPairDto[], fiat: boolean): CoinPairDto[] {
  return pairs.filter((p) => p.enabled && isFiatPair(p) === fiat);
}

/** A pair quoted in a fiat currency (its kind, or, from an older answer, any quote but USDT). */
export function isFiatPair(p: Pick<CoinPairDto, 'quote' | 'quoteKind'>): boolean {
  return p.quoteKind ? p.quoteKind === 'FIAT' : p.quote !== 'USDT';
}

/** The coin's symbol of an ad ('' for an NFT ad). */
export function coinOf(ad: Pick<AdDto, 'coin'>): string {
  return ad.coin ?? '';
}
