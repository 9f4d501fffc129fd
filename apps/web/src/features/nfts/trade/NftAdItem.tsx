// An NFT ad's or order's item as its screens show it (issue 23): the image the API stored, the name, the
// album and the token id, with the way to the item's detail page. Used by the publish steps, /myAdvert,
// the market's NFT cards, the buy confirmation and /orderDetail in place of a coin quantity.
import { WebRoutes, webPath, type AdNftDto } from '@p2p/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { itemName } from '../format';
import { NftImage } from '../NftImage';
import { N, WithNftTexts } from '../texts';
import '../nfts.css';
import './nftTrade.css';

export function NftAdItem({
  nft,
  link = false,
  large = false,
}: {
  nft: AdNftDto;
  link?: boolean;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const name = itemName(nft);
  return (
    <div className={`nft-ad-item${large ? ' nft-ad-item--large' : ''}`} data-testid="nft-ad-item">
      <NftImage url={nft.imageUrl} alt={name} className="nft-ad-item__image" />
      <div className="nft-ad-item__text">
        <strong data-testid="nft-ad-item-name">{name}</strong>
        <span className="ads-muted" data-testid="nft-ad-item-album">
          {nft.albumName}
        </span>
        <span className="ads-muted" data-testid="nft-ad-item-token">
          {t(`${N}.trade.token`, { id: nft.tokenId })}
        </span>
        {link ? (
          <Link to={webPath(WebRoutes.nftDetail, { id: nft.itemId })} data-testid="nft-ad-item-link">
            {t(`${N}.trade.viewItem`)}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** The item on a screen that does not load the NFT texts itself (/myAdvert, /orderDetail). */
export function NftAdItemWithTexts(props: { nft: AdNftDto; link?: boolean; large?: boolean }) {
  return (
    <WithNftTexts quiet>
      <NftAdItem {...props} />
    </WithNftTexts>
  );
}
