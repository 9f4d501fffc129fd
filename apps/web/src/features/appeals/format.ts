// What the appeal screens derive from the appeal records and the form: the texts' prefix, the query keys
// (under the session's, so they go at logout), the form's check, and which appeal an order shows.
import {
  APPEAL_EVIDENCE_MAX,
  APPEAL_REASON_OTHER,
  APPEAL_REASON_TEXT_MAX_LENGTH,
  type AppealDto,
} from '@p2p/contracts';
import { queryKeys } from '../../queryKeys';

/** The appeal texts' prefix. */
export const AP = 'common.appeals';

/** The dictionary of preset reasons (spec §5). */
export const APPEAL_REASON_DICT = 'APPEAL_REASON';

export { APPEAL_EVIDENCE_MAX, APPEAL_REASON_OTHER, APPEAL_REASON_TEXT_MAX_LENGTH };

export const appealKeys = {
  all: [...queryKeys.session.all, 'appeals'] as const,
  list: (orderId: string) => [...queryKeys.session.all, 'appeals', 'list', orderId] as const,
};

export interface AppealFormValue {
  reasonCode: string | null;
  reasonText: string;
  /** The uploaded evidence images' ids. */
  evidence: readonly string[];
}

/**
 * Why the form may not be sent yet (the texts' key under `form`), or null. Evidence is given in both the
 * upload and the chat (spec §5): at least one image here; the chat message is checked by the API (5058).
 */
export function formProblem(
  value: AppealFormValue,
): 'reasonRequired' | 'otherRequired' | 'evidenceRequired' | null {
  if (!value.reasonCode) return 'reasonRequired';
  if (value.reasonCode === APPEAL_REASON_OTHER) {
    const length = [...value.reasonText.trim()].length;
    if (length < 1 || length > APPEAL_REASON_TEXT_MAX_LENGTH) return 'otherRequired';
  }
  return value.evidence.length === 0 ? 'evidenceRequired' : null;
}

/** The appeal an order shows: its newest one (the page answers newest first). */
export function currentAppeal(list: readonly AppealDto[] | undefined): AppealDto | null {
  return list?.[0] ?? null;
}

/** Whether the caller may withdraw it: their own, still waiting for a decision. */
export function canCancel(appeal: AppealDto): boolean {
  return appeal.mine && appeal.stage === 'OPEN' && appeal.orderStatus === 'IN_APPEAL';
}
