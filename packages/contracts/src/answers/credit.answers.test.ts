/// <reference types="jest" />
import { shapeProblems } from './conforms.js';
import { CreditRecordAnswer, CreditRecordPageAnswer } from './credit.answers.js';

const penalty = {
  id: '7',
  reason: 'CANCELLED',
  delta: -20,
  scoreAfter: 80,
  orderId: '41',
  appealId: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};

describe('credit record answers (issue 14)', () => {
  it('describe every kind of change with its delta, the score after and the order when there is one', () => {
    expect(shapeProblems(CreditRecordAnswer.node, penalty)).toEqual([]);
    expect(
      shapeProblems(CreditRecordAnswer.node, { ...penalty, reason: 'ADJUSTMENT', delta: 5, orderId: null }),
    ).toEqual([]);
    expect(
      shapeProblems(CreditRecordAnswer.node, { ...penalty, reason: 'APPEAL_LOST', appealId: '3' }),
    ).toEqual([]);
    expect(
      shapeProblems(CreditRecordAnswer.node, { ...penalty, reason: 'MALICIOUS_APPEAL', delta: -80 }),
    ).toEqual([]);
    expect(
      shapeProblems(CreditRecordPageAnswer.node, { list: [penalty], total: 1, pageNo: 1, pageSize: 10 }),
    ).toEqual([]);
  });

  it('refuse an unknown reason, a fractional delta and a numeric order id', () => {
    expect(shapeProblems(CreditRecordAnswer.node, { ...penalty, reason: 'BONUS' })).toHaveLength(1);
    expect(shapeProblems(CreditRecordAnswer.node, { ...penalty, delta: -2.5 })).toHaveLength(1);
    expect(shapeProblems(CreditRecordAnswer.node, { ...penalty, orderId: 41 })).toEqual([
      '$.orderId: expected a string',
    ]);
  });
});
