/// <reference types="jest" />
import { shapeProblems } from './conforms.js';
import { CancelTimesAnswer, OrderAnswer, OrderEventListAnswer } from './orders.answers.js';

const order = {
  id: '41',
  adId: '12',
  type: 'SELL',
  mode: 'MANUAL',
  role: 'BUYER',
  isMaker: false,
  status: 'WAIT_BUYER_PAY',
  assetKind: 'COIN',
  nft: null,
  coin: 'USDT',
  quote: 'CNY',
  chain: 'ERC20',
  quantity: '10.5',
  unitPrice: '7.25',
  amount: '76.125',
  fee: '0',
  totalAmount: '76.125',
  receivingAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  release: {
    status: 'COMPLETED',
    txHash: `0x${'5e'.repeat(32)}`,
    explorerUrl: `https://explorer.example/tx/0x${'5e'.repeat(32)}`,
    toAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    confirmations: 3,
    requiredConfirmations: 3,
  },
  refund: null,
  payment: {
    kind: 'BANK_CARD',
    name: 'Li Lei',
    account: '6222020200112233',
    bankName: 'ICBC',
    branch: null,
    iban: null,
    exchangeName: null,
    accountInfo: null,
    qrFileId: '9',
    currency: 'CNY',
    notes: null,
  },
  paymentState: 'SHOWN',
  notes: null,
  counterparty: {
    userId: '7',
    nickname: 'alice',
    flag: 'CN',
    certified: true,
    fastTrader: false,
    orderCount: 3,
    completionRate: '0.75',
  },
  deadlineAt: '2026-11-23T20:15:00.000Z',
  depositId: null,
  actions: ['PAY', 'CANCEL'],
  unread: false,
  createdAt: '2026-11-23T20:00:00.000Z',
  acceptedAt: '2026-11-23T20:00:00.000Z',
  paidAt: null,
  confirmedAt: null,
  completedAt: null,
  cancelledAt: null,
};

describe('order answers (issue 12)', () => {
  it('describe an order as its parties see it, money as decimal strings', () => {
    expect(shapeProblems(OrderAnswer.node, order)).toEqual([]);
    expect(shapeProblems(OrderAnswer.node, { ...order, amount: 76.125 })).toEqual([
      '$.amount: expected a string',
    ]);
    expect(shapeProblems(OrderAnswer.node, { ...order, status: 'PAID' })).toHaveLength(1);
    expect(shapeProblems(OrderAnswer.node, { ...order, role: 'MAKER' })).toHaveLength(1);
  });

  it("describe the order's release with its fund record's status and transaction hash (issue 20: the release tx hash on the order)", () => {
    const queued = {
      ...order.release!,
      status: 'CONFIRMING',
      txHash: null,
      explorerUrl: null,
      confirmations: 0,
    };
    expect(shapeProblems(OrderAnswer.node, { ...order, release: queued })).toEqual([]);
    expect(
      shapeProblems(OrderAnswer.node, { ...order, release: { ...queued, status: 'SENT' } }),
    ).toHaveLength(1);
    expect(shapeProblems(OrderAnswer.node, { ...order, release: undefined })).toEqual(['$.release: missing']);
  });

  it('describe the timeline with its hash chain and the free cancellations left', () => {
    const event = {
      id: '1',
      orderId: '7',
      seq: 1,
      fromStatus: null,
      toStatus: 'WAIT_SELLER_ACCEPT',
      action: 'PLACE',
      actorType: 'BUYER',
      actorId: '12',
      data: { deadline: '2026-11-23T20:15:00.000Z' },
      note: null,
      createdAt: '2026-11-23T20:00:00.000Z',
      hash: 'ab'.repeat(32),
      prevHash: null,
    };
    expect(shapeProblems(OrderEventListAnswer.node, [event])).toEqual([]);
    expect(shapeProblems(OrderEventListAnswer.node, [{ ...event, seq: '1' }])).toHaveLength(1);
    expect(shapeProblems(CancelTimesAnswer.node, { remaining: 3, freePerDay: 3, deduct: 5 })).toEqual([]);
  });
});
