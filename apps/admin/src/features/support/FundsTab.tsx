// The trader's temporary balance and fund records (deposits and withdrawals), with the shared fund texts.
import { FUND_RECORD_TYPES, type FundRecordDto, type FundRecordType } from '@p2p/contracts';
import { Card, Descriptions, Empty, Segmented, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../operations/time';
import { shortAddress } from './format';
import { LoadError } from './ListError';
import { PAGE_SIZE, PagedTable, useFilteredPages } from './PagedTable';
import { useUserBalance, useUserFunds } from './useSupport';

const STATUS_COLORS = { CONFIRMING: 'blue', COMPLETED: 'green', FAILED: 'red' } as const;

function BalanceCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const query = useUserBalance(userId);
  return (
    <Card
      title={t('common.funds.balance.title')}
      size="small"
      style={{ marginBottom: 16 }}
      data-testid="support-balance"
    >
      {query.isError && <LoadError onRetry={() => void query.refetch()} />}
      {query.data && query.data.balances.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.funds.balance.empty')} />
      )}
      {query.data && query.data.balances.length > 0 && (
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          {query.data.balances.map((b) => (
            <Descriptions.Item key={`${b.chain}-${b.coin}`} label={`${b.coin} (${b.chain})`}>
              {b.amount}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {query.data?.withdrawBlocked && <Tag color="orange">{t('admin.support.funds.withdrawBlocked')}</Tag>}
    </Card>
  );
}

export function FundsTab({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const { filter: type, choose, pageNo, setPageNo } = useFilteredPages<FundRecordType | 'ALL'>('ALL');
  const query = useUserFunds(userId, { pageNo, pageSize: PAGE_SIZE, ...(type === 'ALL' ? {} : { type }) });
  const r = (key: string) => t(`common.funds.record.${key}`);
  const columns: ColumnsType<FundRecordDto> = [
    { title: r('time'), dataIndex: 'createdAt', render: (v: string) => formatInstant(v, i18n.language) },
    { title: r('type'), dataIndex: 'type', render: (v: FundRecordType) => r(`types.${v}`) },
    { title: r('amount'), key: 'amount', render: (_v, f) => `${f.amount} ${f.coin ?? ''}` },
    { title: r('fee'), dataIndex: 'fee' },
    { title: r('chain'), dataIndex: 'chain' },
    {
      title: r('status'),
      dataIndex: 'status',
      render: (v: FundRecordDto['status']) => <Tag color={STATUS_COLORS[v]}>{r(`statuses.${v}`)}</Tag>,
    },
    {
      title: r('txHash'),
      dataIndex: 'txHash',
      render: (v: string | null) =>
        v ? (
          <Typography.Text code copyable={{ text: v }}>
            {shortAddress(v, 10)}
          </Typography.Text>
        ) : (
          ''
        ),
    },
  ];
  return (
    <>
      <BalanceCard userId={userId} />
      <Segmented<FundRecordType | 'ALL'>
        value={type}
        options={[
          { value: 'ALL', label: r('all') },
          ...FUND_RECORD_TYPES.map((v) => ({ value: v, label: r(`types.${v}`) })),
        ]}
        onChange={choose}
        style={{ marginBottom: 12 }}
        data-testid="support-funds-filter"
      />
      <PagedTable<FundRecordDto>
        query={query}
        pageNo={pageNo}
        onPage={setPageNo}
        columns={columns}
        emptyText={r('empty')}
        testId="support-funds"
      />
    </>
  );
}
