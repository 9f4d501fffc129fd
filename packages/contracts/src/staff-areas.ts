// The console's areas and the staff roles allowed into each: one table for the console (its menu, route
// guards and dashboard) and the API (every `/api/admin/*` call of an area checks it). "Operators" are
// administrators: the staff roles are appeal officer, customer service and admin.
import { StaffRole } from './enums.js';

const { APPEAL_OFFICER, CUSTOMER_SERVICE, ADMIN } = StaffRole;

export const STAFF_AREA_ROLES = {
  appeals: [APPEAL_OFFICER, CUSTOMER_SERVICE, ADMIN],
  users: [CUSTOMER_SERVICE, ADMIN],
  trading: [CUSTOMER_SERVICE, ADMIN],
  config: [ADMIN],
  operations: [ADMIN],
  audit: [ADMIN],
  staff: [ADMIN],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffArea = keyof typeof STAFF_AREA_ROLES;

/**
 * The roles that may decide an appeal and cancel a decision within its delay. Customer service opens the
 * appeal desk to read cases, never to decide them.
 */
export const APPEAL_DECIDER_ROLES = [APPEAL_OFFICER, ADMIN] as const satisfies readonly StaffRole[];

/**
 * The roles that may re-queue a payout that failed for good (issue 20): administrators only. Everyone of
 * the appeal desk reads an order's payouts.
 */
export const PAYOUT_REQUEUE_ROLES = [ADMIN] as const satisfies readonly StaffRole[];
