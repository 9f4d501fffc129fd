// The Staff area (administrators), loaded on first visit (antd's table and forms stay out of the
// console's first load).
import { lazy, Suspense, type ReactNode } from 'react';
import type { Area } from '../../access';
import { FullPageLoading } from '../../shell/StatusPages';

const StaffPage = lazy(() => import('./StaffPage').then((m) => ({ default: m.StaffPage })));

export const STAFF_AREAS: Partial<Record<Area, ReactNode>> = {
  staff: (
    <Suspense fallback={<FullPageLoading />}>
      <StaffPage />
    </Suspense>
  ),
};
