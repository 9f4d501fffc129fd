// The credit record (spec §2 /reputationScore, §7 `GET /credit/detail/page`, §9 credit rules; issue 14).
// Every change of a trader's credit score is one record: a cancellation (free ones too, with delta 0), a
// lost or malicious appeal, or a staff adjustment. Only the caller's own records, newest first.
import type { CreditReason } from '../record-enums.js';
import { PageQueryDto } from './common.dto.js';

/** `GET /credit/detail/page`: `pageNo` from 1, `pageSize` 1..100 (default 10). */
export class CreditRecordPageQueryDto extends PageQueryDto {}

/** One change of the caller's credit score. */
export interface CreditRecordDto {
  id: string;
  /**
   * CANCELLED, DEPOSIT_TIMEOUT and PAY_TIMEOUT are cancellations (spec §9: the first of a day are free),
   * APPEAL_LOST a lost appeal, MALICIOUS_APPEAL a malicious appeal, ADJUSTMENT a staff adjustment.
   */
  reason: CreditReason;
  /** Points added (positive) or taken (negative); 0 for a free cancellation. */
  delta: number;
  /** The score right after this change. */
  scoreAfter: number;
  /** The order the change came from, when there is one. */
  orderId: string | null;
  /** The appeal the change came from, when there is one. */
  appealId: string | null;
  createdAt: string;
}
