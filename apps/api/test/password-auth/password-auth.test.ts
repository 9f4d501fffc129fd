import { Wallet } from 'ethers';
import request from 'supertest';
import { LOGIN_MAX_FAILURES } from '../../src/modules/password-auth/password-auth.service.js';
import { encryptPassword } from '../support/auth-helpers.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { emailFactory, passSlider, registerByEmail, requestEmailCode } from '../support/mail-catcher.js';
import { loginRequest, mailSuite } from '../support/trader-fixtures.js';
import { staffSessionToken } from '../support/staff-sign-in.js';

describe('password-auth/password-auth', () => {
  const PASSWORD = 'Passw0rd!x';

  describe('registration and login by email', () => {
    const suite = mailSuite();

    const freshEmail = emailFactory('reg');

    const register = (email: string, password = PASSWORD) =>
      registerByEmail(suite.api.http, suite.catcher, email, password);

    async function registered(email: string) {
      const res = await register(email);
      expect(res.status).toBe(200);
      return res;
    }

    const login = (email: string, password: string) => loginRequest(suite.api.http, email, password);

    it('registers with the emailed code and answers a session (bcrypt hash stored, never the password)', async () => {
      const email = freshEmail();
      const res = await registered(email);
      expect(res.body.data).toMatchObject({ token: expect.any(String), userId: expect.any(String) });
      const user = await suite.api.prisma.user.findUniqueOrThrow({ where: { email } });
      expect(user.passwordHash).toMatch(/^\$2[aby]\$/);
      expect(user.passwordHash).not.toContain(PASSWORD);
    });

    it('rejects registration with a wrong code (1013) and creates nothing', async () => {
      const email = freshEmail();
      await requestEmailCode(suite.api.http, suite.catcher, email, 'REGISTER');
      const res = await request(suite.api.http)
        .post('/api/user/register')
        .send({
          email,
          code: '000000',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          agreeTerms: true,
          sliderToken: await passSlider(suite.api.http),
        });
      expect(res.body.code).toBe('1013');
      expect(await suite.api.prisma.user.count({ where: { email } })).toBe(0);
    });

    it('refuses registration without a passed slide-to-verify check (1039, 400) and creates nothing', async () => {
      const email = freshEmail();
      const code = await requestEmailCode(suite.api.http, suite.catcher, email, 'REGISTER');
      const body = { email, code, password: PASSWORD, confirmPassword: PASSWORD, agreeTerms: true };
      expect((await request(suite.api.http).post('/api/user/register').send(body)).status).toBe(400);
      const forged = await request(suite.api.http)
        .post('/api/user/register')
        .send({ ...body, sliderToken: 'sl.forged' });
      expect(forged.body.code).toBe('1039');
      expect(await suite.api.prisma.user.count({ where: { email } })).toBe(0);
      // The code was not spent: a real check lets the same registration through.
      const ok = await request(suite.api.http)
        .post('/api/user/register')
        .send({ ...body, sliderToken: await passSlider(suite.api.http) });
      expect(ok.body.code).toBe('200');
    });

    it.each([
      ['terms not accepted (1030)', { agreeTerms: false }, '1030'],
      ['a weak password (1007)', { password: 'weakpass', confirmPassword: 'weakpass' }, '1007'],
      ['a mismatched confirmation (1008)', { confirmPassword: 'Other0rd!x' }, '1008'],
      ['a malformed email (1003)', { email: 'not-an-email' }, '1003'],
      ['a malformed code (USER3008)', { code: '12ab' }, 'USER3008'],
      ['no slide-to-verify token (1039)', { sliderToken: undefined }, '1039'],
      ['no email at all (400)', { email: undefined }, '400'],
    ])('rejects registration with %s and creates nothing', async (_what, change, code) => {
      const email = freshEmail();
      const body = {
        email,
        code: '123456',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreeTerms: true,
        sliderToken: 'sl.token',
        ...change,
      };
      const res = await request(suite.api.http).post('/api/user/register').send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
      expect(await suite.api.prisma.user.count({ where: { email } })).toBe(0);
    });

    it('refuses a second registration of an address (1000)', async () => {
      const email = freshEmail();
      await registered(email);
      const sliderToken = await passSlider(suite.api.http);
      const res = await request(suite.api.http)
        .post('/api/email/send')
        .send({ email, scene: 'REGISTER', sliderToken });
      expect(res.body.code).toBe('1000');
    });

    it('logs in with the RSA-encrypted password and reads its own account', async () => {
      const email = freshEmail();
      await registered(email);
      const res = await login(email, PASSWORD);
      expect(res.status).toBe(200);
      const { token, userId } = res.body.data;
      const me = await request(suite.api.http)
        .get(`/api/user/info/${userId}`)
        .set('Authorization', `Bearer ${token}`);
      expect(me.body.data).toMatchObject({ id: userId, email, kycLevel: 'NONE', hasSecurityPassword: false });
    });

    it('answers a wrong password with 1004, an unreadable ciphertext with 1035', async () => {
      const email = freshEmail();
      await registered(email);
      expect((await login(email, 'Wrong0rd!x')).body.code).toBe('1004');
      const garbled = await request(suite.api.http)
        .post('/api/user/login')
        .send({
          email,
          password: Buffer.from('not rsa').toString('base64'),
          sliderToken: await passSlider(suite.api.http),
        });
      expect(garbled.body.code).toBe('1035');
    });

    it('refuses a login without a passed slide-to-verify check (1039)', async () => {
      const res = await request(suite.api.http)
        .post('/api/user/login')
        .send({ email: freshEmail(), password: encryptPassword(PASSWORD), sliderToken: 'sl.forged.1.abc' });
      expect(res.body.code).toBe('1039');
    });

    it(`locks an address after ${LOGIN_MAX_FAILURES} failed logins (1037)`, async () => {
      const email = freshEmail();
      await registered(email);
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await login(email, 'Wrong0rd!x');
      expect((await login(email, PASSWORD)).body.code).toBe('1037');
    });

    it('counts parallel guesses before checking them: of 10 at once, at most the limit get through (1037)', async () => {
      const email = freshEmail();
      await registered(email);
      const tokens = await Promise.all(Array.from({ length: 10 }, () => passSlider(suite.api.http)));
      const answers = await Promise.all(
        tokens.map((sliderToken) =>
          request(suite.api.http)
            .post('/api/user/login')
            .send({ email, password: encryptPassword('Wrong0rd!x'), sliderToken })
            .then((r) => r.body.code as string),
        ),
      );
      expect(answers.filter((c) => c === '1004').length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
      expect(answers.filter((c) => c === '1037').length).toBeGreaterThanOrEqual(10 - LOGIN_MAX_FAILURES);
      expect((await login(email, PASSWORD)).body.code).toBe('1037');
    });

    it('refuses login to a trader banned from login (RISK5001)', async () => {
      const email = freshEmail();
      const reg = await registered(email);
      await suite.api.prisma.userBan.create({
        data: { userId: BigInt(reg.body.data.userId), kind: 'LOGIN' },
      });
      expect((await login(email, PASSWORD)).body.code).toBe('RISK5001');
    });

    it('ends the session on logout: the token is refused afterwards (401)', async () => {
      const email = freshEmail();
      const { token, userId } = (await registered(email)).body.data;
      await request(suite.api.http).post('/api/logout').set('Authorization', `Bearer ${token}`).expect(200);
      const res = await request(suite.api.http)
        .get(`/api/user/info/${userId}`)
        .set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
    });

    it('publishes the login key for the browser (SPKI, base64)', async () => {
      const res = await request(suite.api.http).get('/api/user/loginKey').expect(200);
      expect(res.body.data.algorithm).toBe('RSA-OAEP-256');
      expect(Buffer.from(res.body.data.spki, 'base64').length).toBeGreaterThan(250);
    });
  });

  describe('account reads and who may see what', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.close());

    it("shows another trader's public fields only: no email, wallet or USDT address", async () => {
      const me = await api.factories.newUser();
      const other = await api.factories.newUser({
        usdtAddress: Wallet.createRandom().address,
        chainType: 'ERC20',
      });
      const { token } = await api.sessions.issue(me.id, 'PASSWORD', {});
      const res = await request(api.http)
        .get(`/api/user/info/${other.id}`)
        .set('Authorization', `Bearer ${token}`);
      expect(res.body.data.nickname).toBe(other.nickname);
      expect(res.body.data).not.toHaveProperty('email');
      expect(res.body.data).not.toHaveProperty('usdtAddress');
      expect(res.body.data).not.toHaveProperty('walletAddress');
    });

    it('answers 1001 for a missing or malformed user id, never a 500', async () => {
      const me = await api.factories.newUser();
      const { token } = await api.sessions.issue(me.id, 'PASSWORD', {});
      for (const id of ['999999999', 'abc', '99999999999999999999']) {
        const res = await request(api.http)
          .get(`/api/user/info/${id}`)
          .set('Authorization', `Bearer ${token}`);
        expect(['1001', '400']).toContain(res.body.code);
      }
    });

    it('needs a session for account reads (401)', async () => {
      await request(api.http).get('/api/user/info/1').expect(401);
      await request(api.http).get('/api/user/hasSecurityCode').expect(401);
    });

    it('refuses a trader token on a staff route and a staff token on a trader route (401)', async () => {
      const me = await api.factories.newUser();
      const { token } = await api.sessions.issue(me.id, 'PASSWORD', {});
      await request(api.http).get('/api/admin/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
      const staff = await api.factories.newStaff('ADMIN');
      const staffToken = await staffSessionToken(api, staff.email, staff.password);
      await request(api.http)
        .get(`/api/user/info/${me.id}`)
        .set('Authorization', `Bearer ${staffToken}`)
        .expect(401);
    });

    it('tells whether an email is registered and its wallet bound', async () => {
      const user = await api.factories.newUser();
      const res = await request(api.http).get(`/api/user/isBind/${user.email}`).expect(200);
      expect(res.body.data).toEqual({ registered: true, walletBound: false });
      const none = await request(api.http).get('/api/user/isBind/nobody@example.test').expect(200);
      expect(none.body.data.registered).toBe(false);
    });

    it('answers whether the security password is set and whether advanced KYC is done', async () => {
      const user = await api.factories.newUser();
      const { token } = await api.sessions.issue(user.id, 'PASSWORD', {});
      const sec = await request(api.http)
        .get('/api/user/hasSecurityCode')
        .set('Authorization', `Bearer ${token}`);
      expect(sec.body.data).toEqual({ hasSecurityCode: false });
      const amr = await request(api.http).get('/api/user/amrExist').set('Authorization', `Bearer ${token}`);
      expect(amr.body.data).toEqual({ exists: true });
    });
  });
});
