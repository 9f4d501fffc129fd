// The price chart of /priceRecord: a box of fixed height (nothing moves when the chart arrives) in which
// the chart library, fetched on first use (chartDriver.ts), draws the range's candles and volumes.
import type { PriceCandleDto } from '@p2p/contracts';
import { SpinLoading } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartSeries } from './chartData';
import type { ChartHandle, ChartLook } from './chartDriver';
import { P } from './format';

export interface PriceChartProps {
  candles: readonly PriceCandleDto[];
  priceScale: number;
  offsetHours: number | null;
  /** Candles narrower than a day (the axis shows hours). */
  intraday: boolean;
  /** What the chart shows, for screen readers ("MEC/USDT price over 7 days"). */
  label: string;
  /** A new range's candles are on their way. */
  busy: boolean;
}

type Status = 'loading' | 'ready' | 'failed';

/** The chart's colours: the app's rise and fall colours, its muted text and lines. */
function lookOf(el: HTMLElement | null, locale: string, priceScale: number, intraday: boolean): ChartLook {
  const css = el ? getComputedStyle(el) : null;
  const read = (name: string, fallback: string) => css?.getPropertyValue(name).trim() || fallback;
  return {
    locale,
    priceScale,
    intraday,
    text: read('--c-muted', '#596173'),
    line: read('--c-line', '#e5e9f1'),
    rise: '#12b886',
    fall: '#f0475c',
    riseSoft: 'rgba(18, 184, 134, 0.4)',
    fallSoft: 'rgba(240, 71, 92, 0.4)',
  };
}

export function PriceChart({ candles, priceScale, offsetHours, intraday, label, busy }: PriceChartProps) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartHandle | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const locale = i18n.language.replace('_', '-');
  const series = useMemo(() => chartSeries(candles, offsetHours), [candles, offsetHours]);

  // The library is fetched and the chart mounted once; it is removed with the page.
  useEffect(() => {
    let gone = false;
    import('./chartDriver')
      .then(({ mountChart }) => {
        if (gone || !box.current) return;
        chart.current = mountChart(box.current, lookOf(box.current, locale, priceScale, intraday));
        setStatus('ready');
      })
      .catch(() => {
        if (!gone) setStatus('failed');
      });
    return () => {
      gone = true;
      chart.current?.remove();
      chart.current = null;
    };
    // Mounted once (the look of the first render): later looks and data go to the same chart below.
  }, []);

  useEffect(() => {
    if (status !== 'ready' || !chart.current) return;
    chart.current.setLook(lookOf(box.current, locale, priceScale, intraday));
    chart.current.setData(series);
  }, [status, locale, priceScale, intraday, series]);

  const empty = series.candles.length === 0;
  return (
    <figure
      className="price-chart"
      data-testid="price-chart"
      data-status={status}
      data-points={series.candles.length}
      aria-busy={status === 'loading' || busy}
    >
      <div className="price-chart__canvas" ref={box} aria-hidden="true" />
      {status === 'loading' ? (
        <div className="price-chart__overlay" aria-hidden="true">
          <SpinLoading />
        </div>
      ) : null}
      {status === 'failed' ? (
        <p className="price-chart__overlay" data-testid="price-chart-failed">
          {t(`${P}.chartFailed`)}
        </p>
      ) : null}
      {status === 'ready' && empty && !busy ? (
        <p className="price-chart__overlay" data-testid="price-chart-empty">
          {t(`${P}.noTrades`)}
        </p>
      ) : null}
      <figcaption className="prices-sr">{label}</figcaption>
    </figure>
  );
}
