// /priceRecord and the home page's price panel over a stubbed API. jsdom has no canvas, so the chart
// library's module (chartDriver.ts) is replaced by a recorder of what the page hands it: the mapped
// candles per range. The drawing itself is covered by the browser test (e2e/test/prices.test.ts).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signIn } from '../../test/renderApp';
import type { ChartSeries } from './chartData';
import { candle, history, historyQueries, latestPrice, stubPricesApi } from './pricesTestKit';

const drawn = vi.hoisted(() => ({ series: [] as ChartSeries[], mounted: 0, removed: 0 }));

vi.mock('./chartDriver', () => ({
  mountChart: () => {
    drawn.mounted += 1;
    return {
      setData: (series: ChartSeries) => drawn.series.push(series),
      setLook: () => undefined,
      remove: () => {
        drawn.removed += 1;
      },
    };
  },
}));

const lastDrawn = () => drawn.series[drawn.series.length - 1];

/** A history with `n` daily candles from 1 Nov 2026 (rising). */
const candles = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    candle(`2026-11-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`, `1.${i}`, `1.${i + 1}`),
  );

const RANGE_SIZES = { '7D': 7, '30D': 12, '3M': 15, '6M': 18, '1Y': 20 } as const;

const PAIRS = [
  latestPrice(),
  latestPrice({
    coinPairId: '2',
    coin: 'USDT',
    quote: 'CNY',
    priceScale: 2,
    price: '7.119',
    change: '-0.0501',
    changePercent: '-0.70',
    high24h: '7.2',
    low24h: '7.1',
    volume24h: '950.5',
    turnover24h: '6766.6',
  }),
  latestPrice({
    coinPairId: '3',
    coin: 'MEC',
    quote: 'CNY',
    price: null,
    lastTradeAt: null,
    high24h: null,
    low24h: null,
    average24h: null,
    volume24h: '0',
    turnover24h: '0',
    change: null,
    changePercent: null,
    baseAverage: null,
  }),
];

beforeEach(() => {
  drawn.series = [];
  drawn.mounted = 0;
  drawn.removed = 0;
});

describe('/priceRecord', () => {
  it("shows the pair's latest price, its rise since 00:00 UTC, the 24h high, low, average, volume and turnover (K/M/B), and the last trade at the stored offset", async () => {
    signIn();
    localStorage.setItem('deltaTimeZone', '9');
    stubPricesApi({ latest: PAIRS, history: (id, r) => history(id, r, candles(RANGE_SIZES[r])) });
    renderApp('/priceRecord', { realPages: true });
    const summary = await screen.findByTestId('price-summary');
    const s = within(summary);
    expect(s.getByTestId('price-summary-pair').textContent).toBe('MEC/USDT');
    expect(s.getByTestId('price-summary-price').textContent).toBe('1.2567');
    expect(s.getByTestId('price-summary-percent').textContent).toBe('+4.73%');
    expect(s.getByTestId('price-summary-percent').getAttribute('data-trend')).toBe('rise');
    expect(s.getByTestId('price-summary-change').textContent).toBe('+0.0567');
    expect(s.getByTestId('price-stat-high').textContent).toBe('1.30');
    expect(s.getByTestId('price-stat-low').textContent).toBe('1.1999');
    expect(s.getByTestId('price-stat-average').textContent).toBe('1.2501');
    expect(s.getByTestId('price-stat-volume').textContent).toBe('1.23M MEC');
    expect(s.getByTestId('price-stat-turnover').textContent).toBe('1.54M USDT');
    // 08:30 UTC at UTC+9 (the 16:30 of the UTC+8 base, one hour on).
    expect(s.getByTestId('price-summary-time').textContent).toBe('Last trade Nov 25, 2026, 5:30 PM');
  });

  it('switches between 7 days, 30 days, 3 months, 6 months and 1 year: each tab asks for its range and the chart is given its candles', async () => {
    signIn();
    const fetchMock = stubPricesApi({
      latest: PAIRS,
      history: (id, r) => history(id, r, candles(RANGE_SIZES[r])),
    });
    renderApp('/priceRecord', { realPages: true });
    await waitFor(() => expect(lastDrawn()?.candles).toHaveLength(7));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['7 days', '30 days', '3 months', '6 months', '1 year']);
    expect(screen.getByTestId('price-range-7D').getAttribute('aria-selected')).toBe('true');
    expect(historyQueries(fetchMock)[0]).toEqual({ coinPairId: '1', range: '7D' });
    for (const r of ['30D', '3M', '6M', '1Y'] as const) {
      fireEvent.click(screen.getByTestId(`price-range-${r}`));
      await waitFor(() => expect(lastDrawn()?.candles).toHaveLength(RANGE_SIZES[r]));
      expect(historyQueries(fetchMock).at(-1)).toEqual({ coinPairId: '1', range: r });
      expect(screen.getByTestId(`price-range-${r}`).getAttribute('aria-selected')).toBe('true');
    }
    // One chart for the page: the ranges redraw it, they do not mount another.
    expect(drawn.mounted).toBe(1);
    const first = lastDrawn()!.candles[0]!;
    expect(first).toMatchObject({ open: 1, close: 1.1 });
    expect(screen.getByTestId('price-chart').getAttribute('data-points')).toBe('20');
  });

  it('opens the pair and range of its link, and the latest prices list switches pairs (fall in its colour, no trades: Price pending)', async () => {
    signIn();
    const fetchMock = stubPricesApi({ latest: PAIRS, history: (id, r) => history(id, r, candles(3)) });
    const { router } = renderApp('/priceRecord?pair=2&range=3M', { realPages: true });
    const summary = await screen.findByTestId('price-summary');
    await waitFor(() =>
      expect(within(summary).getByTestId('price-summary-pair').textContent).toBe('USDT/CNY'),
    );
    expect(historyQueries(fetchMock)[0]).toEqual({ coinPairId: '2', range: '3M' });
    expect(within(summary).getByTestId('price-summary-percent').textContent).toBe('-0.70%');
    expect(within(summary).getByTestId('price-summary-percent').className).toContain('is-fall');
    expect(within(summary).getByTestId('price-summary-price').textContent).toBe('7.11');

    const list = screen.getByTestId('latest-prices');
    const mec = within(list).getByTestId('latest-price-1');
    expect(within(mec).getByTestId('latest-price-value').textContent).toBe('1.2567');
    expect(within(mec).getByTestId('latest-price-stats').textContent).toBe(
      '24h high 1.30 · 24h low 1.1999 · 24h average 1.2501 · 24h volume 1.23M · 24h turnover 1.54M',
    );
    const pending = within(list).getByTestId('latest-price-3');
    expect(within(pending).getByTestId('latest-price-value').textContent).toBe('Price pending');
    expect(within(pending).getByTestId('latest-price-change').textContent).toBe('--');
    expect(within(list).getByTestId('latest-price-2').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(mec);
    await waitFor(() =>
      expect(within(summary).getByTestId('price-summary-pair').textContent).toBe('MEC/USDT'),
    );
    expect(router.state.location.search).toBe('?pair=1&range=3M');
    await waitFor(() => expect(historyQueries(fetchMock).at(-1)).toEqual({ coinPairId: '1', range: '3M' }));
  });

  it("says 'System Error Code: TimeZone' in place of the time when the stored offset is missing", async () => {
    signIn();
    localStorage.setItem('deltaTimeZone', 'not-an-offset');
    stubPricesApi({ latest: PAIRS });
    renderApp('/priceRecord', { realPages: true });
    const summary = await screen.findByTestId('price-summary');
    expect(within(summary).getByTestId('price-summary-time').textContent).toBe('System Error Code: TimeZone');
  });

  it('says so when a range has no trades', async () => {
    signIn();
    stubPricesApi({ latest: PAIRS, history: (id, r) => history(id, r, []) });
    renderApp('/priceRecord', { realPages: true });
    expect((await screen.findByTestId('price-chart-empty')).textContent).toBe('No trades in this range yet');
    expect(lastDrawn()).toEqual({ candles: [], volumes: [] });
  });

  it('offers a retry when the prices cannot be read', async () => {
    signIn();
    const state = { latest: { refuse: '500' } as { refuse: string } | typeof PAIRS };
    stubPricesApi(state);
    renderApp('/priceRecord', { realPages: true });
    expect((await screen.findByTestId('prices-error')).textContent).toContain('Prices could not be loaded');
    expect(screen.queryByTestId('price-summary')).toBeNull();
    // The summary's layout holds dashes meanwhile (nothing moves when the prices come).
    const pending = screen.getByTestId('price-summary-pending');
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect(within(pending).getByTestId('price-summary-price').textContent).toBe('--');
    state.latest = PAIRS;
    fireEvent.click(within(screen.getByTestId('prices-error')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('price-summary')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('prices-error')).toBeNull());
  });
});

describe('the home page price panel', () => {
  it("lists every pair's latest price with its rise or fall, 'Price pending' before a pair's first trade, each opening /priceRecord on its pair", async () => {
    signIn();
    stubPricesApi({ latest: PAIRS });
    renderApp('/', { realPages: true });
    const mec = await screen.findByTestId('price-row-1');
    expect(mec.getAttribute('href')).toBe('/priceRecord?pair=1');
    expect(within(mec).getByTestId('price-row-value').textContent).toBe('1.2567');
    expect(within(mec).getByTestId('price-row-change').textContent).toBe('+4.73%');
    expect(within(mec).getByTestId('price-row-change').className).toContain('is-rise');
    expect(mec.textContent).toContain('24h volume 1.23M');
    const usdt = screen.getByTestId('price-row-2');
    expect(within(usdt).getByTestId('price-row-change').className).toContain('is-fall');
    expect(within(usdt).getByTestId('price-row-value').textContent).toBe('7.11');
    const pending = screen.getByTestId('price-row-3');
    expect(within(pending).getByTestId('price-row-value').textContent).toBe('--');
    expect(pending.textContent).toContain('Price pending');
  });

  it('shows four rows, the pairs that have traded first; /priceRecord without a pair opens the first that has', async () => {
    signIn();
    const unpriced = (id: string) => ({ ...PAIRS[2]!, coinPairId: id });
    const list = [unpriced('1'), unpriced('11'), PAIRS[1]!, unpriced('12'), unpriced('13'), unpriced('14')];
    const fetchMock = stubPricesApi({ latest: list });
    renderApp('/', { realPages: true });
    await screen.findByTestId('price-row-2');
    const rows = within(screen.getByTestId('price-panel')).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual([
      'price-row-2',
      'price-row-1',
      'price-row-11',
      'price-row-12',
    ]);
    cleanup();
    renderApp('/priceRecord', { realPages: true });
    const summary = await screen.findByTestId('price-summary');
    expect(within(summary).getByTestId('price-summary-pair').textContent).toBe('USDT/CNY');
    await waitFor(() => expect(historyQueries(fetchMock).at(-1)).toEqual({ coinPairId: '2', range: '7D' }));
  });

  it('shows the failure with a retry when the prices cannot be read', async () => {
    signIn();
    const state = { latest: { refuse: '500' } as { refuse: string } | typeof PAIRS };
    stubPricesApi(state);
    renderApp('/', { realPages: true });
    const panel = await screen.findByText('Prices could not be loaded');
    state.latest = PAIRS;
    fireEvent.click(within(panel.parentElement!).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('price-row-1')).toBeTruthy();
  });
});
