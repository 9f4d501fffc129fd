// Ads & Orders (issue 25), loaded on first visit (antd's tables and forms stay out of the console's first
// load): the area's page with its three lists, and one order under it (`/trading/orders/:orderId`).
import { lazy, Suspense, type ReactNode } from 'react';
import type { Area } from '../../access';
import { FullPageLoading } from '../../shell/StatusPages';

export { TRADING_ORDER_PATH } from './paths';

const TradingPage = lazy(() => import('./TradingPage').then((m) => ({ default: m.TradingPage })));
const OrderPage = lazy(() => import('./OrderPage').then((m) => ({ default: m.OrderPage })));

export const TRADING_AREAS: Partial<Record<Area, ReactNode>> = {
  trading: (
    <Suspense fallback={<FullPageLoading />}>
      <TradingPage />
    </Suspense>
  ),
};

export const TRADING_ORDER_PAGE: ReactNode = (
  <Suspense fallback={<FullPageLoading />}>
    <OrderPage />
  </Suspense>
);
