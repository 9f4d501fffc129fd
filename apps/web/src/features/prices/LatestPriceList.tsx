// The latest prices of every pair on /priceRecord (spec §2 "latest prices": 24h high, low, volume,
// turnover, average); choosing one shows its record above.
import type { LatestPriceDto } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { compactText, P, pairName, percentText, priceText, trendOf } from './format';

export interface LatestPriceListProps {
  prices: readonly LatestPriceDto[];
  selected: string | null;
  onSelect: (pairId: string) => void;
}

export function LatestPriceList({ prices, selected, onSelect }: LatestPriceListProps) {
  const { t } = useTranslation();
  return (
    <section className="prices-latest" aria-labelledby="prices-latest-title" data-testid="latest-prices">
      <h3 className="prices-latest__title" id="prices-latest-title">
        {t(`${P}.latest`)}
      </h3>
      <ul className="prices-latest__list">
        {prices.map((p) => {
          const scale = p.priceScale;
          const trend = trendOf(p);
          return (
            <li key={p.coinPairId}>
              <button
                type="button"
                className={`prices-latest__row${p.coinPairId === selected ? ' is-selected' : ''}`}
                aria-pressed={p.coinPairId === selected}
                onClick={() => onSelect(p.coinPairId)}
                data-testid={`latest-price-${p.coinPairId}`}
              >
                <span className="prices-latest__pair">{pairName(p)}</span>
                <span className="prices-latest__price" data-testid="latest-price-value">
                  {p.price === null ? t(`${P}.pending`) : priceText(p.price, scale)}
                </span>
                <span className={`price-trend is-${trend}`} data-testid="latest-price-change">
                  {percentText(p.changePercent)}
                </span>
                <span className="prices-latest__stats" data-testid="latest-price-stats">
                  {t(`${P}.high`)} {priceText(p.high24h, scale)} · {t(`${P}.low`)}{' '}
                  {priceText(p.low24h, scale)} · {t(`${P}.average`)} {priceText(p.average24h, scale)} ·{' '}
                  {t(`${P}.volume`)} {compactText(p.volume24h)} · {t(`${P}.turnover`)}{' '}
                  {compactText(p.turnover24h)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
