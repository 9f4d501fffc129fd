/**
 * Credit (reputation) score rules (spec §6, §9). Scores are whole points and never go below 0.
 */

/** Minimum credit score to publish ads (catalogue 5009 below it). */
export const CREDIT_MIN_TO_PUBLISH = 60;
/** Minimum credit score to trade (the spec states the same 60 in one place). */
export const CREDIT_MIN_TO_TRADE = 60;
/** Cancellations a day that cost nothing (the client's "cancellation times", default 3). */
export const FREE_CANCELLATIONS_PER_DAY = 3;
/** Points a cancellation costs beyond the free ones when the credit settings give no deduct value. */
export const DEFAULT_CANCELLATION_DEDUCT = 20;
/** Points lost with an appeal. */
export const APPEAL_LOST_PENALTY = 20;

function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer`);
}

/** Whether a user with this score may publish ads (60 or more). */
export function canPublishAds(score: number): boolean {
  return score >= CREDIT_MIN_TO_PUBLISH;
}

/** Whether a user with this score may trade (60 or more). */
export function canTrade(score: number): boolean {
  return score >= CREDIT_MIN_TO_TRADE;
}

export interface CancellationPenaltyInput {
  /** Cancellations the user already made today, not counting this one. */
  cancellationsToday: number;
  /** Free cancellations a day (default 3). */
  freeCancellationsPerDay?: number;
  /** Points each further cancellation costs: the first credit setting's deduct value (default 20). */
  deductValue?: number;
}

/** Points this cancellation costs: 0 for the first free ones of the day, then the deduct value. */
export function cancellationPenalty(input: CancellationPenaltyInput): number {
  const free = input.freeCancellationsPerDay ?? FREE_CANCELLATIONS_PER_DAY;
  const deduct = input.deductValue ?? DEFAULT_CANCELLATION_DEDUCT;
  assertCount('cancellationsToday', input.cancellationsToday);
  assertCount('freeCancellationsPerDay', free);
  assertCount('deductValue', deduct);
  return input.cancellationsToday < free ? 0 : deduct;
}

/** Free cancellations left today (what GET /c2c/deal/order/cancel/times shows). */
export function remainingFreeCancellations(
  cancellationsToday: number,
  freeCancellationsPerDay: number = FREE_CANCELLATIONS_PER_DAY,
): number {
  assertCount('cancellationsToday', cancellationsToday);
  assertCount('freeCancellationsPerDay', freeCancellationsPerDay);
  return Math.max(0, freeCancellationsPerDay - cancellationsToday);
}

/** Points an appeal loser loses: APPEAL_LOST_PENALTY, or the whole score for a malicious appeal. */
export function appealLossPenalty(score: number, malicious = false): number {
  assertCount('score', score);
  return malicious ? score : APPEAL_LOST_PENALTY;
}

/** The score after a change (a penalty is a negative delta); never below 0. */
export function applyCreditChange(score: number, delta: number): number {
  assertCount('score', score);
  if (!Number.isInteger(delta)) throw new RangeError('delta must be an integer');
  return Math.max(0, score + delta);
}
