// /nftDetail's "Buy" (issue 23): when the item is listed (the detail's price is its published ad's, and
// the escrow holds it), its NFT sell ad is looked up in the market (`GET /c2c/advert/page?assetKind=NFT&
// nftAlbumId=`, page by page) and shown with its price and Buy, which opens the buy confirmation
// (features/orders/NftBuySheet, fetched the first time wanted). The detail names no ad id to order on.
import type { AdDto, NftItemDetailDto } from '@p2p/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADS_PAGE_SIZE, fetchMarketPage } from '../../../api/ads';
import { useSession } from '../../../hooks/useSession';
import { queryKeys } from '../../../queryKeys';
import { LazyOverlay } from '../../../shell/lazyOverlay';
import { decimal } from '../../ads/format';
import { N } from '../texts';
import './nftTrade.css';

const NftBuySheet = lazy(() => import('../../orders/NftBuySheet'));

/** How many market pages of the album are read at most to find the item's ad. */
export const LISTING_MAX_PAGES = 10;

/** The published NFT sell ad of `itemId` among the album's NFT ads, or null. */
export async function findListing(
  albumId: string,
  itemId: string,
  signal?: AbortSignal,
): Promise<AdDto | null> {
  const query = { type: 'SELL', assetKind: 'NFT', nftAlbumId: Number(albumId) } as const;
  for (let pageNo = 1; pageNo <= LISTING_MAX_PAGES; pageNo += 1) {
    const page = await fetchMarketPage(query, pageNo, signal);
    const ad = page.list.find((a) => a.nft?.itemId === itemId);
    if (ad) return ad;
    if (page.list.length === 0 || pageNo * ADS_PAGE_SIZE >= page.total) return null;
  }
  return null;
}

/** The item's ad while it is listed (null when none is found). */
export function useNftListing(item: NftItemDetailDto): AdDto | null {
  const session = useSession();
  const listed = item.inEscrow && item.price !== null;
  const listing = useQuery({
    queryKey: [...queryKeys.session.market({ nftListing: item.id }), item.albumId],
    queryFn: ({ signal }) => findListing(item.albumId, item.id, signal),
    enabled: Boolean(session) && listed,
    staleTime: 10_000,
  });
  return listed ? (listing.data ?? null) : null;
}

/** The listed price and Buy (in place of the detail's price row). */
export function NftListing({ ad }: { ad: AdDto }) {
  const { t } = useTranslation();
  const [buying, setBuying] = useState<AdDto | null>(null);
  return (
    <div className="nft-listing" data-testid="nft-listing">
      <strong data-testid="nft-listing-price">
        {t(`${N}.trade.listedFor`, { price: `${decimal(ad.unitPrice)} ${ad.quote}` })}
      </strong>
      <button
        type="button"
        className="button button--primary"
        onClick={() => setBuying(ad)}
        data-testid="nft-listing-buy"
      >
        {t(`${N}.trade.buy`)}
      </button>
      <LazyOverlay wanted={buying !== null}>
        <NftBuySheet ad={buying} onClose={() => setBuying(null)} />
      </LazyOverlay>
    </div>
  );
}
