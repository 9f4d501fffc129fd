// The credit record of /reputationScore: every change of the caller's score, newest first, paged
// (infinite), each with its reason, the points, the score after, its time (shifted from UTC+8 by the
// stored offset, spec §9) and the order it came from.
import { orderDetailPath, type CreditRecordDto } from '@p2p/contracts';
import type { Language } from '@p2p/i18n';
import { SpinLoading } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { htmlLang } from '../../i18n/language';
import { EmptyState } from '../../shell/EmptyState';
import { LoadMore } from '../ads/LoadMore';
import { formatShiftedTime } from '../prices/clock';
import { C, deltaText, deltaTone, isFreeCancellation } from './format';
import { useCreditRecords } from './useCredit';

function RecordRow({ record, offsetHours }: { record: CreditRecordDto; offsetHours: number | null }) {
  const { t, i18n } = useTranslation();
  const time = formatShiftedTime(
    record.createdAt,
    offsetHours,
    htmlLang(i18n.language as Language),
    t('common.messages.timeZoneError'),
  );
  return (
    <li className="credit-row" data-testid={`credit-record-${record.id}`} data-reason={record.reason}>
      <div className="credit-row__main">
        <span className="credit-row__reason" data-testid="credit-reason">
          {t(`${C}.record.reasons.${record.reason}`)}
        </span>
        {isFreeCancellation(record) ? (
          <span className="credit-row__tag" data-testid="credit-free">
            {t(`${C}.record.free`)}
          </span>
        ) : null}
        <time className="credit-row__time" dateTime={record.createdAt} data-testid="credit-time">
          {time}
        </time>
        {record.orderId ? (
          <Link className="credit-row__order" to={orderDetailPath(record.orderId)} data-testid="credit-order">
            {t(`${C}.record.order`, { id: record.orderId })}
          </Link>
        ) : null}
      </div>
      <div className="credit-row__side">
        <strong className={`credit-row__delta is-${deltaTone(record.delta)}`} data-testid="credit-delta">
          {deltaText(record.delta)}
        </strong>
        <span className="credit-row__after" data-testid="credit-after">
          {t(`${C}.record.after`, { score: record.scoreAfter })}
        </span>
      </div>
    </li>
  );
}

export function CreditRecordList({ offsetHours }: { offsetHours: number | null }) {
  const { t } = useTranslation();
  const records = useCreditRecords();
  const rows = records.data?.pages.flatMap((p) => p.list) ?? [];
  if (records.isPending) {
    return (
      <div className="credit__loading">
        <SpinLoading />
      </div>
    );
  }
  if (records.isError) {
    return (
      <EmptyState icon={<FileOutline />} title={t('common.messages.loadingFailed')} testId="credit-error">
        <button type="button" className="text-button" onClick={() => void records.refetch()}>
          {t(`${C}.retry`)}
        </button>
      </EmptyState>
    );
  }
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<FileOutline />}
        title={t(`${C}.record.empty`)}
        message={t(`${C}.record.emptyHint`)}
        testId="credit-empty"
      />
    );
  }
  return (
    <>
      <ul className="credit-list" data-testid="credit-list">
        {rows.map((r) => (
          <RecordRow key={r.id} record={r} offsetHours={offsetHours} />
        ))}
      </ul>
      <LoadMore
        hasMore={Boolean(records.hasNextPage)}
        loading={records.isFetchingNextPage}
        onMore={() => void records.fetchNextPage()}
        testId="credit-more"
        endText={t(`${C}.record.end`)}
      />
    </>
  );
}
