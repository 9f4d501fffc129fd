// 1029 ("security password must differ from the login password") must not let a session holder guess one
// secret through the other: each such comparison is counted per user and day, and past the limit the
// change is refused (429) without comparing.
import { CROSS_SECRET_CHECKS_PER_DAY } from '../../src/modules/users/profile.service.js';
import { emailFactory } from '../support/mail-catcher.js';
import { mailSuite, registerTrader, updateInfo } from '../support/trader-fixtures.js';

describe('users/secret-oracle', () => {
  const PASSWORD = 'Passw0rd!x';

  describe('1029 is no oracle for the other secret', () => {
    const suite = mailSuite();

    const freshEmail = emailFactory('oracle');

    const trader = () => registerTrader(suite, freshEmail(), PASSWORD);
    const update = (token: string, body: Record<string, unknown>) => updateInfo(suite.api.http, token, body);

    it(`a session holder gets at most ${CROSS_SECRET_CHECKS_PER_DAY} guesses at the login password through the security password (1029, then 429)`, async () => {
      const t = await trader();
      // Each wrong guess is stored as the security password; the next call proves it and guesses again.
      let previous: string | undefined;
      for (let i = 0; i < CROSS_SECRET_CHECKS_PER_DAY; i += 1) {
        const guess = `Guess${i}!pw`;
        const body = previous
          ? { securityPassword: guess, oldSecurityPassword: previous }
          : { securityPassword: guess };
        await update(t.token, body).expect(200);
        previous = guess;
      }
      // The right guess now is refused without a comparison: 429, not 1029.
      const right = await update(t.token, { securityPassword: PASSWORD, oldSecurityPassword: previous });
      expect(right.status).toBe(429);
      expect(right.body.code).toBe('429');
      // Nothing was stored: the last guess is still the security password.
      const after = await update(t.token, { securityPassword: 'Another1!pw', oldSecurityPassword: previous });
      expect(after.body.code).toBe('429');
      const user = await suite.api.prisma.user.findUniqueOrThrow({ where: { email: t.email } });
      expect(user.securityPasswordHash).not.toBeNull();
    });

    it('counts the comparisons that answer 1029 too: the limit is not reset by a match (1029)', async () => {
      const t = await trader();
      for (let i = 0; i < CROSS_SECRET_CHECKS_PER_DAY; i += 1) {
        expect((await update(t.token, { securityPassword: PASSWORD })).body.code).toBe('1029');
      }
      expect((await update(t.token, { securityPassword: PASSWORD })).body.code).toBe('429');
      expect((await update(t.token, { securityPassword: 'Secur1ty!pw' })).body.code).toBe('429');
    });

    it('counts the other way too: a login password change compared with the security password (1029, then 429)', async () => {
      const t = await trader();
      await update(t.token, { securityPassword: 'Secur1ty!pw' }).expect(200);
      let old = PASSWORD;
      for (let i = 1; i < CROSS_SECRET_CHECKS_PER_DAY; i += 1) {
        const next = `N3wPass${i}!x`;
        await update(t.token, { newPassword: next, oldPassword: old }).expect(200);
        old = next;
      }
      const res = await update(t.token, { newPassword: 'Secur1ty!pw', oldPassword: old });
      expect(res.body.code).toBe('429');
    });
  });
});
