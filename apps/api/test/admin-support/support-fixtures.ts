// Shared by the Customer service tests: the audit rows a staff member wrote, and requests to the group.
import request from 'supertest';
import type { TestApi } from '../support/harness.js';
import { bearer } from '../support/staff-access.js';

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
