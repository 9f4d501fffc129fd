// Merchant certification (issue 24): what an application needs, as pure rules. The API reads the
// trader's figures and the operators' thresholds and refuses with the first rule unmet.
import { compareDecimal } from '../money/decimal.js';

/** What operators require of an applicant (besides advanced KYC). */
export interface MerchantThresholds {
  minCompletedOrders: number;
  /** A ratio 0..1 as a decimal string. */
  minCompletionRate: string;
  minAccountDays: number;
}

/** The applicant's figures. */
export interface MerchantFigures {
  kycAdvanced: boolean;
  completedOrders: number;
  /** A ratio 0..1 as a decimal string. */
  completionRate: string;
  accountDays: number;
}

/** A rule an applicant does not meet, in the order they are checked. */
export type MerchantShortfall = 'KYC' | 'ORDERS' | 'COMPLETION_RATE' | 'ACCOUNT_AGE';

const DAY_MS = 24 * 3600 * 1000;

/** Whole days an account has existed at `now` (never negative). */
export function accountDays(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));
}

/** Every rule the figures miss, KYC first; empty when the trader may apply. */
export function merchantShortfalls(f: MerchantFigures, t: MerchantThresholds): MerchantShortfall[] {
  const out: MerchantShortfall[] = [];
  if (!f.kycAdvanced) out.push('KYC');
  if (f.completedOrders < t.minCompletedOrders) out.push('ORDERS');
  if (compareDecimal(f.completionRate, t.minCompletionRate) < 0) out.push('COMPLETION_RATE');
  if (f.accountDays < t.minAccountDays) out.push('ACCOUNT_AGE');
  return out;
}
