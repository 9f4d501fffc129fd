// Officers write to the parties and ask for evidence (issue 25): `POST /api/admin/appeals/{id}/message` and
// `.../evidence-requests`, each answering the case. A refusal is shown by the panel itself (5003: the case
// moved on).
import {
  API_ENDPOINTS,
  type AdminAppealCaseDto,
  type CreateEvidenceRequestDto,
  type StaffMessageDto,
} from '@p2p/contracts';
import { http } from './client';

const desk = API_ENDPOINTS.adminAppeals;

export const messageParties = (id: string, body: StaffMessageDto): Promise<AdminAppealCaseDto> =>
  http.call(desk.message, { id, body }, { toast: false });

export const askForEvidence = (id: string, body: CreateEvidenceRequestDto): Promise<AdminAppealCaseDto> =>
  http.call(desk.evidenceRequests, { id, body }, { toast: false });
