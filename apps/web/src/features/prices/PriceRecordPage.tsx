// /priceRecord (spec §2, §9; issue 14): a pair's latest price and 24h statistics, its history over 7
// days, 30 days, 3 months, 6 months or 1 year drawn as candles by lightweight-charts (fetched by the
// chart on this page only), and the latest prices of every pair. The pair and range live in the query
// string (`?pair=1&range=30D`), so the home page's rows link straight to a pair.
import { PRICE_RANGE_SPECS, PRICE_RANGES, type PriceCandleDto, type PriceRange } from '@p2p/contracts';
import { SearchOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../shell/EmptyState';
import { timeOffsetHours } from './clock';
import {
  NO_FIGURE,
  P,
  pairName,
  pricedFirst,
  readPriceParams,
  writePriceParams,
  type PriceRecordParams,
} from './format';
import { LatestPriceList } from './LatestPriceList';
import { PriceChart } from './PriceChart';
import { PriceSummary } from './PriceSummary';
import { useLatestPrices, usePriceHistory } from './usePrices';
import './prices.css';

/** The credit the chart library's licence asks for (its own logo is off: see chartDriver.ts). */
const CHART_CREDIT = { name: 'TradingView', href: 'https://www.tradingview.com/' };

/** One empty list for every render without candles (the chart redraws only on new data). */
const NO_CANDLES: readonly PriceCandleDto[] = [];

export default function PriceRecordPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = readPriceParams(search);
  const latest = useLatestPrices();
  const list = latest.data ?? [];
  // The linked pair is asked for at once; once the list is there, an unknown one (or none) gives way to
  // the first pair that has traded.
  const pairId = latest.data
    ? list.some((p) => p.coinPairId === params.pairId)
      ? params.pairId
      : (pricedFirst(list, 1)[0]?.coinPairId ?? null)
    : params.pairId;
  const history = usePriceHistory(pairId, params.range);
  const price = list.find((p) => p.coinPairId === pairId) ?? history.data?.latest ?? null;
  const [offsetHours] = useState(() => timeOffsetHours());

  const update = (next: Partial<PriceRecordParams>) =>
    setSearch(writePriceParams({ ...params, pairId, ...next }), { replace: true });

  if (latest.data && list.length === 0) {
    return (
      <div className="page prices" data-testid="price-record-page">
        <EmptyState icon={<SearchOutline />} title={t(`${P}.noPairs`)} testId="prices-no-pairs" />
      </div>
    );
  }

  const rangeName = (r: PriceRange) => t(`${P}.ranges.${r}`);
  const loadFailed = (latest.isError && !price) || history.isError;
  const retry = () => void Promise.all([latest.refetch(), history.refetch()]);

  return (
    <div className="page prices" data-testid="price-record-page">
      <label className="prices-pair">
        <span>{t(`${P}.pair`)}</span>
        <select
          value={list.length > 0 ? (pairId ?? '') : ''}
          onChange={(e) => update({ pairId: e.target.value })}
          disabled={list.length < 2}
          data-testid="price-pair"
        >
          {list.length === 0 ? <option value="">{NO_FIGURE}</option> : null}
          {list.map((p) => (
            <option key={p.coinPairId} value={p.coinPairId}>
              {pairName(p)}
            </option>
          ))}
        </select>
      </label>

      <PriceSummary price={price} offsetHours={offsetHours} />

      <div className="prices-ranges" role="tablist" aria-label={t(`${P}.ranges.label`)}>
        {PRICE_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            role="tab"
            aria-selected={params.range === r}
            className={`prices-ranges__tab${params.range === r ? ' is-active' : ''}`}
            onClick={() => update({ range: r })}
            data-testid={`price-range-${r}`}
          >
            {rangeName(r)}
          </button>
        ))}
      </div>

      {loadFailed ? (
        <p className="prices-error" role="alert" data-testid="prices-error">
          <span>{t(`${P}.loadFailed`)}</span>
          <button type="button" className="text-button" onClick={retry}>
            {t(`${P}.retry`)}
          </button>
        </p>
      ) : null}

      <PriceChart
        candles={history.data?.candles ?? NO_CANDLES}
        priceScale={price?.priceScale ?? 2}
        offsetHours={offsetHours}
        intraday={PRICE_RANGE_SPECS[params.range].interval !== '1d'}
        label={t(`${P}.chart`, { pair: price ? pairName(price) : '', range: rangeName(params.range) })}
        busy={history.isFetching && (history.isPlaceholderData || !history.data)}
      />
      <a className="prices-credit" href={CHART_CREDIT.href} target="_blank" rel="noopener noreferrer">
        {t(`${P}.credit`, { name: CHART_CREDIT.name })}
      </a>

      {list.length > 0 ? (
        <LatestPriceList prices={list} selected={pairId} onSelect={(id) => update({ pairId: id })} />
      ) : null}
    </div>
  );
}
