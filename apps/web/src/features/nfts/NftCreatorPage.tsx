// /nftCreator?address= (spec §2 creator; issue 23): the creator's name and address (shortened, with copy),
// the enabled albums it created and their items as cards, paged (infinite). The API keys creators by the
// address an operator gave the album. A link naming no address says so.
import { PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../shell/EmptyState';
import { readAddress } from './format';
import { AddressLine, AlbumCard, ItemGrid, NftFailure, PageSpinner } from './parts';
import { N, WithNftTexts } from './texts';
import { useNftCreator } from './useNfts';
import '../ads/ads.css';
import './nfts.css';

function Creator({ address }: { address: string }) {
  const { t } = useTranslation();
  const query = useNftCreator(address);
  const first = query.data?.pages[0];
  return (
    <>
      <section className="nft-card" data-testid="nft-creator-head">
        {first?.name ? (
          <h2 className="nft-title" data-testid="nft-creator-name">
            {first.name}
          </h2>
        ) : null}
        <div className="nft-line">
          <span className="nft-muted">{t(`${N}.creator.address`)}</span>
          <AddressLine address={address} testId="nft-creator-address" />
        </div>
      </section>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <NftFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : first!.albums.length === 0 ? (
        <EmptyState icon={<PictureOutline />} title={t(`${N}.creator.noAlbums`)} testId="nft-creator-empty" />
      ) : (
        <>
          <h3 className="nft-section-title">{t(`${N}.creator.albums`)}</h3>
          <ul className="nft-albums" data-testid="nft-creator-albums">
            {first!.albums.map((album) => (
              <AlbumCard key={album.id} album={album} />
            ))}
          </ul>
          <h3 className="nft-section-title">{t(`${N}.creator.items`)}</h3>
          {first!.items.total === 0 ? (
            <p className="nft-muted nft-empty-line" data-testid="nft-creator-no-items">
              {t(`${N}.creator.noItems`)}
            </p>
          ) : (
            <ItemGrid
              items={query.data.pages.flatMap((p) => p.items.list)}
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onMore={() => void query.fetchNextPage()}
              testId="nft-creator-items"
              showAlbum
            />
          )}
        </>
      )}
    </>
  );
}

export default function NftCreatorPage() {
  const [search] = useSearchParams();
  const address = readAddress(search);
  return (
    <div className="page nfts" data-testid="nft-creator-page">
      <WithNftTexts>
        {address ? <Creator key={address} address={address} /> : <NftFailure code="badAddress" />}
      </WithNftTexts>
    </div>
  );
}
