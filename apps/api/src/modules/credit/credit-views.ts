// Credit records to the contracts' CreditRecordDto.
import type { CreditRecordDto } from '@p2p/contracts';
import type { CreditRecordRow } from './credit.repository.js';

export function creditRecordView(row: CreditRecordRow): CreditRecordDto {
  return {
    id: row.id,
    reason: row.reason,
    delta: row.delta,
    scoreAfter: row.balanceAfter,
    orderId: row.orderId,
    appealId: row.appealId,
    createdAt: row.createdAt.toISOString(),
  };
}
