// Enumerations of the stored records beyond those in enums.ts (identity, credit, chat, escrow and
// payouts), in the same form: a const object, a union type and a list. The Prisma schema uses these
// exact values (a test compares them).

function valuesOf<const T extends Record<string, string>>(o: T): readonly T[keyof T][] {
  return Object.freeze(Object.values(o)) as readonly T[keyof T][];
}

/** Identity verification level done in the wallet app. */
export const KycLevel = { NONE: 'NONE', BASIC: 'BASIC', ADVANCED: 'ADVANCED' } as const;
export type KycLevel = (typeof KycLevel)[keyof typeof KycLevel];
export const KYC_LEVELS = valuesOf(KycLevel);

/** How a session was opened. */
export const LoginMethod = { PASSWORD: 'PASSWORD', QR_CODE: 'QR_CODE', WALLET: 'WALLET' } as const;
export type LoginMethod = (typeof LoginMethod)[keyof typeof LoginMethod];
export const LOGIN_METHODS = valuesOf(LoginMethod);

/** What a coin pair is quoted in. */
export const QuoteKind = { COIN: 'COIN', FIAT: 'FIAT' } as const;
export type QuoteKind = (typeof QuoteKind)[keyof typeof QuoteKind];
export const QUOTE_KINDS = valuesOf(QuoteKind);

/** Help articles and legal pages. */
export const DocumentKind = {
  HELP: 'HELP',
  AGREEMENT: 'AGREEMENT',
  PRIVACY: 'PRIVACY',
  NOTICE: 'NOTICE',
} as const;
export type DocumentKind = (typeof DocumentKind)[keyof typeof DocumentKind];
export const DOCUMENT_KINDS = valuesOf(DocumentKind);

/** Why a trader's credit score changed. */
export const CreditReason = {
  CANCELLED: 'CANCELLED',
  DEPOSIT_TIMEOUT: 'DEPOSIT_TIMEOUT',
  PAY_TIMEOUT: 'PAY_TIMEOUT',
  APPEAL_LOST: 'APPEAL_LOST',
  MALICIOUS_APPEAL: 'MALICIOUS_APPEAL',
  ADJUSTMENT: 'ADJUSTMENT',
} as const;
export type CreditReason = (typeof CreditReason)[keyof typeof CreditReason];
export const CREDIT_REASONS = valuesOf(CreditReason);

/** Who moved an order (its progress timeline). */
export const OrderActorType = { BUYER: 'BUYER', SELLER: 'SELLER', SYSTEM: 'SYSTEM', STAFF: 'STAFF' } as const;
export type OrderActorType = (typeof OrderActorType)[keyof typeof OrderActorType];
export const ORDER_ACTOR_TYPES = valuesOf(OrderActorType);

/** An appeal's evidence files. */
export const EvidenceKind = { IMAGE: 'IMAGE', VIDEO: 'VIDEO', FILE: 'FILE' } as const;
export type EvidenceKind = (typeof EvidenceKind)[keyof typeof EvidenceKind];
export const EVIDENCE_KINDS = valuesOf(EvidenceKind);

/** An order chat message. */
export const ChatMessageKind = { TEXT: 'TEXT', IMAGE: 'IMAGE', SYSTEM: 'SYSTEM' } as const;
export type ChatMessageKind = (typeof ChatMessageKind)[keyof typeof ChatMessageKind];
export const CHAT_MESSAGE_KINDS = valuesOf(ChatMessageKind);
/** Who wrote a chat message (issue 25): a party, an appeal officer, or the system. */
export const ChatSenderKind = { USER: 'USER', STAFF: 'STAFF', SYSTEM: 'SYSTEM' } as const;
export type ChatSenderKind = (typeof ChatSenderKind)[keyof typeof ChatSenderKind];
export const CHAT_SENDER_KINDS = valuesOf(ChatSenderKind);

/** What an escrow deposit is for: an ad's stock, one order, or a merchant's guarantee (issue 24). */
export const DepositPurpose = { AD: 'AD', ORDER: 'ORDER', MERCHANT: 'MERCHANT' } as const;
export type DepositPurpose = (typeof DepositPurpose)[keyof typeof DepositPurpose];
export const DEPOSIT_PURPOSES = valuesOf(DepositPurpose);

/** An escrow deposit intent. */
export const DepositIntentStatus = {
  OPEN: 'OPEN',
  SATISFIED: 'SATISFIED',
  EXPIRED: 'EXPIRED',
  CANCELLED: 'CANCELLED',
} as const;
export type DepositIntentStatus = (typeof DepositIntentStatus)[keyof typeof DepositIntentStatus];
export const DEPOSIT_INTENT_STATUSES = valuesOf(DepositIntentStatus);

/** A watched token: a coin or an NFT collection. */
export const TokenKind = { FUNGIBLE: 'FUNGIBLE', NFT: 'NFT' } as const;
export type TokenKind = (typeof TokenKind)[keyof typeof TokenKind];
export const TOKEN_KINDS = valuesOf(TokenKind);

/** A transfer seen on chain. */
export const ChainTransferStatus = {
  PENDING: 'PENDING',
  CONFIRMED: 'CONFIRMED',
  CREDITED: 'CREDITED',
  REORGED: 'REORGED',
  IGNORED: 'IGNORED',
  /** Credited, then removed by a reorganisation deeper than the confirmations (issue 29): its credit is held. */
  REORGED_AFTER_CREDIT: 'REORGED_AFTER_CREDIT',
} as const;
export type ChainTransferStatus = (typeof ChainTransferStatus)[keyof typeof ChainTransferStatus];
export const CHAIN_TRANSFER_STATUSES = valuesOf(ChainTransferStatus);

/** Why the temporary balance moved. */
export const TempBalanceReason = {
  DEPOSIT_SURPLUS: 'DEPOSIT_SURPLUS',
  UNMATCHED_DEPOSIT: 'UNMATCHED_DEPOSIT',
  LATE_DEPOSIT: 'LATE_DEPOSIT',
  AD_CANCELLED: 'AD_CANCELLED',
  ORDER_REFUND: 'ORDER_REFUND',
  WITHDRAWAL: 'WITHDRAWAL',
  WITHDRAWAL_FAILED: 'WITHDRAWAL_FAILED',
  RETURNED: 'RETURNED',
  ADJUSTMENT: 'ADJUSTMENT',
} as const;
export type TempBalanceReason = (typeof TempBalanceReason)[keyof typeof TempBalanceReason];
export const TEMP_BALANCE_REASONS = valuesOf(TempBalanceReason);

/** What leaves escrow. */
export const PayoutKind = {
  RELEASE: 'RELEASE',
  REFUND: 'REFUND',
  WITHDRAWAL: 'WITHDRAWAL',
  RETURN: 'RETURN',
} as const;
export type PayoutKind = (typeof PayoutKind)[keyof typeof PayoutKind];
export const PAYOUT_KINDS = valuesOf(PayoutKind);

/** A payout on its way. */
export const PayoutStatus = {
  QUEUED: 'QUEUED',
  SENT: 'SENT',
  CONFIRMED: 'CONFIRMED',
  FAILED: 'FAILED',
} as const;
export type PayoutStatus = (typeof PayoutStatus)[keyof typeof PayoutStatus];
export const PAYOUT_STATUSES = valuesOf(PayoutStatus);

/**
 * One signed transaction of a payout (issue 20): LIVE may still land; REPLACED was superseded by a newer
 * attempt but could still land; LANDED is the payout's transaction; REVERTED failed on chain; ABANDONED
 * can no longer land (its nonce was used by another transaction, or it expired).
 */
export const PayoutAttemptStatus = {
  LIVE: 'LIVE',
  REPLACED: 'REPLACED',
  LANDED: 'LANDED',
  REVERTED: 'REVERTED',
  ABANDONED: 'ABANDONED',
} as const;
export type PayoutAttemptStatus = (typeof PayoutAttemptStatus)[keyof typeof PayoutAttemptStatus];
export const PAYOUT_ATTEMPT_STATUSES = valuesOf(PayoutAttemptStatus);

/** A period in which traders could not act (order deadlines move on by it). */
export const OutageKind = { MAINTENANCE: 'MAINTENANCE', DOWNTIME: 'DOWNTIME' } as const;
export type OutageKind = (typeof OutageKind)[keyof typeof OutageKind];
export const OUTAGE_KINDS = valuesOf(OutageKind);

/** A merchant certification application (issue 24). */
export const MerchantApplicationStatus = {
  AWAITING_DEPOSIT: 'AWAITING_DEPOSIT',
  PENDING_REVIEW: 'PENDING_REVIEW',
  APPROVED: 'APPROVED',
  REFUSED: 'REFUSED',
  REVOKED: 'REVOKED',
  WITHDRAWN: 'WITHDRAWN',
} as const;
export type MerchantApplicationStatus =
  (typeof MerchantApplicationStatus)[keyof typeof MerchantApplicationStatus];
export const MERCHANT_APPLICATION_STATUSES = valuesOf(MerchantApplicationStatus);
