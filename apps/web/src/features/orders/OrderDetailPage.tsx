// /orderDetail?id= (spec §2, §4): the order's compact head (side, status, the step under way of N with the
// countdown to its deadline, what to do now), the seller's per-order deposit while it is awaited, the
// actions the caller may take, the chat and appeal entries, where the coin goes (the receiving address, the
// deposit's source, the release's or refund's transaction), the counterparty, the payment details with the
// payment QR code, the order's figures, then the full progress steps and the timeline. While the buyer
// must pay, the page leads with what to pay (issue 26): the amount, then the seller's account, with
// "I have paid" pinned at the bottom of the screen. ORDER_STATUS_CHANGE messages refresh it at once
// (shell/useLiveUpdates); it is read again every 10 s while open as the fallback. Opening it marks the
// order's news read. An NFT order shows its item in place of a coin quantity (./OrderNftItem).
import { WebRoutes, type OrderDto, type OrderEventDto } from '@p2p/contracts';
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
import { OrderActions, PinnedAction, useOrderButtons } from './OrderActions';
import { OrderCoin } from './OrderCoin';
import { OrderNftItem } from './OrderNftItem';
import { Counterparty, OrderFigures, PaymentDetails } from './OrderParties';
import { OrderHead, OrderProgress } from './OrderProgress';
import { PayAmount, isPaying } from './PayAmount';
import { WithOrderTexts } from './texts';
import { OrderTimeline } from './OrderTimeline';
import { useOrder, useOrderEvents } from './useOrders';
import '../account/account.css';
import '../account/profile/edit.css';
import '../ads/ads.css';
import './orders.css';
import './orderHead.css';

function OrderBody({ order, events }: { order: OrderDto; events: readonly OrderEventDto[] }) {
  const { t } = useTranslation();
  const buttons = useOrderButtons(order);
  const paying = isPaying(order);
  const awaitingMyDeposit =
    order.status === 'WAIT_SELLER_DEPOSIT' && order.role === 'SELLER' && order.depositId !== null;
  return (
    <div className="page ads orders" data-testid="order-detail-page">
      <OrderHead order={order} events={events} withHint={!paying} />
      {paying ? (
        <>
          <PayAmount order={order} />
          <PaymentDetails order={order} />
        </>
      ) : null}
      <OrderNftItem order={order} />
      {awaitingMyDeposit ? (
        <section className="order-card" data-testid="order-deposit">
          <h3 className="order-card__title">{t(`${O}.detail.deposit`)}</h3>
          <DepositStep depositId={order.depositId!} />
        </section>
      ) : null}
      <AppealState order={order} />
      <OrderActions buttons={buttons} pinned={paying ? 'PAY' : null} />
      <OrderCoin order={order} />
      {paying ? null : <PaymentDetails order={order} />}
      <Counterparty order={order} />
      <OrderFigures order={order} />
      <OrderProgress order={order} events={events} />
      <OrderTimeline events={events} />
      {paying ? <PinnedAction buttons={buttons} action="PAY" /> : null}
    </div>
  );
}

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
  return <OrderBody order={order} events={events} />;
}

export default function OrderDetailPage() {
  return (
    <WithOrderTexts>
      <OrderDetailScreen />
    </WithOrderTexts>
  );
}
