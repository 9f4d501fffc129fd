// A stateful stand-in of the Customer service API for the console's tests: one trader whose bans,
// certification and credit change as the calls say (the fetch stand-in of test/fetch.ts).
import type {
  BanKind,
  OrderDto,
  SupportBanDto,
  SupportCreditRecordDto,
  SupportUserDto,
  SupportUserSummaryDto,
} from '@p2p/contracts';
import { envelope, type Answer } from '../../test/fetch';

export const TRADER_ID = '42';

export function trader(overrides: Partial<SupportUserDto> = {}): SupportUserDto {
  return {
    id: TRADER_ID,
    email: 'alice@example.test',
    nickname: 'alice',
    regionId: 'USA',
    language: 'en',
    kyc: { level: 'ADVANCED', verifiedAt: '2026-11-01T08:00:00.000Z' },
    wallet: {
      address: '0xAbC0000000000000000000000000000000000042',
      identityBound: true,
      chainType: 'ERC20',
      usdtAddress: '0xDeF0000000000000000000000000000000000042',
    },
    creditScore: 100,
    certified: false,
    fastTrader: false,
    orderCount: 3,
    completedOrderCount: 2,
    completionRate: '0.6667',
    online: true,
    hasPassword: true,
    hasSecurityPassword: true,
    lastLoginAt: '2026-11-24T08:00:00.000Z',
    createdAt: '2026-10-01T08:00:00.000Z',
    activeBans: [],
    bans: [],
    ...overrides,
  };
}

export function summaryOf(u: SupportUserDto): SupportUserSummaryDto {
  return {
    id: u.id,
    email: u.email,
    nickname: u.nickname,
    walletAddress: u.wallet.address,
    chainType: u.wallet.chainType,
    usdtAddress: u.wallet.usdtAddress,
    kycLevel: u.kyc.level,
    creditScore: u.creditScore,
    certified: u.certified,
    activeBans: u.activeBans,
    createdAt: u.createdAt,
  };
}

export const ORDER: OrderDto = {
  id: '900',
  adId: '77',
  type: 'SELL',
  mode: 'MANUAL',
  role: 'BUYER',
  isMaker: false,
  status: 'WAIT_BUYER_PAY',
  assetKind: 'COIN',
  coin: 'USDT',
  nft: null,
  quote: 'USD',
  chain: 'ERC20',
  quantity: '10',
  unitPrice: '1',
  amount: '10',
  fee: '0',
  totalAmount: '10',
  receivingAddress: null,
  release: null,
  refund: null,
  payment: null,
  paymentState: 'SHOWN',
  notes: null,
  counterparty: {
    userId: '7',
    nickname: 'bob',
    flag: null,
    certified: false,
    fastTrader: false,
    orderCount: 1,
    completionRate: '1',
  },
  deadlineAt: null,
  depositId: null,
  actions: [],
  unread: false,
  createdAt: '2026-11-24T09:00:00.000Z',
  acceptedAt: null,
  paidAt: null,
  confirmedAt: null,
  completedAt: null,
  cancelledAt: null,
} as OrderDto;

const page = <T>(list: T[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 });

/** The support calls over one trader kept in memory; `base` is `/api/admin/support/users/42`. */
export function supportApi(initial: SupportUserDto = trader()) {
  let user = initial;
  const credit: SupportCreditRecordDto[] = [];
  let nextBan = 1;
  const base = `/api/admin/support/users/${user.id}`;
  const body = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
  const withBans = (bans: SupportBanDto[]) => {
    user = { ...user, bans, activeBans: [...new Set(bans.filter((b) => b.active).map((b) => b.kind))] };
    return { body: envelope(user) };
  };
  const kindOf = (url: string) => /\/bans\/([A-Z_0-9]+)/.exec(url)![1] as BanKind;
  const routes: Record<string, Answer> = {
    'GET /api/admin/support/users': () => ({ body: envelope([summaryOf(user)]) }),
    [`GET ${base}`]: () => ({ body: envelope(user) }),
    [`GET ${base}/ads`]: { body: envelope(page([])) },
    [`GET ${base}/orders`]: { body: envelope(page([ORDER])) },
    [`GET ${base}/credit`]: () => ({ body: envelope(page(credit)) }),
    [`GET ${base}/balance`]: {
      body: envelope({
        balances: [
          {
            coin: 'USDT',
            chain: 'ERC20',
            amount: '12.5',
            withdrawTo: null,
            minWithdrawal: null,
            maxWithdrawal: null,
            fee: '0',
          },
        ],
        withdrawBlocked: true,
      }),
    },
    [`GET ${base}/funds`]: { body: envelope(page([])) },
    [`POST ${base}/certified`]: ({ init }) => {
      user = { ...user, certified: body(init).certified === true };
      return { body: envelope(user) };
    },
    [`POST ${base}/credit`]: ({ init }) => {
      const delta = Number(body(init).delta);
      const scoreAfter = Math.max(0, user.creditScore + delta);
      credit.unshift({
        id: String(credit.length + 1),
        reason: 'ADJUSTMENT',
        delta: scoreAfter - user.creditScore,
        scoreAfter,
        orderId: null,
        appealId: null,
        note: String(body(init).reason),
        staffId: '2',
        createdAt: '2026-11-25T10:00:00.000Z',
      });
      user = { ...user, creditScore: scoreAfter };
      return { body: envelope(user) };
    },
  };
  for (const kind of ['LOGIN', 'WITHDRAWAL', 'C2C_BUY', 'C2C_SELL'] as const) {
    routes[`POST ${base}/bans/${kind}`] = ({ url, init }) => {
      const b = body(init);
      const lifted = user.bans.map((x) =>
        x.kind === kindOf(url) && x.active
          ? { ...x, active: false, liftedAt: '2026-11-25T10:00:00.000Z' }
          : x,
      );
      const ban: SupportBanDto = {
        id: String(nextBan++),
        kind: kindOf(url),
        reason: String(b.reason),
        until: (b.until as string | null) ?? null,
        staffId: '2',
        createdAt: '2026-11-25T10:00:00.000Z',
        liftedAt: null,
        active: true,
      };
      return withBans([ban, ...lifted]);
    };
    routes[`POST ${base}/bans/${kind}/lift`] = ({ url }) =>
      withBans(
        user.bans.map((x) =>
          x.kind === kindOf(url) && x.active
            ? { ...x, active: false, liftedAt: '2026-11-25T11:00:00.000Z' }
            : x,
        ),
      );
  }
  return { routes, current: () => user };
}
