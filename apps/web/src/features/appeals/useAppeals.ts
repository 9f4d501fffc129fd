// The appeal queries: the caller's appeal records (infinite, all or one order's), the preset reasons (the
// APPEAL_REASON dictionary in the app's language), and filing or withdrawing an appeal, which refresh the
// orders (the order locks or unlocks) and the records.
import type { AppealDto, Page } from '@p2p/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  APPEALS_PAGE_SIZE,
  addAppealEvidence,
  cancelAppeal,
  createAppeal,
  fetchAppealPage,
} from '../../api/appeals';
import { fetchDict } from '../../api/catalog';
import { useSession } from '../../hooks/useSession';
import { queryKeys } from '../../queryKeys';
import { APPEAL_REASON_DICT, appealKeys } from './format';

const nextPage = (last: Page<AppealDto>, pages: Page<AppealDto>[]): number | undefined =>
  pages.length * APPEALS_PAGE_SIZE < last.total && last.list.length > 0 ? pages.length + 1 : undefined;

export function useAppealRecords() {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: appealKeys.list(''),
    queryFn: ({ pageParam, signal }) => fetchAppealPage(pageParam, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(session),
    staleTime: 0,
  });
}

/** One order's appeals (newest first), read again whenever `version` (the order's status) moves. */
export function useOrderAppeals(orderId: string, version: string, enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: [...appealKeys.list(orderId), version],
    queryFn: ({ signal }) => fetchAppealPage(1, orderId, signal),
    enabled: Boolean(session) && enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export function useAppealReasons() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.catalog.dict(i18n.language, APPEAL_REASON_DICT),
    queryFn: ({ signal }) => fetchDict(APPEAL_REASON_DICT, signal),
    staleTime: 5 * 60_000,
    select: (list) => [...list].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)),
  });
}

function useAppealChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: appealKeys.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.session.orders });
    void queryClient.invalidateQueries({ queryKey: queryKeys.session.unread });
  };
}

export function useCreateAppeal() {
  const changed = useAppealChanged();
  return useMutation({ mutationFn: createAppeal, onSuccess: changed });
}

export function useCancelAppeal() {
  const changed = useAppealChanged();
  return useMutation({ mutationFn: cancelAppeal, onSuccess: changed, onError: changed });
}

export function useAddAppealEvidence() {
  const changed = useAppealChanged();
  return useMutation({
    mutationFn: ({ id, fileIds }: { id: string; fileIds: string[] }) => addAppealEvidence(id, fileIds),
    onSuccess: changed,
  });
}
