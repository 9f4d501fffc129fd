// The pages of the Configuration and Operations areas, loaded on first visit (antd's tables and forms
// stay out of the console's first load).
import { lazy, Suspense, type ReactNode } from 'react';
import type { Area } from '../../access';
import { FullPageLoading } from '../../shell/StatusPages';

const ConfigPage = lazy(() => import('./ConfigPage').then((m) => ({ default: m.ConfigPage })));
const OperationsPage = lazy(() => import('./OperationsPage').then((m) => ({ default: m.OperationsPage })));

export const OPERATIONS_AREAS: Partial<Record<Area, ReactNode>> = {
  config: (
    <Suspense fallback={<FullPageLoading />}>
      <ConfigPage />
    </Suspense>
  ),
  operations: (
    <Suspense fallback={<FullPageLoading />}>
      <OperationsPage />
    </Suspense>
  ),
};
