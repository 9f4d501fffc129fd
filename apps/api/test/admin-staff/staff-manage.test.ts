// Issue 25, staff management: creating staff accounts (the CLI's password policy and bcrypt, a taken
// email 5070, the second factor enrolled on the first sign-in), the list paged on the server (never a
// secret), role changes taking effect at once, unknown accounts 5073, and the audit rows of each change.
import bcrypt from 'bcrypt';
import { startTestApi, type TestApi } from '../support/harness.js';
import { signInStaff, staffSessionToken } from '../support/staff-sign-in.js';
import { freshEmail, INITIAL_PASSWORD, staffAdminCall, staffAuditRows } from './staff-fixtures.js';

describe('admin-staff/staff-manage', () => {
  describe('staff management: accounts and roles', () => {
    let api: TestApi;
    let admin: { id: number; token: string };
    const reason = 'Team change';

    beforeAll(async () => {
      api = await startTestApi();
      const staff = await api.factories.newStaff('ADMIN');
      admin = { id: staff.id, token: await staffSessionToken(api, staff.email, staff.password) };
    });
    afterAll(() => api.close());

    const create = (body: object) => staffAdminCall(api, admin.token, 'POST', '', { body });

    it('creates an account with a bcrypt hash of the initial password and no second factor yet', async () => {
      const email = freshEmail('create');
      const res = await create({
        email: `  ${email.toUpperCase()} `,
        name: ' Dana ',
        role: 'CUSTOMER_SERVICE',
        password: INITIAL_PASSWORD,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        email,
        name: 'Dana',
        role: 'CUSTOMER_SERVICE',
        active: true,
        secondFactor: false,
        lastLoginAt: null,
      });
      const row = await api.prisma.staffUser.findUniqueOrThrow({ where: { id: Number(res.body.data.id) } });
      expect(row.passwordHash).toMatch(/^\$2[aby]\$12\$/);
      expect(await bcrypt.compare(INITIAL_PASSWORD, row.passwordHash!)).toBe(true);
      expect(row.totpSecret).toBeNull();
    });

    it('lets the new member enrol the second factor on the first sign-in, as the CLI accounts do', async () => {
      const email = freshEmail('enrol');
      const created = await create({
        email,
        name: 'Eve',
        role: 'APPEAL_OFFICER',
        password: INITIAL_PASSWORD,
      });
      const signedIn = await signInStaff(api, email, INITIAL_PASSWORD);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data.staff).toMatchObject({ id: created.body.data.id, role: 'APPEAL_OFFICER' });
      const row = await api.prisma.staffUser.findUniqueOrThrow({ where: { email } });
      expect(row.totpSecret).not.toBeNull();
      expect(row.lastLoginAt).not.toBeNull();
    });

    it('answers a taken email (in any case) with 5070 and creates nothing', async () => {
      const email = freshEmail('taken');
      await create({ email, name: 'First', role: 'APPEAL_OFFICER', password: INITIAL_PASSWORD }).expect(200);
      const before = await api.prisma.staffUser.count();
      const res = await create({
        email: email.toUpperCase(),
        name: 'Second',
        role: 'ADMIN',
        password: INITIAL_PASSWORD,
      });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: '5070' });
      expect(await api.prisma.staffUser.count()).toBe(before);
    });

    it('refuses an initial password shorter than 12 characters, an unknown role and a missing name (400)', async () => {
      const before = await api.prisma.staffUser.count();
      const res = await create({ email: freshEmail('bad'), name: '', role: 'ROOT', password: 'short' });
      expect(res.status).toBe(400);
      expect(res.body.data.map((p: { field: string }) => p.field).sort()).toEqual([
        'name',
        'password',
        'role',
      ]);
      expect(await api.prisma.staffUser.count()).toBe(before);
    });

    it('refuses a password with a NUL character (400) rather than failing', async () => {
      const res = await create({
        email: freshEmail('nul'),
        name: 'Nul',
        role: 'ADMIN',
        password: 'abcdefghijkl\u0000',
      });
      expect(res.status).toBe(400);
    });

    it('writes the creation to the staff audit log without the password or a secret', async () => {
      const email = freshEmail('audited');
      const res = await staffAdminCall(api, admin.token, 'POST', '', {
        body: { email, name: 'Audited', role: 'CUSTOMER_SERVICE', password: INITIAL_PASSWORD },
      });
      const rows = await staffAuditRows(api, Number(res.body.data.id));
      expect(rows.map((r) => [r.action, r.staffId])).toEqual([['STAFF_CREATE', admin.id]]);
      expect(rows[0]!.data).toEqual({
        before: null,
        after: { email, name: 'Audited', role: 'CUSTOMER_SERVICE', active: true, secondFactor: false },
      });
      expect(rows[0]!.ip).not.toBeNull();
      expect(JSON.stringify(rows[0]!.data)).not.toContain(INITIAL_PASSWORD);
    });

    it('lists the accounts newest first, paged on the server, with the second factor as yes/no only', async () => {
      const { totpSecret, passwordHash } = await api.prisma.staffUser.findUniqueOrThrow({
        where: { id: admin.id },
      });
      const total = await api.prisma.staffUser.count();
      const first = await staffAdminCall(api, admin.token, 'GET', '', {
        query: { pageNo: '1', pageSize: '2' },
      });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ total, pageNo: 1, pageSize: 2 });
      expect(first.body.data.list).toHaveLength(2);
      const second = await staffAdminCall(api, admin.token, 'GET', '', {
        query: { pageNo: '2', pageSize: '2' },
      });
      const ids = [...first.body.data.list, ...second.body.data.list].map((m: { id: string }) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
      const all = await staffAdminCall(api, admin.token, 'GET', '', { query: { pageSize: '100' } });
      const me = all.body.data.list.find((m: { id: string }) => m.id === String(admin.id));
      expect(me).toMatchObject({ role: 'ADMIN', active: true, secondFactor: true });
      expect(typeof me.lastLoginAt).toBe('string');
      expect(Object.keys(me).sort()).toEqual(
        ['active', 'createdAt', 'email', 'id', 'lastLoginAt', 'name', 'role', 'secondFactor'].sort(),
      );
      expect(JSON.stringify(all.body.data)).not.toContain(totpSecret!);
      expect(JSON.stringify(all.body.data)).not.toContain(passwordHash!);
      const created = all.body.data.list.map((m: { createdAt: string }) => m.createdAt);
      expect([...created].sort().reverse()).toEqual(created);
    });

    it('refuses a page size over the limit (400)', async () => {
      const res = await staffAdminCall(api, admin.token, 'GET', '', { query: { pageSize: '500' } });
      expect(res.status).toBe(400);
    });

    it('changes a role with its reason in the audit log; the new role applies at once', async () => {
      const member = await api.factories.newStaff('CUSTOMER_SERVICE');
      const token = await staffSessionToken(api, member.email, member.password);
      await staffAdminCall(api, token, 'GET', '').expect(403);
      const res = await staffAdminCall(api, admin.token, 'POST', `/${member.id}/role`, {
        body: { role: 'ADMIN', reason },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.role).toBe('ADMIN');
      await staffAdminCall(api, token, 'GET', '').expect(200);
      const rows = await staffAuditRows(api, member.id);
      expect(rows.map((r) => r.action)).toEqual(['STAFF_ROLE_CHANGE']);
      expect(rows[0]!.data).toMatchObject({
        reason,
        before: { role: 'CUSTOMER_SERVICE' },
        after: { role: 'ADMIN' },
      });
    });

    it('writes nothing for a change that changes nothing (the same role, activating an active member)', async () => {
      const member = await api.factories.newStaff('APPEAL_OFFICER');
      await staffAdminCall(api, admin.token, 'POST', `/${member.id}/role`, {
        body: { role: 'APPEAL_OFFICER', reason },
      }).expect(200);
      await staffAdminCall(api, admin.token, 'POST', `/${member.id}/activate`, { body: { reason } }).expect(
        200,
      );
      await staffAdminCall(api, admin.token, 'POST', `/${member.id}/reset-second-factor`, {
        body: { reason },
      }).expect(200);
      expect(await staffAuditRows(api, member.id)).toEqual([]);
    });

    it('needs a reason for every change (400) and changes nothing without one', async () => {
      const member = await api.factories.newStaff('APPEAL_OFFICER');
      for (const path of ['role', 'deactivate', 'activate', 'reset-second-factor']) {
        const res = await staffAdminCall(api, admin.token, 'POST', `/${member.id}/${path}`, {
          body: { role: 'ADMIN', reason: '  ' },
        });
        expect(res.status).toBe(400);
      }
      const row = await api.prisma.staffUser.findUniqueOrThrow({ where: { id: member.id } });
      expect({ role: row.role, active: row.active }).toEqual({ role: 'APPEAL_OFFICER', active: true });
    });

    it('answers an unknown staff account with 5073 (404)', async () => {
      for (const id of ['999999999', '99999999999', 'abc']) {
        const res = await staffAdminCall(api, admin.token, 'POST', `/${id}/deactivate`, { body: { reason } });
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: '5073' });
      }
    });
  });
});
