// One party of the order as the officer weighs them: identity, credit score, trading record, appeals
// filed and lost, marks (certified, fast trader), the latest credit changes and orders.
import type { AppealPartyDto } from '@p2p/contracts';
import { Card, Descriptions, Flex, Statistic, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { D, percentOf, useDeskFormat } from './format';

/** A short list of rows (the latest credit changes, the latest orders), or a line saying there is none. */
export function Rows<T extends { id: string }>({
  items,
  empty,
  testId,
  render,
  highlight,
}: {
  items: readonly T[];
  empty: string;
  testId?: string;
  render(item: T): ReactNode;
  highlight?(item: T): boolean;
}) {
  if (items.length === 0) {
    return (
      <Typography.Text type="secondary" className="desk-small" data-testid={testId}>
        {empty}
      </Typography.Text>
    );
  }
  return (
    <ul className="plain-list desk-rows" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className={highlight?.(item) ? 'desk-this-order' : undefined}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
}

/** Below this score a trader may not post ads (spec §9): shown in red. */
const CREDIT_MIN = 60;

export function PartyCard({
  side,
  party,
  initiator,
  orderId,
}: {
  side: 'BUYER' | 'SELLER';
  party: AppealPartyDto;
  initiator: boolean;
  orderId: string;
}) {
  const { t } = useTranslation();
  const f = useDeskFormat();
  const testId = `party-${side.toLowerCase()}`;

  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          <span>{f.side(side)}</span>
          <Typography.Text type="secondary" className="desk-small">
            {party.nickname ?? '—'} · {party.userId}
          </Typography.Text>
          {initiator && <Tag color="purple">{t(`${D}.party.initiator`)}</Tag>}
        </Flex>
      }
      data-testid={testId}
    >
      <Flex gap={24} wrap className="desk-party-stats">
        <Statistic
          title={t(`${D}.party.credit`)}
          value={party.creditScore}
          styles={{ content: { color: party.creditScore < CREDIT_MIN ? '#cf1322' : undefined } }}
          data-testid={`${testId}-credit`}
        />
        <Statistic
          title={t(`${D}.party.orders`)}
          value={`${party.completedOrderCount} / ${party.orderCount}`}
        />
        <Statistic title={t(`${D}.party.completionRate`)} value={`${percentOf(party.completionRate)}%`} />
        <Statistic
          title={t(`${D}.party.appeals`)}
          value={`${party.appealsFiled} / ${party.appealsLost}`}
          data-testid={`${testId}-appeals`}
        />
      </Flex>
      <Descriptions
        size="small"
        column={1}
        className="desk-party-facts"
        items={[
          ...(party.email ? [{ key: 'email', label: t(`${D}.party.email`), children: party.email }] : []),
          { key: 'registered', label: t(`${D}.party.registered`), children: f.time(party.registeredAt) },
        ]}
      />
      <Flex gap={6} wrap style={{ minHeight: 22 }}>
        {party.certified && <Tag color="gold">{t(`${D}.party.certified`)}</Tag>}
        {party.fastTrader && <Tag color="cyan">{t(`${D}.party.fast`)}</Tag>}
      </Flex>
      <Typography.Title level={5} className="desk-subtitle">
        {t(`${D}.party.creditRecords`)}
      </Typography.Title>
      <Rows
        items={party.creditRecords}
        empty={t(`${D}.party.noRecords`)}
        testId={`${testId}-records`}
        render={(r) => (
          <>
            <span>
              <Typography.Text type={r.delta < 0 ? 'danger' : 'success'} className="desk-num">
                {r.delta > 0 ? `+${r.delta}` : r.delta}
              </Typography.Text>{' '}
              {f.credit(r.reason)}
              {r.orderId && <Typography.Text type="secondary"> · {r.orderId}</Typography.Text>}
            </span>
            <Typography.Text type="secondary" className="desk-small">
              {r.scoreAfter} · {f.time(r.createdAt)}
            </Typography.Text>
          </>
        )}
      />
      <Typography.Title level={5} className="desk-subtitle">
        {t(`${D}.party.recentOrders`)}
      </Typography.Title>
      <Rows
        items={party.recentOrders}
        empty={t(`${D}.party.noOrders`)}
        testId={`${testId}-orders`}
        highlight={(o) => o.id === orderId}
        render={(o) => (
          <>
            <span>
              {o.id} · {f.side(o.role)} · {f.status(o.status)}
            </span>
            <Typography.Text type="secondary" className="desk-small desk-num">
              {o.quantity} · {o.amount} · {f.time(o.createdAt)}
            </Typography.Text>
          </>
        )}
      />
    </Card>
  );
}
