// The ads queries: the market (infinite, per query), the caller's ads (infinite, per filter), one ad, and
// the mutations of the owner (create, cancel, delete, online per ad, the advertiser's own online state),
// which refresh what they change.
import type { AdDto, Page } from '@p2p/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADS_PAGE_SIZE,
  cancelAd,
  createAd,
  deleteAd,
  fetchAd,
  fetchMarketPage,
  fetchMyAds,
  setAdOnline,
  setAdvertiserOnline,
  type MarketQuery,
} from '../../api/ads';
import { useSession } from '../../hooks/useSession';
import { queryKeys } from '../../queryKeys';

/** While an ad waits for its deposit, how often it is read again. */
export const AD_POLL_MS = 5000;

const nextPage = (last: Page<AdDto>, pages: Page<AdDto>[]): number | undefined =>
  pages.length * ADS_PAGE_SIZE < last.total && last.list.length > 0 ? pages.length + 1 : undefined;

export function useMarket(query: MarketQuery, enabled = true) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: queryKeys.session.market(query),
    queryFn: ({ pageParam, signal }) => fetchMarketPage(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(session) && enabled,
    staleTime: 10_000,
  });
}

export function useMyAds(inProgressOnly: boolean) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: queryKeys.session.myAds(inProgressOnly),
    queryFn: ({ pageParam, signal }) => fetchMyAds(inProgressOnly, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(session),
    staleTime: 0,
    // An ad being created or revoked moves on by itself (deposit, orders ending).
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.list.some((a) => a.status === 'CREATING' || a.status === 'REVOKING'))
        ? AD_POLL_MS
        : false,
    refetchIntervalInBackground: false,
  });
}

/** One ad; `poll` reads it again while it is being created. */
export function useAd(id: string | null, poll = false) {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.session.ad(id ?? ''),
    queryFn: ({ signal }) => fetchAd(id ?? '', signal),
    enabled: Boolean(session) && Boolean(id),
    staleTime: 0,
    refetchInterval: (q) =>
      poll && (!q.state.data || q.state.data.status === 'CREATING') ? AD_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}

function useAdsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.session.ads });
}

export function useCreateAd() {
  const refresh = useAdsRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAd,
    // Posting an ad may have turned the advertiser online (issue 22): their state is read again.
    onSettled: () =>
      Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: queryKeys.session.onlineState })]),
  });
}

export function useCancelAd() {
  const refresh = useAdsRefresh();
  return useMutation({ mutationFn: cancelAd, onSettled: refresh });
}

export function useDeleteAd() {
  const refresh = useAdsRefresh();
  return useMutation({ mutationFn: deleteAd, onSettled: refresh });
}

export function useSetAdOnline() {
  const refresh = useAdsRefresh();
  return useMutation({
    mutationFn: ({ id, online }: { id: string; online: boolean }) => setAdOnline(id, online),
    onSettled: refresh,
  });
}

export function useSetAdvertiserOnline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdvertiserOnline,
    onSuccess: (online) => queryClient.setQueryData(queryKeys.session.onlineState, online),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.session.ads }),
  });
}
