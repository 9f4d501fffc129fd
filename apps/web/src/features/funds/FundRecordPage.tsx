// /fundRecord: deposits, and every payout the trader receives (withdrawal, order release, refund, return;
// issue 20), newest first, paged, filtered by type; each leads to its details. Rows still confirming show
// n/N and refresh live (FUND_CHANGE, polling as a fallback).
import {
  FUND_RECORD_TYPES,
  FundRecordStatus,
  FundRecordType,
  WebRoutes,
  webPath,
  type FundRecordDto,
} from '@p2p/contracts';
import { SpinLoading } from 'antd-mobile';
import { FileOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../shell/EmptyState';
import { LoadFailed } from '../../shell/LoadFailed';
import { amountLabel, formatTime } from './format';
import { useFundRecords } from './useFunds';
import './funds.css';

const TABS = ['ALL', ...FUND_RECORD_TYPES] as const;
type Tab = (typeof TABS)[number];

/**
 * A deposit adds to what escrow holds for the trader (+), a withdrawal takes from the temporary balance (−);
 * a release, refund or return is coin paid to the trader's address, shown without a sign.
 */
const SIGNS: Partial<Record<FundRecordType, string>> = {
  [FundRecordType.DEPOSIT]: '+',
  [FundRecordType.WITHDRAWAL]: '−',
};

export function StatusTag({ record }: { record: FundRecordDto }) {
  const { t } = useTranslation();
  return (
    <span className={`funds-tag is-${record.status.toLowerCase()}`} data-testid="fund-record-status">
      {t(`common.funds.record.statuses.${record.status}`)}
      {record.status === FundRecordStatus.CONFIRMING
        ? ` · ${record.confirmations}/${record.requiredConfirmations}`
        : ''}
    </span>
  );
}

function RecordRow({ record }: { record: FundRecordDto }) {
  const { t, i18n } = useTranslation();
  const sign = SIGNS[record.type] ?? '';
  return (
    <li>
      <Link
        to={webPath(WebRoutes.fundRecordDetails, { id: record.id })}
        state={{ record }}
        className="fund-row"
        data-testid={`fund-record-${record.id}`}
        data-type={record.type}
        data-status={record.status}
      >
        <span className="fund-row__main">
          <span className="fund-row__type">{t(`common.funds.record.types.${record.type}`)}</span>
          <span className="fund-row__time">{formatTime(i18n.language, record.createdAt)}</span>
        </span>
        <span className="fund-row__side">
          <strong className={`fund-row__amount is-${record.type.toLowerCase()}`}>
            {sign}
            {amountLabel(t, record)}
          </strong>
          <StatusTag record={record} />
        </span>
        <RightOutline className="fund-row__arrow" />
      </Link>
    </li>
  );
}

export default function FundRecordPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'ALL';
  const records = useFundRecords(tab === 'ALL' ? undefined : tab);
  const rows = records.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <div className="page funds" data-testid="fund-record-page">
      <div className="funds-tabs" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`funds-tabs__tab${tab === name ? ' is-active' : ''}`}
            data-testid={`fund-tab-${name}`}
            onClick={() => setParams(name === 'ALL' ? {} : { type: name }, { replace: true })}
          >
            {name === 'ALL' ? t('common.funds.record.all') : t(`common.funds.record.types.${name}`)}
          </button>
        ))}
      </div>
      {records.isPending ? (
        <div className="funds__loading">
          <SpinLoading />
        </div>
      ) : records.isError ? (
        <LoadFailed onRetry={() => void records.refetch()} testId="fund-record-failed" />
      ) : rows.length === 0 ? (
        <EmptyState
          testId="fund-record-empty"
          icon={<FileOutline />}
          title={t('common.funds.record.empty')}
        />
      ) : (
        <ul className="fund-list" data-testid="fund-record-list">
          {rows.map((r) => (
            <RecordRow key={r.id} record={r} />
          ))}
        </ul>
      )}
      {records.hasNextPage ? (
        <button
          type="button"
          className="funds-button funds-button--ghost"
          data-testid="fund-record-more"
          disabled={records.isFetchingNextPage}
          onClick={() => void records.fetchNextPage()}
        >
          {t('common.funds.record.more')}
        </button>
      ) : null}
    </div>
  );
}
