// The case's fact sheets: the appeal (reason in the initiator's words, who filed it, result, reviewer and
// remarks), the order (type, status and the status before the appeal, amounts, chain, times) and the
// payment details as used in the order (the seller's method it carries, the buyer's receiving address).
import type { AdminAppealCaseDto } from '@p2p/contracts';
import { Card, Descriptions, Empty, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { appealFileUrl } from '../../api/appeals';
import { ApiImage } from './ApiImage';
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

type Payment = NonNullable<AdminAppealCaseDto['order']['payment']>;

/** The optional texts of a method, in the order the trader app shows them, with their label key. */
const EXTRAS: readonly (readonly [keyof Payment, string])[] = [
  ['bankName', 'bank'],
  ['branch', 'branch'],
  ['iban', 'iban'],
  ['exchangeName', 'exchange'],
  ['accountInfo', 'accountInfo'],
  ['notes', 'notes'],
];

/**
 * The payment details as used in the order: the seller's method (the order's snapshot, shown to staff
 * whatever the trader-side rule hides) with its QR, and the buyer's receiving address.
 */
export function PaymentFacts({ appealId, order }: { appealId: string; order: AdminAppealCaseDto['order'] }) {
  const { t } = useTranslation();
  const p = order.payment;
  const P = `${D}.payment`;
  const copyable = (value: string) => (
    <Typography.Text copyable className="desk-mono">
      {value}
    </Typography.Text>
  );
  const items: DescriptionsProps['items'] = p
    ? [
        { key: 'kind', label: t(`${P}.kind`), children: t(`${D}.paymentKinds.${p.kind}`) },
        { key: 'name', label: t(`${P}.name`), children: p.name },
        { key: 'account', label: t(`${P}.account`), children: copyable(p.account), span: 'filled' },
        ...EXTRAS.flatMap(([field, label]) => {
          const value = p[field];
          return value ? [{ key: field, label: t(`${P}.${label}`), children: value }] : [];
        }),
        { key: 'currency', label: t(`${P}.currency`), children: p.currency || '—' },
        ...(p.qrFileId
          ? [
              {
                key: 'qr',
                label: t(`${P}.qr`),
                children: (
                  <ApiImage
                    url={appealFileUrl(appealId, p.qrFileId)}
                    alt={t(`${P}.qr`)}
                    width={160}
                    height={160}
                    testId="case-payment-qr"
                  />
                ),
                span: 'filled' as const,
              },
            ]
          : []),
      ]
    : [];
  return (
    <Card title={t(`${P}.title`)} data-testid="case-payment">
      <Typography.Title level={5}>{t(`${P}.seller`)}</Typography.Title>
      {p ? (
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          items={items}
          data-testid="case-payment-method"
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${P}.none`)} />
      )}
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'address',
            label: t(`${P}.buyerAddress`),
            children: (
              <span data-testid="case-payment-address">
                {order.receivingAddress ? copyable(order.receivingAddress) : '—'}
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
