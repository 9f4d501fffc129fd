// /nftDetail?id= (spec §2 detail parameters, §3 NFT; issue 23): the item's image, name and album, its
// detail parameters (the metadata's attributes as a table, token id, class id, contract address with copy,
// chain, metadata URL), description, creator, current holder, prices and the link to its on-chain
// records. 5048: the NFT not found. A listed item shows its price and Buy (./trade/NftListing).
import type { NftItemDetailDto } from '@p2p/contracts';
import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CopyButton } from '../funds/CopyButton';
import { figure, itemName, readId } from './format';
import { NftImage } from './NftImage';
import {
  AddressLine,
  albumPath,
  creatorPath,
  holderPath,
  NftFailure,
  PageSpinner,
  recordsPath,
} from './parts';
import { N, WithNftTexts } from './texts';
import { NftListing, useNftListing } from './trade/NftListing';
import { useNftItem } from './useNfts';
import '../ads/ads.css';
import './nfts.css';

/** How much of a long metadata URL (a `data:` URI can be long) is shown; the copy button has all of it. */
const URL_SHOWN = 60;

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="nft-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function Parameters({ item }: { item: NftItemDetailDto }) {
  const { t } = useTranslation();
  const url = item.metadataUrl;
  return (
    <section className="nft-card" aria-labelledby="nft-parameters">
      <h3 id="nft-parameters" className="nft-section-title">
        {t(`${N}.detail.parameters`)}
      </h3>
      <dl className="nft-rows">
        <Row label={t(`${N}.detail.tokenId`)} testId="nft-token-id">
          <span className="nft-break">{item.tokenId}</span>
        </Row>
        <Row label={t(`${N}.detail.classId`)} testId="nft-class-id">
          <span className="nft-break">{item.classId}</span>
        </Row>
        <Row label={t(`${N}.detail.contract`)} testId="nft-contract-row">
          <AddressLine address={item.contractAddress} testId="nft-contract" />
        </Row>
        <Row label={t(`${N}.detail.chain`)} testId="nft-chain">
          {t(`${N}.chains.${item.chain}`)}
        </Row>
        <Row label={t(`${N}.detail.metadataUrl`)} testId="nft-metadata-url">
          {url ? (
            <span className="nft-address" title={url}>
              <span className="nft-break">
                {url.length > URL_SHOWN ? `${url.slice(0, URL_SHOWN)}…` : url}
              </span>
              <CopyButton value={url} testId="nft-metadata-url-copy" />
            </span>
          ) : (
            figure(null)
          )}
        </Row>
      </dl>
      {item.metadataStatus !== 'FETCHED' ? (
        <p className="nft-muted" data-testid="nft-metadata-status">
          {t(
            item.metadataStatus === 'PENDING' ? `${N}.detail.metadataPending` : `${N}.detail.metadataFailed`,
          )}
        </p>
      ) : null}
      <h3 className="nft-section-title">{t(`${N}.detail.attributes`)}</h3>
      {item.attributes.length === 0 ? (
        <p className="nft-muted" data-testid="nft-no-attributes">
          {t(`${N}.detail.noAttributes`)}
        </p>
      ) : (
        <table className="nft-table" data-testid="nft-attributes">
          <thead>
            <tr>
              <th scope="col">{t(`${N}.detail.trait`)}</th>
              <th scope="col">{t(`${N}.detail.value`)}</th>
            </tr>
          </thead>
          <tbody>
            {item.attributes.map((a, i) => (
              <tr key={`${a.traitType ?? ''}-${i}`}>
                <td>{a.traitType ?? figure(null)}</td>
                <td className="nft-break">{a.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Detail({ id }: { id: string }) {
  const query = useNftItem(id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <NftFailure error={query.error} onRetry={() => void query.refetch()} />;
  return <Loaded item={query.data} />;
}

function Loaded({ item }: { item: NftItemDetailDto }) {
  const { t } = useTranslation();
  const listing = useNftListing(item);
  const name = itemName(item);
  return (
    <>
      <section className="nft-card nft-detail-head">
        <NftImage url={item.imageUrl} alt={name} className="nft-detail-head__image" />
        <h2 className="nft-title" data-testid="nft-detail-name">
          {name}
        </h2>
        <Link to={albumPath(item.albumId)} className="nft-link" data-testid="nft-detail-album">
          {t(`${N}.detail.album`, { name: item.albumName })}
        </Link>
        {listing ? <NftListing ad={listing} /> : null}
        <dl className="nft-rows">
          {listing ? null : (
            <Row label={t(`${N}.detail.price`)} testId="nft-detail-price">
              {figure(item.price)}
            </Row>
          )}
          <Row label={t(`${N}.detail.averagePrice`)} testId="nft-detail-average">
            {figure(item.averagePrice)}
          </Row>
          <Row label={t(`${N}.detail.holder`)} testId="nft-detail-holder-row">
            {item.inEscrow ? (
              <span data-testid="nft-detail-escrow">{t(`${N}.detail.inEscrow`)}</span>
            ) : item.holderAddress ? (
              <AddressLine
                address={item.holderAddress}
                to={holderPath(item.holderAddress)}
                testId="nft-detail-holder"
              />
            ) : (
              figure(null)
            )}
          </Row>
          <Row label={t(`${N}.detail.creator`)} testId="nft-detail-creator-row">
            {item.creatorAddress ? (
              <>
                {item.creatorName ? <span>{item.creatorName} </span> : null}
                <AddressLine
                  address={item.creatorAddress}
                  to={creatorPath(item.creatorAddress)}
                  testId="nft-detail-creator"
                />
              </>
            ) : (
              (item.creatorName ?? figure(null))
            )}
          </Row>
        </dl>
      </section>
      {item.description ? (
        <section className="nft-card" aria-labelledby="nft-description">
          <h3 id="nft-description" className="nft-section-title">
            {t(`${N}.detail.description`)}
          </h3>
          <p className="nft-text" data-testid="nft-detail-description">
            {item.description}
          </p>
        </section>
      ) : null}
      <Parameters item={item} />
      <Link to={recordsPath(item.id)} className="nft-card nft-next" data-testid="nft-detail-records">
        <span>{t(`${N}.detail.records`)}</span>
        <RightOutline />
      </Link>
    </>
  );
}

export default function NftDetailPage() {
  const [search] = useSearchParams();
  const id = readId(search);
  return (
    <div className="page nfts" data-testid="nft-detail-page">
      <WithNftTexts>{id ? <Detail key={id} id={id} /> : <NftFailure code="5048" />}</WithNftTexts>
    </div>
  );
}
