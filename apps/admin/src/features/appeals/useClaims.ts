// Case work's server state (issue 25): claiming, releasing and handing over a case (each reads the case
// and the queue again: the holder shows on both), the officers a case can go to, and opening the next
// case for this officer (their own first, else the first unclaimed by due time).
import type { AdminAppealClaimDto } from '@p2p/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as api from '../../api/appealClaims';
import { queryKeys } from '../../queryKeys';
import { D } from './format';

const keys = queryKeys.appeals;

/** The catalogue code of a case another officer holds (its data names them). */
export const APPEAL_HELD = '5065';

/** The holder named by a 5065 refusal. */
export interface HeldBy {
  holderId: string | null;
  holderName: string | null;
}

function useClaimChange<A>(id: string, run: (id: string, arg: A) => Promise<AdminAppealClaimDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arg: A) => run(id, arg),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.case(id) });
      void queryClient.invalidateQueries({ queryKey: [...keys.all, 'queue'] });
    },
  });
}

export const useClaimAppeal = (id: string) => useClaimChange<void>(id, (caseId) => api.claimAppeal(caseId));
export const useReleaseAppeal = (id: string) =>
  useClaimChange<void>(id, (caseId) => api.releaseAppeal(caseId));
export const useHandOverAppeal = (id: string) => useClaimChange<string>(id, api.handOverAppeal);

/** The active appeal officers and admins, read when the hand-over picker opens. */
export function useDeciders(enabled: boolean) {
  return useQuery({
    queryKey: [...keys.all, 'deciders'],
    queryFn: ({ signal }) => api.fetchAppealDeciders(signal),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * Opens the officer's next case after `currentId`; with none left, says so and goes back to the queue.
 * `busy` while the next case is being looked up.
 */
export function useOpenNext(
  currentId: string,
  queueSearch = '',
): { openNext(): Promise<void>; busy: boolean } {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const openNext = useCallback(async () => {
    setBusy(true);
    try {
      const { id } = await api.fetchNextAppeal(currentId);
      if (id) navigate(`/appeals/${id}`, { state: { queueSearch } });
      else {
        void message.info(t(`${D}.claims.noNext`));
        navigate(`/appeals${queueSearch}`);
      }
    } catch {
      void message.error(t(`${D}.claims.nextFailed`));
    } finally {
      setBusy(false);
    }
  }, [currentId, message, navigate, queueSearch, t]);
  return { openNext, busy };
}
