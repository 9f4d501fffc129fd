// The public proof of reserves (GET /api/reserves): per chain and token, the escrow wallet's balance on
// chain beside what the platform owes.
import { API_ENDPOINTS, type ReservesDto } from '@p2p/contracts';
import { http } from './client';

/** The reserves; the dashboard shows a failure itself (no toast every 30 s). */
export function fetchReserves(signal?: AbortSignal): Promise<ReservesDto> {
  return http.call(API_ENDPOINTS.escrow.reserves, {}, { signal, toast: false });
}
