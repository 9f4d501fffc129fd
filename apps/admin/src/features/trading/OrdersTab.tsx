// The market's orders (issue 25): filtered by one status or several, side, pair, trader (either party),
// creation days, an amount range and where the escrow stands, paged on the server; a row opens the order.
import { AD_TYPES, ORDER_STATUSES, TRADING_CHAIN_STATES, type AdminTradingOrderDto } from '@p2p/contracts';
import { Flex, Form, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatInstant } from '../operations/time';
import { AmountFields, ChoiceField, CommonFields, FilterBar } from './FilterBar';
import type { ListState } from './filters';
import { TradingTable } from './TradingTable';
import { orderPath } from './paths';
import { useTradingOrders } from './useTrading';

const T = 'admin.trading';

const party = (p: AdminTradingOrderDto['buyer']) => (
  <Flex vertical>
    <span>{p.nickname ?? p.email ?? p.userId}</span>
    <Typography.Text type="secondary">#{p.userId}</Typography.Text>
  </Flex>
);

export function OrdersTab({ list }: { list: ListState }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const query = useTradingOrders(list.query);
  const open = (o: AdminTradingOrderDto) => navigate(orderPath(o.id), { state: { from: list.href } });

  const columns: ColumnsType<AdminTradingOrderDto> = [
    {
      title: t(`${T}.columns.id`),
      render: (_, o) => (
        <Typography.Link onClick={() => open(o)} data-testid={`order-link-${o.id}`}>
          {o.id}
        </Typography.Link>
      ),
    },
    { title: t(`${T}.columns.side`), render: (_, o) => t(`${T}.sides.${o.type}`) },
    { title: t(`${T}.columns.pair`), render: (_, o) => `${o.coin ?? 'NFT'}/${o.quote}` },
    { title: t(`${T}.columns.status`), render: (_, o) => <Tag>{t(`${T}.orderStatus.${o.status}`)}</Tag> },
    { title: t(`${T}.columns.buyer`), render: (_, o) => party(o.buyer) },
    { title: t(`${T}.columns.seller`), render: (_, o) => party(o.seller) },
    { title: t(`${T}.columns.quantity`), dataIndex: 'quantity' },
    { title: t(`${T}.columns.amount`), render: (_, o) => `${o.amount} ${o.quote}` },
    {
      title: t(`${T}.columns.escrow`),
      render: (_, o) => (
        <Space size={4} wrap>
          {o.depositStatus && (
            <Tag>
              {t(`${T}.orders.deposit`, { status: t(`${T}.order.depositStatus.${o.depositStatus}`) })}
            </Tag>
          )}
          {o.payoutStatus && (
            <Tag color={o.payoutStatus === 'FAILED' ? 'error' : undefined}>
              {t(`${T}.orders.payout`, { status: t(`admin.payouts.status.${o.payoutStatus}`) })}
            </Tag>
          )}
          {!o.depositStatus && !o.payoutStatus && (
            <Typography.Text type="secondary">{t(`${T}.orders.none`)}</Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t(`${T}.columns.created`), render: (_, o) => formatInstant(o.createdAt, i18n.language) },
  ];

  const initial = { ...list.filters, status: list.filters.status?.split(',') } as never;
  return (
    <Flex vertical gap={16}>
      <FilterBar
        initial={initial}
        onSearch={(v) => {
          const status = (v as { status?: string | string[] }).status;
          list.search({ ...v, status: Array.isArray(status) ? status.join(',') : status });
        }}
        testId="trading-orders-filters"
      >
        <Form.Item name="status" label={t(`${T}.filters.status`)}>
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 220 }}
            placeholder={t(`${T}.any`)}
            options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`${T}.orderStatus.${s}`) }))}
            data-testid="trading-orders-status"
          />
        </Form.Item>
        <ChoiceField
          name="side"
          label={t(`${T}.filters.side`)}
          options={AD_TYPES.map((s) => ({ value: s, label: t(`${T}.sides.${s}`) }))}
          testId="trading-orders-side"
          width={100}
        />
        <ChoiceField
          name="chainState"
          label={t(`${T}.filters.chainState`)}
          options={TRADING_CHAIN_STATES.map((s) => ({ value: s, label: t(`${T}.chainStates.${s}`) }))}
          testId="trading-orders-chain"
        />
        <CommonFields testId="trading-orders" />
        <AmountFields testId="trading-orders" />
      </FilterBar>
      <TradingTable
        query={query}
        page={list.page}
        onPage={list.turn}
        columns={columns}
        emptyText={t(`${T}.orders.empty`)}
        testId="trading-orders"
      />
    </Flex>
  );
}
