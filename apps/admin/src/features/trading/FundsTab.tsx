// Deposits and payouts across the market (issue 25): waiting (deposits open, payouts queued or sent) or
// failed (deposits expired, payouts failed for good), newest first, paged on the server; a row of an order
// opens it.
import { TRADING_FUND_KINDS, type AdminTradingFundDto } from '@p2p/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatInstant } from '../operations/time';
import { shortAddress } from '../support/format';
import { ChoiceField, FilterBar } from './FilterBar';
import type { ListState } from './filters';
import { TradingTable } from './TradingTable';
import { orderPath } from './paths';
import { useTradingFunds } from './useTrading';

const T = 'admin.trading';

export function FundsTab({ list }: { list: ListState }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const query = useTradingFunds(list.query);
  const statusText = (f: AdminTradingFundDto) =>
    f.kind === 'DEPOSIT' ? t(`${T}.order.depositStatus.${f.status}`) : t(`admin.payouts.status.${f.status}`);
  const purposeText = (f: AdminTradingFundDto) =>
    f.kind === 'DEPOSIT' ? t(`${T}.order.purposes.${f.purpose}`) : t(`admin.payouts.kind.${f.purpose}`);

  const columns: ColumnsType<AdminTradingFundDto> = [
    { title: t(`${T}.columns.kind`), render: (_, f) => t(`${T}.funds.${f.kind}`) },
    { title: t(`${T}.columns.purpose`), render: (_, f) => purposeText(f) },
    {
      title: t(`${T}.columns.status`),
      render: (_, f) => (
        <Tag color={f.status === 'FAILED' || f.status === 'EXPIRED' ? 'error' : undefined}>
          {statusText(f)}
        </Tag>
      ),
    },
    {
      title: t(`${T}.columns.amount`),
      render: (_, f) => `${f.amount ?? '1'} ${f.coin ?? 'NFT'} (${f.chain})`,
    },
    { title: t(`${T}.columns.user`), render: (_, f) => (f.userId ? `#${f.userId}` : '—') },
    {
      title: t(`${T}.columns.order`),
      render: (_, f) =>
        f.orderId ? (
          <Typography.Link
            onClick={() => navigate(orderPath(f.orderId!), { state: { from: list.href } })}
            data-testid={`fund-order-${f.kind}-${f.id}`}
          >
            {f.orderId}
          </Typography.Link>
        ) : f.adId ? (
          `ad ${f.adId}`
        ) : (
          '—'
        ),
    },
    {
      title: t(`${T}.columns.address`),
      render: (_, f) => (f.address ? <span title={f.address}>{shortAddress(f.address)}</span> : '—'),
    },
    {
      title: t(`${T}.columns.txHash`),
      render: (_, f) => (f.txHash ? <span title={f.txHash}>{shortAddress(f.txHash)}</span> : '—'),
    },
    {
      title: t(`${T}.columns.error`),
      render: (_, f) => f.lastError ?? '—',
    },
    {
      title: t(`${T}.columns.expires`),
      render: (_, f) => (f.expiresAt ? formatInstant(f.expiresAt, i18n.language) : '—'),
    },
    { title: t(`${T}.columns.created`), render: (_, f) => formatInstant(f.createdAt, i18n.language) },
  ];

  return (
    <Flex vertical gap={16}>
      <FilterBar
        initial={{ state: 'waiting', ...list.filters }}
        onSearch={list.search}
        testId="trading-funds-filters"
      >
        <ChoiceField
          name="state"
          label={t(`${T}.funds.state`)}
          options={[
            { value: 'waiting', label: t(`${T}.funds.waiting`) },
            { value: 'failed', label: t(`${T}.funds.failed`) },
          ]}
          testId="trading-funds-state"
          width={140}
        />
        <ChoiceField
          name="kind"
          label={t(`${T}.funds.kind`)}
          options={TRADING_FUND_KINDS.map((k) => ({ value: k, label: t(`${T}.funds.${k}`) }))}
          testId="trading-funds-kind"
          width={140}
        />
      </FilterBar>
      <TradingTable
        query={query}
        page={list.page}
        onPage={list.turn}
        columns={columns}
        emptyText={t(`${T}.funds.empty`)}
        testId="trading-funds"
        rowKey={(f) => `${f.kind}-${f.id}`}
      />
    </Flex>
  );
}
