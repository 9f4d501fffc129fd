// /fundRecordDetails?id=…: one deposit or withdrawal: time, type, amount, fee, status, transaction hash,
// from and to addresses (copyable), confirmations; live while confirming.
import { FundRecordStatus, type FundRecordDto } from '@p2p/contracts';
import { SpinLoading } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../shell/EmptyState';
import { CopyButton } from './CopyButton';
import { StatusTag } from './FundRecordPage';
import { amountLabel, formatTime } from './format';
import { useFundRecord } from './useFunds';
import './funds.css';

function Field({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function Copyable({ value, testId }: { value: string | null; testId: string }) {
  if (!value) return <span className="funds-muted">—</span>;
  return (
    <>
      <span className="funds-mono">{value}</span>
      <CopyButton value={value} testId={`${testId}-copy`} />
    </>
  );
}

export default function FundRecordDetailsPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const initial = (useLocation().state as { record?: FundRecordDto } | null)?.record;
  const query = useFundRecord(id, initial);
  const record = query.data;

  if (!record) {
    return (
      <div className="page funds" data-testid="fund-details-page">
        {query.isPending && id ? (
          <div className="funds__loading">
            <SpinLoading />
          </div>
        ) : (
          <EmptyState
            testId="fund-details-missing"
            icon={<FileOutline />}
            title={t('common.funds.record.notFound')}
          />
        )}
      </div>
    );
  }

  const l = (key: string) => t(`common.funds.record.${key}`);
  return (
    <div className="page funds" data-testid="fund-details-page" data-status={record.status}>
      <section className="funds-card funds-card--hero">
        <span className="funds-muted">{t(`common.funds.record.types.${record.type}`)}</span>
        <strong className="funds-card__amount" data-testid="fund-details-amount">
          {amountLabel(t, record)}
        </strong>
        <StatusTag record={record} />
      </section>
      <dl className="funds-card funds-fields">
        <Field label={l('time')} testId="fund-details-time">
          {formatTime(i18n.language, record.createdAt)}
        </Field>
        <Field label={l('chain')} testId="fund-details-chain">
          {record.chain}
        </Field>
        <Field label={l('fee')} testId="fund-details-fee">
          {`${record.fee} ${record.coin ?? ''}`.trim()}
        </Field>
        {record.status === FundRecordStatus.CONFIRMING ? (
          <Field label={l('status')} testId="fund-details-confirmations">
            {t('common.funds.record.confirmations', {
              n: record.confirmations,
              total: record.requiredConfirmations,
            })}
          </Field>
        ) : null}
        {record.completedAt ? (
          <Field label={l('completedAt')} testId="fund-details-completed">
            {formatTime(i18n.language, record.completedAt)}
          </Field>
        ) : null}
        <Field label={l('txHash')} testId="fund-details-tx">
          <Copyable value={record.txHash} testId="fund-details-tx" />
        </Field>
        <Field label={l('from')} testId="fund-details-from">
          <Copyable value={record.fromAddress} testId="fund-details-from" />
        </Field>
        <Field label={l('to')} testId="fund-details-to">
          <Copyable value={record.toAddress} testId="fund-details-to" />
        </Field>
      </dl>
    </div>
  );
}
