// The price panel's area: the coins of /common/coin with their symbol. The prices themselves come with
// the prices work; until then each row says the price is pending.
import type { CoinDto } from '@p2p/contracts';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCoins } from '../../hooks/useCatalog';

const BADGE_COLORS: Record<string, string> = { USDT: '#26a17b', MEC: '#3d7bff' };

function CoinBadge({ coin }: { coin: CoinDto }) {
  const color = BADGE_COLORS[coin.enShort.toUpperCase()] ?? '#7b61ff';
  return (
    <span className="coin-badge" style={{ background: color }} aria-hidden="true">
      {coin.enShort.slice(0, 1).toUpperCase()}
    </span>
  );
}

export function PricePanel() {
  const { t } = useTranslation();
  const coins = useCoins();

  if (coins.isPending) {
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

  if (coins.isError || coins.data.length === 0) {
    return (
      <div className="price-panel price-panel--empty" data-testid="price-panel">
        <span>{t('web.home.noCoins')}</span>
        <button type="button" className="text-button" onClick={() => void coins.refetch()}>
          {t('web.home.retry')}
        </button>
      </div>
    );
  }

  return (
    <ul className="price-panel" data-testid="price-panel">
      {coins.data.map((coin) => (
        <li key={coin.id}>
          <Link
            className="price-row"
            to={`/priceRecord?coin=${encodeURIComponent(coin.enShort)}`}
            data-testid={`price-row-${coin.enShort}`}
          >
            <CoinBadge coin={coin} />
            <span className="price-row__names">
              <span className="price-row__symbol">{coin.enShort}</span>
              {coin.name && coin.name !== coin.enShort ? (
                <span className="price-row__name">{coin.name}</span>
              ) : null}
            </span>
            <span className="price-row__price">
              <span className="price-row__value">--</span>
              <span className="price-row__hint">{t('web.home.pricePending')}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
