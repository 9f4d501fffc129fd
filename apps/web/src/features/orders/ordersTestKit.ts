// What the order screens' tests share: orders shaped like the API's (checked against the contracts'
// answer shapes: a fixture that does not fit fails the test) and an in-memory API over a fetch stub that
// records what the app sent and moves the order as the API would.
import {
  CancelTimesAnswer,
  OrderAnswer,
  OrderEventListAnswer,
  shapeProblems,
  type AdDto,
  type CancelTimesDto,
  type OrderDto,
  type OrderEventDto,
  type OrderStatus,
  type PaymentMethodDto,
} from '@p2p/contracts';
import { envelope, stubFetch } from '../../test/fetchStub';
import { COUNTRIES, PAIRS, traderPairsAnswer } from '../ads/adsTestKit';
import { paymentMethod } from '../payment-methods/paymentMethodsTestKit';

function fits(node: Parameters<typeof shapeProblems>[0], value: unknown, what: string): void {
  const problems = shapeProblems(node, value);
  if (problems.length > 0) throw new Error(`${what} does not fit its answer: ${problems.join('; ')}`);
}

/** The first bytes of a PNG: the payment QR code's image. */
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

export function orderAnswer(over: Partial<OrderDto> = {}): OrderDto {
  const order: OrderDto = {
    id: '101',
    adId: 'a1',
    type: 'SELL',
    mode: 'MANUAL',
    role: 'BUYER',
    isMaker: false,
    status: 'WAIT_BUYER_PAY',
    assetKind: 'COIN',
    coin: 'MEC',
    nft: null,
    quote: 'USDT',
    chain: 'ERC20',
    quantity: '40.00000000',
    unitPrice: '1.250000',
    amount: '50.000000',
    fee: '0',
    totalAmount: '50.000000',
    receivingAddress: '0x1111111111111111111111111111111111111111',
    release: null,
    refund: null,
    payment: {
      kind: 'BANK_CARD',
      name: 'Chen Wei',
      account: '6222020200112233',
      bankName: 'Bank of Taiwan',
      branch: null,
      iban: null,
      exchangeName: null,
      accountInfo: null,
      qrFileId: null,
      currency: 'USDT',
      notes: null,
    },
    paymentState: 'SHOWN',
    notes: null,
    counterparty: {
      userId: '42',
      nickname: 'Lucky Trader',
      flag: 'TW',
      certified: true,
      fastTrader: false,
      orderCount: 128,
      completionRate: '0.9766',
    },
    deadlineAt: new Date(Date.now() + 14 * 60_000 + 30_000).toISOString(),
    depositId: null,
    actions: ['CANCEL', 'PAY'],
    unread: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    acceptedAt: '2026-11-25T10:01:00.000Z',
    paidAt: null,
    confirmedAt: null,
    completedAt: null,
    cancelledAt: null,
    ...over,
  };
  fits(OrderAnswer.node, order, `order ${order.id}`);
  return order;
}

/** One step of an order's timeline (its hash a fixed hex string: the chain is verified by the API). */
export function orderEvent(over: Partial<OrderEventDto> = {}): OrderEventDto {
  return {
    id: 'e1',
    orderId: '101',
    seq: 1,
    fromStatus: null,
    toStatus: 'WAIT_SELLER_ACCEPT',
    action: 'PLACE',
    actorType: 'BUYER',
    actorId: '7',
    data: {},
    note: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    hash: '9f'.repeat(32),
    prevHash: null,
    ...over,
  };
}

export interface OrdersApiState {
  /** Every order the caller can see, by id. */
  orders: OrderDto[];
  /** The timeline of an order (`GET /c2c/deal/order/{id}/events`), by order id (absent: empty). */
  events?: Record<string, OrderEventDto[]>;
  cancelTimes?: CancelTimesDto;
  /** Answers `POST /c2c/deal/order`: the order, or a refusal with its code and data. */
  place?: (body: Record<string, unknown>) => OrderDto | { refuse: string; data?: unknown };
  /** Answers `POST /c2c/deal/order/quick` like `place`. */
  quick?: (body: Record<string, unknown>) => OrderDto | { refuse: string; data?: unknown };
  /** Ads of the market (filtered by the query's `type`) and by id. */
  market?: AdDto[];
  methods?: PaymentMethodDto[];
  user?: Record<string, unknown>;
  /** The security password `confirm` accepts (else USER3011). */
  securityPassword?: string;
  /** `GET /user/fiat/talk/unread` (absent: nothing unread). */
  talkUnread?: { total: number; orders: Array<{ orderId: string; unread: number }> };
}

/** Where each action leaves the order (the state machine's rows these tests walk). */
const NEXT: Record<string, (o: OrderDto) => Partial<OrderDto>> = {
  take: () => ({ status: 'WAIT_BUYER_PAY', acceptedAt: '2026-11-25T10:05:00.000Z', actions: [] }),
  pay: () => ({ status: 'WAIT_SELLER_CONFIRM', paidAt: '2026-11-25T10:06:00.000Z', actions: [] }),
  confirm: () => ({
    status: 'PENDING_CHAIN_CONFIRM',
    confirmedAt: '2026-11-25T10:07:00.000Z',
    deadlineAt: null,
    actions: [],
  }),
  cancel: (o) => ({
    status: (o.acceptedAt ? 'CANCELLED' : o.isMaker ? 'REJECTED' : 'CANCELLED') as OrderStatus,
    cancelledAt: '2026-11-25T10:08:00.000Z',
    deadlineAt: null,
    actions: [],
  }),
  recover: () => ({ status: 'WAIT_SELLER_CONFIRM', actions: [] }),
};

const page = <T>(list: T[], pageNo: number, pageSize: number) => ({
  list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  total: list.length,
  pageNo,
  pageSize,
});

/** The API of the order screens over `state`, which the test may change between reads. */
export function stubOrdersApi(state: OrdersApiState) {
  const { fetchMock } = stubFetch({});
  fetchMock.mockImplementation(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    const path = url.pathname.replace(/^\/api/, '');
    const q = url.searchParams;
    const id = path.split('/').pop() ?? '';
    const find = (orderId: string) => state.orders.find((o) => o.id === orderId);
    let answer: unknown;
    if (path === '/c2c/coin/config/list')
      answer = envelope({ list: PAIRS, total: PAIRS.length, pageNo: 1, pageSize: 100 });
    else if (path === '/c2c/coin/config/mine') answer = envelope(traderPairsAnswer(PAIRS, null));
    else if (path === '/common/country/all') answer = envelope(COUNTRIES);
    else if (path === '/user/fiat/talk/unread')
      answer = envelope(state.talkUnread ?? { total: 0, orders: [] });
    else if (path === '/user/payment/list') answer = envelope(state.methods ?? [paymentMethod()]);
    else if (path.startsWith('/user/info/'))
      answer = envelope({ userId: '7', hasSecurityPassword: true, ...state.user });
    else if (path.startsWith('/file/'))
      return new Response(PNG, { headers: { 'Content-Type': 'image/png' } });
    else if (path === '/c2c/advert/page') {
      // As the API answers the market: the seller's payment kinds stand in for the methods' ids, which
      // only the ad's own call (below) answers.
      const list = (state.market ?? [])
        .filter((a) => !q.get('type') || a.type === q.get('type'))
        .map((a) => ({ ...a, paymentMethods: a.paymentMethods.map((m) => ({ ...m, id: m.kind })) }));
      answer = envelope({ list, total: list.length, pageNo: 1, pageSize: 20 });
    } else if (path.startsWith('/c2c/advert/')) {
      const ad = state.market?.find((a) => a.id === id);
      answer = ad ? envelope(ad) : envelope(null, '5000', 'ad does not exist');
    } else if (path === '/c2c/deal/order/page') {
      const finished = q.get('finish') === 'true';
      const side = q.get('side');
      const final = ['CANCELLED', 'COMPLETED', 'REJECTED', 'SELLER_DEPOSIT_TIMEOUT', 'BUYER_ACCEPT_EXPIRED'];
      const list = state.orders.filter(
        (o) => final.includes(o.status) === finished && (!side || (side === 'BUY') === (o.role === 'BUYER')),
      );
      answer = envelope(page(list, Number(q.get('pageNo') ?? '1'), Number(q.get('pageSize') ?? '20')));
    } else if (path === '/c2c/deal/order/cancel/times') {
      const times = state.cancelTimes ?? { remaining: 3, freePerDay: 3, deduct: 20 };
      fits(CancelTimesAnswer.node, times, 'cancel times');
      answer = envelope(times);
    } else if (path === '/c2c/deal/order/updateRead') {
      const order = find(q.get('id') ?? '');
      if (order) order.unread = false;
      answer = envelope(null);
    } else if (/^\/c2c\/deal\/order\/[^/]+\/events$/.test(path)) {
      const orderId = path.split('/')[4] ?? '';
      const events = state.events?.[orderId] ?? [];
      fits(OrderEventListAnswer.node, events, `events of ${orderId}`);
      answer = find(orderId) ? envelope(events) : envelope(null, '5002', 'order does not exist');
    } else if (path === '/c2c/deal/order' || path === '/c2c/deal/order/quick') {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      const answerOf = path === '/c2c/deal/order' ? state.place : state.quick;
      const placed = answerOf?.(body) ?? orderAnswer({ id: '900' });
      if ('refuse' in placed) answer = envelope(placed.data ?? null, placed.refuse, 'refused');
      else {
        state.orders.push(placed);
        answer = envelope(placed);
      }
    } else {
      const action = /^\/c2c\/deal\/order\/(take|pay|cancel|confirm|recover)\/(.+)$/.exec(path);
      const order = find(action ? action[2]! : id);
      if (!order) answer = envelope(null, '5002', 'order does not exist');
      else if (!action) answer = envelope(order);
      else if (
        action[1] === 'confirm' &&
        (JSON.parse(String(init?.body ?? '{}')) as { securityCode?: string }).securityCode !==
          (state.securityPassword ?? 'Secret#123')
      )
        answer = envelope(null, 'USER3011', 'wrong trading password');
      else {
        Object.assign(order, NEXT[action[1]!]!(order));
        answer = envelope(order);
      }
    }
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  });
  return fetchMock;
}
