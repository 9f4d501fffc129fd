import {
  APPEAL_LOST_PENALTY,
  appealLossPenalty,
  applyCreditChange,
  cancellationPenalty,
  canPublishAds,
  canTrade,
  CREDIT_MIN_TO_PUBLISH,
  CREDIT_MIN_TO_TRADE,
  DEFAULT_CANCELLATION_DEDUCT,
  FREE_CANCELLATIONS_PER_DAY,
  remainingFreeCancellations,
} from './credit.js';

describe('publishing and trading need 60 credit', () => {
  it('blocks publishing below 60 credit (5009)', () => {
    expect(CREDIT_MIN_TO_PUBLISH).toBe(60);
    expect(canPublishAds(59)).toBe(false);
    expect(canPublishAds(0)).toBe(false);
  });

  it('allows publishing at 60 credit and above', () => {
    expect(canPublishAds(60)).toBe(true);
    expect(canPublishAds(100)).toBe(true);
  });

  it('applies the same 60 minimum to trading', () => {
    expect(CREDIT_MIN_TO_TRADE).toBe(60);
    expect([canTrade(59), canTrade(60)]).toEqual([false, true]);
  });
});

describe('cancellation penalty', () => {
  it('charges nothing for the first 3 cancellations of a day', () => {
    expect(FREE_CANCELLATIONS_PER_DAY).toBe(3);
    for (const before of [0, 1, 2]) expect(cancellationPenalty({ cancellationsToday: before })).toBe(0);
  });

  it('charges the default 20 points from the 4th cancellation of a day', () => {
    expect(DEFAULT_CANCELLATION_DEDUCT).toBe(20);
    expect(cancellationPenalty({ cancellationsToday: 3 })).toBe(20);
    expect(cancellationPenalty({ cancellationsToday: 10 })).toBe(20);
  });

  it('charges the deduct value of the credit settings', () => {
    expect(cancellationPenalty({ cancellationsToday: 3, deductValue: 15 })).toBe(15);
  });

  it('honours another number of free cancellations', () => {
    expect(cancellationPenalty({ cancellationsToday: 0, freeCancellationsPerDay: 0 })).toBe(20);
    expect(cancellationPenalty({ cancellationsToday: 4, freeCancellationsPerDay: 5 })).toBe(0);
  });

  it('rejects negative or fractional counts', () => {
    expect(() => cancellationPenalty({ cancellationsToday: -1 })).toThrow(RangeError);
    expect(() => cancellationPenalty({ cancellationsToday: 1.5 })).toThrow(RangeError);
    expect(() => cancellationPenalty({ cancellationsToday: 0, deductValue: -20 })).toThrow(RangeError);
  });

  it('tells how many free cancellations are left today', () => {
    expect([0, 1, 2, 3, 7].map((n) => remainingFreeCancellations(n))).toEqual([3, 2, 1, 0, 0]);
  });
});

describe('appeal loss', () => {
  it('costs 20 points to lose an appeal', () => {
    expect(APPEAL_LOST_PENALTY).toBe(20);
    expect(appealLossPenalty(85)).toBe(20);
  });

  it('costs the whole score to lose a malicious appeal', () => {
    expect(appealLossPenalty(85, true)).toBe(85);
    expect(applyCreditChange(85, -appealLossPenalty(85, true))).toBe(0);
  });
});

describe('applyCreditChange', () => {
  it('adds and deducts points', () => {
    expect(applyCreditChange(80, -20)).toBe(60);
    expect(applyCreditChange(60, 5)).toBe(65);
  });

  it('never goes below 0', () => {
    expect(applyCreditChange(10, -20)).toBe(0);
    expect(applyCreditChange(0, -20)).toBe(0);
  });

  it('rejects invalid scores and deltas', () => {
    expect(() => applyCreditChange(-1, 0)).toThrow(RangeError);
    expect(() => applyCreditChange(10, 0.5)).toThrow(RangeError);
  });
});
