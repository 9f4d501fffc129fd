// The proof of reserves on the dashboard: per chain and token, the escrow wallet's balance on chain, what
// the platform owes and each part of it, the difference and the block read at; refreshed every 30 s. A token
// whose balance on chain cannot be read has no line: it is listed above the table with the reason.
import { ReloadOutlined } from '@ant-design/icons';
import type { ReserveLineDto } from '@p2p/contracts';
import type { Language } from '@p2p/i18n';
import { Alert, Button, Card, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../i18n/language';
import {
  drainingHolders,
  isZeroDecimal,
  mismatchedLines,
  unreadableText,
  unreadableTokens,
  useReserves,
} from './useReserves';
import './reserves.css';

type Amount = Exclude<
  keyof ReserveLineDto,
  'chain' | 'token' | 'tokenAddress' | 'difference' | 'blockNumber' | 'owed' | 'onChain' | 'holders'
>;

/** The parts of what is owed, in the order of the table. */
export const OWED_PARTS: readonly Amount[] = [
  'heldForDeposits',
  'tempBalances',
  'pendingPayouts',
  'unattributed',
  'unconfirmedDeposits',
  'platformFees',
];

function amountColumn(key: keyof ReserveLineDto, title: string): TableColumnsType<ReserveLineDto>[number] {
  return {
    key,
    title,
    dataIndex: key,
    align: 'right',
    render: (value: string) => (
      <span className="reserves-amount" data-testid={`reserves-${key}`}>
        {value}
      </span>
    ),
  };
}

/** An alert above the table listing one line per item; `name` is its test id and class. */
function LinesAlert(props: {
  type: 'error' | 'info';
  title: string;
  name: string;
  items: { key: string; text: string; attrs?: Record<string, string> }[];
}) {
  return (
    <Alert
      type={props.type}
      showIcon
      title={props.title}
      data-testid={props.name}
      className={props.name}
      description={
        <ul className="reserves-alert-lines">
          {props.items.map((item) => (
            <li key={item.key} {...item.attrs}>
              {item.text}
            </li>
          ))}
        </ul>
      }
    />
  );
}

export function ReservesCard() {
  const { t, i18n } = useTranslation();
  const reserves = useReserves();
  const data = reserves.data;
  const mismatched = mismatchedLines(data).length > 0;
  const unreadable = unreadableTokens(data);
  const draining = drainingHolders(data);
  const status = mismatched ? 'mismatch' : unreadable.length > 0 ? 'unreadable' : 'balanced';

  const columns: TableColumnsType<ReserveLineDto> = [
    {
      key: 'token',
      title: t('admin.reserves.token'),
      fixed: 'left',
      render: (_: unknown, line) => (
        <Flex gap={6} align="center" wrap={false}>
          <Typography.Text strong>{line.token}</Typography.Text>
          <Tag>{line.chain}</Tag>
        </Flex>
      ),
    },
    amountColumn('onChain', t('admin.reserves.onChain')),
    amountColumn('owed', t('admin.reserves.owed')),
    ...OWED_PARTS.map((part) => amountColumn(part, t(`admin.reserves.${part}`))),
    {
      key: 'difference',
      title: t('admin.reserves.difference'),
      dataIndex: 'difference',
      align: 'right',
      render: (value: string) => {
        const zero = isZeroDecimal(value);
        return (
          <Tag
            color={zero ? 'success' : 'error'}
            className="reserves-amount"
            data-testid="reserves-difference"
            data-balanced={zero}
          >
            {value}
          </Tag>
        );
      },
    },
    {
      key: 'blockNumber',
      title: t('admin.reserves.block'),
      dataIndex: 'blockNumber',
      align: 'right',
      render: (value: string) => <span className="reserves-amount">{value}</span>,
    },
  ];

  const readAt = data
    ? new Intl.DateTimeFormat(htmlLang(i18n.language as Language), {
        dateStyle: 'medium',
        timeStyle: 'medium',
      }).format(new Date(data.readAt))
    : null;

  return (
    <Card
      data-testid="reserves-card"
      title={
        <Flex align="center" gap={10}>
          <span>{t('admin.reserves.title')}</span>
          {data && (
            <Tag color={status === 'balanced' ? 'success' : 'error'} data-testid="reserves-status">
              {t(`admin.reserves.${status}`)}
            </Tag>
          )}
        </Flex>
      }
      extra={
        <Button
          type="text"
          icon={<ReloadOutlined />}
          loading={reserves.isFetching}
          onClick={() => void reserves.refetch()}
          aria-label={t('admin.dashboard.refresh')}
        />
      }
    >
      <Typography.Paragraph type="secondary">{t('admin.reserves.hint')}</Typography.Paragraph>
      {reserves.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('admin.reserves.failed')}
          data-testid="reserves-failed"
          className="reserves-failed"
        />
      )}
      {unreadable.length > 0 && (
        <LinesAlert
          type="error"
          title={t('admin.reserves.unreadableTitle')}
          name="reserves-unreadable"
          items={unreadable.map((token) => ({
            key: `${token.chain}:${token.tokenAddress}`,
            text: unreadableText(t, token),
            attrs: {
              'data-testid': `reserves-unreadable-${token.chain}-${token.token}`,
              'data-reason': token.reason,
            },
          }))}
        />
      )}
      {draining.length > 0 && (
        <LinesAlert
          type="info"
          title={t('admin.reserves.drainingTitle')}
          name="reserves-draining"
          items={draining.map((h) => ({
            key: `${h.line.chain}:${h.line.tokenAddress}:${h.address}`,
            text: t('admin.reserves.drainingLine', {
              token: h.line.token,
              chain: h.line.chain,
              amount: h.amount,
              address: h.address,
              current: h.current,
            }),
          }))}
        />
      )}
      <Table<ReserveLineDto>
        size="small"
        rowKey={(line) => `${line.chain}:${line.tokenAddress}`}
        columns={columns}
        dataSource={data?.lines ?? []}
        loading={reserves.isPending && !reserves.isError}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('admin.reserves.empty') }}
        onRow={(line) =>
          ({ 'data-testid': `reserves-line-${line.chain}-${line.token}` }) as HTMLAttributes<HTMLElement>
        }
      />
      {readAt && (
        <Flex justify="flex-end">
          <Typography.Text type="secondary" className="reserves-read-at" data-testid="reserves-read-at">
            {t('admin.reserves.readAt', { time: readAt })}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
