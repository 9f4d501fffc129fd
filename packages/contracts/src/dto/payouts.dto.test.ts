/// <reference types="jest" />
import { AdminPayoutAnswer } from '../answers/payouts.answers.js';
import { shapeProblems } from '../answers/conforms.js';
import { PAYOUT_REQUEUE_ROLES } from '../staff-areas.js';
import { errorsOf } from './dto.test-helpers.js';
import { ValidationMessage as M } from './messages.js';
import { isRequeueable, RequeuePayoutDto } from './payouts.dto.js';

const payout = {
  id: '0b9c2a52-1f0e-4a63-9a53-0b7c3c1d9e11',
  ref: 'order:17:release',
  kind: 'RELEASE',
  status: 'FAILED',
  chain: 'ERC20',
  toAddress: `0x${'a'.repeat(40)}`,
  tokenAddress: `0x${'b'.repeat(40)}`,
  amount: '2',
  tokenId: null,
  txHash: `0x${'c'.repeat(64)}`,
  txHashes: [`0x${'c'.repeat(64)}`],
  lastError: 'reverted: 0xccc',
  attempts: 2,
  confirmations: 3,
  createdAt: '2026-11-25T10:00:00.000Z',
  sentAt: '2026-11-25T10:00:01.000Z',
  confirmedAt: null,
  updatedAt: '2026-11-25T10:00:09.000Z',
} as const;

describe("an order's payouts on the console (issue 20: a release that failed for good)", () => {
  it('describes a payout with its status, last error and transaction hashes', () => {
    expect(shapeProblems(AdminPayoutAnswer.node, payout)).toEqual([]);
    expect(shapeProblems(AdminPayoutAnswer.node, { ...payout, txHashes: null })).not.toEqual([]);
  });

  it('may re-queue a FAILED release of a revoked order, or a FAILED refund, and nothing else (issue 20: re-queue only what failed for good)', () => {
    expect(isRequeueable(payout, 'CHAIN_CONFIRM_REVOKED')).toBe(true);
    expect(isRequeueable(payout, 'PENDING_CHAIN_CONFIRM')).toBe(false);
    expect(isRequeueable({ ...payout, status: 'CONFIRMED' }, 'CHAIN_CONFIRM_REVOKED')).toBe(false);
    expect(isRequeueable({ ...payout, status: 'SENT' }, 'CHAIN_CONFIRM_REVOKED')).toBe(false);
    expect(isRequeueable({ ...payout, kind: 'REFUND' }, 'CANCELLED')).toBe(true);
    expect(isRequeueable({ ...payout, kind: 'WITHDRAWAL' }, 'CHAIN_CONFIRM_REVOKED')).toBe(false);
    expect(isRequeueable({ ...payout, kind: 'RETURN' }, 'CANCELLED')).toBe(false);
  });

  it('lets administrators alone re-queue (issue 20: admin-only re-queue)', () => {
    expect([...PAYOUT_REQUEUE_ROLES]).toEqual(['ADMIN']);
  });

  it('wants remarks of 1 to 1000 characters once trimmed', () => {
    expect(errorsOf(RequeuePayoutDto, { remarks: 'wallet topped up' })).toEqual({});
    expect(errorsOf(RequeuePayoutDto, { remarks: '   ' }).remarks).toEqual([M.appealRemarksLength]);
    expect(errorsOf(RequeuePayoutDto, {}).remarks).toEqual([M.appealRemarksLength]);
    expect(errorsOf(RequeuePayoutDto, { remarks: 'x'.repeat(1001) }).remarks).toEqual([
      M.appealRemarksLength,
    ]);
  });
});
