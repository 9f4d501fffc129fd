// Reference data (spec section 7, "Shared"): loaded on start and login.
import type {
  CoinDto,
  CoinPairDto,
  CountryDto,
  CreditSettingDto,
  DictEntryDto,
  DocumentDto,
  DocumentKind,
  DocumentSummaryDto,
  TraderPairsDto,
} from '@p2p/contracts';
import { API_ENDPOINTS } from '@p2p/contracts/routes';
import { http } from './client';

const common = API_ENDPOINTS.common;

export const CATALOG_PAGE_SIZE = 100;

export async function fetchCoins(signal?: AbortSignal): Promise<CoinDto[]> {
  const page = await http.call(common.coins, { query: { pageSize: CATALOG_PAGE_SIZE } }, { signal });
  return page?.list ?? [];
}

export async function fetchCoinPairs(signal?: AbortSignal): Promise<CoinPairDto[]> {
  const page = await http.call(common.coinPairs, { query: { pageSize: CATALOG_PAGE_SIZE } }, { signal });
  return page?.list ?? [];
}

/**
 * The signed-in trader's pairs (issue 24): coin pairs and their country's fiat pairs, each postable or
 * closed with the code that says why (5042, 5044).
 */
export async function fetchTraderPairs(signal?: AbortSignal): Promise<TraderPairsDto | null> {
  return http.call(common.traderPairs, {}, { signal });
}

/** Countries with a 2-letter code; YU never (spec section 3). */
export async function fetchCountries(signal?: AbortSignal): Promise<CountryDto[]> {
  const list = await http.call(common.countries, {}, { signal });
  return (list ?? []).filter((c) => Boolean(c.abb2?.trim()) && c.abb2.toUpperCase() !== 'YU');
}

export async function fetchCreditSettings(signal?: AbortSignal): Promise<CreditSettingDto[]> {
  return (await http.call(common.creditSetting, {}, { signal })) ?? [];
}

export async function fetchDict(type?: string, signal?: AbortSignal): Promise<DictEntryDto[]> {
  return (await http.call(common.dict, type ? { query: { type } } : {}, { signal })) ?? [];
}

/** The enabled documents of a kind (help articles by default) in the operators' order, titles only. */
export async function fetchDocuments(
  kind: DocumentKind = 'HELP',
  signal?: AbortSignal,
): Promise<DocumentSummaryDto[]> {
  return (await http.call(common.documents, { query: { kind } }, { signal, toast: false })) ?? [];
}

/** A help article or legal page; a missing one answers code 404, shown by the page, not as a toast. */
export async function fetchDocument(id: string, signal?: AbortSignal): Promise<DocumentDto | null> {
  return http.call(common.document, { id }, { signal, toast: false });
}
