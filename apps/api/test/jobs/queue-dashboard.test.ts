import request from 'supertest';
import {
  QUEUE_DASHBOARD_COOKIE,
  QUEUE_DASHBOARD_PATH,
  QUEUE_DASHBOARD_SESSION_SECONDS,
} from '../../src/core/jobs/queue-dashboard.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { staffSessionToken } from '../support/staff-sign-in.js';

describe('jobs/queue-dashboard', () => {
  describe('queue dashboard at /api/admin/queues: staff with the ADMIN role only', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ API_ROLE: 'http' });
    });
    afterAll(() => api.close());

    async function staffToken(role: 'ADMIN' | 'CUSTOMER_SERVICE' | 'APPEAL_OFFICER'): Promise<string> {
      const staff = await api.factories.newStaff(role);
      return staffSessionToken(api, staff.email, staff.password);
    }

    /** Opens a dashboard session; answers the cookie pair `name=value` the browser would send back. */
    async function openSession(token: string): Promise<string> {
      const res = await request(api.http)
        .post(`${QUEUE_DASHBOARD_PATH}/session`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0] ?? '';
      return cookie.split(';')[0]!;
    }

    it('refuses the page and its API without a dashboard session (401)', async () => {
      const page = await request(api.http).get(QUEUE_DASHBOARD_PATH).expect(401);
      expect(page.body.code).toBe('401');
      await request(api.http).get(`${QUEUE_DASHBOARD_PATH}/api/queues`).expect(401);
      const forged = await request(api.http)
        .get(QUEUE_DASHBOARD_PATH)
        .set('Cookie', `${QUEUE_DASHBOARD_COOKIE}=forged-session-id`)
        .expect(401);
      expect(forged.body.code).toBe('401');
    });

    it('opens no session without a token or with a trader token (401)', async () => {
      const none = await request(api.http).post(`${QUEUE_DASHBOARD_PATH}/session`).expect(401);
      expect(none.headers['set-cookie']).toBeUndefined();
      const user = await api.factories.newUser();
      const trader = await api.sessions.issue(user.id, 'PASSWORD', {});
      const res = await request(api.http)
        .post(`${QUEUE_DASHBOARD_PATH}/session`)
        .set('Authorization', `Bearer ${trader.token}`)
        .expect(401);
      expect(res.body.code).toBe('401');
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('refuses staff of another role (403)', async () => {
      for (const role of ['CUSTOMER_SERVICE', 'APPEAL_OFFICER'] as const) {
        const res = await request(api.http)
          .post(`${QUEUE_DASHBOARD_PATH}/session`)
          .set('Authorization', `Bearer ${await staffToken(role)}`)
          .expect(403);
        expect(res.body.code).toBe('403');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    });

    it('lets an ADMIN in with a short HttpOnly, SameSite=Strict cookie scoped to the dashboard', async () => {
      const token = await staffToken('ADMIN');
      const res = await request(api.http)
        .post(`${QUEUE_DASHBOARD_PATH}/session`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(res.body).toMatchObject({
        code: '200',
        data: { expiresInSeconds: QUEUE_DASHBOARD_SESSION_SECONDS },
      });
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0] ?? '';
      expect(cookie).toMatch(new RegExp(`^${QUEUE_DASHBOARD_COOKIE}=[A-Za-z0-9_-]{40,};`));
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain(`Path=${QUEUE_DASHBOARD_PATH}`);
      expect(cookie).toContain(`Max-Age=${QUEUE_DASHBOARD_SESSION_SECONDS}`);
      // The cookie is not the staff token.
      expect(cookie).not.toContain(token);

      const pair = cookie.split(';')[0]!;
      const page = await request(api.http).get(QUEUE_DASHBOARD_PATH).set('Cookie', pair).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const queues = await request(api.http)
        .get(`${QUEUE_DASHBOARD_PATH}/api/queues`)
        .set('Cookie', pair)
        .expect(200);
      expect((queues.body.queues as { name: string }[]).map((q) => q.name)).toContain('housekeeping');
    });

    it('refuses the cookie once the staff session ends (sign-out) or the dashboard session is closed', async () => {
      const token = await staffToken('ADMIN');
      const pair = await openSession(token);
      await request(api.http).get(QUEUE_DASHBOARD_PATH).set('Cookie', pair).expect(200);
      await request(api.http)
        .post('/api/admin/auth/logout')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      await request(api.http).get(QUEUE_DASHBOARD_PATH).set('Cookie', pair).expect(401);

      const other = await openSession(await staffToken('ADMIN'));
      await request(api.http).get(QUEUE_DASHBOARD_PATH).set('Cookie', other).expect(200);
      await request(api.http).delete(`${QUEUE_DASHBOARD_PATH}/session`).set('Cookie', other).expect(200);
      await request(api.http).get(QUEUE_DASHBOARD_PATH).set('Cookie', other).expect(401);
    });

    it('refuses the cookie when the ADMIN loses the role (403) or is deactivated (401)', async () => {
      const staff = await api.factories.newStaff('ADMIN');
      const pair = await openSession(await staffSessionToken(api, staff.email, staff.password));
      await api.prisma.staffUser.update({ where: { id: staff.id }, data: { role: 'CUSTOMER_SERVICE' } });
      await request(api.http).get(QUEUE_DASHBOARD_PATH).set('Cookie', pair).expect(403);
      await api.prisma.staffUser.update({ where: { id: staff.id }, data: { role: 'ADMIN', active: false } });
      await request(api.http).get(QUEUE_DASHBOARD_PATH).set('Cookie', pair).expect(401);
    });
  });
});
