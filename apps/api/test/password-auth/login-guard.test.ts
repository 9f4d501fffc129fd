// The trader login limits: per (account, client address) a lock, per account a cap past which the emailed
// code is needed. The test client plays a trusted proxy (TRUSTED_PROXIES=127.0.0.1) so that each request
// can come from an address of its own (X-Forwarded-For).
import request from 'supertest';
import {
  LOGIN_ACCOUNT_CAP,
  LOGIN_MAX_FAILURES,
  LOGIN_PROOF_SCENE,
} from '../../src/modules/password-auth/password-auth.service.js';
import { encryptPassword } from '../support/auth-helpers.js';
import { emailFactory, passSlider, requestEmailCode } from '../support/mail-catcher.js';
import { loginRequest, mailSuite, minutePassed, registerTrader } from '../support/trader-fixtures.js';

describe('password-auth/login-guard', () => {
  const PASSWORD = 'Passw0rd!x';
  const WRONG = 'Wrong0rd!x';
  const OWNER_ADDRESS = '198.51.100.10';

  describe('trader login limits per account and address', () => {
    const suite = mailSuite({ TRUSTED_PROXIES: '127.0.0.1' });

    const freshEmail = emailFactory('guard');

    const registered = async (): Promise<string> =>
      (await registerTrader(suite, freshEmail(), PASSWORD)).email;

    const login = (email: string, password: string, from: string, emailCode?: string) =>
      loginRequest(suite.api.http, email, password, { from, emailCode });

    /** `count` wrong passwords, spread over fresh addresses at most `LOGIN_MAX_FAILURES` each. */
    async function strangersFail(email: string, count: number, net: string): Promise<void> {
      for (let i = 0; i < count; i += 1) {
        const from = `${net}.${Math.floor(i / LOGIN_MAX_FAILURES) + 1}`;
        expect((await login(email, WRONG, from)).body.code).toBe('1004');
      }
    }

    it('a stranger failing from another address is locked out (1037), the owner from theirs is not', async () => {
      const email = await registered();
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await login(email, WRONG, '203.0.113.7');
      expect((await login(email, WRONG, '203.0.113.7')).body.code).toBe('1037');
      // The address limit holds even with the right password.
      expect((await login(email, PASSWORD, '203.0.113.7')).body.code).toBe('1037');
      const owner = await login(email, PASSWORD, OWNER_ADDRESS);
      expect(owner.status).toBe(200);
      expect(owner.body.data.token).toEqual(expect.any(String));
    });

    it('a success clears only its own address: the stranger stays locked (1037)', async () => {
      const email = await registered();
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await login(email, WRONG, '203.0.113.8');
      await login(email, WRONG, OWNER_ADDRESS);
      expect((await login(email, PASSWORD, OWNER_ADDRESS)).status).toBe(200);
      expect((await login(email, PASSWORD, '203.0.113.8')).body.code).toBe('1037');
    });

    it(`past ${LOGIN_ACCOUNT_CAP} attempts at the account the owner needs the emailed code (1013), then gets in`, async () => {
      const email = await registered();
      await strangersFail(email, LOGIN_ACCOUNT_CAP, '203.0.114');
      // Without the code nothing about the password is learnt: right and wrong both answer 1013.
      expect((await login(email, PASSWORD, OWNER_ADDRESS)).body.code).toBe('1013');
      expect((await login(email, WRONG, '203.0.114.200')).body.code).toBe('1013');
      expect((await login(email, PASSWORD, OWNER_ADDRESS, '000000')).body.code).toBe('1013');

      await minutePassed(suite.api, email);
      const code = await requestEmailCode(suite.api.http, suite.catcher, email, LOGIN_PROOF_SCENE);
      // A wrong password with the right code is still refused and leaves the code for the next try.
      expect((await login(email, WRONG, OWNER_ADDRESS, code)).body.code).toBe('1004');
      const owner = await login(email, PASSWORD, OWNER_ADDRESS, code);
      expect(owner.status).toBe(200);
      expect(owner.body.data.token).toEqual(expect.any(String));
      // The code is used up by the login.
      expect((await login(email, PASSWORD, OWNER_ADDRESS, code)).body.code).toBe('1013');
    });

    it('past the account cap the address limit still holds, code or not (1037)', async () => {
      const email = await registered();
      await strangersFail(email, LOGIN_ACCOUNT_CAP, '203.0.115');
      await minutePassed(suite.api, email);
      const code = await requestEmailCode(suite.api.http, suite.catcher, email, LOGIN_PROOF_SCENE);
      // 203.0.115.1 made its LOGIN_MAX_FAILURES attempts above.
      expect((await login(email, PASSWORD, '203.0.115.1', code)).body.code).toBe('1037');
      expect((await login(email, PASSWORD, OWNER_ADDRESS, code)).status).toBe(200);
    });

    it('counts parallel guesses from many addresses before checking: at most the cap are checked (1004)', async () => {
      const email = await registered();
      const total = LOGIN_ACCOUNT_CAP + 10;
      const tokens = await Promise.all(Array.from({ length: total }, () => passSlider(suite.api.http)));
      const answers = await Promise.all(
        tokens.map((sliderToken, i) =>
          request(suite.api.http)
            .post('/api/user/login')
            .set('X-Forwarded-For', `203.0.116.${i + 1}`)
            .send({ email, password: encryptPassword(WRONG), sliderToken })
            .then((r) => r.body.code as string),
        ),
      );
      expect(answers.filter((c) => c === '1004')).toHaveLength(LOGIN_ACCOUNT_CAP);
      expect(answers.filter((c) => c === '1013')).toHaveLength(total - LOGIN_ACCOUNT_CAP);
    });

    it('a password reset clears the account count: the owner then logs in without a code', async () => {
      const email = await registered();
      await strangersFail(email, LOGIN_ACCOUNT_CAP, '203.0.117');
      expect((await login(email, PASSWORD, OWNER_ADDRESS)).body.code).toBe('1013');
      await minutePassed(suite.api, email);
      const code = await requestEmailCode(suite.api.http, suite.catcher, email, 'RESET_PASSWORD');
      const NEW = 'N3wPassw0rd!';
      await request(suite.api.http)
        .post('/api/user/unBindResetPassword')
        .send({ email, code, password: NEW, confirmPassword: NEW })
        .expect(200);
      expect((await login(email, NEW, OWNER_ADDRESS)).status).toBe(200);
    });
  });
});
