/// <reference types="jest" />
import {
  AdminAppealCaseAnswer,
  AdminAppealPageAnswer,
  AppealAnswer,
  AppealPageAnswer,
} from './appeals.answers.js';
import { shapeProblems } from './conforms.js';

const T = '2026-11-25T10:00:00.000Z';
const evidence = {
  id: '1',
  kind: 'IMAGE',
  fileId: '9',
  url: '/api/file/9',
  uploaderSide: 'BUYER',
  mine: true,
  createdAt: T,
};
const appeal = {
  id: '5',
  orderId: '7',
  orderStatus: 'IN_APPEAL',
  role: 'BUYER',
  initiatorSide: 'BUYER',
  mine: true,
  reasonCode: 'OTHER',
  reasonText: 'Paid, no release',
  evidence: [evidence],
  result: 'PENDING',
  outcome: 'PENDING',
  stage: 'OPEN',
  pendingDecision: null,
  reviewerRemarks: null,
  createdAt: T,
  decidedAt: null,
  executeAt: null,
  executedAt: null,
  cancelledAt: null,
  evidenceRequests: [
    {
      id: '3',
      side: 'BUYER',
      note: 'The bank statement',
      dueAt: T,
      state: 'OPEN',
      answeredAt: null,
      staffName: 'Olga',
      createdAt: T,
    },
  ],
};
const summary = {
  id: '5',
  orderId: '7',
  orderStatus: 'IN_APPEAL',
  initiatorSide: 'SYSTEM',
  initiatorId: null,
  buyerId: '1',
  sellerId: '2',
  buyerNickname: 'b',
  sellerNickname: null,
  coin: 'MEC',
  quote: 'USDT',
  quantity: '10',
  amount: '12.5',
  reasonCode: 'SELLER_NOT_RELEASED',
  reasonText: null,
  result: 'PENDING',
  stage: 'DECIDED',
  pendingDecision: 'BUYER_WINS',
  malicious: false,
  reviewerId: '3',
  reviewerName: 'Officer',
  evidenceCount: 1,
  createdAt: T,
  ageSeconds: 3600,
  slaDueAt: T,
  decidedAt: T,
  executeAt: T,
  holderId: '3',
  holderName: 'Officer',
  claimedAt: T,
};
const party = {
  userId: '1',
  nickname: null,
  email: 'a@example.com',
  creditScore: 80,
  orderCount: 3,
  completedOrderCount: 2,
  completionRate: '0.6667',
  certified: false,
  fastTrader: false,
  registeredAt: T,
  appealsFiled: 1,
  appealsLost: 0,
  creditRecords: [{ id: '1', delta: -20, scoreAfter: 80, reason: 'APPEAL_LOST', orderId: '7', createdAt: T }],
  recentOrders: [
    { id: '7', role: 'BUYER', status: 'IN_APPEAL', quantity: '10', amount: '12.5', createdAt: T },
  ],
};
const order = {
  id: '7',
  adId: '3',
  type: 'SELL',
  mode: 'MANUAL',
  status: 'IN_APPEAL',
  statusBeforeAppeal: 'WAIT_SELLER_CONFIRM',
  coin: 'MEC',
  quote: 'USDT',
  chain: 'ERC20',
  quantity: '10',
  unitPrice: '1.25',
  amount: '12.5',
  fee: '0',
  totalAmount: '12.5',
  buyerId: '1',
  sellerId: '2',
  makerId: '2',
  receivingAddress: null,
  payment: {
    kind: 'BANK_CARD',
    name: 'Sam',
    account: '6222000011112222',
    bankName: 'Test Bank',
    branch: null,
    iban: null,
    exchangeName: null,
    accountInfo: null,
    qrFileId: '9',
    currency: 'USD',
    notes: null,
  },
  createdAt: T,
  acceptedAt: T,
  paidAt: T,
  confirmedAt: null,
  completedAt: null,
  cancelledAt: null,
};

describe('appeal answers (issue 13)', () => {
  it('describe an appeal record with its evidence and result from the caller side', () => {
    expect(shapeProblems(AppealAnswer.node, appeal)).toEqual([]);
    expect(
      shapeProblems(AppealPageAnswer.node, { list: [appeal], total: 1, pageNo: 1, pageSize: 10 }),
    ).toEqual([]);
    expect(shapeProblems(AppealAnswer.node, { ...appeal, result: 'WON' })).toHaveLength(1);
  });

  it('describe the desk queue with the age and the service-level due time', () => {
    expect(
      shapeProblems(AdminAppealPageAnswer.node, { list: [summary], total: 1, pageNo: 1, pageSize: 10 }),
    ).toEqual([]);
    expect(
      shapeProblems(AdminAppealPageAnswer.node, {
        list: [{ ...summary, amount: 12.5 }],
        total: 1,
        pageNo: 1,
        pageSize: 10,
      }),
    ).toHaveLength(1);
  });

  it('describe a case: order with its payment details, timeline with its chain check, chat, evidence, both parties, escrow deposits with their transactions', () => {
    const event = {
      id: '1',
      orderId: '7',
      seq: 1,
      fromStatus: null,
      toStatus: 'WAIT_SELLER_ACCEPT',
      action: 'PLACE',
      actorType: 'BUYER',
      actorId: '1',
      data: {},
      note: null,
      createdAt: T,
      hash: 'ab',
      prevHash: null,
    };
    const message = {
      id: '1',
      orderId: '7',
      kind: 'TEXT',
      senderId: '1',
      senderKind: 'USER',
      staffName: null,
      mine: false,
      text: 'hi',
      fileId: null,
      imageUrl: null,
      read: true,
      readAt: T,
      createdAt: T,
    };
    const theCase = {
      appeal: {
        ...summary,
        reviewerRemarks: 'ok',
        executedAt: null,
        cancelledAt: null,
        evidence: [evidence],
        evidenceRequests: appeal.evidenceRequests,
      },
      order,
      timeline: [event],
      chainValid: true,
      chainBrokenAt: null,
      chat: [message],
      buyer: party,
      seller: { ...party, userId: '2' },
      history: [],
      deposits: [
        {
          id: '5',
          purpose: 'AD',
          status: 'SATISFIED',
          chain: 'ERC20',
          coin: 'USDT',
          amount: '100',
          receivedAmount: '100',
          heldAmount: '98',
          fromAddress: '0xabc',
          expiresAt: null,
          createdAt: T,
          txHashes: ['0xdead'],
        },
      ],
      canDecide: true,
      executionDelayMinutes: 60,
    };
    expect(shapeProblems(AdminAppealCaseAnswer.node, theCase)).toEqual([]);
    expect(shapeProblems(AdminAppealCaseAnswer.node, { ...theCase, chainValid: 'yes' })).toHaveLength(1);
    // A case without payment details (null) fits; a deposit without its transactions does not.
    expect(
      shapeProblems(AdminAppealCaseAnswer.node, { ...theCase, order: { ...order, payment: null } }),
    ).toEqual([]);
    const [deposit] = theCase.deposits;
    const { txHashes: _dropped, ...withoutTx } = deposit!;
    expect(shapeProblems(AdminAppealCaseAnswer.node, { ...theCase, deposits: [withoutTx] })).toHaveLength(1);
  });
});
