// The staff second factor (issue 13): a right password answers a short-lived pre-auth challenge, never a
// session; the first sign-in enrols a TOTP secret confirmed by a code; later sign-ins need the
// authenticator's code (±1 step, each step once). Wrong codes count in the staff lockout and are audited.
import { createHash } from 'node:crypto';
import { generate } from 'otplib';
import request from 'supertest';
import { STAFF_LOGIN_MAX_FAILURES } from '../../src/modules/staff-auth/staff-auth.service.js';
import { STAFF_CHALLENGE_SECONDS } from '../../src/modules/staff-auth/staff-totp.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { nextTotpCode, signInStaff } from '../support/staff-sign-in.js';

describe('staff-auth/staff-totp', () => {
  const PERIOD = 30;
  const ADDRESS = '198.51.100.77';

  describe('staff TOTP second factor', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ TRUSTED_PROXIES: '127.0.0.1' });
    });
    afterAll(() => api.close());

    const password = (email: string, pass: string, from = ADDRESS) =>
      request(api.http)
        .post('/api/admin/auth/login')
        .set('X-Forwarded-For', from)
        .send({ email, password: pass });
    const totp = (challenge: string, code: string, from = ADDRESS) =>
      request(api.http).post('/api/admin/auth/totp').set('X-Forwarded-For', from).send({ challenge, code });
    const me = (token: string) =>
      request(api.http).get('/api/admin/auth/me').set('Authorization', `Bearer ${token}`);
    const codeAt = (secret: string, stepOffset: number) =>
      generate({ secret, epoch: (Math.floor(Date.now() / 1000 / PERIOD) + stepOffset) * PERIOD });

    /** A staff member enrolled through the first sign-in; answers the secret the authenticator holds. */
    async function enrolled(role: 'ADMIN' | 'APPEAL_OFFICER' = 'ADMIN') {
      const staff = await api.factories.newStaff(role);
      const first = await password(staff.email, staff.password).expect(200);
      const secret = first.body.data.enrolment.secret as string;
      // The code of the step before. When the step turned while it was under way (a loaded machine), that
      // code was two steps old and refused: it is made again in the new step and sent once more.
      const step = Math.floor(Date.now() / 1000 / PERIOD);
      let enrolment = await totp(first.body.data.challenge, await codeAt(secret, -1));
      if (enrolment.status !== 200 && Math.floor(Date.now() / 1000 / PERIOD) !== step)
        enrolment = await totp(first.body.data.challenge, await codeAt(secret, -1));
      expect(enrolment.status).toBe(200);
      return { ...staff, secret };
    }

    it('answers a pre-auth challenge and a new secret on the first sign-in, not a session', async () => {
      const staff = await api.factories.newStaff('APPEAL_OFFICER');
      const res = await password(staff.email, staff.password).expect(200);
      const data = res.body.data;
      expect(data.token).toBeUndefined();
      expect(data.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(data.expiresAt) - Date.now()).toBeLessThanOrEqual(STAFF_CHALLENGE_SECONDS * 1000);
      expect(data.enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(data.enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/);
      // Nothing is stored before a code confirms the secret.
      const row = await api.prisma.staffUser.findUniqueOrThrow({ where: { id: staff.id } });
      expect(row.totpSecret).toBeNull();
    });

    it('enrols on the first sign-in with a code of otplib: stores the secret encrypted, audits it, opens the session', async () => {
      const staff = await api.factories.newStaff('CUSTOMER_SERVICE');
      const first = await password(staff.email, staff.password).expect(200);
      const { challenge, enrolment } = first.body.data;
      const res = await totp(challenge, await generate({ secret: enrolment.secret })).expect(200);
      expect(res.body.data.staff.role).toBe('CUSTOMER_SERVICE');
      expect((await me(res.body.data.token).expect(200)).body.data.email).toBe(staff.email);
      const row = await api.prisma.staffUser.findUniqueOrThrow({ where: { id: staff.id } });
      expect(row.totpSecret).not.toBeNull();
      expect(row.totpSecret).not.toContain(enrolment.secret);
      const audit = await api.prisma.auditLog.findMany({
        where: { staffId: staff.id },
        orderBy: { id: 'asc' },
      });
      expect(audit.map((a) => a.action)).toEqual(['STAFF_TOTP_ENROLLED', 'STAFF_LOGIN']);
      expect(audit[0]!.ip).toBe(ADDRESS);
      // The secret is never answered again: the next password step asks for the code only.
      const again = await password(staff.email, staff.password).expect(200);
      expect(again.body.data.enrolment).toBeNull();
    });

    it('signs an enrolled staff member in with the authenticator code (±1 step accepted)', async () => {
      const staff = await enrolled();
      const next = await password(staff.email, staff.password).expect(200);
      expect(next.body.data.enrolment).toBeNull();
      const res = await totp(next.body.data.challenge, await codeAt(staff.secret, 1)).expect(200);
      await me(res.body.data.token).expect(200);
    });

    it('refuses a wrong code (1013), audits it with the client address and keeps the challenge for a retry', async () => {
      const staff = await enrolled();
      const { challenge } = (await password(staff.email, staff.password).expect(200)).body.data;
      const wrong = (Number(await codeAt(staff.secret, 0)) + 1) % 1_000_000;
      const res = await totp(challenge, String(wrong).padStart(6, '0')).expect(400);
      expect(res.body).toMatchObject({ code: '1013', data: null });
      // Codes far outside ±1 step are wrong too.
      await totp(challenge, await codeAt(staff.secret, 3)).expect(400);
      const failed = await api.prisma.auditLog.findMany({
        where: { staffId: staff.id, action: 'STAFF_TOTP_FAILED' },
      });
      expect(failed).toHaveLength(2);
      expect(failed[0]!.ip).toBe(ADDRESS);
      await totp(challenge, await codeAt(staff.secret, 0)).expect(200);
    });

    it('refuses a wrong code at enrolment (1013) and stores no secret', async () => {
      const staff = await api.factories.newStaff('ADMIN');
      const { challenge, enrolment } = (await password(staff.email, staff.password).expect(200)).body.data;
      const good = await generate({ secret: enrolment.secret });
      await totp(challenge, good === '000000' ? '000001' : '000000').expect(400);
      expect(
        (await api.prisma.staffUser.findUniqueOrThrow({ where: { id: staff.id } })).totpSecret,
      ).toBeNull();
    });

    it('does not accept a code twice: the time step is replay protected (1013)', async () => {
      const staff = await enrolled();
      const now = Math.floor(Date.now() / 1000 / PERIOD);
      const code = await generate({ secret: staff.secret, epoch: now * PERIOD });
      const a = (await password(staff.email, staff.password).expect(200)).body.data.challenge;
      await totp(a, code).expect(200);
      const b = (await password(staff.email, staff.password).expect(200)).body.data.challenge;
      expect((await totp(b, code).expect(400)).body.code).toBe('1013');
      // An older step cannot follow a newer one, even within the tolerance.
      const older = await generate({ secret: staff.secret, epoch: (now - 1) * PERIOD });
      expect((await totp(b, older).expect(400)).body.code).toBe('1013');
      const replayed = await api.prisma.auditLog.count({
        where: { staffId: staff.id, action: 'STAFF_TOTP_REPLAYED' },
      });
      expect(replayed).toBe(2);
    });

    it(`counts wrong codes in the staff lockout: after ${STAFF_LOGIN_MAX_FAILURES} attempts the address gets 429`, async () => {
      const staff = await enrolled();
      const from = '198.51.100.78';
      const { challenge } = (await password(staff.email, staff.password, from).expect(200)).body.data;
      // The password step counted one attempt; wrong codes count the rest.
      for (let i = 1; i < STAFF_LOGIN_MAX_FAILURES; i += 1) await totp(challenge, '000000', from);
      const locked = await totp(challenge, await codeAt(staff.secret, 0), from);
      expect(locked.status).toBe(429);
      expect((await password(staff.email, staff.password, from)).status).toBe(429);
      // The owner from another address still gets in.
      const other = (await password(staff.email, staff.password, '198.51.100.79').expect(200)).body.data;
      await totp(other.challenge, await codeAt(staff.secret, 0), '198.51.100.79').expect(200);
    });

    it('expires the pre-auth challenge: after its time it is refused (401)', async () => {
      const staff = await enrolled();
      const { challenge } = (await password(staff.email, staff.password).expect(200)).body.data;
      const key = `staff-challenge:${createHash('sha256').update(challenge).digest('hex')}`;
      const ttl = await api.redis.ttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(STAFF_CHALLENGE_SECONDS);
      await api.redis.pexpire(key, 1);
      // past the 1 ms expiry set just above
      await new Promise((r) => setTimeout(r, 20));
      expect((await totp(challenge, await codeAt(staff.secret, 0)).expect(401)).body.code).toBe('401');
    });

    it('a challenge is not a session: refused as a bearer token (401), and used once', async () => {
      const staff = await enrolled();
      const { challenge } = (await password(staff.email, staff.password).expect(200)).body.data;
      await me(challenge).expect(401);
      await request(api.http)
        .get('/api/admin/appeals')
        .set('Authorization', `Bearer ${challenge}`)
        .expect(401);
      await totp(challenge, await codeAt(staff.secret, 0)).expect(200);
      await totp(challenge, await codeAt(staff.secret, 1)).expect(401);
    });

    it('refuses a trader token as a challenge (400) and on the staff routes (401)', async () => {
      const user = await api.factories.newUser();
      const { token } = await api.sessions.issue(user.id, 'PASSWORD', {});
      await totp(token, '123456').expect(400);
      await me(token).expect(401);
    });

    it('refuses the code step of a staff member deactivated after the password step (1005)', async () => {
      const staff = await enrolled();
      const { challenge } = (await password(staff.email, staff.password).expect(200)).body.data;
      await api.prisma.staffUser.update({ where: { id: staff.id }, data: { active: false } });
      expect((await totp(challenge, await codeAt(staff.secret, 0))).body.code).toBe('1005');
    });

    it('the suites helper signs the same account in again on a fresh step', async () => {
      const staff = await api.factories.newStaff('ADMIN');
      expect((await signInStaff(api, staff.email, staff.password)).status).toBe(200);
      expect(await nextTotpCode('unused@example.test', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toMatch(
        /^\d{6}$/,
      );
      expect((await signInStaff(api, staff.email, staff.password)).status).toBe(200);
    });
  });
});
