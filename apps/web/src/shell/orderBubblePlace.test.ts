import { afterEach, describe, expect, it } from 'vitest';
import { bottomReserve, clampOffset, overlayOpen, sideOf } from './orderBubblePlace';

// A 375 x 667 screen: the band from under the header (56) to 12 px above the bottom navigation (top 617),
// 8 px from the sides; the 44 px button starts at the band's bottom right (left 323, top 561).
const band = { left: 8, right: 367, top: 56, bottom: 605 };
const at = (left: number, top: number) => ({ left, top, right: left + 44, bottom: top + 44 });

describe('where the order button may rest (issue 26)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps 12 px above the bottom navigation, or above the screen bottom without one (issue 26)', () => {
    expect(bottomReserve({ top: 617 }, 667)).toBe(62);
    expect(bottomReserve(null, 667)).toBe(12);
  });

  it('a place below the band (over the navigation) or off the side comes back to the band, at the nearer edge (issue 26)', () => {
    // Stored 120 px lower and 100 px left: its bottom would be on the navigation.
    expect(clampOffset({ x: -100, y: 120 }, { x: 0, y: 0 }, at(323, 561), band)).toEqual({ x: 0, y: 0 });
    // Dropped left of the middle, above the header: to the left edge, under the header.
    expect(clampOffset({ x: -250, y: -600 }, { x: 0, y: 0 }, at(323, 561), band)).toEqual({
      x: -315,
      y: -505,
    });
    // Inside the band: unchanged.
    expect(clampOffset({ x: -315, y: -200 }, { x: -315, y: -200 }, at(8, 361), band)).toEqual({
      x: -315,
      y: -200,
    });
    // Layout not known (no size): unchanged.
    const none = { left: 0, right: 0, top: 0, bottom: 0 };
    expect(clampOffset({ x: 5, y: 500 }, { x: 0, y: 0 }, none, none)).toEqual({ x: 5, y: 500 });
  });

  it('tells the side it rests on, for the cards to keep that column free (issue 26)', () => {
    expect(sideOf({ x: 0, y: -100 }, band, 44)).toBe('right');
    expect(sideOf({ x: -315, y: -100 }, band, 44)).toBe('left');
  });

  it('counts an open sheet, dialog or mask as covering it, not a closed one nor a toast (issue 26)', () => {
    document.body.innerHTML = `
      <div class="adm-popup" style="display: none"><div class="adm-mask" style="display: none"></div></div>
      <div class="adm-mask adm-toast-mask"></div>`;
    expect(overlayOpen()).toBe(false);
    document.body.insertAdjacentHTML('beforeend', '<div class="adm-center-popup"></div>');
    expect(overlayOpen()).toBe(true);
  });
});
