import type { Effect } from './effects.js';
import type { Party } from './roles.js';

/**
 * The honest completion rate (issue 22, "Honest reputation"). A trader's figures count only orders that
 * either completed or failed through the trader: their own cancellation after acceptance, their timeout
 * (deposit or payment), an appeal they lost. These are exactly the moves the credit rules penalise
 * (CREDIT_PENALTY, APPEAL_LOST_PENALTY), so the same table decides both. An order cancelled or rejected
 * before acceptance, an acceptance that expired, or a failure of the other party counts for neither side
 * against the trader: a competitor placing and cancelling orders on a seller's ad moves nothing.
 */

/** The party whose failure a move records (the party a credit penalty of the move names), or null. */
export function failureCausedBy(effects: readonly Effect[]): Party | null {
  for (const e of effects) {
    if (e.kind === 'CREDIT_PENALTY' || e.kind === 'APPEAL_LOST_PENALTY') return e.who;
  }
  return null;
}

/** One finished order as a trader's figures see it. */
export interface FinishedOrderFacts {
  completed: boolean;
  /** The party whose failure the order recorded (`failureCausedBy`), null for none. */
  failedBy: Party | null;
}

/** What a finished order counts for `me`: whether it counts at all, and whether as completed. */
export function completionCount(
  order: FinishedOrderFacts,
  me: Party,
): { counted: boolean; completed: boolean } {
  if (order.failedBy === me) return { counted: true, completed: false };
  if (order.completed) return { counted: true, completed: true };
  return { counted: false, completed: false };
}

/** Completed over counted orders, a ratio 0..1 with 4 decimals as text ("0" when nothing counts). */
export function completionRate(completed: number, counted: number): string {
  if (!Number.isInteger(completed) || !Number.isInteger(counted) || completed < 0 || completed > counted)
    throw new RangeError('completed must be an integer between 0 and counted');
  if (counted === 0) return '0';
  // In ten-thousandths, rounded half up, without floating point.
  const tenThousandths = Math.floor((completed * 10000 * 2 + counted) / (2 * counted));
  const whole = Math.floor(tenThousandths / 10000);
  const frac = String(tenThousandths % 10000).padStart(4, '0');
  return `${whole}.${frac}`;
}
