// Issue 25, staff management: deactivating a member or resetting their second factor ends their sessions
// at once; a deactivated member cannot sign in until activated again; a reset member enrols a new
// authenticator at the next sign-in. Each change is in the staff audit log with the row before and after.
import request from 'supertest';
import { StaffSessionStore } from '../../src/modules/staff-auth/staff-session.store.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { enrolledSecret, signInStaff, staffSessionToken } from '../support/staff-sign-in.js';
import { staffAdminCall, staffAuditRows, whoAmI } from './staff-fixtures.js';

describe('admin-staff/staff-sessions', () => {
  /** The session id a staff token carries. */
  function jtiOf(token: string): string {
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
      jti: string;
    };
    return payload.jti;
  }

  describe('staff management: sessions and sign-in', () => {
    let api: TestApi;
    let admin: { id: number; token: string };
    const reason = 'Security review';

    beforeAll(async () => {
      api = await startTestApi();
      const staff = await api.factories.newStaff('ADMIN');
      admin = { id: staff.id, token: await staffSessionToken(api, staff.email, staff.password) };
    });
    afterAll(() => api.close());

    const post = (id: number, path: string) =>
      staffAdminCall(api, admin.token, 'POST', `/${id}/${path}`, { body: { reason } });

    it('ends every session of a deactivated member at once and refuses their sign-in (1005)', async () => {
      const member = await api.factories.newStaff('CUSTOMER_SERVICE');
      const first = await staffSessionToken(api, member.email, member.password);
      const second = await staffSessionToken(api, member.email, member.password);
      await whoAmI(api, first).expect(200);
      expect(await api.redis.scard(`staff-sessions-of:${member.id}`)).toBe(2);
      expect(await api.redis.exists(`staff-session:${jtiOf(first)}`)).toBe(1);

      const res = await post(member.id, 'deactivate');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ active: false });
      // The sessions themselves are gone from the store, not only refused by the active check.
      expect(await api.redis.exists(`staff-sessions-of:${member.id}`)).toBe(0);
      for (const token of [first, second]) {
        expect(await api.redis.exists(`staff-session:${jtiOf(token)}`)).toBe(0);
      }
      await whoAmI(api, first).expect(401);
      await whoAmI(api, second).expect(401);

      const login = await request(api.http)
        .post('/api/admin/auth/login')
        .send({ email: member.email, password: member.password });
      expect(login.body.code).toBe('1005');
      const rows = await staffAuditRows(api, member.id);
      expect(rows.map((r) => r.action)).toEqual(['STAFF_DEACTIVATE']);
      expect(rows[0]).toMatchObject({
        staffId: admin.id,
        data: {
          reason,
          sessionsEnded: true,
          before: { active: true, role: 'CUSTOMER_SERVICE', secondFactor: true },
          after: { active: false, role: 'CUSTOMER_SERVICE', secondFactor: true },
        },
      });
    });

    it('lets an activated member sign in again with the same authenticator', async () => {
      const member = await api.factories.newStaff('APPEAL_OFFICER');
      await staffSessionToken(api, member.email, member.password);
      await post(member.id, 'deactivate').expect(200);
      const res = await post(member.id, 'activate');
      expect(res.body.data).toMatchObject({ active: true, secondFactor: true });
      const again = await signInStaff(api, member.email, member.password);
      expect(again.status).toBe(200);
      const rows = await staffAuditRows(api, member.id);
      expect(rows.map((r) => r.action)).toEqual(['STAFF_DEACTIVATE', 'STAFF_ACTIVATE']);
      expect(rows[1]!.data).toMatchObject({ before: { active: false }, after: { active: true } });
    });

    it('refuses the code step of a member deactivated after their password step (1005)', async () => {
      const member = await api.factories.newStaff('APPEAL_OFFICER');
      const step = await request(api.http)
        .post('/api/admin/auth/login')
        .send({ email: member.email, password: member.password })
        .expect(200);
      await post(member.id, 'deactivate').expect(200);
      const res = await request(api.http)
        .post('/api/admin/auth/totp')
        .send({ challenge: step.body.data.challenge, code: '000000' });
      expect(res.body.code).toBe('1005');
    });

    it('resets the second factor: the sessions end and the member enrols a new authenticator', async () => {
      const member = await api.factories.newStaff('CUSTOMER_SERVICE');
      const token = await staffSessionToken(api, member.email, member.password);
      const oldSecret = enrolledSecret(member.email);

      const res = await post(member.id, 'reset-second-factor');
      expect(res.body.data).toMatchObject({ active: true, secondFactor: false });
      expect(
        (await api.prisma.staffUser.findUniqueOrThrow({ where: { id: member.id } })).totpSecret,
      ).toBeNull();
      // Only the secret changed: the account stays active, so only the ended session explains the 401.
      await whoAmI(api, token).expect(401);

      const step = await request(api.http)
        .post('/api/admin/auth/login')
        .send({ email: member.email, password: member.password })
        .expect(200);
      expect(step.body.data.enrolment).not.toBeNull();
      expect(step.body.data.enrolment.secret).not.toBe(oldSecret);
      const signedIn = await signInStaff(api, member.email, member.password);
      expect(signedIn.status).toBe(200);
      await whoAmI(api, signedIn.body.data.token as string).expect(200);
      expect(enrolledSecret(member.email)).not.toBe(oldSecret);

      const rows = await staffAuditRows(api, member.id);
      expect(rows.map((r) => r.action)).toEqual(['STAFF_SECOND_FACTOR_RESET']);
      expect(rows[0]!.data).toMatchObject({
        reason,
        sessionsEnded: true,
        before: { secondFactor: true },
        after: { secondFactor: false },
      });
    });

    it('refuses a session to a sign-in that read the account before its sessions were ended', async () => {
      const member = await api.factories.newStaff('CUSTOMER_SERVICE');
      await staffSessionToken(api, member.email, member.password);
      const store = api.app.get(StaffSessionStore);
      // The code step read the account (with its old secret) just before the reset committed...
      const readAt = Date.now() - 1;
      await post(member.id, 'reset-second-factor').expect(200);
      // ...so the session it would open afterwards is refused and leaves nothing behind.
      expect(await store.open('raced-sign-in', member.id, readAt)).toBe(false);
      expect(await store.staffIdOf('raced-sign-in')).toBeNull();
      // A sign-in that reads the account after the reset opens its session as usual.
      expect(await store.open('later-sign-in', member.id, Date.now() + 1)).toBe(true);
      expect(await store.staffIdOf('later-sign-in')).toBe(member.id);
    });

    it('leaves the sessions of other members alone', async () => {
      const member = await api.factories.newStaff('CUSTOMER_SERVICE');
      const other = await api.factories.newStaff('CUSTOMER_SERVICE');
      await staffSessionToken(api, member.email, member.password);
      const otherToken = await staffSessionToken(api, other.email, other.password);
      await post(member.id, 'deactivate').expect(200);
      await whoAmI(api, otherToken).expect(200);
      await whoAmI(api, admin.token).expect(200);
    });
  });
});
