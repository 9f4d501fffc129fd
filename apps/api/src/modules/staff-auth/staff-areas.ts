import { StaffRole } from '@p2p/contracts';
import { StaffOnly } from './staff.guards.js';

/**
 * The staff roles allowed into each area of the console: the same table as the console's
 * `apps/admin/src/access.ts` (its menu and route guards), enforced here on every `/api/admin/*` call of
 * the area. "Operators" are administrators: the staff roles are appeal officer, customer service, admin.
 */
export const STAFF_AREA_ROLES = {
  appeals: [StaffRole.APPEAL_OFFICER, StaffRole.CUSTOMER_SERVICE, StaffRole.ADMIN],
  users: [StaffRole.CUSTOMER_SERVICE, StaffRole.ADMIN],
  trading: [StaffRole.CUSTOMER_SERVICE, StaffRole.ADMIN],
  config: [StaffRole.ADMIN],
  operations: [StaffRole.ADMIN],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffArea = keyof typeof STAFF_AREA_ROLES;

/** A staff-only route (or controller) of `area`: a staff session (401) with one of the area's roles (403). */
export function StaffAreaOnly(area: StaffArea) {
  return StaffOnly(...STAFF_AREA_ROLES[area]);
}
