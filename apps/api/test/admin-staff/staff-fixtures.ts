// Shared by the staff management tests: requests to `/api/admin/staff/...` and the rows they wrote.
import type { AuditLog } from '@p2p/db';
import request from 'supertest';
import type { TestApi } from '../support/harness.js';
import { bearer } from '../support/staff-access.js';

/** GET or POST `/api/admin/staff...` as `token` (none when null). */
export function staffAdminCall(
  api: TestApi,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: { query?: Record<string, string>; body?: object },
) {
  const url = `/api/admin/staff${path}`;
  const req = method === 'GET' ? request(api.http).get(url) : request(api.http).post(url);
  if (token) req.set(bearer(token));
  if (payload?.query) req.query(payload.query);
  return payload?.body ? req.send(payload.body) : req;
}

/** The audit rows of staff management on the account `id`, oldest first. */
export function staffAuditRows(api: TestApi, id: number): Promise<AuditLog[]> {
  return api.prisma.auditLog.findMany({ where: { target: `staff:${id}` }, orderBy: { id: 'asc' } });
}

/** `GET /api/admin/auth/me` as `token`: 200 while the session lives, 401 once it is ended. */
export function whoAmI(api: TestApi, token: string) {
  return request(api.http).get('/api/admin/auth/me').set(bearer(token));
}

let counter = 0;
/** An email no account has yet. */
export function freshEmail(tag = 'new'): string {
  counter += 1;
  return `${tag}_${Date.now().toString(36)}_${counter}@staff.example.test`;
}

export const INITIAL_PASSWORD = 'Initial-Passw0rd';
