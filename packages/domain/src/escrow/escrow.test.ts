import { afterRevert, confirmationsAt, PAYOUT_MAX_ATTEMPTS } from './payout-policy.js';
import { DepositSplitError, splitDeposit } from './deposit-split.js';

describe('splitDeposit (issue 10: matching a confirmed deposit)', () => {
  it('completes an intent paid exactly', () => {
    expect(splitDeposit(100n, { amount: 100n, received: 0n })).toEqual({
      toIntent: 100n,
      intentComplete: true,
      shortfall: 0n,
      toTempBalance: 0n,
      tempReason: null,
    });
  });

  it('keeps an intent open on a shortfall and reports what is missing (recharge amount insufficient)', () => {
    expect(splitDeposit(40n, { amount: 100n, received: 0n })).toMatchObject({
      toIntent: 40n,
      intentComplete: false,
      shortfall: 60n,
      toTempBalance: 0n,
    });
  });

  it('completes a partly paid intent with a second deposit', () => {
    expect(splitDeposit(60n, { amount: 100n, received: 40n })).toMatchObject({
      toIntent: 60n,
      intentComplete: true,
      shortfall: 0n,
    });
  });

  it('puts a surplus into the temporary balance', () => {
    expect(splitDeposit(130n, { amount: 100n, received: 0n })).toEqual({
      toIntent: 100n,
      intentComplete: true,
      shortfall: 0n,
      toTempBalance: 30n,
      tempReason: 'DEPOSIT_SURPLUS',
    });
  });

  it('puts an unmatched deposit into the temporary balance', () => {
    expect(splitDeposit(5n, null)).toMatchObject({
      toIntent: 0n,
      toTempBalance: 5n,
      tempReason: 'UNMATCHED_DEPOSIT',
    });
  });

  it('calls a deposit after an expired intent late', () => {
    expect(splitDeposit(5n, null, true).tempReason).toBe('LATE_DEPOSIT');
  });

  it('never splits more or less than it was given', () => {
    for (let value = 1n; value < 250n; value += 7n) {
      for (const received of [0n, 1n, 50n, 99n]) {
        const split = splitDeposit(value, { amount: 100n, received });
        expect(split.toIntent + split.toTempBalance).toBe(value);
        expect(split.toIntent).toBeLessThanOrEqual(100n - received);
      }
    }
  });

  it('refuses a non-positive deposit and an intent already complete', () => {
    expect(() => splitDeposit(0n, null)).toThrow(DepositSplitError);
    expect(() => splitDeposit(1n, { amount: 10n, received: 10n })).toThrow(DepositSplitError);
  });
});

describe('payout policy', () => {
  it('retries a reverted payout once, then fails it', () => {
    expect(PAYOUT_MAX_ATTEMPTS).toBe(2);
    expect(afterRevert(1)).toBe('RETRY');
    expect(afterRevert(2)).toBe('FAILED');
    expect(() => afterRevert(0)).toThrow(RangeError);
  });

  it('counts confirmations from the mined block to the head, both included', () => {
    expect(confirmationsAt(10n, 10n)).toBe(1);
    expect(confirmationsAt(12n, 10n)).toBe(3);
    expect(confirmationsAt(9n, 10n)).toBe(0);
    expect(confirmationsAt(9n, null)).toBe(0);
  });
});
