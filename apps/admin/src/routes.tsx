// The console's route objects. Each carries its metadata in `handle` (AdminRouteHandle). Every route but
// /login is behind RequireStaff; each area is behind RequireArea with the role table of access.ts. Areas
// whose tools come later render the shared AreaPage; a later issue passes its own element in `areas`.
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AREA_PATHS, AREAS, type Area } from './access';
import { APPEAL_CASE_PAGE, APPEAL_CASE_PATH, APPEALS_AREAS } from './features/appeals/areas';
import { AreaPage } from './features/area/AreaPage';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { LoginPage } from './features/login/LoginPage';
import { AUDIT_AREAS } from './features/audit/areas';
import { OPERATIONS_AREAS } from './features/operations/areas';
import { SUPPORT_AREAS } from './features/support/areas';
import { TRADING_AREAS, TRADING_ORDER_PAGE, TRADING_ORDER_PATH } from './features/trading/areas';
import { STAFF_AREAS } from './features/staff/areas';
import type { AdminRouteHandle } from './routeHandle';
import { AdminLayout } from './shell/AdminLayout';
import { RequireArea, RequireStaff } from './shell/guards';
import { NotFoundPage } from './shell/StatusPages';

export type AreaElements = Partial<Record<Area, ReactNode>>;

function handle(h: AdminRouteHandle): AdminRouteHandle {
  return h;
}

export function buildRoutes(given: AreaElements = {}): RouteObject[] {
  const areas: AreaElements = {
    ...OPERATIONS_AREAS,
    ...APPEALS_AREAS,
    ...SUPPORT_AREAS,
    ...TRADING_AREAS,
    ...AUDIT_AREAS,
    ...STAFF_AREAS,
    ...given,
  };
  return [
    {
      path: '/login',
      element: <LoginPage />,
      handle: handle({ titleKey: 'admin.login.title', public: true }),
    },
    {
      path: '/',
      element: (
        <RequireStaff>
          <AdminLayout />
        </RequireStaff>
      ),
      children: [
        { index: true, element: <DashboardPage />, handle: handle({ titleKey: 'admin.nav.dashboard' }) },
        ...AREAS.map((area): RouteObject => ({
          path: AREA_PATHS[area].slice(1),
          element: <RequireArea area={area}>{areas[area] ?? <AreaPage area={area} />}</RequireArea>,
          handle: handle({ titleKey: `admin.nav.${area}`, area }),
        })),
        {
          path: APPEAL_CASE_PATH,
          element: <RequireArea area="appeals">{APPEAL_CASE_PAGE}</RequireArea>,
          handle: handle({ titleKey: 'admin.desk.case.title', area: 'appeals' }),
        },
        {
          path: TRADING_ORDER_PATH,
          element: <RequireArea area="trading">{TRADING_ORDER_PAGE}</RequireArea>,
          handle: handle({ titleKey: 'admin.trading.order.facts', area: 'trading' }),
        },
        { path: '*', element: <NotFoundPage />, handle: handle({ titleKey: 'admin.notFound.title' }) },
      ],
    },
  ];
}
