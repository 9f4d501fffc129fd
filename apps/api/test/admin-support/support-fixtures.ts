// Shared by the Customer service tests: signed-in staff of each role, a trader's token, and requests.
import request from 'supertest';
import type { TestApi } from '../support/harness.js';
import { staffSessionToken } from '../support/staff-sign-in.js';
import { signedInTrader } from '../support/trader-fixtures.js';

export type StaffRoleName = 'APPEAL_OFFICER' | 'CUSTOMER_SERVICE' | 'ADMIN';
export const STAFF_ROLE_NAMES: readonly StaffRoleName[] = ['CUSTOMER_SERVICE', 'ADMIN', 'APPEAL_OFFICER'];

export interface SupportTokens {
  staff: Record<StaffRoleName, { id: number; token: string }>;
  trader: { userId: bigint; token: string };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A staff member of `role` signed in through the console's login. */
export async function staffToken(api: TestApi, role: StaffRoleName): Promise<{ id: number; token: string }> {
  const staff = await api.factories.newStaff(role);
  return { id: staff.id, token: await staffSessionToken(api, staff.email, staff.password) };
}

export async function supportTokens(api: TestApi): Promise<SupportTokens> {
  return {
    staff: {
      APPEAL_OFFICER: await staffToken(api, 'APPEAL_OFFICER'),
      CUSTOMER_SERVICE: await staffToken(api, 'CUSTOMER_SERVICE'),
      ADMIN: await staffToken(api, 'ADMIN'),
    },
    trader: await signedInTrader(api),
  };
}

/** The audit rows a staff member wrote (sign-in and its TOTP enrolment aside), oldest first. */
export async function staffActions(api: TestApi, staffId: number) {
  return api.prisma.auditLog.findMany({
    where: { staffId, action: { notIn: ['STAFF_LOGIN', 'STAFF_TOTP_ENROLLED'] } },
    orderBy: { id: 'asc' },
  });
}

/** GET or POST `/api/admin/support/...` as `token`. */
export function supportCall(
  api: TestApi,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: { query?: Record<string, string>; body?: object },
) {
  const url = `/api/admin/support${path}`;
  const req = method === 'GET' ? request(api.http).get(url) : request(api.http).post(url);
  if (token) req.set(bearer(token));
  if (payload?.query) req.query(payload.query);
  return payload?.body ? req.send(payload.body) : req;
}
