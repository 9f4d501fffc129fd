// Customer service's queue of merchant applications (issue 24): filtered by status (the ones to review
// first), newest first; a row opens the case.
import {
  MERCHANT_APPLICATION_STATUSES,
  type MerchantApplicationDto,
  type MerchantApplicationStatus,
} from '@p2p/contracts';
import { Button, Card, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../support/ListError';
import { localTime, STATUS_COLORS } from './format';
import { useMerchantQueue } from './useMerchants';

const M = 'admin.merchants';
const PAGE_SIZE = 10;

export function MerchantQueue({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<MerchantApplicationStatus | 'ALL'>('PENDING_REVIEW');
  const [pageNo, setPageNo] = useState(1);
  const query = useMerchantQueue({
    status: status === 'ALL' ? undefined : status,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const columns = [
    { title: t(`${M}.columns.id`), dataIndex: 'id', key: 'id', render: (id: string) => `#${id}` },
    { title: t(`${M}.columns.trader`), dataIndex: 'userId', key: 'userId', render: (id: string) => `#${id}` },
    {
      title: t(`${M}.columns.status`),
      key: 'status',
      render: (_: unknown, a: MerchantApplicationDto) => (
        <Tag color={STATUS_COLORS[a.status]}>{t(`${M}.status.${a.status}`)}</Tag>
      ),
    },
    {
      title: t(`${M}.columns.guarantee`),
      key: 'guarantee',
      render: (_: unknown, a: MerchantApplicationDto) =>
        `${a.guaranteeHeld} / ${a.guaranteeAmount} ${a.guaranteeCoin}`,
    },
    {
      title: t(`${M}.columns.created`),
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (iso: string) => localTime(iso),
    },
    {
      key: 'open',
      render: (_: unknown, a: MerchantApplicationDto) => (
        <Button size="small" onClick={() => onOpen(a.id)} data-testid={`merchant-open-${a.id}`}>
          {t(`${M}.queue.open`)}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t(`${M}.queue.title`)} data-testid="merchant-queue">
      <Segmented
        value={status}
        onChange={(value) => {
          setStatus(value as MerchantApplicationStatus | 'ALL');
          setPageNo(1);
        }}
        options={[
          ...MERCHANT_APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`${M}.status.${s}`) })),
          { value: 'ALL', label: t(`${M}.queue.all`) },
        ]}
        style={{ marginBottom: 16 }}
        data-testid="merchant-status-filter"
      />
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <Table<MerchantApplicationDto>
          rowKey="id"
          size="middle"
          loading={query.isLoading}
          columns={columns}
          dataSource={query.data?.list ?? []}
          locale={{ emptyText: t(`${M}.queue.empty`) }}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: query.data?.total ?? 0,
            onChange: setPageNo,
            showSizeChanger: false,
          }}
        />
      )}
    </Card>
  );
}
