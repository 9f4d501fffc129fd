// The default options of both apps' TanStack Query clients, as a plain object (this package imports no
// React): `new QueryClient({ defaultOptions: queryClientDefaults() })`. Errors are already shown by
// the HTTP wrapper; answers with a catalogue code (a 401, a 404) are not retried, network failures once.
import { isApiError } from './api-error.js';

export const QUERY_STALE_TIME_MS = 60_000;

export interface QueryClientDefaults {
  queries: {
    staleTime: number;
    refetchOnWindowFocus: boolean;
    refetchIntervalInBackground: boolean;
    retry: (failureCount: number, error: unknown) => boolean;
  };
  mutations: { retry: false };
}

/** Whether a failed query is tried again: client-side failures (no envelope) once, never a catalogue code. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.isClientError && failureCount < 1;
}

/** A fresh options object for a new QueryClient. */
export function queryClientDefaults(): QueryClientDefaults {
  return {
    queries: {
      staleTime: QUERY_STALE_TIME_MS,
      refetchOnWindowFocus: false,
      refetchIntervalInBackground: false,
      retry: shouldRetryQuery,
    },
    mutations: { retry: false },
  };
}
