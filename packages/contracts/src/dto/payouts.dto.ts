// An order's payouts as the console shows them, and an administrator's re-queue of one that failed for
// good (issue 20, defect 6): a release (or refund) whose transaction reverted twice, or that could not be
// signed, leaves the order's coin owed to nobody until an administrator sends the same payout again.
import { Transform } from 'class-transformer';
import type { ChainType } from '../enums.js';
import type { PayoutKind, PayoutStatus } from '../record-enums.js';
import { isValidAppealRemarks } from './appeals.dto.js';
import { ValidationMessage as M } from './messages.js';
import { Satisfies, trimString } from './validators.js';

/** One payout out of escrow for an order (`GET /admin/orders/{id}/payouts`). */
export interface AdminPayoutDto {
  id: string;
  /** The idempotency key it was queued under (`order:17:release`): a re-queue keeps it. */
  ref: string;
  kind: PayoutKind;
  status: PayoutStatus;
  chain: ChainType;
  toAddress: string;
  tokenAddress: string | null;
  /** Coin units (a fungible payout), null for an NFT. */
  amount: string | null;
  tokenId: string | null;
  /** The transaction last signed for it (kept after a failure, until a new one is signed). */
  txHash: string | null;
  /** Every transaction hash known for it, oldest first (the last one is `txHash`). */
  txHashes: string[];
  lastError: string | null;
  /** Transactions signed for it so far (a re-queue keeps the count). */
  attempts: number;
  confirmations: number;
  createdAt: string;
  sentAt: string | null;
  confirmedAt: string | null;
  updatedAt: string;
}

/** `POST /admin/payouts/{id}/requeue`: why the administrator sends it again (in the audit log). */
export class RequeuePayoutDto {
  @Transform(trimString)
  @Satisfies('appealRemarks', isValidAppealRemarks, { message: M.appealRemarksLength })
  remarks!: string;
}

/** Whether a payout may be re-queued: it failed for good, and a release's order shows it revoked. */
export function isRequeueable(payout: Pick<AdminPayoutDto, 'status' | 'kind'>, orderStatus: string): boolean {
  if (payout.status !== 'FAILED') return false;
  if (payout.kind === 'RELEASE') return orderStatus === 'CHAIN_CONFIRM_REVOKED';
  return payout.kind === 'REFUND';
}
