// Issue 25, staff management: an administrator cannot deactivate, demote or reset their own account
// (5071), and the last active administrator can be neither deactivated nor demoted (5072), even when two
// administrators demote each other at the same moment.
import { AdminStaffService } from '../../src/modules/admin-staff/admin-staff.service.js';
import { AppException } from '../../src/core/common/app-exception.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { staffSessionToken } from '../support/staff-sign-in.js';
import { staffAdminCall, staffAuditRows } from './staff-fixtures.js';

describe('admin-staff/staff-last-admin', () => {
  describe('staff management: oneself and the last administrator', () => {
    let api: TestApi;
    /** Administrators of earlier suites on this worker's database, set aside while these tests run. */
    let setAside: number[] = [];
    const reason = 'Reorganisation';

    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(async () => {
      if (setAside.length > 0) {
        await api.prisma.staffUser.updateMany({ where: { id: { in: setAside } }, data: { active: true } });
      }
      await api.close();
    });

    async function signedInAdmin() {
      const staff = await api.factories.newStaff('ADMIN');
      return { ...staff, token: await staffSessionToken(api, staff.email, staff.password) };
    }

    /** Leaves `keep` as the only active administrators (the others are restored after the suite). */
    async function onlyAdmins(keep: number[]) {
      const others = await api.prisma.staffUser.findMany({
        where: { role: 'ADMIN', active: true, id: { notIn: keep } },
        select: { id: true },
      });
      setAside = [...setAside, ...others.map((o) => o.id)];
      await api.prisma.staffUser.updateMany({
        where: { id: { in: others.map((o) => o.id) } },
        data: { active: false },
      });
    }

    const activeAdmins = () => api.prisma.staffUser.count({ where: { role: 'ADMIN', active: true } });

    it('refuses an administrator deactivating, demoting or resetting their own account (5071)', async () => {
      const admin = await signedInAdmin();
      await api.factories.newStaff('ADMIN'); // another administrator: the refusal is not the last-admin rule
      const calls: [string, object][] = [
        ['deactivate', { reason }],
        ['role', { role: 'CUSTOMER_SERVICE', reason }],
        ['reset-second-factor', { reason }],
      ];
      for (const [path, body] of calls) {
        const res = await staffAdminCall(api, admin.token, 'POST', `/${admin.id}/${path}`, { body });
        expect({ path, status: res.status, code: res.body.code }).toEqual({
          path,
          status: 403,
          code: '5071',
        });
      }
      const row = await api.prisma.staffUser.findUniqueOrThrow({ where: { id: admin.id } });
      expect({ role: row.role, active: row.active, enrolled: row.totpSecret !== null }).toEqual({
        role: 'ADMIN',
        active: true,
        enrolled: true,
      });
      expect(await staffAuditRows(api, admin.id)).toEqual([]);
    });

    it('lets an administrator demote and deactivate another administrator while one stays', async () => {
      const admin = await signedInAdmin();
      const other = await api.factories.newStaff('ADMIN');
      await onlyAdmins([admin.id, other.id]);
      const res = await staffAdminCall(api, admin.token, 'POST', `/${other.id}/deactivate`, {
        body: { reason },
      });
      expect(res.status).toBe(200);
      expect(await activeAdmins()).toBe(1);
    });

    it('refuses to deactivate or demote the last active administrator (5072), whoever asks', async () => {
      const x = await signedInAdmin();
      const y = await signedInAdmin();
      await onlyAdmins([x.id, y.id]);
      await staffAdminCall(api, x.token, 'POST', `/${y.id}/role`, {
        body: { role: 'CUSTOMER_SERVICE', reason },
      }).expect(200);
      expect(await activeAdmins()).toBe(1);
      // Y's request had passed the role check before X's change committed (the interleaving of a race).
      const service = api.app.get(AdminStaffService);
      const stale = {
        staff: { id: y.id, email: y.email, name: y.name, role: 'ADMIN' as const, jti: 'stale' },
        ip: null,
      };
      for (const attempt of [
        () => service.setRole(stale, String(x.id), { role: 'APPEAL_OFFICER', reason }),
        () => service.deactivate(stale, String(x.id), { reason }),
      ]) {
        const err = await attempt().then(
          () => null,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(AppException);
        expect((err as AppException).code).toBe('5072');
      }
      const row = await api.prisma.staffUser.findUniqueOrThrow({ where: { id: x.id } });
      expect({ role: row.role, active: row.active }).toEqual({ role: 'ADMIN', active: true });
      // Y, now customer service, is refused by the role check.
      const late = await staffAdminCall(api, y.token, 'POST', `/${x.id}/deactivate`, { body: { reason } });
      expect(late.status).toBe(403);
      expect((await staffAuditRows(api, x.id)).map((r) => r.action)).toEqual([]);
    });

    it('keeps one administrator when two demote each other at the same moment', async () => {
      const x = await signedInAdmin();
      const y = await signedInAdmin();
      await onlyAdmins([x.id, y.id]);
      const body = { role: 'CUSTOMER_SERVICE', reason };
      const answers = await Promise.all([
        staffAdminCall(api, x.token, 'POST', `/${y.id}/role`, { body }),
        staffAdminCall(api, y.token, 'POST', `/${x.id}/role`, { body }),
      ]);
      const codes = answers.map((r) => r.body.code as string);
      expect(codes.filter((c) => c === '200')).toHaveLength(1);
      expect(['5072', '403']).toContain(codes.find((c) => c !== '200'));
      expect(await activeAdmins()).toBe(1);
    });

    it('lets a demoted administrator be promoted again, and activates a deactivated one', async () => {
      const admin = await signedInAdmin();
      const other = await api.factories.newStaff('ADMIN', { active: false });
      await staffAdminCall(api, admin.token, 'POST', `/${other.id}/activate`, { body: { reason } }).expect(
        200,
      );
      await staffAdminCall(api, admin.token, 'POST', `/${other.id}/role`, {
        body: { role: 'APPEAL_OFFICER', reason },
      }).expect(200);
      const res = await staffAdminCall(api, admin.token, 'POST', `/${other.id}/role`, {
        body: { role: 'ADMIN', reason },
      });
      expect(res.body.data).toMatchObject({ role: 'ADMIN', active: true });
      expect((await staffAuditRows(api, other.id)).map((r) => r.action)).toEqual([
        'STAFF_ACTIVATE',
        'STAFF_ROLE_CHANGE',
        'STAFF_ROLE_CHANGE',
      ]);
    });
  });
});
