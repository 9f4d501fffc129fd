// What an order change leaves in the outbox: the socket messages of spec §7 (NEW_ORDER to the maker,
// ORDER_STATUS_CHANGE to both parties) and the timer job of a deadline, its id made from the data.
import type { NotifyEvent } from '@p2p/domain';
import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';
import type { OrderRow } from './orders.repository.js';

/** The job that fires a deadline. */
export const ORDER_DEADLINE_JOB = 'orders.deadline';
/** The periodic sweep of deadlines missed while no worker ran. */
export const ORDER_SWEEP_JOB = 'orders.sweep';

/** The id of the timer job of (order, status, deadline): a duplicate collapses in the queue. */
export const deadlineJobId = (orderId: string, status: string, at: Date): string =>
  `order:${orderId}:${status}:${at.getTime()}`;

export function deadlineJob(orderId: string, status: string, at: Date): NewOutboxRow<'job'> {
  return {
    aggregate: 'order',
    aggregateId: orderId,
    type: 'job',
    payload: {
      name: ORDER_DEADLINE_JOB,
      data: { orderId, status, deadline: at.getTime() },
      jobId: deadlineJobId(orderId, status, at),
      runAt: at.toISOString(),
    },
  };
}

/** NEW_ORDER to the maker, or ORDER_STATUS_CHANGE to both parties (and the order's room). */
export function statusMessage(order: OrderRow, event: NotifyEvent, from: string): NewOutboxRow<'live'> {
  const rooms =
    event === 'NEW_ORDER'
      ? [`user:${order.makerId}`]
      : [`user:${order.buyerId}`, `user:${order.sellerId}`, `order:${order.id}`];
  return {
    aggregate: 'order',
    aggregateId: order.id,
    type: 'live',
    payload: {
      rooms,
      message: {
        type: event,
        message: JSON.stringify({ orderId: order.id, status: order.status, from }),
      },
    },
  };
}
