// Prices (spec §2 home price panel and /priceRecord, §7 `GET /order/price/thread/new/page`; issue 14): the
// latest price and 24h statistics of every pair, and one pair's candles over a range. Both are public.
// Failures are shown by the screens (inline, with a retry), not toasted.
import { API_ENDPOINTS, type LatestPriceDto, type PriceHistoryDto, type PriceRange } from '@p2p/contracts';
import { http } from './client';

/** Every enabled pair fits one page (the API's largest). */
export const LATEST_PRICES_PAGE_SIZE = 100;

/** The latest price of every enabled pair, in pair id order. */
export async function fetchLatestPrices(signal?: AbortSignal): Promise<LatestPriceDto[]> {
  const page = await http.call(
    API_ENDPOINTS.common.latestPrices,
    { query: { pageNo: 1, pageSize: LATEST_PRICES_PAGE_SIZE } },
    { signal, toast: false },
  );
  return page?.list ?? [];
}

/** One pair's candles over `range`, oldest first, with its latest price. */
export function fetchPriceHistory(
  coinPairId: string,
  range: PriceRange,
  signal?: AbortSignal,
): Promise<PriceHistoryDto> {
  return http.call(
    API_ENDPOINTS.prices.history,
    { query: { coinPairId: Number(coinPairId), range } },
    { signal, toast: false },
  );
}
