// /nftRecords?id= (spec §2 on-chain records, §3 NFT; issue 23): the item's transfers on chain, newest
// first, each with its kind, from, to, time (shifted from UTC+8 by the stored offset, spec §9), the
// transaction hash with copy and its block, and the price of the order it settled; paged (infinite).
// 5048: the NFT not found.
import type { NftTransferRecordDto } from '@p2p/contracts';
import type { Language } from '@p2p/i18n';
import { FileOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { htmlLang } from '../../i18n/language';
import { EmptyState } from '../../shell/EmptyState';
import { shortAddress } from '../account/profile/plainFormat';
import { LoadMore } from '../ads/LoadMore';
import { CopyButton } from '../funds/CopyButton';
import { formatShiftedTime, timeOffsetHours } from '../prices/clock';
import { readId } from './format';
import { AddressLine, holderPath, NftFailure, PageSpinner } from './parts';
import { N, WithNftTexts } from './texts';
import { useNftRecords } from './useNfts';
import '../ads/ads.css';
import './nfts.css';

/** The address a mint comes from and a burn goes to: no holder page of its own. */
const ZERO_ADDRESS = /^0x0{40}$/i;

function Party({ address, testId }: { address: string; testId: string }) {
  if (ZERO_ADDRESS.test(address)) {
    return (
      <span className="nft-address" data-testid={testId} title={address}>
        <span className="nft-address__text">{shortAddress(address)}</span>
      </span>
    );
  }
  return <AddressLine address={address} to={holderPath(address)} testId={testId} />;
}

function RecordRow({ record, offsetHours }: { record: NftTransferRecordDto; offsetHours: number | null }) {
  const { t, i18n } = useTranslation();
  const time = formatShiftedTime(
    record.at,
    offsetHours,
    htmlLang(i18n.language as Language),
    t('common.messages.timeZoneError'),
  );
  return (
    <li className="nft-card nft-record" data-testid={`nft-record-${record.id}`} data-kind={record.kind}>
      <div className="nft-record__head">
        <strong data-testid="nft-record-kind">{t(`${N}.records.kinds.${record.kind}`)}</strong>
        <time className="nft-muted" dateTime={record.at} data-testid="nft-record-time">
          {time}
        </time>
      </div>
      <dl className="nft-rows">
        <div className="nft-row">
          <dt>{t(`${N}.records.from`)}</dt>
          <dd>
            <Party address={record.from} testId="nft-record-from" />
          </dd>
        </div>
        <div className="nft-row">
          <dt>{t(`${N}.records.to`)}</dt>
          <dd>
            <Party address={record.to} testId="nft-record-to" />
          </dd>
        </div>
        <div className="nft-row">
          <dt>{t(`${N}.records.tx`)}</dt>
          <dd>
            <span className="nft-address" title={record.txHash} data-testid="nft-record-tx">
              <span className="nft-address__text">{shortAddress(record.txHash, 10, 8)}</span>
              <CopyButton value={record.txHash} testId="nft-record-tx-copy" />
            </span>
            <span className="nft-muted" data-testid="nft-record-block">
              {t(`${N}.records.block`, { block: record.blockNumber })}
            </span>
          </dd>
        </div>
        {record.price !== null ? (
          <div className="nft-row">
            <dt>{t(`${N}.records.price`)}</dt>
            <dd data-testid="nft-record-price">{record.price}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

function Records({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useNftRecords(id);
  const [offsetHours] = useState(() => timeOffsetHours());
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <NftFailure error={query.error} onRetry={() => void query.refetch()} />;
  const records = query.data.pages.flatMap((p) => p.list);
  if (records.length === 0) {
    return <EmptyState icon={<FileOutline />} title={t(`${N}.records.empty`)} testId="nft-records-empty" />;
  }
  return (
    <>
      <ul className="nft-records" data-testid="nft-records">
        {records.map((r) => (
          <RecordRow key={r.id} record={r} offsetHours={offsetHours} />
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId="nft-records-more"
        endText={t(`${N}.records.end`)}
      />
    </>
  );
}

export default function NftRecordsPage() {
  const [search] = useSearchParams();
  const id = readId(search);
  return (
    <div className="page nfts" data-testid="nft-records-page">
      <WithNftTexts>{id ? <Records key={id} id={id} /> : <NftFailure code="5048" />}</WithNftTexts>
    </div>
  );
}
