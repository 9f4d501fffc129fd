// The app's TanStack Query client. Errors are already toasted by the API wrapper; catalogue errors
// (a 404 from a route not built yet) are not retried, network failures once.
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

export const queryClient = createQueryClient();
