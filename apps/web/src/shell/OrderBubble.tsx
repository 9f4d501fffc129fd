// The draggable bubble of the order button (see OrderButton.tsx): snapped to the screen's side, its
// position kept; a press shorter than TAP_MAX_MS that did not move (a quick flick is a drag) is a tap.
import { Badge, FloatingBubble } from 'antd-mobile';
import { BillOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import { STORAGE } from '../session/keys';
import { TAP_MAX_MS, type Offset } from './orderBubbleOffset';

/** A press that moved farther than this (px) is a drag, however short. */
const TAP_SLOP_PX = 10;

export interface OrderBubbleProps {
  label: string;
  defaultOffset: Offset | undefined;
  /** Something unread (an order or a chat): a dot on the button. */
  unread: boolean;
  onTap(): void;
}

export function OrderBubble({ label, defaultOffset, unread, onTap }: OrderBubbleProps) {
  const press = useRef({ at: 0, x: 0, y: 0 });
  return (
    <div
      onPointerDown={(event) => {
        press.current = { at: Date.now(), x: event.clientX, y: event.clientY };
      }}
    >
      <FloatingBubble
        axis="xy"
        magnetic="x"
        defaultOffset={defaultOffset}
        onOffsetChange={(offset) => localStorage.setItem(STORAGE.orderButtonPosition, JSON.stringify(offset))}
        onClick={(event) => {
          const { at, x, y } = press.current;
          const still =
            Math.abs(event.clientX - x) < TAP_SLOP_PX && Math.abs(event.clientY - y) < TAP_SLOP_PX;
          if (Date.now() - at < TAP_MAX_MS && still) onTap();
        }}
        style={{
          '--initial-position-bottom': '120px',
          '--initial-position-right': '16px',
          '--z-index': '900',
        }}
      >
        <Badge content={unread ? Badge.dot : null}>
          <BillOutline fontSize={26} aria-label={label} data-testid="order-button" />
        </Badge>
      </FloatingBubble>
    </div>
  );
}
