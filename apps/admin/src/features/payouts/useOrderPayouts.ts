// An order's payouts (refreshed while shown, so a payout's progress appears) and the re-queue of one that
// failed for good (issue 20): its answer replaces the payout in the cached list.
import type { AdminPayoutDto, RequeuePayoutDto } from '@p2p/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchOrderPayouts, requeuePayout } from '../../api/payouts';
import { queryKeys } from '../../queryKeys';

export const PAYOUTS_REFETCH_MS = 15_000;

/** The catalogue code of a re-queue the payout's or the order's state refuses (spec §8: cannot restore). */
export const REQUEUE_REFUSED = '5018';

export function useOrderPayouts(orderId: string) {
  return useQuery({
    queryKey: queryKeys.orderPayouts(orderId),
    queryFn: ({ signal }) => fetchOrderPayouts(orderId, signal),
    refetchInterval: PAYOUTS_REFETCH_MS,
  });
}

export function useRequeuePayout(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RequeuePayoutDto }) => requeuePayout(id, body),
    onSuccess: (next) => {
      queryClient.setQueryData<AdminPayoutDto[]>(queryKeys.orderPayouts(orderId), (list) =>
        list?.map((p) => (p.id === next.id ? next : p)),
      );
    },
  });
}
