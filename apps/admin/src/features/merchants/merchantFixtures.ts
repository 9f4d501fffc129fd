// A stateful stand-in of the merchant certification API for the console's tests (issue 24): one
// application whose status moves as the decisions say, typed by the contracts.
import type { MerchantApplicationStatus, MerchantCaseDto } from '@p2p/contracts';
import { envelope, type Answer } from '../../test/fetch';

export const APPLICATION_ID = '7';

export function merchantCase(status: MerchantApplicationStatus = 'PENDING_REVIEW'): MerchantCaseDto {
  return {
    application: {
      id: APPLICATION_ID,
      userId: '42',
      status,
      guaranteeAmount: '500',
      guaranteeHeld: '500',
      guaranteeCoin: 'MEC',
      depositId: null,
      topUpRequired: false,
      figures: { completedOrders: 31, completionRate: '0.9677', accountDays: 64, kycLevel: 'ADVANCED' },
      reason: null,
      reviewerId: null,
      createdAt: '2026-11-20T08:00:00.000Z',
      depositedAt: '2026-11-20T09:00:00.000Z',
      decidedAt: null,
      endedAt: null,
    },
    applicant: {
      id: '42',
      email: 'alice@example.test',
      nickname: 'alice',
      kycLevel: 'ADVANCED',
      kycVerifiedAt: '2026-11-01T08:00:00.000Z',
      creditScore: 100,
      orderCount: 32,
      completedOrderCount: 31,
      completionRate: '0.9688',
      certified: false,
      createdAt: '2026-09-20T08:00:00.000Z',
    },
    figuresNow: { completedOrders: 31, completionRate: '0.9688', accountDays: 68, kycLevel: 'ADVANCED' },
    thresholds: {
      minCompletedOrders: 20,
      minCompletionRate: '0.9',
      minAccountDays: 30,
      guaranteeAmount: '500',
      guaranteeCoin: 'MEC',
    },
    compensations: [],
  };
}

/** The queue and the case; approve, refuse and revoke move the stored application and record the body. */
export function merchantApi(initial: MerchantCaseDto = merchantCase()) {
  let current = initial;
  const bodies: { decision: string; body: Record<string, unknown> }[] = [];
  const base = `/api/admin/support/merchants/${APPLICATION_ID}`;
  const move =
    (decision: string, status: MerchantApplicationStatus): Answer =>
    ({ init }) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push({ decision, body });
      current = {
        ...current,
        application: { ...current.application, status, reason: (body.reason as string | undefined) ?? null },
        applicant: { ...current.applicant, certified: status === 'APPROVED' },
      };
      return { body: envelope(current) };
    };
  const routes: Record<string, Answer> = {
    'GET /api/admin/support/merchants': () => ({
      body: envelope({ list: [current.application], total: 1, pageNo: 1, pageSize: 10 }),
    }),
    [`GET ${base}`]: () => ({ body: envelope(current) }),
    [`POST ${base}/approve`]: move('approve', 'APPROVED'),
    [`POST ${base}/refuse`]: move('refuse', 'REFUSED'),
    [`POST ${base}/revoke`]: move('revoke', 'REVOKED'),
  };
  return { routes, bodies };
}
