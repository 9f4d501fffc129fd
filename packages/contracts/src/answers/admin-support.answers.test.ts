/// <reference types="jest" />
import {
  SupportCreditRecordPageAnswer,
  SupportUserAnswer,
  SupportUserSummaryListAnswer,
} from './admin-support.answers.js';
import { shapeProblems } from './conforms.js';

const ban = {
  id: '3',
  kind: 'LOGIN',
  reason: 'Fraud report',
  until: '2026-12-01T00:00:00.000Z',
  staffId: '2',
  createdAt: '2026-11-25T10:00:00.000Z',
  liftedAt: null,
  active: true,
};

const user = {
  id: '42',
  email: 'alice@example.test',
  nickname: 'alice',
  regionId: 'USA',
  language: 'en',
  kyc: { level: 'ADVANCED', verifiedAt: '2026-11-01T00:00:00.000Z' },
  wallet: { address: '0xabc', identityBound: true, chainType: 'ERC20', usdtAddress: '0xdef' },
  creditScore: 80,
  certified: false,
  fastTrader: false,
  orderCount: 3,
  completedOrderCount: 2,
  completionRate: '0.6667',
  online: false,
  hasPassword: true,
  hasSecurityPassword: false,
  lastLoginAt: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  activeBans: ['LOGIN'],
  bans: [ban],
};

describe('Customer service answers (issue 13)', () => {
  it('describe a trader with KYC, wallet binding and bans; the completion rate a decimal string', () => {
    expect(shapeProblems(SupportUserAnswer.node, user)).toEqual([]);
    expect(shapeProblems(SupportUserAnswer.node, { ...user, completionRate: 0.66 })).toHaveLength(1);
    expect(shapeProblems(SupportUserAnswer.node, { ...user, activeBans: ['CHAT'] })).not.toEqual([]);
    expect(
      shapeProblems(SupportUserAnswer.node, { ...user, kyc: { level: 'FULL', verifiedAt: null } }),
    ).not.toEqual([]);
  });

  it('describe the accounts a search finds', () => {
    const found = {
      id: '42',
      email: null,
      nickname: 'alice',
      walletAddress: null,
      chainType: null,
      usdtAddress: null,
      kycLevel: 'NONE',
      creditScore: 100,
      certified: true,
      activeBans: [],
      createdAt: '2026-10-01T00:00:00.000Z',
    };
    expect(shapeProblems(SupportUserSummaryListAnswer.node, [found])).toEqual([]);
    expect(shapeProblems(SupportUserSummaryListAnswer.node, [{ ...found, creditScore: '100' }])).toHaveLength(
      1,
    );
  });

  it("describe the trader's credit record with the staff member's note", () => {
    const record = {
      id: '5',
      reason: 'ADJUSTMENT',
      delta: -20,
      scoreAfter: 80,
      orderId: null,
      appealId: null,
      note: 'Abusive chat',
      staffId: '2',
      createdAt: '2026-11-25T10:00:00.000Z',
    };
    const page = { list: [record], total: 1, pageNo: 1, pageSize: 10 };
    expect(shapeProblems(SupportCreditRecordPageAnswer.node, page)).toEqual([]);
    const { note: _note, ...withoutNote } = record;
    expect(shapeProblems(SupportCreditRecordPageAnswer.node, { ...page, list: [withoutNote] })).not.toEqual(
      [],
    );
  });
});
