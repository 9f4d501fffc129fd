// The proof of reserves as the console reads it: one query (the dashboard's table and the layout's alert
// share it), refreshed every 30 s, and which lines do not match the chain.
import type { ReserveLineDto, ReservesDto } from '@p2p/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchReserves } from '../../api/reserves';
import { queryKeys } from '../../queryKeys';

export const RESERVES_REFETCH_MS = 30_000;

export function useReserves() {
  return useQuery({
    queryKey: queryKeys.reserves,
    queryFn: ({ signal }) => fetchReserves(signal),
    refetchInterval: RESERVES_REFETCH_MS,
    staleTime: 10_000,
  });
}

/** Whether a decimal string is zero (`0`, `-0`, `0.000`); the API sends decimals, never floats. */
export function isZeroDecimal(value: string): boolean {
  return /^[-+]?0*(\.0*)?$/.test(value.trim()) && /\d/.test(value);
}

/** The lines whose difference (on chain - owed) is not zero. */
export function mismatchedLines(reserves: ReservesDto | undefined): ReserveLineDto[] {
  return reserves ? reserves.lines.filter((line) => !isZeroDecimal(line.difference)) : [];
}
