// Reference data (spec section 7, "Shared"): loaded on start and login.
import {
  ApiRoutes,
  type CoinDto,
  type CoinPairDto,
  type CountryDto,
  type CreditSettingDto,
  type DictEntryDto,
  type DocumentDto,
  type Page,
} from '@p2p/contracts';
import { http } from './client';

export const CATALOG_PAGE_SIZE = 100;

export async function fetchCoins(signal?: AbortSignal): Promise<CoinDto[]> {
  const page = await http.get<Page<CoinDto>>(
    ApiRoutes.common.coins,
    { pageSize: CATALOG_PAGE_SIZE },
    { signal },
  );
  return page?.list ?? [];
}

export async function fetchCoinPairs(signal?: AbortSignal): Promise<CoinPairDto[]> {
  const page = await http.get<Page<CoinPairDto>>(
    ApiRoutes.common.coinPairs,
    { pageSize: CATALOG_PAGE_SIZE },
    { signal },
  );
  return page?.list ?? [];
}

/** Countries with a 2-letter code; YU never (spec section 3). */
export async function fetchCountries(signal?: AbortSignal): Promise<CountryDto[]> {
  const list = await http.get<CountryDto[]>(ApiRoutes.common.countries, undefined, { signal });
  return (list ?? []).filter((c) => Boolean(c.abb2?.trim()) && c.abb2.toUpperCase() !== 'YU');
}

export async function fetchCreditSettings(signal?: AbortSignal): Promise<CreditSettingDto[]> {
  return (await http.get<CreditSettingDto[]>(ApiRoutes.common.creditSetting, undefined, { signal })) ?? [];
}

export async function fetchDict(type?: string, signal?: AbortSignal): Promise<DictEntryDto[]> {
  return (
    (await http.get<DictEntryDto[]>(ApiRoutes.common.dict, type ? { type } : undefined, { signal })) ?? []
  );
}

/** A help article or legal page; a missing one answers code 404, shown by the page, not as a toast. */
export async function fetchDocument(id: string, signal?: AbortSignal): Promise<DocumentDto | null> {
  return http.get<DocumentDto | null>(ApiRoutes.common.document(id), undefined, { signal, toast: false });
}
