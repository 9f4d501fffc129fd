// The Users area (customer service), loaded on first visit (antd's tables and forms stay out of the
// console's first load).
import { lazy, Suspense, type ReactNode } from 'react';
import type { Area } from '../../access';
import { FullPageLoading } from '../../shell/StatusPages';

const SupportPage = lazy(() => import('./SupportPage').then((m) => ({ default: m.SupportPage })));

export const SUPPORT_AREAS: Partial<Record<Area, ReactNode>> = {
  users: (
    <Suspense fallback={<FullPageLoading />}>
      <SupportPage />
    </Suspense>
  ),
};
