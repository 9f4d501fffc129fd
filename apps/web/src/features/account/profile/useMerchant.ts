// The personal center's merchant certification (issue 24): the standing (polled while the guarantee is
// awaited or the application is reviewed; a deposit's FUND_CHANGE refreshes it at once), and the actions,
// whose answer replaces it.
import type { MerchantApplicationStatus, MerchantStandingDto } from '@p2p/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '../../../api/merchant';
import { useSession } from '../../../hooks/useSession';
import { queryKeys } from '../../../queryKeys';
import { useFundChanges } from '../../funds/fundChanges';

const WAITING: readonly MerchantApplicationStatus[] = ['AWAITING_DEPOSIT', 'PENDING_REVIEW'];
export const MERCHANT_POLL_MS = 10_000;

const waiting = (s: MerchantStandingDto | undefined) =>
  Boolean(s?.application && (WAITING.includes(s.application.status) || s.application.topUpRequired));

export function useMerchantStanding() {
  const session = useSession();
  const queryClient = useQueryClient();
  useFundChanges((change) => {
    if (change.kind === 'deposit')
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.merchant });
  });
  return useQuery({
    queryKey: queryKeys.session.merchant,
    queryFn: ({ signal }) => api.fetchMerchantStanding(signal),
    enabled: Boolean(session),
    refetchInterval: (query) => (waiting(query.state.data) ? MERCHANT_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

export function useMerchantActions() {
  const queryClient = useQueryClient();
  const replace = (standing: MerchantStandingDto) =>
    queryClient.setQueryData(queryKeys.session.merchant, standing);
  return {
    apply: useMutation({ mutationFn: api.applyForMerchant, onSuccess: replace }),
    giveUp: useMutation({ mutationFn: api.giveUpMerchant, onSuccess: replace }),
    deposit: useMutation({
      mutationFn: api.openMerchantDeposit,
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.session.merchant }),
    }),
  };
}
