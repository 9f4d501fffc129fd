// Display helpers of the merchant certification screens.
import type { MerchantApplicationStatus } from '@p2p/contracts';

export const STATUS_COLORS: Readonly<Record<MerchantApplicationStatus, string>> = {
  AWAITING_DEPOSIT: 'default',
  PENDING_REVIEW: 'processing',
  APPROVED: 'success',
  REFUSED: 'error',
  REVOKED: 'warning',
  WITHDRAWN: 'default',
};

/** An ISO instant as the staff member's local date and time. */
export const localTime = (iso: string): string => new Date(iso).toLocaleString();

/** A positive decimal with at most 18 decimals (the guarantee coin's scale). */
export const AMOUNT_PATTERN = /^(?!0+(\.0+)?$)\d{1,18}(\.\d{1,18})?$/;
