// The market's controls: coin pair and sort, country or region and payment method, and the certified-only
// and fast-only toggles. Every control has a visible label.
import { PAYMENT_METHOD_KINDS, type CoinPairDto, type PaymentMethodKind } from '@p2p/contracts';
import type { Language } from '@p2p/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../hooks/useCatalog';
import { regionName } from '../account/profile/format';
import { pairLabel, SORT_CHOICES, type MarketParams, type SortChoice } from './format';

export interface MarketFiltersProps {
  pairs: readonly CoinPairDto[];
  pairId: string;
  params: MarketParams;
  onChange(next: Partial<MarketParams>): void;
}

function Select({
  label,
  value,
  testId,
  onChange,
  children,
}: {
  label: string;
  value: string;
  testId: string;
  onChange(value: string): void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="ads-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} data-testid={testId} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

export function MarketFilters({ pairs, pairId, params, onChange }: MarketFiltersProps) {
  const { t, i18n } = useTranslation();
  const countries = useCountries().data ?? [];
  const lang = i18n.language as Language;
  const toggle = (key: 'certifiedOnly' | 'fastOnly', label: string, testId: string) => (
    <button
      type="button"
      className={`ads-chip${params[key] ? ' is-on' : ''}`}
      aria-pressed={params[key]}
      onClick={() => onChange({ [key]: !params[key] })}
      data-testid={testId}
    >
      {label}
    </button>
  );
  return (
    <section className="ads-filters" data-testid="market-filters">
      <div className="ads-filters__row">
        <Select
          label={t('common.ads.market.pair')}
          value={pairId}
          testId="market-pair"
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
          onChange={(v) => onChange({ sort: v as SortChoice })}
        >
          {SORT_CHOICES.map((s) => (
            <option key={s} value={s}>
              {t(`common.ads.market.sortOptions.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="ads-filters__row">
        <Select
          label={t('common.ads.market.region')}
          value={params.regionId ?? ''}
          testId="market-region"
          onChange={(v) => onChange({ regionId: v || null })}
        >
          <option value="">{t('common.ads.market.anyRegion')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {regionName(lang, c.abb2, c.name)}
            </option>
          ))}
        </Select>
        <Select
          label={t('common.ads.market.paymentKind')}
          value={params.paymentKind ?? ''}
          testId="market-kind"
          onChange={(v) => onChange({ paymentKind: (v || null) as PaymentMethodKind | null })}
        >
          <option value="">{t('common.ads.market.anyPayment')}</option>
          {PAYMENT_METHOD_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`common.paymentMethods.kinds.${k}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="ads-filters__chips">
        {toggle('certifiedOnly', t('common.ads.market.certifiedOnly'), 'market-certified')}
        {toggle('fastOnly', t('common.ads.market.fastOnly'), 'market-fast')}
      </div>
    </section>
  );
}
