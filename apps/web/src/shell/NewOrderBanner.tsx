// The new-order banner (spec section 2): a top popup with a message and a button to the order.
import { orderDetailPath } from '@p2p/contracts';
import { Button, Popup } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function NewOrderBanner({ orderId, onDismiss }: { orderId: string | null; onDismiss(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
