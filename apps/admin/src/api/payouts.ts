// An order's payouts (`/api/admin/orders/{id}/payouts`) and an administrator's re-queue of one that failed
// for good (`/api/admin/payouts/{id}/requeue`, issue 20). Both show their failure on the card itself.
import { API_ENDPOINTS, type AdminPayoutDto, type RequeuePayoutDto } from '@p2p/contracts';
import { http } from './client';

const payouts = API_ENDPOINTS.adminPayouts;

export const fetchOrderPayouts = (orderId: string, signal?: AbortSignal): Promise<AdminPayoutDto[]> =>
  http.call(payouts.ofOrder, { id: orderId }, { signal, toast: false });

export const requeuePayout = (id: string, body: RequeuePayoutDto): Promise<AdminPayoutDto> =>
  http.call(payouts.requeue, { id, body }, { toast: false });
