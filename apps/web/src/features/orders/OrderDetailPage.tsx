// /orderDetail?id= (spec §2, §4): the order's head (side, status, countdown to the deadline, what to do
// now), the progress steps with their times, the seller's per-order deposit while it is awaited, the
// actions the caller may take, the chat and appeal entries, where the coin goes (the receiving address, the
// deposit's source, the release's or refund's transaction), the counterparty, the payment details with the
// payment QR code, the order's figures and its timeline. ORDER_STATUS_CHANGE messages refresh it at once
// (shell/useLiveUpdates); it is read again every 10 s while open as the fallback. Opening it marks the
// order's news read. An NFT order shows its item in place of a coin quantity (./OrderNftItem).
import { WebRoutes } from '@p2p/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { SpinLoading } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { markOrderRead } from '../../api/orders';
import { queryKeys } from '../../queryKeys';
import { EmptyState } from '../../shell/EmptyState';
import { AppealState } from '../appeals/AppealState';
import { DepositStep } from '../funds/DepositStep';
import { O } from './format';
import { OrderActions } from './OrderActions';
import { OrderCoin } from './OrderCoin';
import { OrderNftItem } from './OrderNftItem';
import { Counterparty, OrderFigures, PaymentDetails } from './OrderParties';
import { OrderHead, OrderProgress } from './OrderProgress';
import { WithOrderTexts } from './texts';
import { OrderTimeline } from './OrderTimeline';
import { useOrder, useOrderEvents } from './useOrders';
import '../account/account.css';
import '../account/profile/edit.css';
import '../ads/ads.css';
import './orders.css';

function OrderDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const queryClient = useQueryClient();
  const query = useOrder(id);
  const order = query.data;
  // The timeline is read again when the order's status moves (its events only grow then).
  const events =
    useOrderEvents(id, order ? `${order.status}:${order.deadlineAt ?? ''}` : undefined).data ?? [];

  // Opening the order reads its news (once per order shown unread).
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!order?.unread || marked.current === order.id) return;
    marked.current = order.id;
    markOrderRead(order.id)
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.session.unread }))
      .catch(() => {
        marked.current = null; // asked again the next time the order is read
      });
  }, [order?.id, order?.unread, queryClient]);

  if (!id || query.isError)
    return (
      <div className="page ads orders">
        <EmptyState
          icon={<FileOutline />}
          title={t(`${O}.detail.notFound`)}
          action={{ label: t(`${O}.detail.toList`), to: WebRoutes.order }}
          testId="order-not-found"
        />
      </div>
    );
  if (!order)
    return (
      <div className="ads-loading">
        <SpinLoading />
      </div>
    );

  const awaitingMyDeposit =
    order.status === 'WAIT_SELLER_DEPOSIT' && order.role === 'SELLER' && order.depositId !== null;
  return (
    <div className="page ads orders" data-testid="order-detail-page">
      <OrderHead order={order} />
      <OrderNftItem order={order} />
      <OrderProgress order={order} events={events} />
      {awaitingMyDeposit ? (
        <section className="order-card" data-testid="order-deposit">
          <h3 className="order-card__title">{t(`${O}.detail.deposit`)}</h3>
          <DepositStep depositId={order.depositId!} />
        </section>
      ) : null}
      <AppealState order={order} />
      <OrderActions order={order} />
      <OrderCoin order={order} />
      <PaymentDetails order={order} />
      <Counterparty order={order} />
      <OrderFigures order={order} />
      <OrderTimeline events={events} />
    </div>
  );
}

export default function OrderDetailPage() {
  return (
    <WithOrderTexts>
      <OrderDetailScreen />
    </WithOrderTexts>
  );
}
