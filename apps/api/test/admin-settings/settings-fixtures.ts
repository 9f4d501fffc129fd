// Shared by the settings suites (issue 25): the calls as a staff member makes them, the seeded credit
// rules to put back after a suite changes them (the files of one worker share a database), and the
// clean-up of the limit defaults.
import request from 'supertest';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { USER_LIMIT_DEFAULTS_KEY } from '../../src/modules/users/user-limits.service.js';
import type { TestApi } from '../support/harness.js';
import { bearer } from '../support/staff-access.js';

export { USER_LIMIT_DEFAULTS_KEY };

/** GET or POST `/api/admin${path}` as the staff member of `token`. */
export function staffCall(api: TestApi, token: string, method: 'GET' | 'POST', path: string, body?: object) {
  const url = `/api/admin${path}`;
  const req = method === 'GET' ? request(api.http).get(url) : request(api.http).post(url);
  req.set(bearer(token));
  return body ? req.send(body) : req;
}

export interface StoredCreditSetting {
  type: string;
  deduct: number;
  dailyFreeCancellations: number;
  description: string | null;
}

/** The credit rules as stored now. */
export async function storedCreditSettings(api: TestApi): Promise<StoredCreditSetting[]> {
  const rows = await api.prisma.creditSetting.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  return rows.map((r) => ({
    type: r.type,
    deduct: r.deduct,
    dailyFreeCancellations: r.dailyFreeCancellations,
    description: r.description,
  }));
}

/** Puts the rules back as `saved` and drops the cached ones of `apis`. */
export async function restoreCreditSettings(saved: StoredCreditSetting[], ...apis: TestApi[]): Promise<void> {
  const [first] = apis;
  if (!first) return;
  for (const s of saved) {
    await first.prisma.creditSetting.update({
      where: { type: s.type },
      data: {
        deduct: s.deduct,
        dailyFreeCancellations: s.dailyFreeCancellations,
        description: s.description,
      },
    });
  }
  for (const api of apis) api.app.get(CatalogService).invalidate();
}

/** Removes stored limit defaults (new accounts get the built-in ones again). */
export async function clearLimitDefaults(api: TestApi): Promise<void> {
  await api.prisma.systemSetting.deleteMany({ where: { key: USER_LIMIT_DEFAULTS_KEY } });
}

/** The staff audit rows of one action by one staff member, oldest first. */
export async function auditOf(api: TestApi, staffId: number, action: string) {
  return api.prisma.auditLog.findMany({ where: { staffId, action }, orderBy: { id: 'asc' } });
}
