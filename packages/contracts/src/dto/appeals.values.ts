// The appeal limits and choices (issue 13), without validators: the answers and the browser use them too.

/** The reason code that needs a specific text (spec §5). */
export const APPEAL_REASON_OTHER = 'OTHER';
/**
 * The preset reasons only one side of an order may give (issue 25): a buyer has no payment to miss, a
 * seller no release to wait for. A reason not named here (the counterparty unresponsive, a wrong amount,
 * Other, a reason an operator adds) is open to both sides.
 */
export const APPEAL_REASON_SIDES: Readonly<Record<string, 'BUYER' | 'SELLER'>> = {
  SELLER_NOT_RELEASED: 'BUYER',
  PAYMENT_NOT_RECEIVED: 'SELLER',
  THIRD_PARTY_PAYMENT: 'SELLER',
};

/** Whether the party on `side` of an order may appeal with reason `code`. */
export function appealReasonFits(code: string, side: 'BUYER' | 'SELLER'): boolean {
  const only = APPEAL_REASON_SIDES[code];
  return only === undefined || only === side;
}
/** A reason code of the APPEAL_REASON dictionary: capitals, digits and underscores. */
export const APPEAL_REASON_CODE_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;
/** The longest specific reason, in characters (code points), after trimming. */
export const APPEAL_REASON_TEXT_MAX_LENGTH = 500;
/** Evidence images per appeal. */
export const APPEAL_EVIDENCE_MAX = 9;
/** The longest reviewer remarks, in characters, after trimming. */
export const APPEAL_REMARKS_MAX_LENGTH = 1000;

/** What an officer decides. REJECTED resumes the order as before the appeal (with a fresh deadline). */
export const APPEAL_DECISIONS = ['BUYER_WINS', 'SELLER_WINS', 'REJECTED'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/**
 * Where an appeal stands: OPEN (waiting for a decision), DECIDED (a decision waits for its execution
 * delay), CLOSED (executed, rejected, withdrawn or timed out).
 */
export const APPEAL_STAGES = ['OPEN', 'DECIDED', 'CLOSED'] as const;
export type AppealStage = (typeof APPEAL_STAGES)[number];

/**
 * The desk's queue orders: unclaimed first, then by service-level due time (CLAIM_DUE, the default; issue
 * 25), oldest first or newest first, or by the time a decision executes.
 */
export const APPEAL_QUEUE_SORTS = ['CLAIM_DUE', 'AGE_DESC', 'AGE_ASC', 'EXECUTE_AT'] as const;
export type AppealQueueSort = (typeof APPEAL_QUEUE_SORTS)[number];

/**
 * The queue's holder filter (issue 25): the caller's own cases, the unclaimed ones, those another officer
 * holds, or all (default).
 */
export const APPEAL_CLAIM_FILTERS = ['mine', 'unclaimed', 'others', 'any'] as const;
export type AppealClaimFilter = (typeof APPEAL_CLAIM_FILTERS)[number];
