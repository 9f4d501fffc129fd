// The staff sign-in limits and their audit rows: per (account, client address) a lock, per account a cap
// past which each attempt waits (longer each time) but is still checked. The test client plays a trusted
// proxy (TRUSTED_PROXIES=127.0.0.1) so that each request can come from an address of its own.
import request from 'supertest';
import {
  STAFF_LOGIN_ACCOUNT_CAP,
  STAFF_LOGIN_DELAY_BASE_MS,
  STAFF_LOGIN_DELAY_MAX_MS,
  STAFF_LOGIN_MAX_FAILURES,
  staffLoginDelayMs,
} from '../../src/modules/staff-auth/staff-auth.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('staff-auth/staff-login-guard', () => {
  const OWNER_ADDRESS = '198.51.100.20';

  describe('staff sign-in limits per account and address', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ TRUSTED_PROXIES: '127.0.0.1' });
    });
    afterAll(() => api.close());

    function login(email: string, password: string, from: string) {
      return request(api.http)
        .post('/api/admin/auth/login')
        .set('X-Forwarded-For', from)
        .send({ email, password });
    }

    /** `count` wrong passwords, spread over fresh addresses at most `STAFF_LOGIN_MAX_FAILURES` each. */
    async function strangersFail(email: string, count: number, net: string): Promise<void> {
      for (let i = 0; i < count; i += 1) {
        const from = `${net}.${Math.floor(i / STAFF_LOGIN_MAX_FAILURES) + 1}`;
        expect((await login(email, 'bad', from)).body.code).toBe('1004');
      }
    }

    it('a stranger failing from another address is locked out (429), the admin from theirs is not', async () => {
      const staff = await api.factories.newStaff('ADMIN');
      for (let i = 0; i < STAFF_LOGIN_MAX_FAILURES; i += 1) await login(staff.email, 'bad', '203.0.113.9');
      expect((await login(staff.email, staff.password, '203.0.113.9')).status).toBe(429);
      const owner = await login(staff.email, staff.password, OWNER_ADDRESS);
      expect(owner.status).toBe(200);
      expect(owner.body.data.challenge).toEqual(expect.any(String));
    });

    it(`past ${STAFF_LOGIN_ACCOUNT_CAP} attempts at the account each one waits, and the admin still gets in`, async () => {
      const staff = await api.factories.newStaff('ADMIN');
      await strangersFail(staff.email, STAFF_LOGIN_ACCOUNT_CAP, '203.0.118');
      const started = Date.now();
      const owner = await login(staff.email, staff.password, OWNER_ADDRESS);
      expect(owner.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(STAFF_LOGIN_DELAY_BASE_MS);
      // The address limit still holds past the cap: 203.0.118.1 made its attempts above (429).
      expect((await login(staff.email, staff.password, '203.0.118.1')).status).toBe(429);
    });

    it('counts parallel guesses from many addresses before checking: the ones past the cap wait', async () => {
      const staff = await api.factories.newStaff('ADMIN');
      const total = STAFF_LOGIN_ACCOUNT_CAP + 2;
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: total }, (_, i) =>
          login(staff.email, 'bad', `203.0.119.${i + 1}`).then((r) => r.body.code as string),
        ),
      );
      expect(answers.every((c) => c === '1004')).toBe(true);
      // Exactly two were past the cap: they waited 0.5 s and 1 s.
      expect(Date.now() - started).toBeGreaterThanOrEqual(staffLoginDelayMs(2));
      const count = await api.redis.get(`staff-login-guard:acct:${staff.email}`);
      expect(Number(count)).toBe(total);
    });

    it('doubles the wait with each attempt past the cap, up to the maximum', () => {
      expect(staffLoginDelayMs(0)).toBe(0);
      expect(staffLoginDelayMs(1)).toBe(STAFF_LOGIN_DELAY_BASE_MS);
      expect(staffLoginDelayMs(2)).toBe(2 * STAFF_LOGIN_DELAY_BASE_MS);
      expect(staffLoginDelayMs(1000)).toBe(STAFF_LOGIN_DELAY_MAX_MS);
    });

    it('audits a failed sign-in with the address tried and the client address, never the password', async () => {
      const staff = await api.factories.newStaff('ADMIN');
      await login(staff.email, 'Secret-Guess-1', '203.0.113.30').expect(400);
      await login('nobody-here@example.test', 'Secret-Guess-2', '203.0.113.30').expect(400);
      const rows = await api.prisma.auditLog.findMany({
        where: { action: 'STAFF_LOGIN_FAILED', ip: '203.0.113.30' },
        orderBy: { id: 'asc' },
      });
      expect(rows.map((r) => [r.staffId, r.target])).toEqual([
        [staff.id, `email:${staff.email}`],
        [null, 'email:nobody-here@example.test'],
      ]);
      const stored = rows.map((r) => [r.target, r.ip, JSON.stringify(r.data)].join(' '));
      expect(stored.join(' ')).not.toContain('Secret-Guess');
    });

    it('audits a sign-in refused by the address lock', async () => {
      const staff = await api.factories.newStaff('ADMIN');
      for (let i = 0; i < STAFF_LOGIN_MAX_FAILURES; i += 1) await login(staff.email, 'bad', '203.0.113.31');
      await login(staff.email, staff.password, '203.0.113.31').expect(429);
      const locked = await api.prisma.auditLog.findMany({
        where: { action: 'STAFF_LOGIN_LOCKED', ip: '203.0.113.31' },
      });
      expect(locked.map((r) => r.target)).toEqual([`email:${staff.email}`]);
      const failed = await api.prisma.auditLog.count({
        where: { action: 'STAFF_LOGIN_FAILED', ip: '203.0.113.31' },
      });
      expect(failed).toBe(STAFF_LOGIN_MAX_FAILURES);
    });

    it('audits a sign-in of a deactivated account', async () => {
      const staff = await api.factories.newStaff('ADMIN', { active: false });
      await login(staff.email, staff.password, '203.0.113.32');
      const rows = await api.prisma.auditLog.count({
        where: { action: 'STAFF_LOGIN_INACTIVE', staffId: staff.id, ip: '203.0.113.32' },
      });
      expect(rows).toBe(1);
    });
  });
});
