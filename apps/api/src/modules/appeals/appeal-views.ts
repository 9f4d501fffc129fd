// Appeal rows to the contracts' answers: the parties' record (with the result from the caller's side) and
// the desk's summary (with its age and service-level due time).
import type {
  AdminAppealSummaryDto,
  AdminTradingDepositDto,
  AppealDto,
  AppealEvidenceDto,
  AppealResult,
  AppealStage,
} from '@p2p/contracts';
import type { OrderDepositRow } from '../escrow/fund-search.service.js';
import type { OrderRow } from '../orders/orders.repository.js';
import type { AccountNames } from '../users/support-accounts.service.js';
import { type AppealRow, type EvidenceRow, OPEN_RESULTS, WIN_RESULTS } from './appeals.repository.js';
import { normalizeDecimal } from '@p2p/domain';

/** How long the desk has to decide a case (its service level), from filing. */
export const APPEAL_SLA_MS = 24 * 3600_000;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function stageOf(a: AppealRow): AppealStage {
  if (a.executedAt || a.cancelledAt) return 'CLOSED';
  if (OPEN_RESULTS.includes(a.result)) return 'OPEN';
  return 'DECIDED';
}

export function pendingDecisionOf(a: AppealRow): 'BUYER_WINS' | 'SELLER_WINS' | null {
  return stageOf(a) === 'DECIDED' && WIN_RESULTS.includes(a.result)
    ? (a.result as 'BUYER_WINS' | 'SELLER_WINS')
    : null;
}

/**
 * The result from a party's side: once a decision is executed (or rejected), INITIATOR_WINS or
 * INITIATOR_LOSES for the initiator; the counterparty and system-opened appeals see the stored result.
 */
export function outcomeFor(a: AppealRow, callerId: bigint): AppealResult {
  const closedDecision = a.executedAt !== null && (WIN_RESULTS.includes(a.result) || a.result === 'REJECTED');
  if (!closedDecision || a.initiatorId !== String(callerId)) return a.result;
  if (a.result === 'REJECTED') return 'INITIATOR_LOSES';
  const won = (a.initiatorSide === 'BUYER') === (a.result === 'BUYER_WINS');
  return won ? 'INITIATOR_WINS' : 'INITIATOR_LOSES';
}

/**
 * One evidence item with who gave it: the order's buyer or seller (an item from before the uploader was
 * recorded came with the filing, from the initiator); `mine` from the caller's side (null: staff).
 */
export function evidenceView(
  e: EvidenceRow,
  appeal: AppealRow,
  order: OrderRow,
  callerId: bigint | null,
): AppealEvidenceDto {
  const uploader = e.uploaderId ?? appeal.initiatorId;
  const uploaderSide = uploader === order.buyerId ? 'BUYER' : uploader === order.sellerId ? 'SELLER' : null;
  return {
    id: e.id,
    kind: e.kind,
    fileId: e.fileId,
    url: e.url,
    uploaderSide,
    mine: callerId !== null && uploader === String(callerId),
    createdAt: e.createdAt.toISOString(),
  };
}

export function appealView(
  a: AppealRow,
  order: OrderRow,
  callerId: bigint,
  evidence: readonly EvidenceRow[],
): Omit<AppealDto, 'evidenceRequests'> {
  return {
    id: a.id,
    orderId: a.orderId,
    orderStatus: order.status,
    role: order.buyerId === String(callerId) ? 'BUYER' : 'SELLER',
    initiatorSide: a.initiatorSide,
    mine: a.initiatorId === String(callerId),
    reasonCode: a.reasonCode,
    reasonText: a.reasonText,
    evidence: evidence.map((e) => evidenceView(e, a, order, callerId)),
    result: a.result,
    outcome: outcomeFor(a, callerId),
    stage: stageOf(a),
    pendingDecision: pendingDecisionOf(a),
    reviewerRemarks: a.reviewerRemarks,
    createdAt: a.createdAt.toISOString(),
    decidedAt: iso(a.decidedAt),
    executeAt: iso(a.executeAt),
    executedAt: iso(a.executedAt),
    cancelledAt: iso(a.cancelledAt),
  };
}

export interface SummaryContext {
  order: OrderRow;
  coin: string | null;
  /** The parties' nicknames and emails (the users module's `SupportAccountsService.names`). */
  names: ReadonlyMap<string, AccountNames>;
  /** The names of the reviewers and of the holders (staff). */
  reviewers: Map<number, string>;
  evidenceCount: number;
  now: Date;
}

export function summaryView(a: AppealRow, c: SummaryContext): AdminAppealSummaryDto {
  return {
    id: a.id,
    orderId: a.orderId,
    orderStatus: c.order.status,
    initiatorSide: a.initiatorSide,
    initiatorId: a.initiatorId,
    buyerId: c.order.buyerId,
    sellerId: c.order.sellerId,
    buyerNickname: c.names.get(c.order.buyerId)?.nickname ?? null,
    sellerNickname: c.names.get(c.order.sellerId)?.nickname ?? null,
    coin: c.coin,
    quote: c.order.quoteCurrency,
    quantity: normalizeDecimal(c.order.quantity),
    amount: normalizeDecimal(c.order.amount),
    reasonCode: a.reasonCode,
    reasonText: a.reasonText,
    result: a.result,
    stage: stageOf(a),
    pendingDecision: pendingDecisionOf(a),
    malicious: a.malicious,
    reviewerId: a.reviewerId === null ? null : String(a.reviewerId),
    reviewerName: a.reviewerId === null ? null : (c.reviewers.get(a.reviewerId) ?? null),
    evidenceCount: c.evidenceCount,
    createdAt: a.createdAt.toISOString(),
    ageSeconds: Math.max(0, Math.floor((c.now.getTime() - a.createdAt.getTime()) / 1000)),
    slaDueAt: new Date(a.createdAt.getTime() + APPEAL_SLA_MS).toISOString(),
    decidedAt: iso(a.decidedAt),
    executeAt: iso(a.executeAt),
    holderId: a.claimedBy === null ? null : String(a.claimedBy),
    holderName: a.claimedBy === null ? null : (c.reviewers.get(a.claimedBy) ?? null),
    claimedAt: iso(a.claimedAt),
  };
}

/** An escrow deposit of the case's order (escrow's row), its coin named. */
export function depositView(d: OrderDepositRow, coins: ReadonlyMap<number, string>): AdminTradingDepositDto {
  return {
    id: d.id,
    purpose: d.purpose,
    status: d.status,
    chain: d.chain,
    coin: d.coinId === null ? null : (coins.get(d.coinId) ?? null),
    amount: normalizeDecimal(d.amount),
    receivedAmount: normalizeDecimal(d.receivedAmount),
    heldAmount: normalizeDecimal(d.heldAmount),
    fromAddress: d.fromAddress,
    expiresAt: iso(d.expiresAt),
    createdAt: d.createdAt.toISOString(),
    txHashes: d.txHashes,
  };
}
