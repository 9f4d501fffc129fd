// Route guards. RequireStaff: no token -> /login (remembering the page asked for); with a token, the staff
// member is loaded (a 401 clears the token, which lands here again and goes to /login). RequireArea: the
// role table of access.ts decides; a role without access sees the 403 page.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { canOpen, type Area } from '../access';
import { StaffProvider, useCurrentStaff, useStaffQuery } from '../session/staff';
import { useToken } from '../session/token';
import { ForbiddenPage, FullPageLoading, SessionErrorPage } from './StatusPages';

/** What /login receives in the location state: where to go once signed in. */
export interface LoginState {
  from?: string;
}

export function RequireStaff({ children }: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  const me = useStaffQuery(token);

  if (!token) {
    const state: LoginState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  if (me.data) return <StaffProvider staff={me.data}>{children}</StaffProvider>;
  if (me.isError) return <SessionErrorPage onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  return <FullPageLoading />;
}

export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const staff = useCurrentStaff();
  return canOpen(staff.role, area) ? children : <ForbiddenPage />;
}
