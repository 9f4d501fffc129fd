// The chart itself: lightweight-charts (TradingView, Apache-2.0) on a canvas. This module is imported
// only by PriceChart's `import()`, so the library is a chunk of its own that /priceRecord fetches when
// it shows a chart, never part of the first load. Its attribution logo is off: it writes a <style>
// element, which the trader app's content security policy refuses; the page credits it in text instead.
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { axisPriceText, type ChartSeries } from './chartData';

export interface ChartLook {
  locale: string;
  priceScale: number;
  text: string;
  line: string;
  rise: string;
  fall: string;
  /** The volume bars' colours (the rise and fall colours, lighter). */
  riseSoft: string;
  fallSoft: string;
  /** Candles narrower than a day show the hour on the time axis. */
  intraday: boolean;
}

export interface ChartHandle {
  setData(series: ChartSeries): void;
  setLook(look: ChartLook): void;
  remove(): void;
}

function options(look: ChartLook) {
  return {
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: look.text,
      fontSize: 11,
      attributionLogo: false,
    },
    grid: { vertLines: { color: look.line }, horzLines: { color: look.line } },
    rightPriceScale: { borderColor: look.line, scaleMargins: { top: 0.1, bottom: 0.25 } },
    timeScale: { borderColor: look.line, timeVisible: look.intraday, secondsVisible: false },
    localization: {
      locale: look.locale,
      priceFormatter: (value: number) => axisPriceText(value, look.priceScale),
    },
    handleScroll: { vertTouchDrag: false },
  };
}

export function mountChart(container: HTMLElement, look: ChartLook): ChartHandle {
  const chart: IChartApi = createChart(container, { autoSize: true, ...options(look) });
  const candles: ISeriesApi<'Candlestick'> = chart.addSeries(CandlestickSeries, {
    upColor: look.rise,
    downColor: look.fall,
    wickUpColor: look.rise,
    wickDownColor: look.fall,
    borderVisible: false,
  });
  const volumes: ISeriesApi<'Histogram'> = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  let colors = { rise: look.riseSoft, fall: look.fallSoft };

  return {
    setData(series) {
      candles.setData(series.candles.map((c) => ({ ...c, time: c.time as UTCTimestamp })));
      volumes.setData(
        series.volumes.map((v) => ({
          time: v.time as UTCTimestamp,
          value: v.value,
          color: v.rise ? colors.rise : colors.fall,
        })),
      );
      chart.timeScale().fitContent();
    },
    setLook(next) {
      colors = { rise: next.riseSoft, fall: next.fallSoft };
      chart.applyOptions(options(next));
      candles.applyOptions({
        upColor: next.rise,
        downColor: next.fall,
        wickUpColor: next.rise,
        wickDownColor: next.fall,
      });
    },
    remove() {
      chart.remove();
    },
  };
}
