// The answers of appeals (issue 13): `appeals.*` (the order's parties) and `adminAppeals.*` (the appeal
// desk) in the routes table.
import type { Page } from '../envelope.js';
import { APPEAL_RESULTS, ORDER_STATUSES } from '../enums.js';
import { EVIDENCE_KINDS, ORDER_ACTOR_TYPES } from '../record-enums.js';
import type { AdminAppealCaseDto, AdminAppealSummaryDto, AppealDto } from '../dto/appeals.dto.js';
import { APPEAL_STAGES } from '../dto/appeals.values.js';
import { EVIDENCE_REQUEST_STATES } from '../dto/appeal-requests.values.js';
import { ChatMessageAnswer } from './chat.answers.js';
import { EscrowDepositShape } from './admin-trading.answers.js';
import { OrderEventListAnswer, OrderPaymentShape } from './orders.answers.js';
import { pageOf } from './answers.js';
import { defineAnswer, shapes as s } from './shape.js';

const str = s.string();
const nullableStr = s.nullable(str);
const decimal = s.string('decimal');
const time = s.string('date-time');
const nullableTime = s.nullable(time);
const status = s.oneOf(ORDER_STATUSES);
const result = s.oneOf(APPEAL_RESULTS);
const pendingDecision = s.nullable(s.oneOf(['BUYER_WINS', 'SELLER_WINS'] as const));
const side = s.oneOf(['BUYER', 'SELLER'] as const);

const evidence = s.array(
  s.object({
    id: str,
    kind: s.oneOf(EVIDENCE_KINDS),
    fileId: nullableStr,
    url: str,
    uploaderSide: s.nullable(side),
    mine: s.boolean(),
    createdAt: time,
  }),
);

/** The officers' requests for evidence (issue 25). */
const evidenceRequests = s.array(
  s.object({
    id: str,
    side,
    note: str,
    dueAt: time,
    state: s.oneOf(EVIDENCE_REQUEST_STATES),
    answeredAt: nullableTime,
    staffName: str,
    createdAt: time,
  }),
);

export const AppealAnswer = defineAnswer<AppealDto>(
  'Appeal',
  s.object({
    id: str,
    orderId: str,
    orderStatus: status,
    role: side,
    initiatorSide: s.oneOf(ORDER_ACTOR_TYPES),
    mine: s.boolean(),
    reasonCode: str,
    reasonText: nullableStr,
    evidence,
    result,
    outcome: result,
    stage: s.oneOf(APPEAL_STAGES),
    pendingDecision,
    reviewerRemarks: nullableStr,
    createdAt: time,
    decidedAt: nullableTime,
    executeAt: nullableTime,
    executedAt: nullableTime,
    cancelledAt: nullableTime,
    evidenceRequests,
  }),
);

export const AppealPageAnswer = defineAnswer<Page<AppealDto>>('AppealPage', pageOf(AppealAnswer));

const summaryProps = {
  id: str,
  orderId: str,
  orderStatus: status,
  initiatorSide: s.oneOf(ORDER_ACTOR_TYPES),
  initiatorId: nullableStr,
  buyerId: str,
  sellerId: str,
  buyerNickname: nullableStr,
  sellerNickname: nullableStr,
  coin: nullableStr,
  quote: str,
  quantity: decimal,
  amount: decimal,
  reasonCode: str,
  reasonText: nullableStr,
  result,
  stage: s.oneOf(APPEAL_STAGES),
  pendingDecision,
  malicious: s.boolean(),
  reviewerId: nullableStr,
  reviewerName: nullableStr,
  evidenceCount: s.integer(),
  createdAt: time,
  ageSeconds: s.integer(),
  slaDueAt: time,
  decidedAt: nullableTime,
  executeAt: nullableTime,
  holderId: nullableStr,
  holderName: nullableStr,
  claimedAt: nullableTime,
};

export const AdminAppealSummaryAnswer = defineAnswer<AdminAppealSummaryDto>(
  'AdminAppealSummary',
  s.object(summaryProps),
);

export const AdminAppealPageAnswer = defineAnswer<Page<AdminAppealSummaryDto>>(
  'AdminAppealPage',
  pageOf(AdminAppealSummaryAnswer),
);

const party = s.object({
  userId: str,
  nickname: nullableStr,
  email: nullableStr,
  creditScore: s.integer(),
  orderCount: s.integer(),
  completedOrderCount: s.integer(),
  completionRate: decimal,
  certified: s.boolean(),
  fastTrader: s.boolean(),
  registeredAt: time,
  appealsFiled: s.integer(),
  appealsLost: s.integer(),
  creditRecords: s.array(
    s.object({
      id: str,
      delta: s.integer(),
      scoreAfter: s.integer(),
      reason: str,
      orderId: nullableStr,
      createdAt: time,
    }),
  ),
  recentOrders: s.array(
    s.object({ id: str, role: side, status, quantity: decimal, amount: decimal, createdAt: time }),
  ),
});

export const AdminAppealCaseAnswer = defineAnswer<AdminAppealCaseDto>(
  'AdminAppealCase',
  s.object({
    appeal: s.object({
      ...summaryProps,
      reviewerRemarks: nullableStr,
      executedAt: nullableTime,
      cancelledAt: nullableTime,
      evidence,
      evidenceRequests,
    }),
    order: s.object({
      id: str,
      adId: str,
      type: s.oneOf(['BUY', 'SELL'] as const),
      mode: s.oneOf(['MANUAL', 'AUTO'] as const),
      status,
      statusBeforeAppeal: s.nullable(status),
      coin: nullableStr,
      quote: str,
      chain: str,
      quantity: decimal,
      unitPrice: decimal,
      amount: decimal,
      fee: decimal,
      totalAmount: decimal,
      buyerId: str,
      sellerId: str,
      makerId: str,
      receivingAddress: nullableStr,
      payment: s.nullable(OrderPaymentShape),
      createdAt: time,
      acceptedAt: nullableTime,
      paidAt: nullableTime,
      confirmedAt: nullableTime,
      completedAt: nullableTime,
      cancelledAt: nullableTime,
    }),
    timeline: OrderEventListAnswer,
    chainValid: s.boolean(),
    chainBrokenAt: s.nullable(s.integer()),
    chat: s.array(ChatMessageAnswer),
    buyer: party,
    seller: party,
    history: s.array(AdminAppealSummaryAnswer),
    deposits: s.array(EscrowDepositShape),
    canDecide: s.boolean(),
    executionDelayMinutes: s.number(),
  }),
);
