// Overlays (menus, pickers, banners) are fetched the first time they are wanted, not with the first
// screen (the budgets of the trader app). Once shown they stay mounted, so that their closing animation
// plays.
import { Suspense, useState, type ReactNode } from 'react';

/** True from the first time `wanted` is true on. */
export function useWantedOnce(wanted: boolean): boolean {
  const [seen, setSeen] = useState(wanted);
  if (wanted && !seen) setSeen(true);
  return seen || wanted;
}

/** Renders `children` (a lazy overlay) once `wanted` has been true, with no fallback while it loads. */
export function LazyOverlay({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const mounted = useWantedOnce(wanted);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
