// The chosen pair's latest price on /priceRecord: the price, its rise or fall since the average at 00:00
// UTC, the last trade's time (shifted by the stored offset, spec §9) and the 24h high, low, average,
// volume and turnover.
import type { LatestPriceDto } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../i18n/language';
import type { Language } from '@p2p/i18n';
import { formatShiftedTime } from './clock';
import { changeText, compactText, P, pairName, percentText, priceText, trendOf } from './format';

/** Keeps a line's height while there is nothing to write in it. */
const BLANK = '\u00a0';

/**
 * `price` null: the prices are on their way. The same layout then holds dashes, so that nothing moves
 * when they arrive (the page is not prerendered, but its first paint should not shift either).
 */
export function PriceSummary({
  price,
  offsetHours,
}: {
  price: LatestPriceDto | null;
  offsetHours: number | null;
}) {
  const { t, i18n } = useTranslation();
  const trend = price ? trendOf(price) : 'flat';
  const scale = price?.priceScale ?? 2;
  const lastTrade = !price
    ? BLANK
    : price.lastTradeAt
      ? offsetHours === null
        ? t('common.messages.timeZoneError')
        : t(`${P}.lastTrade`, {
            time: formatShiftedTime(price.lastTradeAt, offsetHours, htmlLang(i18n.language as Language), ''),
          })
      : t(`${P}.pending`);
  const stats: Array<{ key: string; label: string; value: string }> = [
    { key: 'high', label: t(`${P}.high`), value: priceText(price?.high24h ?? null, scale) },
    { key: 'low', label: t(`${P}.low`), value: priceText(price?.low24h ?? null, scale) },
    { key: 'average', label: t(`${P}.average`), value: priceText(price?.average24h ?? null, scale) },
    {
      key: 'volume',
      label: t(`${P}.volume`),
      value: `${compactText(price?.volume24h ?? null)} ${price?.coin ?? ''}`.trim(),
    },
    {
      key: 'turnover',
      label: t(`${P}.turnover`),
      value: `${compactText(price?.turnover24h ?? null)} ${price?.quote ?? ''}`.trim(),
    },
  ];

  return (
    <section
      className="price-summary"
      data-testid={price ? 'price-summary' : 'price-summary-pending'}
      aria-labelledby="price-summary-pair"
      aria-busy={!price}
    >
      <div className="price-summary__head">
        <h2 className="price-summary__pair" id="price-summary-pair" data-testid="price-summary-pair">
          {price ? pairName(price) : BLANK}
        </h2>
        <span className={`price-trend is-${trend}`} data-testid="price-summary-percent" data-trend={trend}>
          {percentText(price?.changePercent ?? null)}
        </span>
      </div>
      <p className="price-summary__price">
        <span data-testid="price-summary-price">{priceText(price?.price ?? null, scale)}</span>
        <span className="price-summary__quote">{price?.quote ?? ''}</span>
      </p>
      <p className="price-summary__meta">
        <span className={`price-trend is-${trend}`} data-testid="price-summary-change">
          {changeText(price?.change ?? null, scale)}
        </span>
        <span>{t(`${P}.change`)}</span>
      </p>
      <p className="price-summary__meta" data-testid="price-summary-time">
        {lastTrade}
      </p>
      <dl className="price-stats">
        {stats.map((s) => (
          <div className="price-stats__item" key={s.key}>
            <dt>{s.label}</dt>
            <dd data-testid={`price-stat-${s.key}`}>{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
