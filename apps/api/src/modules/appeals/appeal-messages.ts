// What an appeal leaves in the outbox: the delayed job that executes a decision (its id made from the
// data, so a duplicate collapses) and the ORDER_STATUS_CHANGE socket message to both parties when the
// appeal changes without an order move (a decision waiting for its delay, a cancelled execution).
import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';
import type { OrderRow } from '../orders/orders.repository.js';

/** Executes a decision once its delay has passed. */
export const APPEAL_EXECUTE_JOB = 'appeals.execute';
/** Executes the decisions a lost job or a stopped worker missed. */
export const APPEAL_SWEEP_JOB = 'appeals.sweep';

export const executionJobId = (appealId: string, at: Date): string => `appeal:${appealId}:${at.getTime()}`;

export function executionJob(appealId: string, at: Date): NewOutboxRow<'job'> {
  return {
    aggregate: 'appeal',
    aggregateId: appealId,
    type: 'job',
    payload: {
      name: APPEAL_EXECUTE_JOB,
      data: { appealId, executeAt: at.getTime() },
      jobId: executionJobId(appealId, at),
      runAt: at.toISOString(),
    },
  };
}

/** ORDER_STATUS_CHANGE to both parties and the order's room, with the appeal's news. */
export function appealMessage(order: OrderRow, appealId: string, appeal: string): NewOutboxRow<'live'> {
  return {
    aggregate: 'order',
    aggregateId: order.id,
    type: 'live',
    payload: {
      rooms: [`user:${order.buyerId}`, `user:${order.sellerId}`, `order:${order.id}`],
      message: {
        type: 'ORDER_STATUS_CHANGE',
        message: JSON.stringify({
          orderId: order.id,
          status: order.status,
          from: order.status,
          appealId,
          appeal,
        }),
      },
    },
  };
}
