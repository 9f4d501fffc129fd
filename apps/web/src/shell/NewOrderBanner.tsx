// The new-order banner (spec section 2): a top popup with a message and a button to the order, with
// its sound (newOrderSound.ts) each time a new order's id arrives.
import { orderDetailPath } from '@p2p/contracts/routes';
import { Button, Popup } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { playNewOrderSound } from './newOrderSound';

export function NewOrderBanner({ orderId, onDismiss }: { orderId: string | null; onDismiss(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rung = useRef<string | null>(null);
  useEffect(() => {
    if (orderId === null || rung.current === orderId) return;
    rung.current = orderId;
    playNewOrderSound();
  }, [orderId]);
  return (
    <Popup visible={orderId !== null} position="top" onMaskClick={onDismiss} bodyClassName="new-order-banner">
      <div className="new-order-banner__inner" data-testid="new-order-banner">
        <BellOutline className="new-order-banner__icon" />
        <span className="new-order-banner__text">{t('common.newOrder.message')}</span>
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
