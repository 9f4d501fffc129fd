// The trader's ads and orders (orders as the trader sees them: role and counterparty), page by page.
import type { AdDto, OrderDto } from '@p2p/contracts';
import { Segmented, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../operations/time';
import { OrderPayoutsCard } from '../payouts/OrderPayoutsCard';
import { PAGE_SIZE, PagedTable, useFilteredPages } from './PagedTable';
import { useUserAds, useUserOrders } from './useSupport';

export function AdsTab({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = useUserAds(userId, { pageNo, pageSize: PAGE_SIZE });
  const columns: ColumnsType<AdDto> = [
    { title: t('admin.support.ads.id'), dataIndex: 'id', width: 80 },
    {
      title: t('admin.support.ads.type'),
      dataIndex: 'type',
      render: (v: AdDto['type']) => (
        <Tag color={v === 'BUY' ? 'green' : 'volcano'}>{t(`admin.support.adTypes.${v}`)}</Tag>
      ),
    },
    {
      title: t('admin.support.ads.pair'),
      key: 'pair',
      render: (_v, ad) => `${ad.coin ?? 'NFT'}/${ad.quote}`,
    },
    { title: t('admin.support.ads.price'), dataIndex: 'unitPrice' },
    {
      title: t('admin.support.ads.quantity'),
      key: 'quantity',
      render: (_v, ad) => `${ad.remainingQuantity} / ${ad.totalQuantity}`,
    },
    {
      title: t('admin.support.ads.status'),
      key: 'status',
      render: (_v, ad) => (
        <>
          <Tag>{t(`admin.support.adStatus.${ad.status}`)}</Tag>
          {ad.status === 'PUBLISHED' && !ad.online && <Tag>{t('admin.support.ads.offline')}</Tag>}
        </>
      ),
    },
    {
      title: t('admin.support.ads.created'),
      dataIndex: 'createdAt',
      render: (v: string) => formatInstant(v, i18n.language),
    },
  ];
  return (
    <PagedTable<AdDto>
      query={query}
      pageNo={pageNo}
      onPage={setPageNo}
      columns={columns}
      emptyText={t('admin.support.ads.empty')}
      testId="support-ads"
    />
  );
}

export function OrdersTab({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const { filter: finish, choose, pageNo, setPageNo } = useFilteredPages(false);
  const query = useUserOrders(userId, { pageNo, pageSize: PAGE_SIZE, finish });
  const columns: ColumnsType<OrderDto> = [
    { title: t('admin.support.orders.id'), dataIndex: 'id', width: 90 },
    {
      title: t('admin.support.orders.role'),
      dataIndex: 'role',
      render: (v: OrderDto['role']) => (
        <Tag color={v === 'BUYER' ? 'green' : 'volcano'}>{t(`admin.support.orders.roles.${v}`)}</Tag>
      ),
    },
    {
      title: t('admin.support.orders.counterparty'),
      key: 'counterparty',
      render: (_v, o) => `${o.counterparty.nickname ?? '—'} (#${o.counterparty.userId})`,
    },
    {
      title: t('admin.support.orders.quantity'),
      key: 'quantity',
      render: (_v, o) => `${o.quantity} ${o.coin ?? ''}`,
    },
    {
      title: t('admin.support.orders.amount'),
      key: 'amount',
      render: (_v, o) => `${o.totalAmount} ${o.quote}`,
    },
    {
      title: t('admin.support.orders.status'),
      dataIndex: 'status',
      render: (v: OrderDto['status']) => <Tag>{t(`admin.support.orderStatus.${v}`)}</Tag>,
    },
    {
      title: t('admin.support.orders.created'),
      dataIndex: 'createdAt',
      render: (v: string) => formatInstant(v, i18n.language),
    },
  ];
  return (
    <>
      <Segmented<'open' | 'finished'>
        value={finish ? 'finished' : 'open'}
        options={[
          { value: 'open', label: t('admin.support.orders.open') },
          { value: 'finished', label: t('admin.support.orders.finished') },
        ]}
        onChange={(v) => choose(v === 'finished')}
        style={{ marginBottom: 12 }}
        data-testid="support-orders-filter"
      />
      <PagedTable<OrderDto>
        query={query}
        pageNo={pageNo}
        onPage={setPageNo}
        columns={columns}
        emptyText={t('admin.support.orders.empty')}
        testId="support-orders"
        expandable={{
          expandedRowRender: (o) => (
            <OrderPayoutsCard orderId={o.id} orderStatus={o.status} onChanged={() => void query.refetch()} />
          ),
        }}
      />
      <Typography.Text type="secondary">{t('admin.support.orders.hint')}</Typography.Text>
    </>
  );
}
