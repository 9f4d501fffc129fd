// The draggable bubble of the order button (see OrderButton.tsx): snapped to the screen's side, its
// position kept; a press shorter than TAP_MAX_MS is a tap.
import { Badge, FloatingBubble } from 'antd-mobile';
import { BillOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import { STORAGE } from '../session/keys';
import { TAP_MAX_MS, type Offset } from './orderBubbleOffset';

export interface OrderBubbleProps {
  label: string;
  defaultOffset: Offset | undefined;
  onTap(): void;
}

export function OrderBubble({ label, defaultOffset, onTap }: OrderBubbleProps) {
  const pressedAt = useRef(0);
  return (
    <div
      onPointerDown={() => {
        pressedAt.current = Date.now();
      }}
    >
      <FloatingBubble
        axis="xy"
        magnetic="x"
        defaultOffset={defaultOffset}
        onOffsetChange={(offset) => localStorage.setItem(STORAGE.orderButtonPosition, JSON.stringify(offset))}
        onClick={() => {
          if (Date.now() - pressedAt.current < TAP_MAX_MS) onTap();
        }}
        style={{
          '--initial-position-bottom': '120px',
          '--initial-position-right': '16px',
          '--z-index': '900',
        }}
      >
        <Badge content={Badge.dot}>
          <BillOutline fontSize={26} aria-label={label} data-testid="order-button" />
        </Badge>
      </FloatingBubble>
    </div>
  );
}
