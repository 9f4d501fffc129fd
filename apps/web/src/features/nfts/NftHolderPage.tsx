// /nftHolder?address= (spec §2 holder; issue 23): the address (shortened, with copy) and the items it holds
// in enabled albums as cards, paged (infinite). A link naming no address says so.
import { PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../shell/EmptyState';
import { readAddress } from './format';
import { AddressLine, ItemGrid, NftFailure, PageSpinner } from './parts';
import { N, WithNftTexts } from './texts';
import { useNftHolder } from './useNfts';
import '../ads/ads.css';
import './nfts.css';

function Holder({ address }: { address: string }) {
  const { t } = useTranslation();
  const query = useNftHolder(address);
  return (
    <>
      <section className="nft-card" data-testid="nft-holder-head">
        <div className="nft-line">
          <span className="nft-muted">{t(`${N}.holder.address`)}</span>
          <AddressLine address={address} testId="nft-holder-address" />
        </div>
      </section>
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <NftFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.pages[0]!.items.total === 0 ? (
        <EmptyState icon={<PictureOutline />} title={t(`${N}.holder.empty`)} testId="nft-holder-empty" />
      ) : (
        <ItemGrid
          items={query.data.pages.flatMap((p) => p.items.list)}
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onMore={() => void query.fetchNextPage()}
          testId="nft-holder-items"
          showAlbum
          showHolder={false}
        />
      )}
    </>
  );
}

export default function NftHolderPage() {
  const [search] = useSearchParams();
  const address = readAddress(search);
  return (
    <div className="page nfts" data-testid="nft-holder-page">
      <WithNftTexts>
        {address ? <Holder key={address} address={address} /> : <NftFailure code="badAddress" />}
      </WithNftTexts>
    </div>
  );
}
