import { STAFF_AREA_ROLES, type StaffArea } from '@p2p/contracts';
import { StaffOnly } from './staff.guards.js';

/**
 * A staff-only route (or controller) of a console area: a staff session (401) with one of the area's roles
 * in `STAFF_AREA_ROLES` of @p2p/contracts, the table the console's menu and guards read too (403).
 */
export function StaffAreaOnly(area: StaffArea) {
  return StaffOnly(...STAFF_AREA_ROLES[area]);
}
