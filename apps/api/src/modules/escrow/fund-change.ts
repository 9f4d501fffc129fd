import type { FundChange } from '@p2p/contracts';
import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';

/** A FUND_CHANGE socket message for the user's room. */
export function fundChange(userId: string, change: FundChange): NewOutboxRow<'live'> {
  return {
    aggregate: 'user',
    aggregateId: userId,
    type: 'live',
    payload: { rooms: [`user:${userId}`], message: { type: 'FUND_CHANGE', message: JSON.stringify(change) } },
  };
}
