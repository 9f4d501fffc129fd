// Where the floating order button may rest (issue 26: it never covers a primary button):
// - in a band between the header and the bottom navigation (or the screen's bottom on a page without it):
//   never on the navigation, never over the bottom action area under the page;
// - at the left or right edge of the screen (magnetic), in a column the ad cards keep free of their Buy and
//   Sell (ads.css reads `data-order-button` on <html>, the side it rests on);
// - hidden while a sheet, dialog or popup is open (their buttons are the ones that count then).
// A stored place outside the band (an older layout's, another screen's size) is brought back into it.
import { useEffect, useState } from 'react';
import type { Offset } from './orderBubbleOffset';

/** The space kept between the button and the bottom navigation, or the screen's bottom (px). */
export const BOTTOM_GAP_PX = 12;

export type BubbleSide = 'left' | 'right';

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The space from the screen's bottom to the top of the bottom navigation, plus the gap (px). */
export function bottomReserve(nav: Pick<Box, 'top'> | null, viewportHeight: number): number {
  return (nav ? Math.max(0, viewportHeight - nav.top) : 0) + BOTTOM_GAP_PX;
}

/**
 * The side of the screen a button resting at `offset` is on. The button starts at the band's right edge
 * (its offset is the move from there); `size` is its width.
 */
export function sideOf(offset: Offset, band: Pick<Box, 'left' | 'right'>, size: number): BubbleSide {
  const centre = band.right - size / 2 + offset.x;
  return centre < (band.left + band.right) / 2 ? 'left' : 'right';
}

/**
 * `offset` moved so that the button (now at `button`, drawn at `current`) rests inside `band`, at its
 * nearer side edge. Unchanged when the layout is not known yet (no size: jsdom, a hidden page).
 */
export function clampOffset(offset: Offset, current: Offset, button: Box, band: Box): Offset {
  const width = button.right - button.left;
  const height = button.bottom - button.top;
  if (width <= 0 || band.right - band.left < width || band.bottom - band.top < height) return offset;
  // Where the button rests at `offset` (it may be drawn elsewhere mid-animation).
  const left = button.left + offset.x - current.x;
  const top = button.top + offset.y - current.y;
  const toLeft = left + width / 2 < (band.left + band.right) / 2;
  const x = offset.x + (toLeft ? band.left - left : band.right - width - left);
  const clampedTop = Math.min(Math.max(top, band.top), band.bottom - height);
  return { x, y: offset.y + clampedTop - top };
}

/** Any sheet, dialog or popup of antd-mobile shown (a toast's mask does not count). */
export function overlayOpen(root: ParentNode = document): boolean {
  return [...root.querySelectorAll<HTMLElement>('.adm-popup, .adm-center-popup, .adm-mask')].some(
    (el) => !el.classList.contains('adm-toast-mask') && el.style.display !== 'none' && el.isConnected,
  );
}

/** Whether a sheet, dialog or popup is open, kept up to date as they open and close. */
export function useOverlayOpen(): boolean {
  const [open, setOpen] = useState(() => overlayOpen());
  useEffect(() => {
    const check = () => setOpen(overlayOpen());
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style', 'class'],
    });
    return () => observer.disconnect();
  }, []);
  return open;
}
