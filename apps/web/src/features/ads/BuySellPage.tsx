// /buySell: the order market (spec §2). Buy and sell tabs (the Buy tab lists SELL ads), the coin pair,
// filters (country or region, payment method, certified only, fast only), sort by price or quantity, and an
// infinite list of ad cards. The state lives in the query string, so a link (or the home page's
// `?type=SELL`) opens the same view; `?adId=` opens one ad, with the offline prompt when it is offline.
// Buy or Sell on a card (or in the details) opens the order confirmation sheet, and `?mode=quick` (the home
// page's quick trade) the quick trade sheet: both of features/orders, fetched the first time wanted. The
// NFT tab (`?asset=NFT`, issue 23) lists NFT sell ads as item cards; Buy opens the NFT buy confirmation.
import type { AdDto } from '@p2p/contracts';
import { SearchOutline } from 'antd-mobile-icons';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useTraderPairs } from '../../hooks/useCatalog';
import { EmptyState } from '../../shell/EmptyState';
import { LoadFailed } from '../../shell/LoadFailed';
import { LazyOverlay } from '../../shell/lazyOverlay';
import { AdCard } from './AdCard';
import { AdDetailSheet } from './AdDetailSheet';
import {
  hasMarketFilters,
  marketQuery,
  NO_MARKET_FILTERS,
  readMarketParams,
  writeMarketParams,
  type MarketParams,
  type TakerSide,
} from './format';
import { LoadMore } from './LoadMore';
import { MarketFilters } from './MarketFilters';
import { MarketSkeleton } from './MarketSkeleton';
import { NftMarket } from '../nfts/trade/NftMarket';
import { useAd, useMarket } from './useAds';
import './ads.css';
import './market.css';

const SIDES: readonly TakerSide[] = ['BUY', 'SELL'];

const OrderConfirmSheet = lazy(() => import('../orders/OrderConfirmSheet'));
const QuickTradeSheet = lazy(() => import('../orders/QuickTradeSheet'));
const NftBuySheet = lazy(() => import('../orders/NftBuySheet'));

/**
 * What trading on this tab means, in a line under the controls (the trader's first day, issue 26): the
 * same text from the first render on, so that the page's largest text is painted with its first screen.
 */
function Caption({ side }: { side: TakerSide }) {
  const { t } = useTranslation();
  return (
    <p className="ads-caption" data-testid="market-caption">
      {t(side === 'BUY' ? 'common.ads.market.captionBuy' : 'common.ads.market.captionSell')}
    </p>
  );
}

export default function BuySellPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = readMarketParams(search);
  // The trader's pairs (issue 24): coin pairs and the fiat pairs of their country only.
  const pairsQuery = useTraderPairs();
  const pairs = (pairsQuery.data?.pairs ?? []).filter((p) => p.enabled);
  const pairId = pairs.some((p) => p.id === params.pairId) ? params.pairId : (pairs[0]?.id ?? null);
  const market = useMarket(marketQuery(params, pairId ?? '0'), pairId !== null && !params.nft);
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
  // The NFT ad being bought (the NFT buy confirmation).
  const [buying, setBuying] = useState<AdDto | null>(null);
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
            aria-selected={!params.nft && params.side === s}
            className={`ads-tabs__tab is-${s.toLowerCase()}${!params.nft && params.side === s ? ' is-active' : ''}`}
            onClick={() => update({ side: s, nft: false })}
            data-testid={`market-tab-${s}`}
          >
            {t(s === 'BUY' ? 'common.ads.tabs.buy' : 'common.ads.tabs.sell')}
          </button>
        ))}
        <button
          type="button"
          role="tab"
          aria-selected={params.nft}
          className={`ads-tabs__tab is-nft${params.nft ? ' is-active' : ''}`}
          onClick={() => update({ nft: true })}
          data-testid="market-tab-NFT"
        >
          {t('common.ads.publish.nft')}
        </button>
      </div>
      {params.nft ? <NftMarket onOrder={setBuying} /> : null}
      <button
        type="button"
        hidden={params.nft}
        className="button button--outline ads-quick"
        onClick={() => setQuick(true)}
        data-testid="market-quick"
      >
        {t('common.home.quickTrade')}
      </button>
      {params.nft ? null : pairsQuery.isPending ? (
        // The pairs are still loading: never "no pair is open" before the answer says so. The row and the
        // skeleton cards hold the places of the controls and the list (the prerendered first screen).
        <>
          <MarketFilters pairs={[]} pairId="" params={params} onChange={update} />
          <Caption side={params.side} />
          <MarketSkeleton testId="market-pairs-loading" />
        </>
      ) : pairsQuery.isError && pairId === null ? (
        <LoadFailed onRetry={() => void pairsQuery.refetch()} testId="market-pairs-failed" />
      ) : pairId === null ? (
        <EmptyState
          icon={<SearchOutline />}
          title={t('common.ads.market.noPairs')}
          testId="market-no-pairs"
        />
      ) : (
        <>
          <MarketFilters pairs={pairs} pairId={pairId} params={params} onChange={update} />
          <Caption side={params.side} />
          {market.isPending ? (
            <MarketSkeleton testId="market-loading" />
          ) : market.isError ? (
            <LoadFailed onRetry={() => void market.refetch()} testId="market-failed" />
          ) : ads.length === 0 ? (
            <EmptyState
              icon={<SearchOutline />}
              title={t('common.ads.market.empty')}
              message={t('common.ads.market.emptyHint')}
              button={
                hasMarketFilters(params)
                  ? {
                      label: t('common.actions.resetFilters'),
                      onClick: () => update(NO_MARKET_FILTERS),
                      testId: 'market-reset-filters',
                    }
                  : undefined
              }
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
      <LazyOverlay wanted={buying !== null}>
        <NftBuySheet ad={buying} onClose={() => setBuying(null)} />
      </LazyOverlay>
      <LazyOverlay wanted={quick}>
        <QuickTradeSheet visible={quick} side={params.side} pairId={pairId} onClose={() => setQuick(false)} />
      </LazyOverlay>
    </div>
  );
}
