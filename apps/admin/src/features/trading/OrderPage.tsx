// /trading/orders/:orderId (issue 25): one order of the market as the appeal desk reads it. Its facts and
// parties, the escrow deposits, the payouts out of escrow with their transaction hashes (the payouts card
// of issue 20), the timeline with its hash chain verified and the whole chat (the appeal desk's cards).
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AdminAppealOrderDto, AdminTradingOrderDetailDto } from '@p2p/contracts';
import { isApiError } from '@p2p/contracts/client';
import { Button, Card, Col, Descriptions, Flex, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useErrorText } from '../../api/useErrorText';
import { LoadFailed } from '../../shell/LoadFailed';
import { CaseChat } from '../appeals/CaseChat';
import { CaseTimeline } from '../appeals/CaseTimeline';
import '../appeals/appeals.css';
import { formatInstant } from '../operations/time';
import { DepositsCard } from '../payouts/DepositsCard';
import { OrderPayoutsCard } from '../payouts/OrderPayoutsCard';
import { useTradingOrder } from './useTrading';

const T = 'admin.trading';

/** The order as the appeal desk's chat card reads it (who is the buyer, who the seller). */
function deskOrder(o: AdminTradingOrderDetailDto['order']): AdminAppealOrderDto {
  return {
    id: o.id,
    adId: o.adId,
    type: o.type,
    mode: o.mode,
    status: o.status,
    statusBeforeAppeal: o.statusBeforeAppeal,
    coin: o.coin,
    quote: o.quote,
    chain: o.chain,
    quantity: o.quantity,
    unitPrice: o.unitPrice,
    amount: o.amount,
    fee: o.fee,
    totalAmount: o.totalAmount,
    buyerId: o.buyer.userId,
    sellerId: o.seller.userId,
    makerId: o.makerId,
    receivingAddress: o.receivingAddress,
    // The chat card does not read the payment details (the trading order does not carry them).
    payment: null,
    createdAt: o.createdAt,
    acceptedAt: o.acceptedAt,
    paidAt: o.paidAt,
    confirmedAt: o.confirmedAt,
    completedAt: o.completedAt,
    cancelledAt: o.cancelledAt,
  };
}

export function OrderPage() {
  const { orderId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/trading?tab=orders';
  const query = useTradingOrder(orderId);
  const data = query.data;
  const back = (
    <Link to={from} data-testid="trading-order-back">
      <ArrowLeftOutlined /> {t(`${T}.order.back`)}
    </Link>
  );

  if (!data) {
    return (
      <Flex vertical gap={16} data-testid="trading-order-page">
        {back}
        {query.isError ? (
          <LoadFailed
            title={t(`${T}.loadFailed`)}
            description={isApiError(query.error) ? errorText(query.error) : undefined}
            retryText={t(`${T}.retry`)}
            onRetry={() => void query.refetch()}
            testId="trading-order-failed"
          />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Flex>
    );
  }

  const o = data.order;
  const time = (iso: string | null) => (iso ? formatInstant(iso, i18n.language) : '—');
  const who = (p: typeof o.buyer) => `${p.nickname ?? p.email ?? ''} #${p.userId}`;
  const facts = [
    ['status', t(`${T}.orderStatus.${o.status}`)],
    ['side', t(`${T}.sides.${o.type}`)],
    ['pair', `${o.coin ?? 'NFT'}/${o.quote}`],
    ['chain', o.chain],
    ['quantity', o.quantity],
    ['unitPrice', o.unitPrice],
    ['amount', `${o.amount} ${o.quote}`],
    ['fee', o.fee],
    ['total', `${o.totalAmount} ${o.quote}`],
    ['buyer', who(o.buyer)],
    ['seller', who(o.seller)],
    ['ad', o.adId],
    ['receivingAddress', o.receivingAddress ?? '—'],
    ['deadline', time(o.deadlineAt)],
    ['created', time(o.createdAt)],
    ['accepted', time(o.acceptedAt)],
    ['paid', time(o.paidAt)],
    ['confirmed', time(o.confirmedAt)],
    ['completed', time(o.completedAt)],
    ['cancelled', time(o.cancelledAt)],
    ['appeals', data.appealIds.length === 0 ? '—' : data.appealIds.join(', ')],
  ] as const;

  return (
    <Flex vertical gap={16} data-testid="trading-order-page">
      <Flex justify="space-between" align="center">
        {back}
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
          {t(`${T}.retry`)}
        </Button>
      </Flex>
      <Typography.Title level={3} data-testid="trading-order-title">
        {t(`${T}.order.title`, { id: o.id })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Flex vertical gap={16}>
            <Card title={t(`${T}.order.facts`)} data-testid="trading-order-facts">
              <Descriptions column={{ xs: 1, md: 2 }} size="small">
                {facts.map(([key, value]) => (
                  <Descriptions.Item key={key} label={t(`${T}.order.fields.${key}`)}>
                    <span data-testid={`trading-order-${key}`}>{value}</span>
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </Card>
            <CaseChat appealId={data.appealIds[0] ?? '0'} chat={data.chat} order={deskOrder(o)} />
            <CaseTimeline
              events={data.timeline}
              chainValid={data.chainValid}
              chainBrokenAt={data.chainBrokenAt}
            />
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <DepositsCard deposits={data.deposits} />
            <OrderPayoutsCard orderId={o.id} orderStatus={o.status} onChanged={() => void query.refetch()} />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
