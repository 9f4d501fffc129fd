// What an evidence request leaves in the outbox (issue 25): the mail job to the asked party (its id made
// from the request, so a duplicate collapses) and the live notice to that party (ORDER_STATUS_CHANGE with
// the appeal's news: the app reads the order and its appeal again and shows the request).
import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';
import type { OrderRow } from '../orders/orders.repository.js';
import type { EvidenceRequestRow } from './appeal-requests.repository.js';

/** Mails an evidence request to the asked party. */
export const APPEAL_REQUEST_MAIL_JOB = 'appeals.requestMail';

export function evidenceRequestMailJob(r: EvidenceRequestRow): NewOutboxRow<'job'> {
  return {
    aggregate: 'appeal',
    aggregateId: r.appealId,
    type: 'job',
    payload: {
      name: APPEAL_REQUEST_MAIL_JOB,
      data: { requestId: r.id },
      jobId: `appeal-request:${r.id}`,
    },
  };
}

export function evidenceRequestNotice(
  order: OrderRow,
  appealId: string,
  r: EvidenceRequestRow,
  askedId: string,
): NewOutboxRow<'live'> {
  return {
    aggregate: 'order',
    aggregateId: order.id,
    type: 'live',
    payload: {
      rooms: [`user:${askedId}`],
      message: {
        type: 'ORDER_STATUS_CHANGE',
        message: JSON.stringify({
          orderId: order.id,
          status: order.status,
          from: order.status,
          appealId,
          appeal: 'EVIDENCE_REQUESTED',
          requestId: r.id,
          dueAt: r.dueAt.toISOString(),
        }),
      },
    },
  };
}
