import request from 'supertest';
import { SECRET_CHECKS_PER_WINDOW } from '../../src/modules/users/secret-check.js';
import { encryptPassword } from '../support/auth-helpers.js';
import { passSlider, requestEmailCode } from '../support/mail-catcher.js';
import { mailSuite, minutePassed, registerTrader, updateInfo } from '../support/trader-fixtures.js';

describe('users/profile', () => {
  // Fixed, well-known addresses: no other test file binds them.
  const ERC20 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

  describe('profile: POST /user/updateInfo', () => {
    const suite = mailSuite();

    let n = 0;
    const freshEmail = () => `prof${Date.now()}${(n += 1)}@example.test`;

    /** A trader registered by email (real flow), with their session. */
    const trader = (password?: string) => registerTrader(suite, freshEmail(), password);
    const update = (token: string, body: Record<string, unknown>) => updateInfo(suite.api.http, token, body);

    it('sets a nickname once, then rejects a nickname changed twice in a week (1031)', async () => {
      const t = await trader();
      const first = await update(t.token, { nickname: `Nick${n}` });
      expect(first.body.data.nickname).toBe(`Nick${n}`);
      const second = await update(t.token, { nickname: `Other${n}` });
      expect(second.body.code).toBe('1031');
    });

    it('allows a new nickname after a week', async () => {
      const t = await trader();
      await update(t.token, { nickname: `Week${n}` }).expect(200);
      await suite.api.prisma.user.update({
        where: { id: t.userId },
        data: { nicknameChangedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) },
      });
      expect((await update(t.token, { nickname: `Later${n}` })).body.code).toBe('200');
    });

    it('rejects a nickname that is taken, in any case (1024)', async () => {
      const a = await trader();
      const b = await trader();
      await update(a.token, { nickname: `Taken${n}` }).expect(200);
      expect((await update(b.token, { nickname: `TAKEN${n}` })).body.code).toBe('1024');
    });

    it('rejects a nickname with a banned word (1023) and one with symbols or too long (1025)', async () => {
      const t = await trader();
      expect((await update(t.token, { nickname: 'xAdminx' })).body.code).toBe('1023');
      const symbols = await update(t.token, { nickname: 'bad name!' });
      expect(symbols.status).toBe(400);
      expect(symbols.body.code).toBe('1025');
      expect((await update(t.token, { nickname: 'n'.repeat(40) })).body.code).toBe('1025');
    });

    it('answers POST /common/word/valid', async () => {
      const bad = await request(suite.api.http)
        .post('/api/common/word/valid')
        .send({ word: 'the ADMIN team' });
      expect(bad.body.data).toEqual({ valid: false });
      const good = await request(suite.api.http)
        .post('/api/common/word/valid')
        .send({ word: 'Sunny Trader' });
      expect(good.body.data).toEqual({ valid: true });
    });

    it('changes the password with the old one; the new one must differ (1032) and the old must match (1034)', async () => {
      const t = await trader();
      expect(
        (await update(t.token, { oldPassword: 'Wrong0rd!x', newPassword: 'N3w-Passw0rd' })).body.code,
      ).toBe('1034');
      expect((await update(t.token, { oldPassword: t.password, newPassword: t.password })).status).toBe(400);
      await update(t.token, { oldPassword: t.password, newPassword: 'N3w-Passw0rd' }).expect(200);
      const login = await request(suite.api.http)
        .post('/api/user/login')
        .send({
          email: t.email,
          password: encryptPassword('N3w-Passw0rd'),
          sliderToken: await passSlider(suite.api.http),
        });
      expect(login.body.code).toBe('200');
    });

    it('ends the other sessions after a password change, keeping the current one', async () => {
      const t = await trader();
      const other = await suite.api.sessions.issue(t.userId, 'PASSWORD', {});
      await update(t.token, { oldPassword: t.password, newPassword: 'N3w-Passw0rd' }).expect(200);
      await request(suite.api.http)
        .get('/api/user/hasSecurityCode')
        .set('Authorization', `Bearer ${t.token}`)
        .expect(200);
      await request(suite.api.http)
        .get('/api/user/hasSecurityCode')
        .set('Authorization', `Bearer ${other.token}`)
        .expect(401);
    });

    it('sets a security password that differs from the login password (1029); changing it needs the old one (USER3011)', async () => {
      const t = await trader();
      expect((await update(t.token, { securityPassword: t.password })).body.code).toBe('1029');
      await update(t.token, { securityPassword: 'Secur1ty!pw' }).expect(200);
      const has = await request(suite.api.http)
        .get('/api/user/hasSecurityCode')
        .set('Authorization', `Bearer ${t.token}`);
      expect(has.body.data.hasSecurityCode).toBe(true);
      expect((await update(t.token, { securityPassword: 'Secur1ty!p2' })).body.code).toBe('USER3011');
      await update(t.token, { securityPassword: 'Secur1ty!p2', oldSecurityPassword: 'Secur1ty!pw' }).expect(
        200,
      );
    });

    it('rejects a security password of 8 characters or fewer (USER4000)', async () => {
      const t = await trader();
      const res = await update(t.token, { securityPassword: 'Ab1!abcd' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('USER4000');
    });

    it('rejects a new login password breaking the password rule (USER3003)', async () => {
      const t = await trader();
      const res = await update(t.token, { oldPassword: t.password, newPassword: 'weakpass' });
      expect(res.body.code).toBe('USER3003');
    });

    it('binds a USDT address of the chosen chain; another account cannot bind it again (1033)', async () => {
      const a = await trader();
      const b = await trader();
      const res = await update(a.token, { usdtAddress: ERC20.toLowerCase(), chainType: 'ERC20' }).expect(200);
      expect(res.body.data).toMatchObject({ usdtAddress: ERC20, chainType: 'ERC20' });
      expect((await update(b.token, { usdtAddress: ERC20, chainType: 'ERC20' })).body.code).toBe('1033');
      await update(b.token, { usdtAddress: TRC20, chainType: 'TRC20' }).expect(200);
    });

    it('rejects an address that does not match the chain type (1020) and one without a chain type (1021)', async () => {
      const t = await trader();
      const mismatch = await update(t.token, { usdtAddress: TRC20, chainType: 'ERC20' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.code).toBe('1020');
      expect((await update(t.token, { usdtAddress: ERC20, chainType: 'BTC' })).body.code).toBe('1021');
      const user = await suite.api.prisma.user.findUniqueOrThrow({ where: { id: t.userId } });
      expect(user.usdtAddress).toBeNull();
    });

    it('sets the country or region; an unknown one answers 1022', async () => {
      const t = await trader();
      expect((await update(t.token, { regionId: 'TWN' })).body.data.regionId).toBe('TWN');
      expect((await update(t.token, { regionId: 'ZZZ' })).body.code).toBe('1022');
    });

    it('changes the email with a code sent to the new address', async () => {
      const t = await trader();
      const next = freshEmail();
      const code = await requestEmailCode(suite.api.http, suite.catcher, next, 'CHANGE_EMAIL');
      expect(
        (await update(t.token, { email: next, code: '000000', oldPassword: t.password })).body.code,
      ).toBe('1013');
      await minutePassed(suite.api, next);
      const code2 = await requestEmailCode(suite.api.http, suite.catcher, next, 'CHANGE_EMAIL');
      expect(code2).not.toBe(code);
      const res = await update(t.token, { email: next, code: code2, oldPassword: t.password }).expect(200);
      expect(res.body.data.email).toBe(next);
    });

    it('refuses the current email as the new one (1038)', async () => {
      const t = await trader();
      expect((await update(t.token, { email: t.email.toUpperCase(), code: '123456' })).body.code).toBe(
        '1038',
      );
    });

    it('answers 999 to an empty update and 400 to two groups at once; nothing changes', async () => {
      const t = await trader();
      expect((await update(t.token, {})).body.code).toBe('999');
      expect((await update(t.token, { nickname: 'Two', regionId: 'TWN' })).body.code).toBe('400');
      const user = await suite.api.prisma.user.findUniqueOrThrow({ where: { id: t.userId } });
      expect(user.nickname).toBeNull();
      expect(user.regionId).toBeNull();
    });

    it('answers null fields with a catalogue code, never a 500, and changes nothing', async () => {
      const t = await trader();
      for (const body of [
        { nickname: null },
        { securityPassword: null },
        { regionId: null },
        { email: null },
      ]) {
        const res = await update(t.token, body);
        expect(res.status).toBe(400);
        expect(res.body.code).not.toBe('500');
      }
      const user = await suite.api.prisma.user.findUniqueOrThrow({ where: { id: t.userId } });
      expect(user).toMatchObject({ nickname: null, securityPasswordHash: null, regionId: null });
    });

    it(`limits guesses of the current password to ${SECRET_CHECKS_PER_WINDOW} (then 429), even with the right one`, async () => {
      const t = await trader();
      for (let i = 0; i < SECRET_CHECKS_PER_WINDOW; i += 1) {
        const res = await update(t.token, { oldPassword: 'Wrong-Passw0rd', newPassword: 'N3w-Passw0rd!' });
        expect(res.body.code).toBe('1034');
      }
      const locked = await update(t.token, { oldPassword: t.password, newPassword: 'N3w-Passw0rd!' });
      expect(locked.body.code).toBe('429');
      // The window passed: the session's count and the user's are gone.
      const { jti } = JSON.parse(Buffer.from(t.token.split('.')[1]!, 'base64url').toString()) as {
        jti: string;
      };
      await suite.api.redis.del(`secret-check:${t.userId}`, `secret-check-session:${jti}`);
      await update(t.token, { oldPassword: t.password, newPassword: 'N3w-Passw0rd!' }).expect(200);
    });

    it('lets only one of two parallel nickname changes through in a week (1031)', async () => {
      const t = await trader();
      const [a, b] = await Promise.all([
        update(t.token, { nickname: `RaceA${n}` }),
        update(t.token, { nickname: `RaceB${n}` }),
      ]);
      expect([a.body.code, b.body.code].sort()).toEqual(['1031', '200']);
    });

    it('refuses updateInfo without a session (401)', async () => {
      await request(suite.api.http).post('/api/user/updateInfo').send({ nickname: 'Anon' }).expect(401);
    });
  });
});
