// The audit log's page, loaded on first visit (antd's table stays out of the console's first load).
import { lazy, Suspense, type ReactNode } from 'react';
import type { Area } from '../../access';
import { FullPageLoading } from '../../shell/StatusPages';

const AuditPage = lazy(() => import('./AuditPage').then((m) => ({ default: m.AuditPage })));

export const AUDIT_AREAS: Partial<Record<Area, ReactNode>> = {
  audit: (
    <Suspense fallback={<FullPageLoading />}>
      <AuditPage />
    </Suspense>
  ),
};
