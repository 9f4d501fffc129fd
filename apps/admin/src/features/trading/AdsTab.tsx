// The market's ads (issue 25): filtered by status, visibility, side, pair, trader and creation days, paged on
// the server; on a row, "Take offline" (a published ad online) and "Cancel" (an ad not yet cancelled), each
// behind a reason that goes to the advertiser and to the audit log.
import { AD_STATUSES, AD_TYPES, TRADING_REASON_MAX_LENGTH, type AdminTradingAdDto } from '@p2p/contracts';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../operations/time';
import { ReasonModal } from '../support/ReasonModal';
import { ChoiceField, CommonFields, FilterBar } from './FilterBar';
import type { ListState } from './filters';
import { TradingTable } from './TradingTable';
import { type AdAction, useAdAction, useTradingAds } from './useTrading';

const T = 'admin.trading';
const CANCELLABLE = new Set(['CREATING', 'PUBLISHED', 'REVOKING']);

export function AdsTab({ list }: { list: ListState }) {
  const { t, i18n } = useTranslation();
  const query = useTradingAds(list.query);
  const action = useAdAction();
  const [acting, setActing] = useState<{ ad: AdminTradingAdDto; action: AdAction } | null>(null);

  const columns: ColumnsType<AdminTradingAdDto> = [
    { title: t(`${T}.columns.id`), dataIndex: 'id' },
    { title: t(`${T}.columns.side`), render: (_, a) => t(`${T}.sides.${a.type}`) },
    { title: t(`${T}.columns.pair`), render: (_, a) => `${a.coin ?? 'NFT'}/${a.quote}` },
    {
      title: t(`${T}.columns.status`),
      render: (_, a) => (
        <Space size={4}>
          <Tag>{t(`${T}.adStatus.${a.status}`)}</Tag>
          {a.status === 'PUBLISHED' && !a.online && (
            <Tag color="orange" data-testid={`ad-offline-${a.id}`}>
              {t(`${T}.ads.offline`)}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t(`${T}.columns.owner`),
      render: (_, a) => (
        <Flex vertical>
          <span>{a.owner.nickname ?? a.owner.email ?? a.owner.userId}</span>
          <Typography.Text type="secondary">#{a.owner.userId}</Typography.Text>
        </Flex>
      ),
    },
    { title: t(`${T}.columns.price`), dataIndex: 'unitPrice' },
    { title: t(`${T}.columns.remaining`), render: (_, a) => `${a.remainingQuantity} / ${a.totalQuantity}` },
    { title: t(`${T}.columns.activeOrders`), dataIndex: 'activeOrders' },
    { title: t(`${T}.columns.created`), render: (_, a) => formatInstant(a.createdAt, i18n.language) },
    {
      title: t(`${T}.columns.actions`),
      render: (_, a) => (
        <Space>
          {a.status === 'PUBLISHED' && a.online && (
            <Button
              size="small"
              onClick={() => setActing({ ad: a, action: 'offline' })}
              data-testid={`ad-offline-button-${a.id}`}
            >
              {t(`${T}.ads.takeOffline`)}
            </Button>
          )}
          {CANCELLABLE.has(a.status) && (
            <Button
              size="small"
              danger
              onClick={() => setActing({ ad: a, action: 'cancel' })}
              data-testid={`ad-cancel-button-${a.id}`}
            >
              {t(`${T}.ads.cancelAd`)}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <FilterBar initial={list.filters} onSearch={list.search} testId="trading-ads-filters">
        <ChoiceField
          name="status"
          label={t(`${T}.filters.status`)}
          options={AD_STATUSES.map((s) => ({ value: s, label: t(`${T}.adStatus.${s}`) }))}
          testId="trading-ads-status"
        />
        <ChoiceField
          name="online"
          label={t(`${T}.filters.online`)}
          options={[
            { value: 'true', label: t(`${T}.filters.onlineYes`) },
            { value: 'false', label: t(`${T}.filters.onlineNo`) },
          ]}
          testId="trading-ads-online"
          width={120}
        />
        <ChoiceField
          name="side"
          label={t(`${T}.filters.side`)}
          options={AD_TYPES.map((s) => ({ value: s, label: t(`${T}.sides.${s}`) }))}
          testId="trading-ads-side"
          width={100}
        />
        <CommonFields testId="trading-ads" />
      </FilterBar>
      <TradingTable
        query={query}
        page={list.page}
        onPage={list.turn}
        columns={columns}
        emptyText={t(`${T}.ads.empty`)}
        testId="trading-ads"
      />
      {acting && (
        <ReasonModal
          title={t(acting.action === 'offline' ? `${T}.ads.offlineTitle` : `${T}.ads.cancelTitle`, {
            id: acting.ad.id,
          })}
          okText={t(acting.action === 'offline' ? `${T}.ads.takeOffline` : `${T}.ads.cancelAd`)}
          danger={acting.action === 'cancel'}
          pending={action.isPending}
          max={TRADING_REASON_MAX_LENGTH}
          texts={{
            label: t(`${T}.ads.reasonLabel`),
            required: t(`${T}.ads.reasonRequired`),
            placeholder: t(`${T}.ads.reasonPlaceholder`),
          }}
          onClose={() => setActing(null)}
          onSubmit={(reason) =>
            action.mutate(
              { id: acting.ad.id, action: acting.action, reason },
              { onSuccess: () => setActing(null) },
            )
          }
        >
          {t(acting.action === 'offline' ? `${T}.ads.offlineHint` : `${T}.ads.cancelHint`)}
        </ReasonModal>
      )}
    </Flex>
  );
}
