// The floating order button (spec section 2): only with unfinished orders, never on the routes the spec
// hides it on; draggable, snapped to the screen's side, position kept; a tap (< 200 ms) opens /order.
import { WebRoutes, showsOrderButton } from '@p2p/contracts';
import { Badge, FloatingBubble } from 'antd-mobile';
import { BillOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHasUnfinishedOrders } from '../hooks/useAccount';
import { useSession } from '../hooks/useSession';
import { STORAGE } from '../session/keys';

export const TAP_MAX_MS = 200;

interface Offset {
  x: number;
  y: number;
}

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
  const hasUnfinished = useHasUnfinishedOrders();
  const pressedAt = useRef(0);

  if (!session || !hasUnfinished || !showsOrderButton(pathname)) return null;

  return (
    <div
      onPointerDown={() => {
        pressedAt.current = Date.now();
      }}
    >
      <FloatingBubble
        axis="xy"
        magnetic="x"
        defaultOffset={readButtonOffset()}
        onOffsetChange={(offset) => localStorage.setItem(STORAGE.orderButtonPosition, JSON.stringify(offset))}
        onClick={() => {
          if (Date.now() - pressedAt.current < TAP_MAX_MS) navigate(WebRoutes.order);
        }}
        style={{
          '--initial-position-bottom': '120px',
          '--initial-position-right': '16px',
          '--z-index': '900',
        }}
      >
        <Badge content={Badge.dot}>
          <BillOutline fontSize={26} aria-label={t('web.orderButton')} data-testid="order-button" />
        </Badge>
      </FloatingBubble>
    </div>
  );
}
