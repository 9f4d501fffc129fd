// The console's Operations calls (`/api/admin/ops/...`): the maintenance window, coins and pairs,
// countries, the dictionary and the documents. Reads show their failure on the page (no toast every
// refetch); a change's failure is toasted with its catalogue text.
import {
  API_ENDPOINTS,
  type ContentLanguage,
  type CreateOpsDocumentDto,
  type OpsCoinDto,
  type OpsCoinPairDto,
  type OpsCountryDto,
  type OpsDictEntryDto,
  type OpsDictLanguage,
  type OpsDocumentDto,
  type OpsDocumentSummaryDto,
  type OpsMaintenanceDto,
  type SaveDocumentContentDto,
  type SetMaintenanceDto,
  type UpdateOpsCoinDto,
  type UpdateOpsCoinPairDto,
  type UpdateOpsCountryDto,
  type UpdateOpsDictEntryDto,
  type UpdateOpsDocumentDto,
} from '@p2p/contracts';
import { http } from './client';
import { readToken } from '../session/token';

const ops = API_ENDPOINTS.adminOps;
const quiet = (signal?: AbortSignal) => ({ signal, toast: false });

export const fetchMaintenance = (signal?: AbortSignal): Promise<OpsMaintenanceDto> =>
  http.call(ops.maintenance, {}, quiet(signal));
export const setMaintenance = (body: SetMaintenanceDto): Promise<OpsMaintenanceDto> =>
  http.call(ops.setMaintenance, { body });
export const clearMaintenance = (): Promise<OpsMaintenanceDto> => http.call(ops.clearMaintenance);

export const fetchCoins = (signal?: AbortSignal): Promise<OpsCoinDto[]> =>
  http.call(ops.coins, {}, quiet(signal));
export const updateCoin = (id: string, body: UpdateOpsCoinDto): Promise<OpsCoinDto> =>
  http.call(ops.updateCoin, { id, body });

export const fetchCoinPairs = (signal?: AbortSignal): Promise<OpsCoinPairDto[]> =>
  http.call(ops.coinPairs, {}, quiet(signal));
export const updateCoinPair = (id: string, body: UpdateOpsCoinPairDto): Promise<OpsCoinPairDto> =>
  http.call(ops.updateCoinPair, { id, body });

export const fetchCountries = (signal?: AbortSignal): Promise<OpsCountryDto[]> =>
  http.call(ops.countries, {}, quiet(signal));
export const updateCountry = (code: string, body: UpdateOpsCountryDto): Promise<OpsCountryDto> =>
  http.call(ops.updateCountry, { code, body });

export interface DictFilter {
  type?: string;
  language?: OpsDictLanguage;
}
export const fetchDict = (filter: DictFilter, signal?: AbortSignal): Promise<OpsDictEntryDto[]> =>
  http.call(ops.dict, { query: { ...filter } }, quiet(signal));
export const updateDict = (id: string, body: UpdateOpsDictEntryDto): Promise<OpsDictEntryDto> =>
  http.call(ops.updateDict, { id, body });

export const fetchDocuments = (signal?: AbortSignal): Promise<OpsDocumentSummaryDto[]> =>
  http.call(ops.documents, {}, quiet(signal));
export const fetchDocument = (id: string, signal?: AbortSignal): Promise<OpsDocumentDto> =>
  http.call(ops.document, { id }, quiet(signal));
export const createDocument = (body: CreateOpsDocumentDto): Promise<OpsDocumentDto> =>
  http.call(ops.createDocument, { body });
export const updateDocument = (id: string, body: UpdateOpsDocumentDto): Promise<OpsDocumentDto> =>
  http.call(ops.updateDocument, { id, body });
export const saveDocumentContent = (
  id: string,
  language: ContentLanguage,
  body: SaveDocumentContentDto,
): Promise<OpsDocumentDto> => http.call(ops.saveDocumentContent, { id, language, body });

/** The queue dashboard's own path (bull-board), outside the endpoint table: it answers HTML. */
export const QUEUE_DASHBOARD_URL = '/api/admin/queues';

/**
 * Opens a short dashboard session (an HttpOnly cookie: the dashboard cannot send a Bearer header).
 * Resolves when the cookie is set; rejects on any refusal.
 */
export async function openQueueSession(): Promise<void> {
  const token = readToken();
  const res = await fetch(`${QUEUE_DASHBOARD_URL}/session`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json().catch(() => null)) as { code?: string } | null;
  if (!res.ok || body?.code !== '200') throw new Error(`queue session refused (${res.status})`);
}
