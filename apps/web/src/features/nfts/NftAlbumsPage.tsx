// /nftAlbums (spec §2 NFT pages; issue 23): the enabled albums, newest first, each with its cover, name,
// creator, items and holders counts, floor and average price, opening the album; paged (infinite).
import { PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shell/EmptyState';
import { LoadMore } from '../ads/LoadMore';
import { AlbumCard, NftFailure, PageSpinner } from './parts';
import { N, WithNftTexts } from './texts';
import { useNftAlbums } from './useNfts';
import '../ads/ads.css';
import './nfts.css';

function Albums() {
  const { t } = useTranslation();
  const albums = useNftAlbums();
  if (albums.isPending) return <PageSpinner />;
  if (albums.isError) return <NftFailure error={albums.error} onRetry={() => void albums.refetch()} />;
  const list = albums.data.pages.flatMap((p) => p.list);
  if (list.length === 0) {
    return <EmptyState icon={<PictureOutline />} title={t(`${N}.albums.empty`)} testId="nft-albums-empty" />;
  }
  return (
    <>
      <ul className="nft-albums" data-testid="nft-albums">
        {list.map((album) => (
          <AlbumCard key={album.id} album={album} />
        ))}
      </ul>
      <LoadMore
        hasMore={albums.hasNextPage}
        loading={albums.isFetchingNextPage}
        onMore={() => void albums.fetchNextPage()}
        testId="nft-albums-more"
        endText={t(`${N}.albums.end`)}
      />
    </>
  );
}

export default function NftAlbumsPage() {
  return (
    <div className="page nfts" data-testid="nft-albums-page">
      <WithNftTexts>
        <Albums />
      </WithNftTexts>
    </div>
  );
}
