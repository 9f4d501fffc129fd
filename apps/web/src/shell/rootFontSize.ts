// The root font size scales with the width (a 750 px design) and is fixed at 57 px above 750 px.
// Styles use `--dp` (one pixel of the 750 px design, = 1rem / 57).

export const DESIGN_WIDTH = 750;
export const MAX_ROOT_FONT_PX = 57;

export function rootFontSize(width: number): number {
  if (!Number.isFinite(width) || width <= 0) return MAX_ROOT_FONT_PX / 2;
  if (width >= DESIGN_WIDTH) return MAX_ROOT_FONT_PX;
  return Math.round(((width * MAX_ROOT_FONT_PX) / DESIGN_WIDTH) * 100) / 100;
}

/** Sets the root font size now and on every resize; answers the function that stops it. */
export function applyRootFontSize(win: Window = window): () => void {
  const set = (): void => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`;
  };
  set();
  win.addEventListener('resize', set);
  win.addEventListener('orientationchange', set);
  return () => {
    win.removeEventListener('resize', set);
    win.removeEventListener('orientationchange', set);
  };
}
