// The queries of /reputationScore: the credit record (infinite, newest first) and today's free
// cancellations. The score itself is the polled user info (../../hooks/useAccount).
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CREDIT_RECORD_PAGE_SIZE, fetchCreditRecords } from '../../api/credit';
import { fetchCancelTimes } from '../../api/orders';
import { useSession } from '../../hooks/useSession';
import { queryKeys } from '../../queryKeys';

export function useCreditRecords() {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: queryKeys.session.creditRecords,
    queryFn: ({ pageParam, signal }) => fetchCreditRecords(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * CREDIT_RECORD_PAGE_SIZE < last.total && last.list.length > 0
        ? pages.length + 1
        : undefined,
    enabled: Boolean(session),
    staleTime: 0,
  });
}

/** Today's free cancellations left (`GET /c2c/deal/order/cancel/times`), shared with the order screens. */
export function useFreeCancellations() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.session.cancelTimes,
    queryFn: ({ signal }) => fetchCancelTimes(signal),
    enabled: Boolean(session),
    staleTime: 0,
  });
}

/**
 * When the polled score moves while the page is open (an appeal decided, a staff adjustment), the record
 * and today's cancellations are read again.
 */
export function useRefreshOnScoreChange(score: number | undefined): void {
  const queryClient = useQueryClient();
  const seen = useRef(score);
  useEffect(() => {
    if (score === undefined) return;
    if (seen.current !== undefined && seen.current !== score) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.creditRecords });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.cancelTimes });
    }
    seen.current = score;
  }, [score, queryClient]);
}
