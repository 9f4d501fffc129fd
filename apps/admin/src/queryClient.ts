// The console's TanStack Query client. Network failures are retried once; answers with a catalogue code
// (a 401, a 404 of a route not built yet) are not.
import { isApiError } from '@p2p/contracts/client';
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        refetchIntervalInBackground: false,
        retry: (failureCount, error) => isApiError(error) && error.isClientError && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}
