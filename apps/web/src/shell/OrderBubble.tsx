// The draggable bubble of the order button (see OrderButton.tsx): snapped to the screen's side, its
// position kept; a press shorter than TAP_MAX_MS that did not move (a quick flick is a drag) is a tap.
// Where it may rest (issue 26, orderBubblePlace.ts): at a side edge, in the band above the bottom
// navigation, its side on <html data-order-button> for the pages to keep that column free of their
// buttons; hidden while a sheet or dialog is open.
import { Badge, FloatingBubble } from 'antd-mobile';
import { BillOutline } from 'antd-mobile-icons';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { STORAGE } from '../session/keys';
import { TAP_MAX_MS, type Offset } from './orderBubbleOffset';
import { bottomReserve, clampOffset, sideOf, useOverlayOpen, type BubbleSide } from './orderBubblePlace';
import './orderBubble.css';

/** A press that moved farther than this (px) is a drag, however short. */
const TAP_SLOP_PX = 10;

export interface OrderBubbleProps {
  label: string;
  defaultOffset: Offset | undefined;
  /** Something unread (an order or a chat): a dot on the button. */
  unread: boolean;
  /** The route: the band is measured again when it changes (a page with or without the navigation). */
  placeKey: string;
  onTap(): void;
}

/** The button's translate as drawn now (mid-animation it differs from its offset). */
function drawnOffset(button: HTMLElement, fallback: Offset): Offset {
  const [x, y] = (button.style.transform.match(/-?[\d.]+/g) ?? []).map(Number);
  return x === undefined || y === undefined ? fallback : { x, y };
}

export function OrderBubble({ label, defaultOffset, unread, placeKey, onTap }: OrderBubbleProps) {
  const press = useRef({ at: 0, x: 0, y: 0 });
  const root = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState<Offset>(defaultOffset ?? { x: 0, y: 0 });
  const [side, setSide] = useState<BubbleSide>('right');
  const [reserve, setReserve] = useState(() => bottomReserve(null, 0));
  const covered = useOverlayOpen();

  const parts = () => ({
    button: root.current?.querySelector<HTMLElement>('.adm-floating-bubble-button') ?? null,
    band: root.current?.querySelector<HTMLElement>('.adm-floating-bubble-boundary') ?? null,
  });
  const place = (next: Offset) => {
    const { button, band } = parts();
    const box = band?.getBoundingClientRect();
    const size = button?.getBoundingClientRect().width ?? 0;
    if (box && box.width > 0 && size > 0) setSide(sideOf(next, box, size));
  };

  // The band's bottom: above the bottom navigation where the page has one.
  useLayoutEffect(() => {
    const measure = () =>
      setReserve(
        bottomReserve(
          document.querySelector('.bottom-nav')?.getBoundingClientRect() ?? null,
          window.innerHeight,
        ),
      );
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [placeKey]);

  // A place outside the band (stored by an older layout, on another screen) is brought back into it.
  useEffect(() => {
    const { button, band } = parts();
    if (!button || !band) return;
    const next = clampOffset(
      offset,
      drawnOffset(button, offset),
      button.getBoundingClientRect(),
      band.getBoundingClientRect(),
    );
    if (next.x !== offset.x || next.y !== offset.y) setOffset(next);
    place(next);
    // Only when the band changes: a drag keeps inside it by itself (the gesture's bounds).
  }, [reserve]);

  // The side it rests on, for the pages' free column (ads.css); none while it is hidden. Set in the same
  // commit as the button's visibility, so the page never shows the one without the other.
  useLayoutEffect(() => {
    if (covered) return undefined;
    const html = document.documentElement;
    html.dataset.orderButton = side;
    return () => {
      delete html.dataset.orderButton;
    };
  }, [side, covered]);

  return (
    <div
      ref={root}
      className={`order-bubble order-bubble--${side}`}
      hidden={covered}
      data-testid="order-bubble"
      onPointerDown={(event) => {
        press.current = { at: Date.now(), x: event.clientX, y: event.clientY };
      }}
    >
      <FloatingBubble
        axis="xy"
        magnetic="x"
        offset={offset}
        onOffsetChange={(next) => {
          setOffset(next);
          place(next);
          localStorage.setItem(STORAGE.orderButtonPosition, JSON.stringify(next));
        }}
        onClick={(event) => {
          const { at, x, y } = press.current;
          const still =
            Math.abs(event.clientX - x) < TAP_SLOP_PX && Math.abs(event.clientY - y) < TAP_SLOP_PX;
          if (Date.now() - at < TAP_MAX_MS && still) onTap();
        }}
        style={{
          '--initial-position-bottom': `${reserve}px`,
          '--initial-position-right': 'var(--order-bubble-edge)',
          '--size': 'var(--order-bubble-size)',
          '--z-index': '900',
        }}
      >
        <Badge content={unread ? Badge.dot : null}>
          <BillOutline fontSize={24} aria-label={label} data-testid="order-button" />
        </Badge>
      </FloatingBubble>
    </div>
  );
}
