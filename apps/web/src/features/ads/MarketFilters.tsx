// The market's controls in one compact row (issue 26: the first ad shows above the fold on a 375 x 667
// phone): the coin pair, the sort, and a Filter button with the count of the filters set, which opens the
// filter sheet (country or region, payment method, certified only, fast only; MarketFilterSheet, fetched
// the first time it opens). The pair and sort name themselves by their value; their labels are for
// screen readers.
import type { CoinPairDto } from '@p2p/contracts';
import { FilterOutline } from 'antd-mobile-icons';
import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyOverlay } from '../../shell/lazyOverlay';
import { countMarketFilters, pairLabel, SORT_CHOICES, type MarketParams, type SortChoice } from './format';

const MarketFilterSheet = lazy(() => import('./MarketFilterSheet'));

export interface MarketFiltersProps {
  /** The pairs to choose from (none while they load: the row keeps its place, the pair disabled). */
  pairs: readonly CoinPairDto[];
  pairId: string;
  params: MarketParams;
  onChange(next: Partial<MarketParams>): void;
}

function Select({
  label,
  value,
  testId,
  className,
  disabled,
  onChange,
  children,
}: {
  label: string;
  value: string;
  testId: string;
  className: string;
  disabled?: boolean;
  onChange(value: string): void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className={`ads-select ads-select--compact ${className}`}>
      <label htmlFor={id} className="ads-sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

export function MarketFilters({ pairs, pairId, params, onChange }: MarketFiltersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = countMarketFilters(params);
  return (
    <section className="ads-filters" data-testid="market-filters">
      <Select
        label={t('common.ads.market.pair')}
        value={pairId}
        testId="market-pair"
        className="ads-filters__pair"
        disabled={pairs.length === 0}
        onChange={(v) => onChange({ pairId: v })}
      >
        {pairs.map((p) => (
          <option key={p.id} value={p.id}>
            {pairLabel(p)}
          </option>
        ))}
      </Select>
      <Select
        label={t('common.ads.market.sort')}
        value={params.sort}
        testId="market-sort"
        className="ads-filters__sort"
        onChange={(v) => onChange({ sort: v as SortChoice })}
      >
        {SORT_CHOICES.map((s) => (
          <option key={s} value={s}>
            {t(`common.ads.market.sortOptions.${s}`)}
          </option>
        ))}
      </Select>
      <button
        type="button"
        className={`ads-filter-button${count > 0 ? ' is-on' : ''}`}
        aria-haspopup="dialog"
        aria-label={count > 0 ? t('common.ads.market.filtersActive', { count }) : undefined}
        onClick={() => setOpen(true)}
        data-testid="market-filter-open"
      >
        <FilterOutline aria-hidden="true" />
        <span>{t('common.ads.market.filters')}</span>
        {count > 0 ? (
          <span className="ads-filter-button__count" aria-hidden="true" data-testid="market-filter-count">
            {count}
          </span>
        ) : null}
      </button>
      <LazyOverlay wanted={open}>
        <MarketFilterSheet
          visible={open}
          params={params}
          onApply={(filters) => {
            setOpen(false);
            onChange(filters);
          }}
          onClose={() => setOpen(false)}
        />
      </LazyOverlay>
    </section>
  );
}
