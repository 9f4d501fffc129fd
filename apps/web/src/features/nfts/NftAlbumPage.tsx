// /nftAlbum?id= (spec §2 album; issue 23): the album's cover, name, creator (linking to the creator's
// page), description, items and holders counts, floor and average price, then its items as cards (image,
// name, token id, holder), paged (infinite), each opening the item. 5046: the album missing.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { readId } from './format';
import { NftImage } from './NftImage';
import { AddressLine, AlbumFigures, creatorPath, ItemGrid, NftFailure, PageSpinner } from './parts';
import { N, WithNftTexts } from './texts';
import { useNftAlbum } from './useNfts';
import '../ads/ads.css';
import './nfts.css';

function Album({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useNftAlbum(id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <NftFailure error={query.error} onRetry={() => void query.refetch()} />;
  const album = query.data.pages[0]!.album;
  const items = query.data.pages.flatMap((p) => p.items.list);
  return (
    <>
      <section className="nft-card nft-album-head" data-testid="nft-album-head">
        <div className="nft-album-head__top">
          <NftImage url={album.coverUrl} alt={album.name} className="nft-album-head__cover" />
          <div className="nft-album-head__titles">
            <h2 className="nft-title" data-testid="nft-album-title">
              {album.name}
            </h2>
            {album.creatorAddress || album.creatorName ? (
              <div className="nft-line">
                <span className="nft-muted">{t(`${N}.album.creator`)}</span>
                {album.creatorName ? (
                  <span data-testid="nft-album-creator-name">{album.creatorName}</span>
                ) : null}
                {album.creatorAddress ? (
                  <AddressLine
                    address={album.creatorAddress}
                    to={creatorPath(album.creatorAddress)}
                    testId="nft-album-creator"
                  />
                ) : null}
              </div>
            ) : null}
          </div>
        </div>
        {album.description ? (
          <p className="nft-text" data-testid="nft-album-description">
            {album.description}
          </p>
        ) : null}
        <AlbumFigures album={album} />
      </section>
      <h3 className="nft-section-title">{t(`${N}.album.items`)}</h3>
      {items.length === 0 ? (
        <p className="nft-muted nft-empty-line" data-testid="nft-album-empty">
          {t(`${N}.album.empty`)}
        </p>
      ) : (
        <ItemGrid
          items={items}
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onMore={() => void query.fetchNextPage()}
          testId="nft-album-items"
        />
      )}
    </>
  );
}

export default function NftAlbumPage() {
  const [search] = useSearchParams();
  const id = readId(search);
  return (
    <div className="page nfts" data-testid="nft-album-page">
      <WithNftTexts>{id ? <Album key={id} id={id} /> : <NftFailure code="5046" />}</WithNftTexts>
    </div>
  );
}
