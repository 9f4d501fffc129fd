// What happens to a payout whose transaction the chain reverted: retried with a fresh transaction a
// bounded number of times (the reverted one is final on chain, so a new one cannot pay twice), then
// failed for good; a failed withdrawal goes back to the temporary balance.

/** Attempts in all, the first included: a reverted payout is retried once. */
export const PAYOUT_MAX_ATTEMPTS = 2;

export type RevertedPayoutOutcome = 'RETRY' | 'FAILED';

/** After the `attempts`-th transaction of a payout was reverted. */
export function afterRevert(attempts: number): RevertedPayoutOutcome {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError('attempts counts from 1');
  return attempts < PAYOUT_MAX_ATTEMPTS ? 'RETRY' : 'FAILED';
}

/** Confirmations of a transaction mined in `blockNumber` when the chain's head is `head` (0 if not mined). */
export function confirmationsAt(head: bigint, blockNumber: bigint | null): number {
  if (blockNumber === null || blockNumber > head) return 0;
  return Number(head - blockNumber + 1n);
}
