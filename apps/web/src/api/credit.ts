// The credit record (spec §7 `GET /credit/detail/page`, issue 14): the caller's own credit changes.
import { API_ENDPOINTS, type CreditRecordDto, type Page } from '@p2p/contracts';
import { http } from './client';

export const CREDIT_RECORD_PAGE_SIZE = 20;

/** One page of the caller's credit changes, newest first. */
export function fetchCreditRecords(
  pageNo: number,
  signal?: AbortSignal,
  pageSize = CREDIT_RECORD_PAGE_SIZE,
): Promise<Page<CreditRecordDto>> {
  return http.call(
    API_ENDPOINTS.common.creditDetailPage,
    { query: { pageNo, pageSize } },
    { signal, toast: false },
  );
}
