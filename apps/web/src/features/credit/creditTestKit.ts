// What the credit page's tests share: records shaped like the API's (checked against the contracts'
// answer shapes) and an in-memory API over a fetch stub that pages them as the API does.
import {
  CancelTimesAnswer,
  CreditRecordAnswer,
  shapeProblems,
  type CancelTimesDto,
  type CreditRecordDto,
} from '@p2p/contracts';
import { envelope, stubFetch } from '../../test/fetchStub';

function fits(node: Parameters<typeof shapeProblems>[0], value: unknown, what: string): void {
  const problems = shapeProblems(node, value);
  if (problems.length > 0) throw new Error(`${what} does not fit its answer: ${problems.join('; ')}`);
}

export function creditRecord(over: Partial<CreditRecordDto> = {}): CreditRecordDto {
  const record: CreditRecordDto = {
    id: '31',
    reason: 'CANCELLED',
    delta: -20,
    scoreAfter: 80,
    orderId: '101',
    appealId: null,
    createdAt: '2026-11-25T02:05:00.000Z',
    ...over,
  };
  fits(CreditRecordAnswer.node, record, `credit record ${record.id}`);
  return record;
}

export interface CreditApiState {
  /** Newest first, as the API answers them. */
  records: CreditRecordDto[];
  score: number;
  cancelTimes?: CancelTimesDto;
  /** Answer the record with this code instead. */
  recordsFail?: string;
  /** The user's order count and completion rate (issue 22), when the test gives them. */
  figures?: { orderCount: number; completionRate: string };
}

/** The API of /reputationScore over `state`, which the test may change between reads. */
export function stubCreditApi(state: CreditApiState) {
  const { fetchMock } = stubFetch({});
  fetchMock.mockImplementation(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://x');
    const path = url.pathname.replace(/^\/api/, '');
    const q = url.searchParams;
    let answer: unknown = envelope(null, '404', 'Not found');
    let status = 200;
    if (path.startsWith('/user/info/')) {
      answer = envelope({
        userId: '7',
        id: '7',
        creditScore: state.score,
        numerical: state.score,
        ...state.figures,
      });
    } else if (path === '/c2c/deal/order/cancel/times') {
      const times = state.cancelTimes ?? { remaining: 3, freePerDay: 3, deduct: 20 };
      fits(CancelTimesAnswer.node, times, 'cancel times');
      answer = envelope(times);
    } else if (path === '/credit/detail/page') {
      if (state.recordsFail) {
        status = 500;
        answer = envelope(null, state.recordsFail, 'failed');
      } else {
        const pageNo = Number(q.get('pageNo') ?? '1');
        const pageSize = Number(q.get('pageSize') ?? '10');
        answer = envelope({
          list: state.records.slice((pageNo - 1) * pageSize, pageNo * pageSize),
          total: state.records.length,
          pageNo,
          pageSize,
        });
      }
    } else {
      status = 404;
    }
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return fetchMock;
}
