// An administrator's decision on a deposit credited and then removed by a reorganisation deeper than the
// confirmations (issue 29): reverse its credit, or release the hold on it.
import { Transform } from 'class-transformer';
import type { ChainType } from '../enums.js';
import type { ChainTransferStatus } from '../record-enums.js';
import { isValidAppealRemarks } from './appeals.dto.js';
import { ValidationMessage as M } from './messages.js';
import { Satisfies, trimString } from './validators.js';

/**
 * `POST /admin/chain-transfers/{id}/reverse` and `.../release`: why the administrator decides so (in the
 * audit log).
 */
export class DeepReorgDecisionDto {
  @Transform(trimString)
  @Satisfies('appealRemarks', isValidAppealRemarks, { message: M.appealRemarksLength })
  remarks!: string;
}

/** What a decision did to the transfer and its sender's temporary balance. */
export interface DeepReorgOutcomeDto {
  /** The `chain_transfers` row. */
  transferId: string;
  chain: ChainType;
  txHash: string;
  decision: 'REVERSE' | 'RELEASE';
  /** REORGED after a reversal; REORGED_AFTER_CREDIT (no longer held) after a release. */
  status: ChainTransferStatus;
  /** What the transfer had credited and was held (coin units). */
  held: string;
  /** Debited from the temporary balance by a reversal (coin units; 0 for a release). */
  reversed: string;
  /** What a reversal could not take back because the balance no longer held it (coin units). */
  shortfall: string;
  /** The sender's temporary balance of the coin afterwards (coin units). */
  balanceAfter: string;
}
