// What the price screens' tests share: answers shaped like the API's (a pair's latest price, a history)
// and an in-memory API over a fetch stub that records what the app asked for.
import type { LatestPriceDto, PriceCandleDto, PriceHistoryDto, PriceRange } from '@p2p/contracts';
import { PRICE_RANGE_SPECS } from '@p2p/contracts';
import { envelope, stubFetch } from '../../test/fetchStub';

export function latestPrice(over: Partial<LatestPriceDto> = {}): LatestPriceDto {
  return {
    coinPairId: '1',
    coin: 'MEC',
    quote: 'USDT',
    priceScale: 4,
    price: '1.256789',
    lastTradeAt: '2026-11-25T08:30:00.000Z',
    high24h: '1.3',
    low24h: '1.19999',
    volume24h: '1234567.891',
    turnover24h: '1543210.5',
    average24h: '1.2501',
    trades24h: 42,
    baseAverage: '1.2',
    change: '0.056789',
    changePercent: '4.73',
    referencePrice: '1.2501',
    asOf: '2026-11-25T09:00:00.000Z',
    ...over,
  };
}

export function candle(time: string, open: string, close: string, over: Partial<PriceCandleDto> = {}) {
  return {
    time,
    open,
    high: close > open ? close : open,
    low: close > open ? open : close,
    close,
    volume: '10',
    turnover: '12.5',
    average: open,
    trades: 2,
    ...over,
  } satisfies PriceCandleDto;
}

export function history(
  pairId: string,
  range: PriceRange,
  candles: PriceCandleDto[],
  latest = latestPrice({ coinPairId: pairId }),
): PriceHistoryDto {
  return {
    coinPairId: pairId,
    range,
    interval: PRICE_RANGE_SPECS[range].interval,
    from: '2026-11-18T00:00:00.000Z',
    to: '2026-11-25T09:00:00.000Z',
    candles,
    latest,
  };
}

export interface PricesApiState {
  latest: LatestPriceDto[] | { refuse: string };
  /** The history of a pair and range (absent: no candles). */
  history?: (pairId: string, range: PriceRange) => PriceHistoryDto;
}

/** The price calls over `state`; any other call answers 404. */
export function stubPricesApi(state: PricesApiState) {
  const { fetchMock } = stubFetch({});
  fetchMock.mockImplementation(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://x');
    const path = url.pathname.replace(/^\/api/, '');
    let answer: unknown = envelope(null, '404', 'Not found');
    if (path === '/order/price/thread/new/page') {
      answer =
        'refuse' in state.latest
          ? envelope(null, state.latest.refuse, 'refused')
          : envelope({ list: state.latest, total: state.latest.length, pageNo: 1, pageSize: 100 });
    } else if (path === '/order/price/history') {
      const pairId = url.searchParams.get('coinPairId') ?? '';
      const range = (url.searchParams.get('range') ?? '7D') as PriceRange;
      answer = envelope(state.history?.(pairId, range) ?? history(pairId, range, []));
    }
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  });
  return fetchMock;
}

/** The queries of the history reads the app sent, in order. */
export function historyQueries(fetchMock: ReturnType<typeof stubPricesApi>): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([u]) => String(u))
    .filter((u) => u.startsWith('/api/order/price/history?'))
    .map((u) => Object.fromEntries(new URL(u, 'http://x').searchParams));
}
