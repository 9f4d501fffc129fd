// Pieces the NFT pages share: an address shortened with its copy button (and its page), an album's
// figures, an item card and the cards' infinite list, an album card, and the page's failure (5046 and
// 5048 in their own words with a way back; anything else with a retry).
import { WebRoutes, webPath, type NftAlbumDto, type NftItemCardDto } from '@p2p/contracts';
import { isApiError } from '@p2p/contracts/client';
import { SpinLoading } from 'antd-mobile';
import { ExclamationCircleOutline, SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../shell/EmptyState';
import { backTarget } from '../../shell/routeMeta';
import { shortAddress } from '../account/profile/plainFormat';
import { LoadMore } from '../ads/LoadMore';
import { CopyButton } from '../funds/CopyButton';
import { figure, itemName } from './format';
import { NftImage } from './NftImage';
import { N } from './texts';
// The copy button's own style (funds-copy).
import '../funds/funds.css';

/** The codes a page shows as "not there" (spec §8): the album missing, the NFT not found. */
export const NOT_FOUND_CODES = ['5046', '5048'] as const;
export type NotFoundCode = (typeof NOT_FOUND_CODES)[number];

export function notFoundCode(error: unknown): NotFoundCode | null {
  if (!isApiError(error)) return null;
  return (NOT_FOUND_CODES as readonly string[]).includes(error.code) ? (error.code as NotFoundCode) : null;
}

export function PageSpinner() {
  return (
    <div className="nfts__loading" data-testid="nfts-loading">
      <SpinLoading />
    </div>
  );
}

/** A page that cannot show its row: 5046/5048 (or a link naming none) with a way back, else a retry. */
export function NftFailure({
  error,
  code,
  onRetry,
}: {
  error?: unknown;
  code?: NotFoundCode | 'badAddress';
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const shown = code ?? notFoundCode(error);
  // Back as the header's back button goes: one step back, or home when the page was opened directly.
  const back = () => {
    const target = backTarget(undefined, location.key !== 'default');
    void (target === -1 ? navigate(-1) : navigate(target));
  };
  if (shown) {
    return (
      <EmptyState
        icon={<SearchOutline />}
        title={shown === 'badAddress' ? t(`${N}.states.badAddress`) : t(`errors.${shown}`)}
        testId="nfts-not-found"
      >
        <Link
          className="button button--primary empty-state__action"
          to={WebRoutes.nftAlbums}
          data-testid="empty-state-action"
        >
          {t(`${N}.states.allAlbums`)}
        </Link>
        <button type="button" className="text-button nfts__back" onClick={back} data-testid="nfts-back">
          {t(`${N}.states.back`)}
        </button>
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={<ExclamationCircleOutline />} title={t(`${N}.states.loadFailed`)} testId="nfts-error">
      {onRetry ? (
        <button type="button" className="button button--outline" onClick={onRetry} data-testid="nfts-retry">
          {t(`${N}.states.retry`)}
        </button>
      ) : null}
    </EmptyState>
  );
}

/** `0x1234…abcd` with a copy button; a link to `to` when given. */
export function AddressLine({ address, to, testId }: { address: string; to?: string; testId: string }) {
  const short = shortAddress(address);
  return (
    <span className="nft-address" data-testid={testId} title={address}>
      {to ? (
        <Link to={to} className="nft-address__text" data-testid={`${testId}-link`}>
          {short}
        </Link>
      ) : (
        <span className="nft-address__text">{short}</span>
      )}
      <CopyButton value={address} testId={`${testId}-copy`} />
    </span>
  );
}

export const holderPath = (address: string) => webPath(WebRoutes.nftHolder, { address });
export const creatorPath = (address: string) => webPath(WebRoutes.nftCreator, { address });
export const albumPath = (id: string) => webPath(WebRoutes.nftAlbum, { id });
export const detailPath = (id: string) => webPath(WebRoutes.nftDetail, { id });
export const recordsPath = (id: string) => webPath(WebRoutes.nftRecords, { id });

/** An album's items, holders, floor and average price. */
export function AlbumFigures({ album }: { album: NftAlbumDto }) {
  const { t } = useTranslation();
  const rows: [string, string, string][] = [
    ['items', t(`${N}.figures.items`), String(album.itemsCount)],
    ['holders', t(`${N}.figures.holders`), String(album.holdersCount)],
    ['floor', t(`${N}.figures.floor`), figure(album.floorPrice)],
    ['average', t(`${N}.figures.average`), figure(album.averagePrice)],
  ];
  return (
    <dl className="nft-figures">
      {rows.map(([key, label, value]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-testid={`nft-figure-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AlbumCard({ album }: { album: NftAlbumDto }) {
  const { t } = useTranslation();
  return (
    <li className="nft-album-card" data-testid={`nft-album-${album.id}`}>
      <Link to={albumPath(album.id)} className="nft-album-card__link">
        <NftImage url={album.coverUrl} alt={album.name} className="nft-album-card__cover" />
        <div className="nft-album-card__body">
          <h2 className="nft-album-card__name" data-testid="nft-album-name">
            {album.name}
          </h2>
          {album.creatorName || album.creatorAddress ? (
            <p className="nft-muted" data-testid="nft-album-creator">
              {t(`${N}.album.by`, { name: album.creatorName ?? shortAddress(album.creatorAddress ?? '') })}
            </p>
          ) : null}
        </div>
      </Link>
      <AlbumFigures album={album} />
    </li>
  );
}

/**
 * An item's card; `showAlbum` where the list mixes albums (a holder's, a creator's items), `showHolder`
 * unless the page is the holder's own.
 */
export function ItemCard({
  item,
  showAlbum = false,
  showHolder = true,
}: {
  item: NftItemCardDto;
  showAlbum?: boolean;
  showHolder?: boolean;
}) {
  const { t } = useTranslation();
  const name = itemName(item);
  return (
    <li className="nft-item-card" data-testid={`nft-item-${item.id}`}>
      <Link to={detailPath(item.id)} className="nft-item-card__link">
        <NftImage url={item.imageUrl} alt={name} className="nft-item-card__image" />
        <span className="nft-item-card__name" data-testid="nft-item-name">
          {name}
        </span>
        {showAlbum ? (
          <span className="nft-muted nft-item-card__album" data-testid="nft-item-album">
            {item.albumName}
          </span>
        ) : null}
        <span className="nft-muted" data-testid="nft-item-token">
          #{item.tokenId}
        </span>
        {showHolder && item.holderAddress ? (
          <span className="nft-muted" data-testid="nft-item-holder">
            {t(`${N}.card.holder`, { address: shortAddress(item.holderAddress) })}
          </span>
        ) : null}
        {item.price !== null ? (
          <span className="nft-item-card__price" data-testid="nft-item-price">
            {t(`${N}.card.listed`, { price: item.price })}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/** Item cards in two columns, with the infinite list's footer. */
export function ItemGrid({
  items,
  hasMore,
  loading,
  onMore,
  testId,
  showAlbum = false,
  showHolder = true,
}: {
  items: NftItemCardDto[];
  hasMore: boolean;
  loading: boolean;
  onMore(): void;
  testId: string;
  showAlbum?: boolean;
  showHolder?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="nft-grid" data-testid={testId}>
        {items.map((item) => (
          <ItemCard key={item.id} item={item} showAlbum={showAlbum} showHolder={showHolder} />
        ))}
      </ul>
      <LoadMore
        hasMore={hasMore}
        loading={loading}
        onMore={onMore}
        testId={`${testId}-more`}
        endText={t(`${N}.album.end`)}
      />
    </>
  );
}
