// The new-order banner (spec section 2): a top popup with a message and a button to the order, with
// its sound (newOrderSound.ts) each time a new order's id arrives. It reads the order (the order screens'
// query, ../features/orders/useOrders) and then says what it is (issue 26): its amount, the counterparty
// and the time left to its deadline; the plain message alone until the order has loaded (or if it fails).
import { orderDetailPath } from '@p2p/contracts/routes';
import type { OrderDto } from '@p2p/contracts';
import { Button, Popup } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { decimal } from '../features/ads/format';
import { isFinished } from '../features/orders/orderState';
import { useOrder } from '../features/orders/useOrders';
import { formatCountdown, useSecondsLeft } from '../hooks/useSecondsLeft';
import { playNewOrderSound } from './newOrderSound';

function Deadline({ deadlineAt }: { deadlineAt: string }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(deadlineAt);
  if (left === null) return null;
  return (
    <span className="new-order-banner__deadline" role="timer" data-testid="new-order-deadline">
      {left > 0
        ? t('common.newOrder.deadline', { time: formatCountdown(left) })
        : t('common.newOrder.timeUp')}
    </span>
  );
}

/** What the new order is: its amount, the other party (the buyer to a seller) and the time left. */
function OrderSummary({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const name = order.counterparty.nickname ?? t('common.newOrder.anonymous');
  return (
    <span className="new-order-banner__summary" data-testid="new-order-summary">
      <strong className="new-order-banner__amount" data-testid="new-order-amount">
        {`${decimal(order.totalAmount)} ${order.quote}`}
      </strong>
      <span data-testid="new-order-counterparty">
        {t(order.role === 'SELLER' ? 'common.newOrder.buyer' : 'common.newOrder.seller', { name })}
      </span>
      {order.deadlineAt && !isFinished(order.status) ? <Deadline deadlineAt={order.deadlineAt} /> : null}
    </span>
  );
}

export function NewOrderBanner({ orderId, onDismiss }: { orderId: string | null; onDismiss(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rung = useRef<string | null>(null);
  const order = useOrder(orderId).data;
  useEffect(() => {
    if (orderId === null || rung.current === orderId) return;
    rung.current = orderId;
    playNewOrderSound();
  }, [orderId]);
  return (
    <Popup visible={orderId !== null} position="top" onMaskClick={onDismiss} bodyClassName="new-order-banner">
      <div className="new-order-banner__inner" data-testid="new-order-banner">
        <BellOutline className="new-order-banner__icon" />
        <span className="new-order-banner__body">
          <span className="new-order-banner__text">{t('common.newOrder.message')}</span>
          {order && order.id === orderId ? <OrderSummary order={order} /> : null}
        </span>
        <Button
          color="primary"
          size="small"
          onClick={() => {
            if (orderId) navigate(orderDetailPath(orderId));
            onDismiss();
          }}
        >
          {t('common.newOrder.view')}
        </Button>
      </div>
    </Popup>
  );
}
