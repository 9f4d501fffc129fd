// The price queries (one useQuery each): the latest prices, read again every half minute while the page
// is visible (TanStack pauses the interval in a hidden tab), and one pair's history over a range, which
// keeps the pair's previous range's candles on screen until the next range's arrive.
import type { PriceRange } from '@p2p/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchLatestPrices, fetchPriceHistory } from '../../api/prices';
import { queryKeys } from '../../queryKeys';

/** How often the latest prices are read again. */
export const PRICE_POLL_MS = 30_000;

export function useLatestPrices() {
  return useQuery({
    queryKey: queryKeys.prices.latest,
    queryFn: ({ signal }) => fetchLatestPrices(signal),
    refetchInterval: PRICE_POLL_MS,
    staleTime: PRICE_POLL_MS / 2,
  });
}

export function usePriceHistory(pairId: string | null, range: PriceRange) {
  return useQuery({
    queryKey: queryKeys.prices.history(pairId ?? '', range),
    queryFn: ({ signal }) => fetchPriceHistory(pairId ?? '', range, signal),
    enabled: pairId !== null,
    // The same pair's previous range stays drawn until this one's candles arrive (not another pair's).
    placeholderData: (previous) => (previous?.coinPairId === pairId ? previous : undefined),
    staleTime: PRICE_POLL_MS,
  });
}
