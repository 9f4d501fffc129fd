// What the ad screens' tests share: answers shaped like the API's (an ad, pairs, countries, a page) and an
// in-memory API over a fetch stub that records what the app sent.
import type { AdDto, CoinPairDto, DepositDto, PaymentMethodDto, TraderPairsDto } from '@p2p/contracts';
import { envelope, stubFetch } from '../../test/fetchStub';
import { depositAnswer } from '../funds/fundsTestKit';
import { paymentMethod } from '../payment-methods/paymentMethodsTestKit';

export function adAnswer(over: Partial<AdDto> = {}): AdDto {
  return {
    id: 'a1',
    type: 'SELL',
    mode: 'MANUAL',
    assetKind: 'COIN',
    coinPairId: 1,
    coin: 'MEC',
    quote: 'USDT',
    chain: 'ERC20',
    nft: null,
    priceType: 'FIXED',
    unitPrice: '1.250000',
    priceMargin: null,
    totalQuantity: '100',
    remainingQuantity: '80.50000000',
    depositedQuantity: '100',
    minQuantity: '1',
    maxQuantity: '50',
    minAmount: '10',
    maxAmount: '500',
    payMinutes: 15,
    conditions: { minCredit: 0, minCompletedOrders: 0, minRegisteredDays: 0 },
    notes: null,
    online: true,
    status: 'PUBLISHED',
    paymentMethods: [
      { id: 'p1', kind: 'BANK_CARD', name: null },
      { id: 'p2', kind: 'ALIPAY', name: null },
    ],
    advertiser: {
      userId: '42',
      nickname: 'Lucky Trader',
      regionId: 'TWN',
      flag: 'TW',
      certified: true,
      fastTrader: true,
      online: true,
      orderCount: 128,
      completedOrderCount: 125,
      completionRate: '0.9766',
      avgReleaseSeconds: 150,
    },
    activeOrders: 0,
    depositId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    publishedAt: '2026-11-20T10:05:00.000Z',
    ...over,
  };
}

export function pairAnswer(
  id: string,
  coin: string,
  quote: string,
  over: Partial<CoinPairDto> = {},
): CoinPairDto {
  return {
    id,
    coinId: coin === 'MEC' ? '1' : '2',
    enShort: coin,
    quote,
    minPrice: null,
    maxPrice: null,
    priceScale: 6,
    quantityScale: 8,
    enabled: true,
    ...over,
  };
}

export const PAIRS: CoinPairDto[] = [
  pairAnswer('1', 'MEC', 'USDT'),
  pairAnswer('12', 'MEC', 'CNY'),
  pairAnswer('22', 'USDT', 'CNY'),
];

/** The trader's pairs as the API answers them: fiat ones left out (5042) or closed (5044) as told. */
export function traderPairsAnswer(pairs: CoinPairDto[], fiatClosed: '5042' | '5044' | null): TraderPairsDto {
  const fiat = (p: CoinPairDto) => (p.quoteKind ? p.quoteKind === 'FIAT' : p.quote !== 'USDT');
  return {
    regionId: fiatClosed === '5042' ? null : 'TWN',
    fiatEnabled: fiatClosed !== '5042',
    fiatCurrencies: fiatClosed === '5042' ? [] : [...new Set(pairs.filter(fiat).map((p) => p.quote))],
    fiatPaymentKinds: fiatClosed === '5042' ? [] : ['ALIPAY', 'BANK_CARD'],
    fiatClosedCode: fiatClosed,
    pairs: pairs
      .filter((p) => !(fiatClosed === '5042' && fiat(p)))
      .map((p) => {
        const closedCode = fiat(p) ? fiatClosed : null;
        return {
          ...p,
          quoteKind: fiat(p) ? 'FIAT' : 'COIN',
          postable: closedCode === null,
          closedCode,
          autoAllowed: closedCode === null && p.enShort === 'USDT',
        };
      }),
  };
}

export const COUNTRIES = [
  { code: 'TWN', abb2: 'TW', name: 'Taiwan', latitude: 0, longitude: 0 },
  { code: 'VNM', abb2: 'VN', name: 'Vietnam', latitude: 0, longitude: 0 },
];

const page = <T>(list: T[], pageNo: number, total = list.length) => ({ list, total, pageNo, pageSize: 20 });

export interface AdsApiState {
  market?: (query: URLSearchParams) => { list: AdDto[]; total?: number };
  mine?: AdDto[];
  /** `GET /c2c/advert/{id}` by id (absent: 5000). */
  ads?: Record<string, AdDto>;
  methods?: PaymentMethodDto[];
  online?: boolean;
  /** Answers create with this ad, or refuses it with this code. */
  created?: AdDto | { refuse: string };
  deposit?: () => DepositDto;
  pairs?: CoinPairDto[];
  /** The pairs are answered once this settles (a slow network). */
  pairsHeld?: Promise<void>;
  /** The market's pages are answered once this settles. */
  marketHeld?: Promise<void>;
  /** The trader has an unfinished order (the floating order button shows). */
  unfinished?: boolean;
  /**
   * Why fiat ads are closed to the trader (`GET /c2c/coin/config/mine`, issue 24): 5042 leaves the fiat
   * pairs out (their country trades none), 5044 lists them closed; absent, everything is open.
   */
  fiatClosed?: '5042' | '5044';
  user?: Record<string, unknown>;
}

/** The API of the ad screens over `state`, which the test may change between reads. */
export function stubAdsApi(state: AdsApiState) {
  const { fetchMock } = stubFetch({});
  fetchMock.mockImplementation(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://x');
    const path = url.pathname.replace(/^\/api/, '');
    const post = (init?.method ?? 'GET') === 'POST';
    const pageNo = Number(url.searchParams.get('pageNo') ?? '1');
    const id = path.split('/').pop() ?? '';
    let answer: unknown = envelope(null, '404', 'Not found');
    if (path === '/c2c/coin/config/list') {
      await state.pairsHeld;
      answer = envelope(page(state.pairs ?? PAIRS, 1));
    } else if (path === '/c2c/coin/config/mine') {
      await state.pairsHeld;
      answer = envelope(traderPairsAnswer(state.pairs ?? PAIRS, state.fiatClosed ?? null));
    } else if (path === '/common/country/all') answer = envelope(COUNTRIES);
    else if (path === '/user/payment/list') answer = envelope(state.methods ?? [paymentMethod()]);
    else if (path.startsWith('/user/info/'))
      answer = envelope({ userId: '7', certified: false, ...state.user });
    else if (path === '/c2c/deal/order/page' && state.unfinished) {
      const order = {
        id: '5',
        status: 'WAIT_SELLER_CONFIRM',
        role: 'BUYER',
        actions: ['APPEAL'],
        unread: false,
      };
      answer = envelope({ list: [order], total: 1, pageNo: 1, pageSize: 50 });
    } else if (path === '/user/fiat/talk/unread') answer = envelope({ total: 0, orders: [] });
    else if (path === '/c2c/advert/page') {
      await state.marketHeld;
      const r = state.market?.(url.searchParams) ?? { list: [] };
      answer = envelope(page(r.list, pageNo, r.total));
    } else if (path === '/c2c/advert/pageByUser') {
      const inProgress = url.searchParams.get('inProgressOnly') === 'true';
      const list = (state.mine ?? []).filter(
        (a) => !inProgress || ['CREATING', 'PUBLISHED', 'REVOKING'].includes(a.status),
      );
      answer = envelope(page(list, pageNo));
    } else if (path === '/c2c/advert/online') {
      if (post) state.online = url.searchParams.get('online') === 'true';
      answer = envelope({ online: state.online ?? true });
    } else if (path === '/c2c/advert/create') {
      const c = state.created ?? adAnswer();
      answer = 'refuse' in c ? envelope(null, c.refuse, 'refused') : envelope(c);
    } else if (path.startsWith('/c2c/advert/deposit/')) answer = envelope((state.deposit ?? depositAnswer)());
    else if (path.startsWith('/c2c/advert/online/')) {
      const ad = state.mine?.find((a) => a.id === id);
      if (ad) ad.online = url.searchParams.get('online') === 'true';
      answer = envelope(ad ?? null);
    } else if (path.startsWith('/c2c/advert/cancel/')) {
      const ad = state.mine?.find((a) => a.id === id) ?? state.ads?.[id];
      if (ad) ad.status = 'CANCELLED';
      answer = envelope(ad ?? null);
    } else if (path.startsWith('/c2c/advert/delete/')) {
      state.mine = state.mine?.filter((a) => a.id !== id);
      answer = envelope(null);
    } else if (path.startsWith('/deposit/')) answer = envelope((state.deposit ?? depositAnswer)());
    else if (path.startsWith('/c2c/advert/')) {
      const ad = state.ads?.[id];
      answer = ad ? envelope(ad) : envelope(null, '5000', 'ad does not exist');
    }
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  });
  return fetchMock;
}

/** The query of the last market read the app sent. */
export function lastMarketQuery(fetchMock: ReturnType<typeof stubAdsApi>): Record<string, string> {
  const calls = fetchMock.mock.calls
    .map(([u]) => String(u))
    .filter((u) => u.startsWith('/api/c2c/advert/page?'));
  const last = calls[calls.length - 1] ?? '';
  return Object.fromEntries(new URL(last, 'http://x').searchParams);
}
