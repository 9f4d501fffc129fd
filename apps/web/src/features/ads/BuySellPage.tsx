// /buySell: the order market (spec §2). Buy and sell tabs (the Buy tab lists SELL ads), the coin pair,
// filters (country or region, payment method, certified only, fast only), sort by price or quantity, and an
// infinite list of ad cards. The state lives in the query string, so a link (or the home page's
// `?type=SELL`) opens the same view; `?adId=` opens one ad, with the offline prompt when it is offline.
// Buy or Sell on a card (or in the details) opens the order confirmation sheet, and `?mode=quick` (the home
// page's quick trade) the quick trade sheet: both of features/orders, fetched the first time wanted.
import type { AdDto } from '@p2p/contracts';
import { SpinLoading } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCoinPairs } from '../../hooks/useCatalog';
import { EmptyState } from '../../shell/EmptyState';
import { LazyOverlay } from '../../shell/lazyOverlay';
import { AdCard } from './AdCard';
import { AdDetailSheet } from './AdDetailSheet';
import {
  marketQuery,
  readMarketParams,
  writeMarketParams,
  type MarketParams,
  type TakerSide,
} from './format';
import { LoadMore } from './LoadMore';
import { MarketFilters } from './MarketFilters';
import { useAd, useMarket } from './useAds';
import './ads.css';

const SIDES: readonly TakerSide[] = ['BUY', 'SELL'];

const OrderConfirmSheet = lazy(() => import('../orders/OrderConfirmSheet'));
const QuickTradeSheet = lazy(() => import('../orders/QuickTradeSheet'));

export default function BuySellPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = readMarketParams(search);
  const pairsQuery = useCoinPairs();
  const pairs = (pairsQuery.data ?? []).filter((p) => p.enabled);
  const pairId = pairs.some((p) => p.id === params.pairId) ? params.pairId : (pairs[0]?.id ?? null);
  const market = useMarket(marketQuery(params, pairId ?? '0'), pairId !== null);
  const ads = market.data?.pages.flatMap((p) => p.list) ?? [];

  // The ad shown in the sheet: the card's copy at once, then its own read (a link has only the id).
  const [picked, setPicked] = useState<AdDto | null>(null);
  const linked = useAd(params.adId);
  const shown = linked.data ?? (picked?.id === params.adId ? picked : null);

  const update = (next: Partial<MarketParams>) =>
    setSearch(writeMarketParams({ ...params, adId: null, ...next }), { replace: true });
  const open = (ad: AdDto) => {
    setPicked(ad);
    setSearch(writeMarketParams({ ...params, adId: ad.id }));
  };
  const close = () => setSearch(writeMarketParams({ ...params, adId: null }), { replace: true });
  // The ad being ordered on (the confirmation sheet).
  const [ordering, setOrdering] = useState<AdDto | null>(null);
  const quick = search.get('mode') === 'quick';
  const setQuick = (on: boolean) =>
    setSearch({ ...writeMarketParams(params), ...(on ? { mode: 'quick' } : {}) }, { replace: !on });

  return (
    <div className="page ads" data-testid="buy-sell-page">
      <div className="ads-tabs" role="tablist" aria-label={t('common.ads.tabs.label')}>
        {SIDES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={params.side === s}
            className={`ads-tabs__tab is-${s.toLowerCase()}${params.side === s ? ' is-active' : ''}`}
            onClick={() => update({ side: s })}
            data-testid={`market-tab-${s}`}
          >
            {t(s === 'BUY' ? 'common.ads.tabs.buy' : 'common.ads.tabs.sell')}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="button button--outline ads-quick"
        onClick={() => setQuick(true)}
        data-testid="market-quick"
      >
        {t('common.home.quickTrade')}
      </button>
      {pairsQuery.isPending ? (
        // The pairs are still loading: never "no pair is open" before the answer says so.
        <div className="ads-loading" data-testid="market-pairs-loading">
          <SpinLoading />
        </div>
      ) : pairsQuery.isError && pairId === null ? (
        <EmptyState icon={<SearchOutline />} title={t('common.messages.loadingFailed')} />
      ) : pairId === null ? (
        <EmptyState
          icon={<SearchOutline />}
          title={t('common.ads.market.noPairs')}
          testId="market-no-pairs"
        />
      ) : (
        <>
          <MarketFilters pairs={pairs} pairId={pairId} params={params} onChange={update} />
          {market.isPending ? (
            <div className="ads-loading">
              <SpinLoading />
            </div>
          ) : market.isError ? (
            <EmptyState icon={<SearchOutline />} title={t('common.messages.loadingFailed')} />
          ) : ads.length === 0 ? (
            <EmptyState
              icon={<SearchOutline />}
              title={t('common.ads.market.empty')}
              message={t('common.ads.market.emptyHint')}
              testId="market-empty"
            />
          ) : (
            <>
              <ul className="ads-list" data-testid="market-list">
                {ads.map((ad) => (
                  <AdCard key={ad.id} ad={ad} side={params.side} onOpen={open} onOrder={setOrdering} />
                ))}
              </ul>
              <LoadMore
                hasMore={Boolean(market.hasNextPage)}
                loading={market.isFetchingNextPage}
                onMore={() => void market.fetchNextPage()}
                testId="market-more"
              />
            </>
          )}
        </>
      )}
      <AdDetailSheet
        visible={params.adId !== null && (shown !== null || linked.isError)}
        ad={shown}
        unavailable={linked.isError && shown === null}
        onClose={close}
        onShowOnline={close}
        onOrder={(ad) => {
          close();
          setOrdering(ad);
        }}
      />
      <LazyOverlay wanted={ordering !== null}>
        <OrderConfirmSheet ad={ordering} onClose={() => setOrdering(null)} />
      </LazyOverlay>
      <LazyOverlay wanted={quick}>
        <QuickTradeSheet visible={quick} side={params.side} pairId={pairId} onClose={() => setQuick(false)} />
      </LazyOverlay>
    </div>
  );
}
