// The chain watcher's state for the dashboard (GET /api/admin/chain/watch, any staff member): per chain
// the node's head, the watcher's cursor, the lag and the last round.
import { API_ENDPOINTS, type ChainWatchDto } from '@p2p/contracts';
import { http } from './client';

/** The dashboard shows a failure itself (no toast every 30 s). */
export function fetchChainWatch(signal?: AbortSignal): Promise<ChainWatchDto> {
  return http.call(API_ENDPOINTS.adminChain.watch, {}, { signal, toast: false });
}
