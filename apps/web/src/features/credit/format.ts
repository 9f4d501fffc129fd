// Display helpers of /reputationScore.
import type { CreditReason, CreditRecordDto } from '@p2p/contracts';

/** The texts' prefix (`common.credit`, loaded with the page: ./texts). */
export const C = 'common.credit';

/** The reasons that are cancellations (the first ones of a day are free: delta 0). */
const CANCELLATIONS: readonly CreditReason[] = ['CANCELLED', 'DEPOSIT_TIMEOUT', 'PAY_TIMEOUT'];

export function isFreeCancellation(record: Pick<CreditRecordDto, 'reason' | 'delta'>): boolean {
  return record.delta === 0 && CANCELLATIONS.includes(record.reason);
}

/** "+5", "−20" (a minus sign, not a hyphen), "0". */
export function deltaText(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `\u2212${-delta}`;
  return '0';
}

export type DeltaTone = 'up' | 'down' | 'none';

export function deltaTone(delta: number): DeltaTone {
  return delta > 0 ? 'up' : delta < 0 ? 'down' : 'none';
}
