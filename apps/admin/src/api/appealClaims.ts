// Case work on the appeal desk (issue 25): claiming a case, releasing it, handing it to another officer,
// the officers it can go to, and the caller's next case ("decide and open next", the `n` shortcut).
// Refusals are shown by the claim bar itself (5065 names who holds the case).
import {
  API_ENDPOINTS,
  type AdminAppealClaimDto,
  type AdminAppealNextDto,
  type AppealDeciderDto,
} from '@p2p/contracts';
import { http } from './client';

const desk = API_ENDPOINTS.adminAppeals;

export const claimAppeal = (id: string): Promise<AdminAppealClaimDto> =>
  http.call(desk.claim, { id }, { toast: false });

export const releaseAppeal = (id: string): Promise<AdminAppealClaimDto> =>
  http.call(desk.release, { id }, { toast: false });

export const handOverAppeal = (id: string, staffId: string): Promise<AdminAppealClaimDto> =>
  http.call(desk.handover, { id, body: { staffId } }, { toast: false });

export const fetchNextAppeal = (after: string, signal?: AbortSignal): Promise<AdminAppealNextDto> =>
  http.call(desk.next, { query: { after } }, { signal, toast: false });

export const fetchAppealDeciders = (signal?: AbortSignal): Promise<AppealDeciderDto[]> =>
  http.call(desk.deciders, {}, { signal, toast: false });
