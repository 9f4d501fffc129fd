// The market's NFT tab (spec §2, issue 23): NFT sell ads (`GET /c2c/advert/page?assetKind=NFT&type=SELL`)
// as item cards (image, name, album, price, the seller's figures as on coin cards), an infinite list. A
// card's Buy opens the buy confirmation (features/orders/NftBuySheet).
import type { AdDto } from '@p2p/contracts';
import { SpinLoading } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shell/EmptyState';
import { LoadFailed } from '../../../shell/LoadFailed';
import { AdvertiserLine, PaymentKinds } from '../../ads/AdCard';
import { OwnAdMark, useIsOwnAd } from '../../ads/ownAd';
import { decimal } from '../../ads/format';
import { LoadMore } from '../../ads/LoadMore';
import { useMarket } from '../../ads/useAds';
import { N, WithNftTexts } from '../texts';
import { NftAdItem } from './NftAdItem';

const T = `${N}.trade`;
export const NFT_MARKET_QUERY = { type: 'SELL', assetKind: 'NFT' } as const;

export function NftAdCard({ ad, onOrder }: { ad: AdDto; onOrder(ad: AdDto): void }) {
  const { t } = useTranslation();
  const own = useIsOwnAd(ad);
  if (!ad.nft) return null;
  return (
    <li className="ad-card nft-market-card" data-testid={`nft-ad-card-${ad.id}`}>
      <div className="ad-card__body">
        <div className="nft-market-card__item">
          <NftAdItem nft={ad.nft} />
        </div>
        <div className="ad-card__price">
          <span className="ads-muted">{t('common.ads.card.price')}</span>
          <strong data-testid="ad-price">
            {decimal(ad.unitPrice)} <small>{ad.quote}</small>
          </strong>
        </div>
      </div>
      <AdvertiserLine ad={ad} />
      <div className="ad-card__foot">
        <PaymentKinds ad={ad} />
        {own ? (
          <OwnAdMark />
        ) : (
          <button
            type="button"
            className="ad-card__action is-buy"
            onClick={() => onOrder(ad)}
            data-testid="nft-ad-buy"
          >
            {t(`${T}.buy`)}
          </button>
        )}
      </div>
    </li>
  );
}

function List({ onOrder }: { onOrder(ad: AdDto): void }) {
  const { t } = useTranslation();
  const market = useMarket(NFT_MARKET_QUERY);
  const ads = market.data?.pages.flatMap((p) => p.list).filter((a) => a.nft !== null) ?? [];
  if (market.isPending)
    return (
      <div className="ads-loading">
        <SpinLoading />
      </div>
    );
  if (market.isError) return <LoadFailed onRetry={() => void market.refetch()} testId="nft-market-failed" />;
  if (ads.length === 0)
    return (
      <EmptyState
        icon={<SearchOutline />}
        title={t(`${T}.marketEmpty`)}
        message={t(`${T}.marketEmptyHint`)}
        testId="nft-market-empty"
      />
    );
  return (
    <>
      <ul className="ads-list" data-testid="nft-market-list">
        {ads.map((ad) => (
          <NftAdCard key={ad.id} ad={ad} onOrder={onOrder} />
        ))}
      </ul>
      <LoadMore
        hasMore={Boolean(market.hasNextPage)}
        loading={market.isFetchingNextPage}
        onMore={() => void market.fetchNextPage()}
        testId="nft-market-more"
      />
    </>
  );
}

export function NftMarket({ onOrder }: { onOrder(ad: AdDto): void }) {
  return (
    <WithNftTexts>
      <List onOrder={onOrder} />
    </WithNftTexts>
  );
}
