// The app's TanStack Query client, with the defaults both apps share (see `queryClientDefaults`).
import { queryClientDefaults } from '@p2p/contracts/client';
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({ defaultOptions: queryClientDefaults() });
