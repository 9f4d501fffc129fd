// The escrow queries: the temporary balance, the fund records (paged), one fund record and one deposit.
// FUND_CHANGE messages refresh them at once; polling is the fallback when the socket is down.
import {
  DepositIntentStatus,
  FundRecordStatus,
  type DepositDto,
  type FundRecordDto,
  type FundRecordType,
} from '@p2p/contracts';
import { ApiError } from '@p2p/contracts/client';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchBalance,
  fetchDeposit,
  fetchFundRecord,
  fetchFundRecords,
  fetchHeldNfts,
  FUND_RECORD_PAGE_SIZE,
} from '../../api/funds';
import { useSession } from '../../hooks/useSession';
import { queryKeys } from '../../queryKeys';
import { useFundChanges } from './fundChanges';

/** While something is still moving on chain, how often it is read again without a socket message. */
export const FUNDS_POLL_MS = 5000;

/** Refreshes every escrow query when a FUND_CHANGE arrives. */
export function useFundsLiveRefresh(): void {
  const queryClient = useQueryClient();
  useFundChanges(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.session.funds });
  });
}

export function useBalance() {
  const session = useSession();
  useFundsLiveRefresh();
  return useQuery({
    queryKey: queryKeys.session.balance,
    queryFn: ({ signal }) => fetchBalance(signal),
    enabled: Boolean(session),
    refetchInterval: FUNDS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

/** NFTs held for the trader in the temporary balance (rare: a return that failed for good). */
export function useHeldNfts() {
  const session = useSession();
  useFundsLiveRefresh();
  return useQuery({
    queryKey: queryKeys.session.heldNfts,
    queryFn: ({ signal }) => fetchHeldNfts(signal),
    enabled: Boolean(session),
    staleTime: 0,
  });
}

const confirming = (r: FundRecordDto) => r.status === FundRecordStatus.CONFIRMING;

export function useFundRecords(type: FundRecordType | undefined) {
  const session = useSession();
  useFundsLiveRefresh();
  return useInfiniteQuery({
    queryKey: queryKeys.session.fundRecords(type ?? 'ALL'),
    queryFn: ({ pageParam, signal }) => fetchFundRecords(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * FUND_RECORD_PAGE_SIZE < last.total && last.list.length > 0
        ? pages.length + 1
        : undefined,
    enabled: Boolean(session),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.list.some(confirming)) ? FUNDS_POLL_MS : false,
  });
}

/** One fund record, or null when the API answers it is not there (missing or another trader's). */
async function findRecord(id: string, signal: AbortSignal): Promise<FundRecordDto | null> {
  try {
    return await fetchFundRecord(id, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** One fund record by id (`initial`: the row the list handed over, shown at once). */
export function useFundRecord(id: string, initial?: FundRecordDto) {
  const session = useSession();
  useFundsLiveRefresh();
  return useQuery({
    queryKey: queryKeys.session.fundRecord(id),
    queryFn: ({ signal }) => findRecord(id, signal),
    enabled: Boolean(session) && id !== '',
    initialData: initial && initial.id === id ? initial : undefined,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (query.state.data && confirming(query.state.data) ? FUNDS_POLL_MS : false),
  });
}

export const isDepositOpen = (d: DepositDto | undefined) => !d || d.status === DepositIntentStatus.OPEN;

export function useDeposit(id: string) {
  const session = useSession();
  const queryClient = useQueryClient();
  useFundChanges((change) => {
    if (change.kind === 'deposit' && change.id === id) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.deposit(id) });
    }
  });
  return useQuery({
    queryKey: queryKeys.session.deposit(id),
    queryFn: ({ signal }) => fetchDeposit(id, signal),
    enabled: Boolean(session) && id !== '',
    staleTime: 0,
    refetchInterval: (query) => (isDepositOpen(query.state.data) ? FUNDS_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}
