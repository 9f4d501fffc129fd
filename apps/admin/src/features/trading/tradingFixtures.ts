// A stateful stand-in of the Ads & Orders API for the console's tests: two ads whose status and online
// flag change as the calls say, two orders (one with its whole page), and the funds lists. Every request's
// query is kept so a test can read what the page asked the server for.
import type {
  AdminPayoutDto,
  AdminTradingAdDto,
  AdminTradingFundDto,
  AdminTradingOrderDetailDto,
  AdminTradingOrderDto,
  OrderStatus,
} from '@p2p/contracts';
import { envelope, type Answer } from '../../test/fetch';

const party = (userId: string, nickname: string) => ({ userId, nickname, email: `${nickname}@example.test` });

export function tradingAd(over: Partial<AdminTradingAdDto> = {}): AdminTradingAdDto {
  return {
    id: '77',
    type: 'SELL',
    status: 'PUBLISHED',
    online: true,
    assetKind: 'COIN',
    coin: 'USDT',
    quote: 'USD',
    chain: 'ERC20',
    unitPrice: '1.02',
    totalQuantity: '100',
    remainingQuantity: '60',
    minAmount: '10',
    maxAmount: '500',
    activeOrders: 0,
    owner: party('42', 'alice'),
    createdAt: '2026-11-24T09:00:00.000Z',
    publishedAt: '2026-11-24T09:05:00.000Z',
    ...over,
  };
}

export function tradingOrder(over: Partial<AdminTradingOrderDto> = {}): AdminTradingOrderDto {
  return {
    id: '900',
    adId: '77',
    type: 'SELL',
    mode: 'MANUAL',
    status: 'WAIT_SELLER_CONFIRM',
    coin: 'USDT',
    quote: 'USD',
    chain: 'ERC20',
    quantity: '10',
    unitPrice: '1.02',
    amount: '10.2',
    fee: '0',
    totalAmount: '10.2',
    buyer: party('7', 'bob'),
    seller: party('42', 'alice'),
    makerId: '42',
    depositStatus: null,
    payoutStatus: 'FAILED',
    createdAt: '2026-11-25T09:00:00.000Z',
    completedAt: null,
    cancelledAt: null,
    ...over,
  };
}

export const PAYOUT: AdminPayoutDto = {
  id: 'p-1',
  ref: 'order:900:release',
  kind: 'RELEASE',
  status: 'FAILED',
  chain: 'ERC20',
  toAddress: '0xBob0000000000000000000000000000000000007',
  tokenAddress: null,
  amount: '10',
  tokenId: null,
  txHash: '0xfeed000000000000000000000000000000000000000000000000000000000001',
  txHashes: ['0xfeed000000000000000000000000000000000000000000000000000000000001'],
  lastError: 'execution reverted',
  attempts: 3,
  confirmations: 0,
  createdAt: '2026-11-25T10:00:00.000Z',
  sentAt: '2026-11-25T10:01:00.000Z',
  confirmedAt: null,
  updatedAt: '2026-11-25T10:05:00.000Z',
};

export function orderDetail(): AdminTradingOrderDetailDto {
  const o = tradingOrder();
  const event = (seq: number, from: OrderStatus | null, to: OrderStatus, action: string) => ({
    id: String(seq),
    orderId: o.id,
    seq,
    fromStatus: from,
    toStatus: to,
    action,
    actorType: 'BUYER',
    actorId: '7',
    data: {},
    note: null,
    createdAt: `2026-11-25T09:0${seq}:00.000Z`,
    hash: `h${seq}`,
    prevHash: seq === 1 ? null : `h${seq - 1}`,
  });
  return {
    order: {
      ...o,
      statusBeforeAppeal: null,
      receivingAddress: '0xBob0000000000000000000000000000000000007',
      deadlineAt: '2026-11-25T09:30:00.000Z',
      acceptedAt: '2026-11-25T09:01:00.000Z',
      paidAt: '2026-11-25T09:02:00.000Z',
      confirmedAt: null,
    },
    timeline: [
      event(1, null, 'WAIT_SELLER_ACCEPT', 'PLACE'),
      event(2, 'WAIT_SELLER_ACCEPT', 'WAIT_BUYER_PAY', 'ACCEPT'),
      event(3, 'WAIT_BUYER_PAY', 'WAIT_SELLER_CONFIRM', 'PAY'),
    ],
    chainValid: true,
    chainBrokenAt: null,
    chat: [
      {
        id: 'm1',
        orderId: o.id,
        kind: 'TEXT',
        senderId: '7',
        senderKind: 'USER',
        staffName: null,
        mine: false,
        text: 'I paid, please release',
        fileId: null,
        imageUrl: null,
        read: true,
        readAt: '2026-11-25T09:04:00.000Z',
        createdAt: '2026-11-25T09:03:00.000Z',
      },
    ],
    deposits: [
      {
        id: '31',
        purpose: 'AD',
        status: 'SATISFIED',
        chain: 'ERC20',
        coin: 'USDT',
        amount: '100',
        receivedAmount: '100',
        heldAmount: '90',
        fromAddress: '0xA11ce00000000000000000000000000000000042',
        expiresAt: null,
        createdAt: '2026-11-24T09:00:00.000Z',
        txHashes: [`0x${'d3'.repeat(32)}`],
      },
    ],
    payouts: [PAYOUT],
    appealIds: [],
  };
}

const FUND: AdminTradingFundDto = {
  kind: 'PAYOUT',
  id: 'p-1',
  status: 'FAILED',
  purpose: 'RELEASE',
  chain: 'ERC20',
  coin: 'USDT',
  amount: '10',
  userId: '7',
  orderId: '900',
  adId: null,
  address: PAYOUT.toAddress,
  txHash: PAYOUT.txHash,
  lastError: 'execution reverted',
  attempts: 3,
  createdAt: '2026-11-25T10:00:00.000Z',
  expiresAt: null,
};

const page = <T>(list: T[], total = list.length) => ({ list, total, pageNo: 1, pageSize: 20 });
const body = (init: RequestInit) => JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;

/** The trading calls over two ads and two orders kept in memory; `queries` keeps each list's query. */
export function tradingApi() {
  let ads = [tradingAd(), tradingAd({ id: '78', type: 'BUY', owner: party('43', 'carol') })];
  const queries: Record<'ads' | 'orders' | 'funds', URLSearchParams[]> = { ads: [], orders: [], funds: [] };
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  const listed =
    (list: keyof typeof queries, answer: (q: URLSearchParams) => unknown): Answer =>
    ({ url }) => {
      const q = new URL(url, 'http://console.test').searchParams;
      queries[list].push(q);
      return { body: envelope(answer(q)) };
    };
  const change =
    (id: string, patch: Partial<AdminTradingAdDto>): Answer =>
    ({ url, init }) => {
      posts.push({ path: new URL(url, 'http://console.test').pathname, body: body(init) });
      ads = ads.map((a) => (a.id === id ? { ...a, ...patch } : a));
      return { body: envelope(ads.find((a) => a.id === id)) };
    };
  const routes: Record<string, Answer> = {
    'GET /api/admin/trading/ads': listed('ads', () => page(ads, 45)),
    'GET /api/admin/trading/orders': listed('orders', () =>
      page([tradingOrder(), tradingOrder({ id: '901', status: 'COMPLETED', payoutStatus: 'CONFIRMED' })]),
    ),
    'GET /api/admin/trading/funds': listed('funds', () => page([FUND])),
    'GET /api/admin/trading/orders/900': { body: envelope(orderDetail()) },
    'GET /api/admin/trading/orders/404': {
      status: 404,
      body: envelope(null, '5002', 'order does not exist'),
    },
    'GET /api/admin/orders/900/payouts': { body: envelope([PAYOUT]) },
    'POST /api/admin/trading/ads/77/offline': change('77', { online: false }),
    'POST /api/admin/trading/ads/77/cancel': change('77', { status: 'CANCELLED' }),
    'POST /api/admin/trading/ads/78/cancel': ({ url, init }) => {
      posts.push({ path: new URL(url, 'http://console.test').pathname, body: body(init) });
      return { status: 409, body: envelope(null, '5007', 'there are open orders') };
    },
  };
  return { routes, queries, posts };
}
