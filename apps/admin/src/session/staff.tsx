// The signed-in staff member: loaded by the guard from GET /api/admin/auth/me, handed to the screens below
// it through a context.
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { fetchMe } from '../api/staff';
import type { StaffDto } from '@p2p/contracts';
import { queryKeys } from '../queryKeys';

/** The staff member of `token` (no call without a token). */
export function useStaffQuery(token: string | null) {
  return useQuery({
    queryKey: queryKeys.staff.me,
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

const StaffContext = createContext<StaffDto | null>(null);

export function StaffProvider({ staff, children }: { staff: StaffDto; children: ReactNode }) {
  return <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>;
}

/** The signed-in staff member; only under the guard. */
export function useCurrentStaff(): StaffDto {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useCurrentStaff is used outside the signed-in layout');
  return staff;
}
