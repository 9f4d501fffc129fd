// Reference data queries (one useQuery each).
import { useQuery } from '@tanstack/react-query';
import {
  fetchCoinPairs,
  fetchCoins,
  fetchCountries,
  fetchCreditSettings,
  fetchTraderPairs,
} from '../api/catalog';
import { queryKeys } from '../queryKeys';

const REFERENCE_STALE_MS = 10 * 60_000;

export function useCoins(enabled = true) {
  return useQuery({
    queryKey: queryKeys.catalog.coins,
    queryFn: ({ signal }) => fetchCoins(signal),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

export function useCoinPairs(enabled = true) {
  return useQuery({
    queryKey: queryKeys.catalog.coinPairs,
    queryFn: ({ signal }) => fetchCoinPairs(signal),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

/** The trader's pairs by their country's fiat rules (issue 24): what /buySell, /publish and the forms offer. */
export function useTraderPairs(enabled = true) {
  return useQuery({
    queryKey: queryKeys.session.traderPairs,
    queryFn: ({ signal }) => fetchTraderPairs(signal),
    staleTime: 30_000,
    enabled,
  });
}

export function useCountries(enabled = true) {
  return useQuery({
    queryKey: queryKeys.catalog.countries,
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

/** The credit rules; the first entry's `deduct` is the cancellation penalty. */
export function useCreditSettings(enabled = true) {
  return useQuery({
    queryKey: queryKeys.catalog.creditSettings,
    queryFn: ({ signal }) => fetchCreditSettings(signal),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}
