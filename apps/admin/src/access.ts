// Who may open what: the one table of the console's areas and the staff roles allowed into each.
// The menu, the route guards and the dashboard all read it.
import {
  APPEAL_DECIDER_ROLES,
  PAYOUT_REQUEUE_ROLES,
  STAFF_AREA_ROLES,
  STAFF_ROLES,
  StaffRole,
} from '@p2p/contracts';

export const AREAS = ['appeals', 'users', 'trading', 'config', 'operations', 'audit', 'staff'] as const;
export type Area = (typeof AREAS)[number];

/** The path of each area (its route and its menu link). */
export const AREA_PATHS: Readonly<Record<Area, string>> = {
  appeals: '/appeals',
  users: '/users',
  trading: '/trading',
  config: '/config',
  operations: '/operations',
  audit: '/audit',
  staff: '/staff',
};

/** The roles allowed into each area (the API's table too: @p2p/contracts). */
export const AREA_ROLES: Readonly<Record<Area, readonly StaffRole[]>> = STAFF_AREA_ROLES;

/** The roles that may decide an appeal (customer service reads cases only; the API's table too). */
export const APPEAL_DECIDERS: readonly StaffRole[] = APPEAL_DECIDER_ROLES;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a staff member with `role` may open `area`. An unknown role opens nothing. */
export function canOpen(role: string, area: Area): boolean {
  return isStaffRole(role) && AREA_ROLES[area].includes(role);
}

/** Whether a staff member with `role` may decide appeals. */
export function canDecideAppeals(role: string): boolean {
  return isStaffRole(role) && APPEAL_DECIDERS.includes(role);
}

/** Whether a staff member with `role` may re-queue a payout that failed for good (the API's table too). */
export function canRequeuePayouts(role: string): boolean {
  return isStaffRole(role) && (PAYOUT_REQUEUE_ROLES as readonly StaffRole[]).includes(role);
}

/** The areas `role` may open, in menu order. */
export function areasFor(role: string): Area[] {
  return AREAS.filter((area) => canOpen(role, area));
}

/** The area a path belongs to (`/appeals/12` -> appeals), or null for the dashboard and others. */
export function areaOfPath(pathname: string): Area | null {
  return (
    AREAS.find((area) => pathname === AREA_PATHS[area] || pathname.startsWith(`${AREA_PATHS[area]}/`)) ?? null
  );
}
