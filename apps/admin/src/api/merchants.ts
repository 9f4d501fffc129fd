// Merchant certification in the console (issue 24): customer service's review of applications under
// `/api/admin/support/merchants`, and an appeal officer's compensation from a merchant's guarantee. Reads
// show their failure on the page; a change's failure is toasted with its text.
import {
  API_ENDPOINTS,
  type MerchantApplicationDto,
  type MerchantApplicationStatus,
  type MerchantCaseDto,
  type MerchantCompensationDto,
  type Page,
} from '@p2p/contracts';
import { http } from './client';

const merchants = API_ENDPOINTS.adminMerchants;
const quiet = (signal?: AbortSignal) => ({ signal, toast: false });

export interface MerchantQueueQuery {
  status?: MerchantApplicationStatus;
  pageNo: number;
  pageSize: number;
}

export const fetchMerchantApplications = (
  q: MerchantQueueQuery,
  signal?: AbortSignal,
): Promise<Page<MerchantApplicationDto>> => http.call(merchants.list, { query: { ...q } }, quiet(signal));

export const fetchMerchantCase = (id: string, signal?: AbortSignal): Promise<MerchantCaseDto> =>
  http.call(merchants.detail, { id }, quiet(signal));

/** Approve, refuse or revoke: approving takes an optional note, the others a reason. */
export type MerchantDecision = 'approve' | 'refuse' | 'revoke';

export const decideMerchant = (
  id: string,
  decision: MerchantDecision,
  reason: string | undefined,
): Promise<MerchantCaseDto> =>
  http.call(merchants[decision], { id, body: reason === undefined ? {} : { reason } });

export const compensateFromGuarantee = (
  appealId: string,
  body: { amount: string; reason: string },
): Promise<MerchantCompensationDto> =>
  http.call(API_ENDPOINTS.adminAppeals.compensate, { id: appealId, body });
