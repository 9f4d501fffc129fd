// What the appeal screens' tests share: appeal records shaped like the API's (checked against the
// contracts' answer shape), the APPEAL_REASON dictionary, and an in-memory appeals API over the orders
// test API (../orders/ordersTestKit), which moves the order as the API would (IN_APPEAL, and back).
import {
  AppealAnswer,
  shapeProblems,
  type AppealDto,
  type DictEntryDto,
  type OrderDto,
  type OrderStatus,
} from '@p2p/contracts';
import { envelope } from '../../test/fetchStub';
import { stubOrdersApi, type OrdersApiState } from '../orders/ordersTestKit';

export function appealAnswer(over: Partial<AppealDto> = {}): AppealDto {
  const appeal: AppealDto = {
    id: 'ap1',
    orderId: '101',
    orderStatus: 'IN_APPEAL',
    role: 'BUYER',
    initiatorSide: 'BUYER',
    mine: true,
    reasonCode: 'SELLER_NOT_RELEASED',
    reasonText: null,
    evidence: [],
    result: 'PENDING',
    outcome: 'PENDING',
    stage: 'OPEN',
    pendingDecision: null,
    reviewerRemarks: null,
    createdAt: '2026-11-25T10:10:00.000Z',
    decidedAt: null,
    executeAt: null,
    executedAt: null,
    cancelledAt: null,
    evidenceRequests: [],
    ...over,
  };
  const problems = shapeProblems(AppealAnswer.node, appeal);
  if (problems.length > 0) throw new Error(`appeal ${appeal.id} does not fit: ${problems.join('; ')}`);
  return appeal;
}

const reason = (key: string, value: string, sort: number): DictEntryDto => ({
  type: 'APPEAL_REASON',
  key,
  value,
  language: 'EN_US',
  sort,
});

/** The dictionary as the API answers it in English (out of order: the page sorts it). */
export const REASONS: DictEntryDto[] = [
  reason('OTHER', 'Other', 6),
  reason('SELLER_NOT_RELEASED', 'I have paid, but the seller has not confirmed receipt', 1),
  reason('WRONG_AMOUNT', 'The amount paid does not match the order amount', 3),
  reason(
    'PAYMENT_NOT_RECEIVED',
    'The buyer marked the order as paid, but I have not received the payment',
    2,
  ),
];

export interface AppealsApiState extends OrdersApiState {
  appeals: AppealDto[];
  /** Answers `POST /c2c/appeal` with this refusal instead. */
  refuseCreate?: string;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The orders test API plus the appeal calls, the dictionary and uploads (ids u1, u2, ...). */
export function stubAppealsApi(state: AppealsApiState) {
  const fetchMock = stubOrdersApi(state);
  const orders = fetchMock.getMockImplementation()!;
  let uploads = 0;
  fetchMock.mockImplementation(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    const path = url.pathname.replace(/^\/api/, '');
    const order = (id: string): OrderDto | undefined => state.orders.find((o) => o.id === id);
    if (path === '/common/dict')
      return json(envelope(url.searchParams.get('type') === 'APPEAL_REASON' ? REASONS : []));
    if (path === '/file/uploadImage') {
      uploads += 1;
      return json(envelope({ id: `u${uploads}`, url: `/api/file/u${uploads}` }));
    }
    if (path === '/c2c/appeal/page') {
      const orderId = url.searchParams.get('orderId');
      const list = state.appeals.filter((a) => !orderId || a.orderId === orderId);
      return json(envelope({ list, total: list.length, pageNo: 1, pageSize: 20 }));
    }
    if (path === '/c2c/appeal' && init?.method === 'POST') {
      if (state.refuseCreate) return json(envelope(null, state.refuseCreate, 'refused'));
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const o = order(String(body.orderId));
      if (!o) return json(envelope(null, '5002', 'order does not exist'));
      Object.assign(o, { status: 'IN_APPEAL' as OrderStatus, actions: [], deadlineAt: null });
      const created = appealAnswer({
        id: `ap${state.appeals.length + 1}`,
        orderId: o.id,
        reasonCode: String(body.reasonCode),
        reasonText: typeof body.reasonText === 'string' ? body.reasonText : null,
        evidence: ((body.evidenceFileIds as string[] | undefined) ?? []).map((fileId, i) => ({
          id: `ev${i}`,
          kind: 'IMAGE',
          fileId,
          url: `/api/file/${fileId}`,
          uploaderSide: o.role,
          mine: true,
          createdAt: '2026-11-25T10:10:00.000Z',
        })),
      });
      state.appeals.unshift(created);
      return json(envelope(created));
    }
    const more = /^\/c2c\/appeal\/([^/]+)\/evidence$/.exec(path);
    if (more && init?.method === 'POST') {
      const appeal = state.appeals.find((a) => a.id === more[1]);
      if (!appeal) return json(envelope(null, '5001', 'appeal does not exist'));
      const body = JSON.parse(String(init.body)) as { evidenceFileIds: string[] };
      appeal.evidence = [
        ...appeal.evidence,
        ...body.evidenceFileIds.map((fileId, i) => ({
          id: `ev${appeal.evidence.length + i}`,
          kind: 'IMAGE' as const,
          fileId,
          url: `/api/file/${fileId}`,
          uploaderSide: appeal.role,
          mine: true,
          createdAt: '2026-11-25T10:20:00.000Z',
        })),
      ];
      // The officers' requests to the caller's side are answered (issue 25).
      appeal.evidenceRequests = appeal.evidenceRequests.map((r) =>
        r.answeredAt ? r : { ...r, state: 'ANSWERED' as const, answeredAt: '2026-11-25T10:20:00.000Z' },
      );
      return json(envelope(appeal));
    }
    const cancel = /^\/c2c\/appeal\/([^/]+)$/.exec(path);
    if (cancel && init?.method === 'POST') {
      const appeal = state.appeals.find((a) => a.id === cancel[1]);
      if (!appeal?.mine) return json(envelope(null, '5001', 'appeal does not exist'));
      const o = order(appeal.orderId)!;
      Object.assign(o, { status: 'WAIT_BUYER_PAY' as OrderStatus, actions: ['PAY', 'CANCEL'] });
      Object.assign(appeal, {
        result: 'REVOKED',
        outcome: 'REVOKED',
        stage: 'CLOSED',
        orderStatus: o.status,
      });
      return json(envelope(appeal));
    }
    return orders(input, init);
  });
  return fetchMock;
}
