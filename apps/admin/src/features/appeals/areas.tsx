// The appeal desk's pages, loaded on first visit (antd's tables and forms stay out of the first load): the
// queue is the Appeals area's page; a case is its own route under it (`/appeals/:appealId`).
import { lazy, Suspense, type ReactNode } from 'react';
import type { Area } from '../../access';
import { FullPageLoading } from '../../shell/StatusPages';

const AppealQueuePage = lazy(() => import('./AppealQueuePage').then((m) => ({ default: m.AppealQueuePage })));
const AppealCasePage = lazy(() => import('./AppealCasePage').then((m) => ({ default: m.AppealCasePage })));

export const APPEALS_AREAS: Partial<Record<Area, ReactNode>> = {
  appeals: (
    <Suspense fallback={<FullPageLoading />}>
      <AppealQueuePage />
    </Suspense>
  ),
};

/** The path of a case, relative to the layout (`appeals/:appealId`). */
export const APPEAL_CASE_PATH = 'appeals/:appealId';

export const APPEAL_CASE_PAGE: ReactNode = (
  <Suspense fallback={<FullPageLoading />}>
    <AppealCasePage />
  </Suspense>
);
