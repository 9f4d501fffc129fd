// The home page's price panel (spec §2, issue 14): the latest price of the first few pairs (those that
// have traded first) with its rise or fall since the average at 00:00 UTC and its 24h volume (K, M, B);
// a pair without trades says "Price pending". A row opens /priceRecord on its pair. While the prices
// load (and in the prerendered home, whose API never answers) it shows two placeholder rows of a row's
// height.
import { WebRoutes, type LatestPriceDto } from '@p2p/contracts';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { compactText, P, percentText, priceText, pricedFirst, trendOf } from '../prices/format';
import { useLatestPrices } from '../prices/usePrices';

/** Rows on the home page (pairs that have traded first); /priceRecord lists every pair. */
export const HOME_PRICE_ROWS = 4;

const BADGE_COLORS: Record<string, string> = { USDT: '#26a17b', MEC: '#3d7bff' };

function CoinBadge({ symbol }: { symbol: string }) {
  const color = BADGE_COLORS[symbol.toUpperCase()] ?? '#7b61ff';
  return (
    <span className="coin-badge" style={{ background: color }} aria-hidden="true">
      {symbol.slice(0, 1).toUpperCase()}
    </span>
  );
}

function PriceRow({ price }: { price: LatestPriceDto }) {
  const { t } = useTranslation();
  const trend = trendOf(price);
  return (
    <Link
      className="price-row"
      to={`${WebRoutes.priceRecord}?pair=${encodeURIComponent(price.coinPairId)}`}
      data-testid={`price-row-${price.coinPairId}`}
    >
      <CoinBadge symbol={price.coin ?? price.quote} />
      <span className="price-row__names">
        <span className="price-row__symbol">
          {price.coin ?? price.quote}
          {price.coin ? <span className="price-row__quote">/{price.quote}</span> : null}
        </span>
        <span className="price-row__name">
          {t(`${P}.volume`)} {compactText(price.volume24h)}
        </span>
      </span>
      <span className="price-row__price">
        <span className="price-row__value" data-testid="price-row-value">
          {priceText(price.price, price.priceScale)}
        </span>
        {price.price === null ? (
          <span className="price-row__hint">{t(`${P}.pending`)}</span>
        ) : (
          <span className={`price-row__change is-${trend}`} data-testid="price-row-change">
            {percentText(price.changePercent)}
          </span>
        )}
      </span>
    </Link>
  );
}

export function PricePanel() {
  const { t } = useTranslation();
  const prices = useLatestPrices();

  if (prices.isPending) {
    return (
      <div className="price-panel" data-testid="price-panel" aria-busy="true">
        {[0, 1].map((i) => (
          <div className="price-row" key={i}>
            <Skeleton animated className="price-row__skeleton" />
          </div>
        ))}
      </div>
    );
  }

  if (prices.isError || prices.data.length === 0) {
    return (
      <div className="price-panel price-panel--empty" data-testid="price-panel">
        <span>{t(prices.isError ? `${P}.loadFailed` : `${P}.noPairs`)}</span>
        <button type="button" className="text-button" onClick={() => void prices.refetch()}>
          {t(`${P}.retry`)}
        </button>
      </div>
    );
  }

  return (
    <ul className="price-panel" data-testid="price-panel" aria-label={t('web.home.latestPrices')}>
      {pricedFirst(prices.data, HOME_PRICE_ROWS).map((price) => (
        <li key={price.coinPairId}>
          <PriceRow price={price} />
        </li>
      ))}
    </ul>
  );
}
