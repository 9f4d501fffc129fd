import { Controller, Get, Module } from '@nestjs/common';
import request from 'supertest';
import { StaffOnly } from '../../src/modules/staff-auth/staff.guards.js';
import { STAFF_LOGIN_MAX_FAILURES } from '../../src/modules/staff-auth/staff-auth.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { signInStaff } from '../support/staff-sign-in.js';

describe('staff-auth/staff-auth', () => {
  function login(api: TestApi, email: string, password: string) {
    return request(api.http).post('/api/admin/auth/login').send({ email, password });
  }

  describe('staff sign-in', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.close());

    it('signs a staff member in and answers who they are', async () => {
      const staff = await api.factories.newStaff('APPEAL_OFFICER');
      const res = await signInStaff(api, staff.email, staff.password);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe('200');
      expect(res.body.data.staff).toEqual({
        id: String(staff.id),
        email: staff.email,
        name: staff.name,
        role: 'APPEAL_OFFICER',
      });
      const me = await request(api.http)
        .get('/api/admin/auth/me')
        .set('Authorization', `Bearer ${res.body.data.token}`)
        .expect(200);
      expect(me.body.data.role).toBe('APPEAL_OFFICER');
    });

    it('accepts the address in any case', async () => {
      const staff = await api.factories.newStaff('ADMIN');
      await login(api, staff.email.toUpperCase(), staff.password).expect(200);
    });

    it('answers a wrong password with 1004 and no token', async () => {
      const staff = await api.factories.newStaff('ADMIN');
      const res = await login(api, staff.email, 'wrong-password').expect(400);
      expect(res.body).toMatchObject({ code: '1004', data: null });
    });

    it('answers an unknown address with the same 1004', async () => {
      const res = await login(api, 'nobody@example.test', 'whatever').expect(400);
      expect(res.body.code).toBe('1004');
    });

    it('refuses a deactivated staff member (1005)', async () => {
      const staff = await api.factories.newStaff('ADMIN', { active: false });
      const res = await login(api, staff.email, staff.password);
      expect(res.body.code).toBe('1005');
    });

    it(`locks an address out after ${STAFF_LOGIN_MAX_FAILURES} failures (429)`, async () => {
      const staff = await api.factories.newStaff('ADMIN');
      for (let i = 0; i < STAFF_LOGIN_MAX_FAILURES; i += 1) await login(api, staff.email, 'bad');
      const res = await login(api, staff.email, staff.password).expect(429);
      expect(res.body.code).toBe('429');
    });

    it('counts parallel guesses too: of 12 at once, at most the limit are checked (the rest 429)', async () => {
      const staff = await api.factories.newStaff('ADMIN');
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => login(api, staff.email, 'bad').then((r) => r.body.code as string)),
      );
      expect(answers.filter((c) => c === '1004').length).toBeLessThanOrEqual(STAFF_LOGIN_MAX_FAILURES);
      expect(answers.filter((c) => c === '429').length).toBeGreaterThanOrEqual(12 - STAFF_LOGIN_MAX_FAILURES);
    });

    it('rejects a malformed body with 400 and changes nothing', async () => {
      const res = await request(api.http).post('/api/admin/auth/login').send({ email: 'not-an-email' });
      expect(res.status).toBe(400);
      expect(res.body.data.map((p: { field: string }) => p.field).sort()).toEqual(['email', 'password']);
    });

    it('ends the session on logout: the same token is refused afterwards (401)', async () => {
      const staff = await api.factories.newStaff('CUSTOMER_SERVICE');
      const { token } = (await signInStaff(api, staff.email, staff.password)).body.data;
      await request(api.http)
        .post('/api/admin/auth/logout')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      const res = await request(api.http).get('/api/admin/auth/me').set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('401');
    });

    it('refuses a request without a token, with a forged token, or with a token of another secret', async () => {
      await request(api.http).get('/api/admin/auth/me').expect(401);
      await request(api.http)
        .get('/api/admin/auth/me')
        .set('Authorization', 'Bearer abc.def.ghi')
        .expect(401);
      const forged =
        'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwicm9sZSI6IkFETUlOIiwianRpIjoieCIsImF1ZCI6InN0YWZmIn0.' +
        'c2lnbmF0dXJlLW9mLWFub3RoZXItc2VjcmV0';
      await request(api.http).get('/api/admin/auth/me').set('Authorization', `Bearer ${forged}`).expect(401);
    });

    it('ends the session of a staff member deactivated after sign-in', async () => {
      const staff = await api.factories.newStaff('ADMIN');
      const { token } = (await signInStaff(api, staff.email, staff.password)).body.data;
      await api.prisma.staffUser.update({ where: { id: staff.id }, data: { active: false } });
      await request(api.http).get('/api/admin/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
    });

    it('writes an audit log row for each sign-in', async () => {
      const staff = await api.factories.newStaff('ADMIN');
      expect((await signInStaff(api, staff.email, staff.password)).status).toBe(200);
      const rows = await api.prisma.auditLog.count({ where: { staffId: staff.id, action: 'STAFF_LOGIN' } });
      expect(rows).toBe(1);
    });
  });

  @Controller('test-staff-area')
  class RoleProbeController {
    @Get('config')
    @StaffOnly('ADMIN')
    config() {
      return 'ok';
    }
  }
  @Module({ controllers: [RoleProbeController] })
  class RoleProbeModule {}

  describe('staff role guard', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({}, [RoleProbeModule]);
    });
    afterAll(() => api.close());

    async function tokenFor(role: 'APPEAL_OFFICER' | 'CUSTOMER_SERVICE' | 'ADMIN') {
      const staff = await api.factories.newStaff(role);
      return (await signInStaff(api, staff.email, staff.password)).body.data.token as string;
    }

    it('lets an admin into an admin-only route', async () => {
      const res = await request(api.http)
        .get('/api/test-staff-area/config')
        .set('Authorization', `Bearer ${await tokenFor('ADMIN')}`)
        .expect(200);
      expect(res.body.data).toBe('ok');
    });

    it('refuses an appeal officer on an admin-only route (403)', async () => {
      const res = await request(api.http)
        .get('/api/test-staff-area/config')
        .set('Authorization', `Bearer ${await tokenFor('APPEAL_OFFICER')}`)
        .expect(403);
      expect(res.body.code).toBe('403');
    });

    it('refuses customer service on an admin-only route (403)', async () => {
      await request(api.http)
        .get('/api/test-staff-area/config')
        .set('Authorization', `Bearer ${await tokenFor('CUSTOMER_SERVICE')}`)
        .expect(403);
    });
  });
});
