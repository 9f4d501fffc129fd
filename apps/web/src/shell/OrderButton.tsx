// The floating order button (spec section 2): only with unfinished orders, never on the routes the spec
// hides it on; draggable, snapped to the screen's side, position kept; a tap (< 200 ms) opens the order
// that waits for the trader, or the list on the tab that has the orders (orderButtonTarget.ts).
// A dot marks unread orders or chats. The unread polls run from here on every signed-in route. It never
// covers a primary button (issue 26): where it may rest is OrderBubble's (orderBubblePlace.ts).
import { showsOrderButton } from '@p2p/contracts/routes';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUnfinishedOrders, useUnreadTalk } from '../hooks/useUnread';
import { useSession } from '../hooks/useSession';
import { STORAGE } from '../session/keys';
import type { Offset } from './orderBubbleOffset';
import { orderButtonTarget } from './orderButtonTarget';

export { TAP_MAX_MS } from './orderBubbleOffset';

// The draggable bubble (antd-mobile's FloatingBubble and its gesture library) is fetched only when shown.
const OrderBubble = lazy(() => import('./OrderBubble').then((m) => ({ default: m.OrderBubble })));

export function readButtonOffset(storage: Storage = localStorage): Offset | undefined {
  try {
    const value = JSON.parse(
      storage.getItem(STORAGE.orderButtonPosition) ?? 'null',
    ) as Partial<Offset> | null;
    if (value && Number.isFinite(value.x) && Number.isFinite(value.y)) return { x: value.x!, y: value.y! };
  } catch {
    // a damaged value: start from the default place
  }
  return undefined;
}

export function OrderButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const orders = useUnfinishedOrders().data;
  const talk = useUnreadTalk().data;
  const unread = (orders?.unread.length ?? 0) > 0 || (talk?.total ?? 0) > 0;

  if (!session || !orders || orders.total === 0 || !showsOrderButton(pathname)) return null;

  return (
    <Suspense fallback={null}>
      <OrderBubble
        label={t('web.orderButton')}
        defaultOffset={readButtonOffset()}
        unread={unread}
        placeKey={pathname}
        onTap={() => navigate(orderButtonTarget(orders))}
      />
    </Suspense>
  );
}
