// The market's filter sheet (issue 26), opened by the Filter button of the compact filter row: country or
// region, payment method, certified only and fast only. The choices are a draft until Apply sets them all
// at once (one read of the market); "Reset filters" clears the draft. Opening it again starts from the
// filters in force. Fetched the first time it opens (MarketFilters).
import { PAYMENT_METHOD_KINDS, type PaymentMethodKind } from '@p2p/contracts';
import type { Language } from '@p2p/i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../hooks/useCatalog';
import { Sheet } from '../account/Sheet';
import { regionName } from '../account/profile/format';
import { NO_MARKET_FILTERS, pickMarketFilters, type MarketFilterValues, type MarketParams } from './format';

export interface MarketFilterSheetProps {
  visible: boolean;
  params: MarketParams;
  onApply(filters: MarketFilterValues): void;
  onClose(): void;
}

function Field({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="ads-select">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

export default function MarketFilterSheet({ visible, params, onApply, onClose }: MarketFilterSheetProps) {
  const { t, i18n } = useTranslation();
  const countries = useCountries().data ?? [];
  const lang = i18n.language as Language;
  const [draft, setDraft] = useState<MarketFilterValues>(() => pickMarketFilters(params));
  // Each opening starts from the filters in force (the sheet stays mounted once opened).
  const [shown, setShown] = useState(visible);
  if (visible !== shown) {
    setShown(visible);
    if (visible) setDraft(pickMarketFilters(params));
  }
  const set = (next: Partial<MarketFilterValues>) => setDraft((d) => ({ ...d, ...next }));
  const toggle = (key: 'certifiedOnly' | 'fastOnly', label: string, testId: string) => (
    <button
      type="button"
      className={`ads-chip${draft[key] ? ' is-on' : ''}`}
      aria-pressed={draft[key]}
      onClick={() => set({ [key]: !draft[key] })}
      data-testid={testId}
    >
      {label}
    </button>
  );

  return (
    <Sheet
      visible={visible}
      title={t('common.ads.market.filtersTitle')}
      testId="market-filter-sheet"
      onClose={onClose}
    >
      <div className="ads-filter-sheet">
        <Field label={t('common.ads.market.region')}>
          {(id) => (
            <select
              id={id}
              value={draft.regionId ?? ''}
              data-testid="market-region"
              onChange={(e) => set({ regionId: e.target.value || null })}
            >
              <option value="">{t('common.ads.market.anyRegion')}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {regionName(lang, c.abb2, c.name)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('common.ads.market.paymentKind')}>
          {(id) => (
            <select
              id={id}
              value={draft.paymentKind ?? ''}
              data-testid="market-kind"
              onChange={(e) => set({ paymentKind: (e.target.value || null) as PaymentMethodKind | null })}
            >
              <option value="">{t('common.ads.market.anyPayment')}</option>
              {PAYMENT_METHOD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`common.paymentMethods.kinds.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="ads-filters__chips">
          {toggle('certifiedOnly', t('common.ads.market.certifiedOnly'), 'market-certified')}
          {toggle('fastOnly', t('common.ads.market.fastOnly'), 'market-fast')}
        </div>
        <div className="ads-filter-sheet__actions">
          <button
            type="button"
            className="button button--outline"
            onClick={() => setDraft({ ...NO_MARKET_FILTERS })}
            data-testid="market-filter-reset"
          >
            {t('common.actions.resetFilters')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => onApply(draft)}
            data-testid="market-filter-apply"
          >
            {t('common.ads.market.apply')}
          </button>
        </div>
      </div>
    </Sheet>
  );
}
