// The desk's server state: the queue (kept on screen while a new page or filter loads, so nothing jumps),
// a case (refreshed while it is open, so a colleague's decision shows), a decision and a cancellation
// (each answers the case, which replaces the cached one), and uploads read into blob URLs.
import type { AdminAppealCaseDto, CancelAppealExecutionDto, DecideAppealDto } from '@p2p/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as api from '../../api/appeals';
import { fetchApiBlob } from '../../api/files';
import { queryKeys } from '../../queryKeys';

const keys = queryKeys.appeals;

/** The queue refreshes every 30 s; an open case every 15 s. */
export const QUEUE_REFETCH_MS = 30_000;
export const CASE_REFETCH_MS = 15_000;

/** The catalogue code of a case decided (or a decision run or cancelled) already: spec §8 "appeal processed". */
export const APPEAL_PROCESSED = '5003';

export function useAppealQueue(query: api.AppealQueueQuery) {
  return useQuery({
    queryKey: keys.queue(query),
    queryFn: ({ signal }) => api.fetchAppealQueue(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFETCH_MS,
  });
}

export function useAppealCase(id: string) {
  return useQuery({
    queryKey: keys.case(id),
    queryFn: ({ signal }) => api.fetchAppealCase(id, signal),
    refetchInterval: CASE_REFETCH_MS,
  });
}

/** A change of a case: its answer (the case after it) replaces the cached case; the queue is read again. */
function useCaseChange<B>(id: string, run: (id: string, body: B) => Promise<AdminAppealCaseDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => run(id, body),
    onSuccess: (next) => {
      queryClient.setQueryData(keys.case(id), next);
      void queryClient.invalidateQueries({ queryKey: [...keys.all, 'queue'] });
    },
  });
}

export const useDecideAppeal = (id: string) => useCaseChange<DecideAppealDto>(id, api.decideAppeal);
export const useCancelExecution = (id: string) =>
  useCaseChange<CancelAppealExecutionDto>(id, api.cancelAppealExecution);

/**
 * An upload at an API path shown in the page: its bytes read with the staff token, kept by TanStack Query
 * (dropped at sign-out with the rest of the cache), and a blob URL revoked when the component lets go.
 */
export function useApiImage(url: string | null): { src: string | null; failed: boolean; loading: boolean } {
  const file = useQuery({
    queryKey: keys.file(url ?? ''),
    queryFn: ({ signal }) => fetchApiBlob(url!, signal),
    enabled: Boolean(url),
    staleTime: Infinity, // an upload never changes
    retry: false,
  });
  const blob = url ? file.data : undefined;
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setSrc(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setSrc(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return {
    src: blob ? src : null,
    failed: Boolean(url) && file.isError,
    loading: file.isPending && Boolean(url),
  };
}
