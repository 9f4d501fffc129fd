// Appeals (spec §2 appeal submission and record, §5 appeal rules; issue 13): file an appeal on one of the
// caller's orders (a preset reason or OTHER with a text, evidence uploads), read the caller's appeal
// records (all, or one order's), and withdraw the caller's own appeal. Refusals are toasted by the wrapper.
import { API_ENDPOINTS, type AppealDto, type Page } from '@p2p/contracts';
import { http } from './client';

export const APPEALS_PAGE_SIZE = 20;

/** The body of `POST /c2c/appeal` (`CreateAppealDto`). */
export interface CreateAppealBody {
  orderId: string;
  reasonCode: string;
  reasonText?: string;
  evidenceFileIds: string[];
}

export function createAppeal(body: CreateAppealBody): Promise<AppealDto> {
  return http.call(API_ENDPOINTS.appeals.create, { body });
}

/** `GET /c2c/appeal/page`: newest first; `orderId` narrows it to one order's appeals. */
export function fetchAppealPage(
  pageNo: number,
  orderId?: string,
  signal?: AbortSignal,
): Promise<Page<AppealDto>> {
  const query = { pageNo, pageSize: APPEALS_PAGE_SIZE, ...(orderId ? { orderId } : {}) };
  return http.call(API_ENDPOINTS.appeals.page, { query }, { signal, toast: false });
}

/** `POST /c2c/appeal/{id}`: withdraws the caller's appeal (the body carries the id again, spec §7). */
export function cancelAppeal(id: string): Promise<AppealDto> {
  return http.call(API_ENDPOINTS.appeals.cancel, { id, body: { id } });
}

/** `POST /c2c/appeal/{id}/evidence`: either party adds images while the appeal is open (issue 25). */
export function addAppealEvidence(id: string, evidenceFileIds: string[]): Promise<AppealDto> {
  return http.call(API_ENDPOINTS.appeals.addEvidence, { id, body: { evidenceFileIds } });
}
