// The values of officers' messages and evidence requests (issue 25), without decorators: the answers
// and the browser read them.

/** The longest staff message, in characters (code points), after trimming. */
export const STAFF_MESSAGE_MAX_LENGTH = 1000;
/** The longest note of an evidence request (what is asked), after trimming. */
export const EVIDENCE_REQUEST_NOTE_MAX_LENGTH = 500;
/** A request's time limit, in hours. */
export const EVIDENCE_REQUEST_MIN_HOURS = 1;
export const EVIDENCE_REQUEST_MAX_HOURS = 72;

/**
 * The staff message templates: their texts are `common.chat.staffTemplates.<key>` of @p2p/i18n, rendered
 * in each party's language. REPLY_WITHIN takes `params.hours`.
 */
export const STAFF_MESSAGE_TEMPLATES = [
  'PAYMENT_RECEIPT',
  'BANK_STATEMENT',
  'UNDER_REVIEW',
  'REPLY_WITHIN',
] as const;
export type StaffMessageTemplate = (typeof STAFF_MESSAGE_TEMPLATES)[number];

export const EVIDENCE_REQUEST_SIDES = ['BUYER', 'SELLER'] as const;
export type EvidenceRequestSide = (typeof EVIDENCE_REQUEST_SIDES)[number];

/** OPEN until answered or past its deadline (OVERDUE); ANSWERED once the party added evidence after it. */
export const EVIDENCE_REQUEST_STATES = ['OPEN', 'ANSWERED', 'OVERDUE'] as const;
export type EvidenceRequestState = (typeof EVIDENCE_REQUEST_STATES)[number];
