// Ads and the order market (spec sections 2, 3, 4 and 5; issue 11): the market's pages, the caller's own
// ads, creating one (a SELL ad then opens its escrow deposit), cancel, delete, online and offline per ad,
// and the advertiser's own online state. Refusals are toasted by the wrapper unless the caller shows them.
import {
  API_ENDPOINTS,
  type AdAssetKind,
  type AdDto,
  type AdSortField,
  type AdType,
  type CreateAdDto,
  type DepositDto,
  type Page,
  type PaymentMethodKind,
  type SortOrder,
} from '@p2p/contracts';
import { http } from './client';

export const ADS_PAGE_SIZE = 20;

/** The market's query (`AdPageQueryDto` without the page): `type` is the ads' type. */
export interface MarketQuery {
  type: AdType;
  coinPairId?: number;
  /** NFT: the market's NFT tab (SELL ads of items, issue 23); COIN or absent: coin ads. */
  assetKind?: AdAssetKind;
  nftAlbumId?: number;
  regionId?: string;
  paymentKind?: PaymentMethodKind;
  certifiedOnly?: boolean;
  fastOnly?: boolean;
  sortBy?: AdSortField;
  sortOrder?: SortOrder;
}

/** The body of `POST /c2c/advert/create` (the shared DTO's fields). */
export type CreateAdBody = Omit<CreateAdDto, never>;

function defined(query: object): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '' && v !== false) out[k] = v as string | number | boolean;
  }
  return out;
}

export function fetchMarketPage(
  query: MarketQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<Page<AdDto>> {
  return http.call(
    API_ENDPOINTS.ads.page,
    { query: { ...defined(query), pageNo, pageSize: ADS_PAGE_SIZE } },
    { signal, toast: false },
  );
}

export function fetchMyAds(
  inProgressOnly: boolean,
  pageNo: number,
  signal?: AbortSignal,
): Promise<Page<AdDto>> {
  return http.call(
    API_ENDPOINTS.ads.pageByUser,
    { query: { ...defined({ inProgressOnly }), pageNo, pageSize: ADS_PAGE_SIZE } },
    { signal, toast: false },
  );
}

export function fetchAd(id: string, signal?: AbortSignal): Promise<AdDto> {
  return http.call(API_ENDPOINTS.ads.detail, { id }, { signal, toast: false });
}

/** The refusal is shown by the form (inside it, not as a toast). */
export function createAd(body: CreateAdBody): Promise<AdDto> {
  return http.call(API_ENDPOINTS.ads.create, { body }, { toast: false });
}

/** Opens (or answers again) the SELL ad's escrow deposit. */
export function openAdDeposit(id: string): Promise<DepositDto> {
  return http.call(API_ENDPOINTS.ads.deposit, { id, body: {} });
}

export function cancelAd(id: string): Promise<AdDto> {
  return http.call(API_ENDPOINTS.ads.cancel, { id, body: {} });
}

export function deleteAd(id: string): Promise<null> {
  return http.call(API_ENDPOINTS.ads.delete, { id, body: {} });
}

export function setAdOnline(id: string, online: boolean): Promise<AdDto> {
  return http.call(API_ENDPOINTS.ads.setAdOnline, { id, query: { online }, body: {} });
}

export async function fetchAdvertiserOnline(signal?: AbortSignal): Promise<boolean> {
  const data = await http.call(API_ENDPOINTS.account.onlineState, {}, { signal, toast: false });
  return Boolean(data?.online);
}

export async function setAdvertiserOnline(online: boolean): Promise<boolean> {
  const data = await http.call(API_ENDPOINTS.account.setOnline, { query: { online }, body: {} });
  return Boolean(data?.online);
}
