// The appeal desk's calls (`/api/admin/appeals/...`): the queue, a case, a decision and cancelling a
// decision within its delay. Reads show their failure on the page (no toast every refetch); a decision's or
// a cancellation's refusal is shown by the desk itself (5003: another officer was first).
import {
  API_ENDPOINTS,
  API_PREFIX,
  fillPath,
  type AdminAppealCaseDto,
  type AdminAppealQueueQueryDto,
  type AdminAppealSummaryDto,
  type CancelAppealExecutionDto,
  type DecideAppealDto,
  type Page,
} from '@p2p/contracts';
import { http } from './client';

const desk = API_ENDPOINTS.adminAppeals;

/** The queue's filters as sent (the DTO class's fields, all optional). */
export type AppealQueueQuery = Partial<AdminAppealQueueQueryDto>;

export const fetchAppealQueue = (
  query: AppealQueueQuery,
  signal?: AbortSignal,
): Promise<Page<AdminAppealSummaryDto>> =>
  http.call(desk.queue, { query: { ...query } }, { signal, toast: false });

export const fetchAppealCase = (id: string, signal?: AbortSignal): Promise<AdminAppealCaseDto> =>
  http.call(desk.detail, { id }, { signal, toast: false });

export const decideAppeal = (id: string, body: DecideAppealDto): Promise<AdminAppealCaseDto> =>
  http.call(desk.decide, { id, body }, { toast: false });

export const cancelAppealExecution = (
  id: string,
  body: CancelAppealExecutionDto,
): Promise<AdminAppealCaseDto> => http.call(desk.cancelExecution, { id, body }, { toast: false });

/**
 * Where the desk reads one of a case's images (its evidence, or an image of its order's chat): the desk's
 * own route, which checks the image belongs to the case (the traders' `/api/file/{id}` refuses staff).
 */
export const appealFileUrl = (appealId: string, fileId: string): string =>
  `${API_PREFIX}${fillPath(desk.file.path, { id: appealId, fileId })}`;
