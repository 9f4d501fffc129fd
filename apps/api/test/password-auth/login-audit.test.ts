// Failed and locked trader logins are audited like staff ones (issue 22: failed and locked trader
// logins): the action, the address tried, the client address and the account when there is one; never the
// password. The test client plays a trusted proxy so that each request has an address of its own.
import bcrypt from 'bcrypt';
import { LOGIN_MAX_FAILURES } from '../../src/modules/password-auth/password-auth.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { loginRequest } from '../support/trader-fixtures.js';

describe('password-auth/login-audit', () => {
  const PASSWORD = 'Passw0rd!x';
  const WRONG = 'Wrong0rd!x';

  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ TRUSTED_PROXIES: '127.0.0.1' });
  });
  afterAll(() => api.close());

  /** A trader with an email and a login password (the factory always sets the email). */
  async function trader(): Promise<{ id: bigint; email: string }> {
    const user = await api.factories.newUser({ passwordHash: await bcrypt.hash(PASSWORD, 4) });
    return { id: user.id, email: user.email! };
  }
  const auditOf = (email: string) =>
    api.prisma.auditLog.findMany({ where: { target: `email:${email}` }, orderBy: { id: 'asc' } });

  describe('trader login audit (issue 22: failed and locked trader logins are audited)', () => {
    it('audits a wrong password with the account and the client address, never the password', async () => {
      const user = await trader();
      expect((await loginRequest(api.http, user.email, WRONG, { from: '198.51.100.21' })).body.code).toBe(
        '1004',
      );
      const rows = await auditOf(user.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'LOGIN_FAILED', userId: user.id, ip: '198.51.100.21' });
      const text = JSON.stringify(rows[0], (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
      expect(text).not.toContain(WRONG);
    });

    it('audits a login at an unknown address (no account) as failed', async () => {
      const email = `nobody_${Date.now()}@example.test`;
      await loginRequest(api.http, email, WRONG, { from: '198.51.100.22' });
      const rows = await auditOf(email);
      expect(rows.map((r) => [r.action, r.userId])).toEqual([['LOGIN_FAILED', null]]);
    });

    it('audits a locked login (1037), even one with the right password', async () => {
      const user = await trader();
      const from = '198.51.100.23';
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1)
        await loginRequest(api.http, user.email, WRONG, { from });
      expect((await loginRequest(api.http, user.email, PASSWORD, { from })).body.code).toBe('1037');
      const actions = (await auditOf(user.email)).map((r) => r.action);
      expect(actions).toEqual([...Array<string>(LOGIN_MAX_FAILURES).fill('LOGIN_FAILED'), 'LOGIN_LOCKED']);
    });

    it('audits a banned account refused at login, and nothing for a successful login', async () => {
      const banned = await trader();
      await api.prisma.userBan.create({ data: { userId: banned.id, kind: 'LOGIN' } });
      const refused = await loginRequest(api.http, banned.email, PASSWORD, { from: '198.51.100.24' });
      expect(refused.status).toBe(403);
      expect((await auditOf(banned.email)).map((r) => r.action)).toEqual(['LOGIN_BANNED']);

      const fine = await trader();
      await loginRequest(api.http, fine.email, PASSWORD, { from: '198.51.100.25' }).then((r) =>
        expect(r.status).toBe(200),
      );
      expect(await auditOf(fine.email)).toEqual([]);
    });
  });
});
