// Keep-alive (spec section 2: /, /myAdvert, /order): the pages stay mounted and are only hidden when you
// leave, so their state survives; each page scrolls in its own pane, whose position is put back.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { readSession } from '../session/session';
import { useRouteHandle } from './routeMeta';

function Pane({ active, id, children }: { active: boolean; id: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  useLayoutEffect(() => {
    // Only a position to put back: writing scrollTop lays the page out at once, inside React's commit
    // (a long task on the first render), and a pane shown again starts at the top anyway.
    if (active && ref.current && scrollTop.current > 0) ref.current.scrollTop = scrollTop.current;
  }, [active]);
  return (
    <div
      ref={ref}
      className="page-pane"
      hidden={!active}
      data-page={id}
      onScroll={(e) => {
        if (active) scrollTop.current = e.currentTarget.scrollTop;
      }}
    >
      {children}
    </div>
  );
}

export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const handle = useRouteHandle();
  const cache = useRef(new Map<string, ReactNode>());

  // Pages kept alive belong to the session: forget them once it has ended.
  if (!readSession()) cache.current.clear();
  const aliveKey = handle?.keepAlive ? handle.path : null;
  if (aliveKey && outlet) cache.current.set(aliveKey, outlet);

  return (
    <>
      {[...cache.current.entries()].map(([path, element]) => (
        <Pane key={`alive:${path}`} id={path} active={path === aliveKey}>
          {element}
        </Pane>
      ))}
      {aliveKey ? null : (
        <Pane key={`page:${location.pathname}`} id={location.pathname} active>
          {outlet}
        </Pane>
      )}
    </>
  );
}
