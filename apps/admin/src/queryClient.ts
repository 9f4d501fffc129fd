// The console's TanStack Query client (a fresh one per app and per test), with the defaults both apps
// share (see `queryClientDefaults`).
import { queryClientDefaults } from '@p2p/contracts/client';
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClientDefaults() });
}
