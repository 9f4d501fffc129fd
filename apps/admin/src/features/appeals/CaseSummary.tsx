// The case's two fact sheets: the appeal (reason in the initiator's words, who filed it, result, reviewer
// and remarks) and the order (type, status and the status before the appeal, amounts, chain, times).
import type { AdminAppealCaseDto } from '@p2p/contracts';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { D, useDeskFormat } from './format';
import { ResultTag } from './Tags';

export function AppealFacts({ appeal }: { appeal: AdminAppealCaseDto['appeal'] }) {
  const { t } = useTranslation();
  const f = useDeskFormat();
  return (
    <Card title={t(`${D}.appeal.title`)} data-testid="case-appeal">
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          {
            key: 'reason',
            label: t(`${D}.appeal.reason`),
            children: f.reason(appeal.reasonCode),
            span: 'filled',
          },
          ...(appeal.reasonText
            ? [
                {
                  key: 'text',
                  label: t(`${D}.appeal.details`),
                  children: <span className="desk-prewrap">{appeal.reasonText}</span>,
                  span: 'filled' as const,
                },
              ]
            : []),
          { key: 'initiator', label: t(`${D}.appeal.initiator`), children: f.side(appeal.initiatorSide) },
          {
            key: 'result',
            label: t(`${D}.appeal.result`),
            children: <ResultTag row={appeal} testId="case-result" />,
          },
          { key: 'reviewer', label: t(`${D}.appeal.reviewer`), children: appeal.reviewerName ?? '—' },
          { key: 'decided', label: t(`${D}.appeal.decidedAt`), children: f.time(appeal.decidedAt) },
          ...(appeal.reviewerRemarks
            ? [
                {
                  key: 'remarks',
                  label: t(`${D}.appeal.remarks`),
                  children: (
                    <span className="desk-prewrap" data-testid="case-remarks">
                      {appeal.reviewerRemarks}
                    </span>
                  ),
                  span: 'filled' as const,
                },
              ]
            : []),
          ...(appeal.executedAt
            ? [{ key: 'executed', label: t(`${D}.appeal.executedAt`), children: f.time(appeal.executedAt) }]
            : []),
        ]}
      />
    </Card>
  );
}

export function OrderFacts({ order }: { order: AdminAppealCaseDto['order'] }) {
  const { t } = useTranslation();
  const f = useDeskFormat();
  const coin = order.coin ?? '';
  return (
    <Card title={t(`${D}.order.title`)} data-testid="case-order">
      <Descriptions
        column={{ xs: 1, md: 2, xl: 3 }}
        size="small"
        items={[
          {
            key: 'id',
            label: t(`${D}.order.id`),
            children: <Typography.Text copyable>{order.id}</Typography.Text>,
          },
          {
            key: 'type',
            label: t(`${D}.order.type`),
            children: `${t(`${D}.order.${order.type}`)} · ${t(`${D}.order.${order.mode}`)}`,
          },
          {
            key: 'status',
            label: t(`${D}.order.status`),
            children: (
              <span data-testid="case-order-status">
                {f.status(order.status)}
                {order.statusBeforeAppeal && (
                  <Typography.Text type="secondary">
                    {' '}
                    ({t(`${D}.order.before`)}: {f.status(order.statusBeforeAppeal)})
                  </Typography.Text>
                )}
              </span>
            ),
          },
          { key: 'quantity', label: t(`${D}.order.quantity`), children: `${order.quantity} ${coin}` },
          { key: 'price', label: t(`${D}.order.unitPrice`), children: `${order.unitPrice} ${order.quote}` },
          { key: 'amount', label: t(`${D}.order.amount`), children: `${order.amount} ${order.quote}` },
          { key: 'fee', label: t(`${D}.order.fee`), children: `${order.fee} ${coin}` },
          { key: 'total', label: t(`${D}.order.total`), children: `${order.totalAmount} ${order.quote}` },
          { key: 'chain', label: t(`${D}.order.chain`), children: order.chain },
          {
            key: 'address',
            label: t(`${D}.order.address`),
            children: order.receivingAddress ? (
              <Typography.Text copyable className="desk-mono">
                {order.receivingAddress}
              </Typography.Text>
            ) : (
              '—'
            ),
            span: 'filled',
          },
          { key: 'created', label: t(`${D}.order.created`), children: f.time(order.createdAt) },
          { key: 'accepted', label: t(`${D}.order.accepted`), children: f.time(order.acceptedAt) },
          { key: 'paid', label: t(`${D}.order.paid`), children: f.time(order.paidAt) },
          { key: 'confirmed', label: t(`${D}.order.confirmed`), children: f.time(order.confirmedAt) },
        ]}
      />
    </Card>
  );
}
