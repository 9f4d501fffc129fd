import { DevIssuer, WalletSimulator } from '@p2p/wallet-sim';
import request from 'supertest';
import { emailFactory, requestEmailCode } from '../support/mail-catcher.js';
import {
  auth,
  confirmByWallet,
  loginRequest,
  mailSuite,
  minutePassed,
  pollScanResult,
  registerTrader,
  TRADER_PASSWORD,
  updateInfo,
} from '../support/trader-fixtures.js';

describe('password-auth/password-reset', () => {
  const issuer = DevIssuer.dev();
  const DEVICE = 'reset-device-0123';
  const NEW_PASSWORD = 'Reset-Passw0rd';

  describe('forgotten password: by email code, and with the bound wallet confirming by QR', () => {
    const suite = mailSuite({ IDENTITY_ISSUERS: issuer.address }, { listen: true });

    const freshEmail = emailFactory('reset');
    /** A trader registered by email (real flow); `wallet` also binds an identity wallet by QR. */
    async function trader(opts: { wallet?: WalletSimulator } = {}) {
      const bind = opts.wallet && { wallet: opts.wallet, issuer, device: DEVICE };
      const t = await registerTrader(suite, freshEmail(), TRADER_PASSWORD, bind);
      // The one-code-a-minute limit, as if the minute had passed, so the test can ask for a reset code.
      await minutePassed(suite.api, t.email);
      return t;
    }

    const resetCode = (email: string) =>
      requestEmailCode(suite.api.http, suite.catcher, email, 'RESET_PASSWORD');

    const pollResult = (eventId: string) => pollScanResult(suite.api.http, DEVICE, eventId);

    function resetQr(email: string) {
      return request(suite.api.http).get('/api/scan/resetByEmail').query({ email, deviceId: DEVICE });
    }

    /** The reset calls as the page makes them (with its device id, which the reset QR code was asked with). */
    function reset(
      path: 'resetPassword' | 'unBindResetPassword',
      body: Record<string, unknown>,
      device: string | null = DEVICE,
    ) {
      const req = request(suite.api.http).post(`/api/user/${path}`);
      if (device) req.set('x-device-id', device);
      return req.send({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body });
    }

    async function login(email: string, password: string) {
      return (await loginRequest(suite.api.http, email, password)).body.code as string;
    }

    /** The wallet's confirmation of a reset, scanned and settled. */
    const confirmedReset = (email: string, wallet: WalletSimulator) =>
      confirmByWallet(suite.api.http, email, wallet, issuer, DEVICE);

    describe('POST /user/unBindResetPassword (no wallet bound)', () => {
      it('resets a forgotten password by emailed code and ends every session', async () => {
        const t = await trader();
        const code = await resetCode(t.email);
        await reset('unBindResetPassword', { email: t.email, code }).expect(200);
        await request(suite.api.http).get('/api/user/hasSecurityCode').set(auth(t.token)).expect(401);
        expect(await login(t.email, NEW_PASSWORD)).toBe('200');
        expect(await login(t.email, t.password)).toBe('1004');
      });

      it('refuses a reset with a wrong code (1013) and keeps the old password', async () => {
        const t = await trader();
        await resetCode(t.email);
        expect((await reset('unBindResetPassword', { email: t.email, code: '000000' })).body.code).toBe(
          '1013',
        );
        expect(await login(t.email, t.password)).toBe('200');
      });

      it('refuses a new password equal to the security password (1029) and keeps the code', async () => {
        const t = await trader();
        await request(suite.api.http)
          .post('/api/user/updateInfo')
          .set(auth(t.token))
          .send({ securityPassword: NEW_PASSWORD })
          .expect(200);
        // Without the right code the answer says nothing about the security password (1013, not 1029).
        expect((await reset('unBindResetPassword', { email: t.email, code: '000000' })).body.code).toBe(
          '1013',
        );
        const code = await resetCode(t.email);
        expect((await reset('unBindResetPassword', { email: t.email, code })).body.code).toBe('1029');
        const other = 'Other-Passw0rd';
        await reset('unBindResetPassword', {
          email: t.email,
          code,
          password: other,
          confirmPassword: other,
        }).expect(200);
      });

      it('answers 1002 for an address no account has', async () => {
        const res = await reset('unBindResetPassword', { email: freshEmail(), code: '123456' });
        expect(res.body.code).toBe('1002');
      });

      it('refuses an account with a bound wallet: its wallet must confirm (1010); the password stays', async () => {
        const t = await trader({ wallet: WalletSimulator.random() });
        const code = await resetCode(t.email);
        expect((await reset('unBindResetPassword', { email: t.email, code })).body.code).toBe('1010');
        expect(await login(t.email, t.password)).toBe('200');
      });

      it('rejects a weak or mismatched new password (400) before touching the code', async () => {
        const t = await trader();
        const weak = await reset('unBindResetPassword', {
          email: t.email,
          code: '123456',
          password: 'weak',
          confirmPassword: 'weak',
        });
        expect(weak.status).toBe(400);
        const mismatch = await reset('unBindResetPassword', {
          email: t.email,
          code: '123456',
          confirmPassword: 'Other-Passw0rd',
        });
        expect(mismatch.status).toBe(400);
      });
    });

    describe('GET /scan/resetByEmail and POST /user/resetPassword (wallet bound)', () => {
      it('answers 1002 for an unknown address and 1015 for an account without a wallet', async () => {
        expect((await resetQr(freshEmail())).body.code).toBe('1002');
        const t = await trader();
        expect((await resetQr(t.email)).body.code).toBe('1015');
      });

      it('rejects a malformed address or device id (400)', async () => {
        expect(
          (await request(suite.api.http).get('/api/scan/resetByEmail').query({ email: 'x' })).status,
        ).toBe(400);
        const res = await request(suite.api.http)
          .get('/api/scan/resetByEmail')
          .query({ email: freshEmail(), deviceId: '../../etc' });
        expect(res.status).toBe(400);
      });

      it('resets with the emailed code once the bound wallet confirmed by QR; sessions end', async () => {
        const wallet = WalletSimulator.random();
        const t = await trader({ wallet });
        const qr = await resetQr(t.email).expect(200);
        expect(qr.body.data.qrCodeUrl).toMatch(/purpose=RESET_PASSWORD/);
        const waiting = await pollResult(qr.body.data.eventId);
        expect(waiting.body).toMatchObject({ code: '1009', message: 'SCAN_NO_CALLBACK' });
        expect((await wallet.scan(qr.body.data.qrCodeUrl, { issuer })).code).toBe('200');
        const result = await pollResult(qr.body.data.eventId).expect(200);
        expect(result.body.data).toEqual({ status: 'SUCCESS', purpose: 'RESET_PASSWORD', session: null });

        const code = await resetCode(t.email);
        await reset('resetPassword', { email: t.email, code, eventId: qr.body.data.eventId }).expect(200);
        await request(suite.api.http).get('/api/user/hasSecurityCode').set(auth(t.token)).expect(401);
        expect(await login(t.email, NEW_PASSWORD)).toBe('200');
      });

      it('lets only the device that asked for the reset QR code use its confirmation (1010)', async () => {
        const wallet = WalletSimulator.random();
        const t = await trader({ wallet });
        const eventId = await confirmedReset(t.email, wallet);
        const code = await resetCode(t.email);
        // Someone who photographed the code (event id) and reads the mailbox (code) is still refused.
        expect((await reset('resetPassword', { email: t.email, code, eventId }, null)).body.code).toBe(
          '1010',
        );
        expect(
          (await reset('resetPassword', { email: t.email, code, eventId }, 'another-device-01')).body.code,
        ).toBe('1010');
        await reset('resetPassword', { email: t.email, code, eventId }).expect(200);
      });

      it('uses a confirmation once (1010)', async () => {
        const wallet = WalletSimulator.random();
        const t = await trader({ wallet });
        const eventId = await confirmedReset(t.email, wallet);
        await reset('resetPassword', { email: t.email, code: await resetCode(t.email), eventId }).expect(200);
        await suite.api.redis.del(`email-code:cooldown:${t.email}`);
        const again = await reset('resetPassword', {
          email: t.email,
          code: await resetCode(t.email),
          eventId,
          password: 'Again-Passw0rd',
          confirmPassword: 'Again-Passw0rd',
        });
        expect(again.body.code).toBe('1010');
        expect(await login(t.email, NEW_PASSWORD)).toBe('200');
      });

      it('refuses a scan by another wallet (1036): the code keeps waiting and no reset follows', async () => {
        const t = await trader({ wallet: WalletSimulator.random() });
        const qr = await resetQr(t.email).expect(200);
        const intruder = WalletSimulator.random();
        expect((await intruder.scan(qr.body.data.qrCodeUrl, { issuer })).code).toBe('1036');
        // Anyone who saw the code can scan it: another wallet's scan proves nothing and settles nothing.
        const result = await pollResult(qr.body.data.eventId);
        expect(result.body.code).toBe('1009');
        const code = await resetCode(t.email);
        const res = await reset('resetPassword', { email: t.email, code, eventId: qr.body.data.eventId });
        expect(res.body.code).toBe('1010');
        expect(await login(t.email, t.password)).toBe('200');
      });

      it("refuses an unscanned code, another account's confirmation and a stale one (1010)", async () => {
        const wallet = WalletSimulator.random();
        const t = await trader({ wallet });
        const unscanned = (await resetQr(t.email).expect(200)).body.data.eventId as string;
        const otherWallet = WalletSimulator.random();
        const other = await trader({ wallet: otherWallet });
        const othersEvent = await confirmedReset(other.email, otherWallet);
        const stale = await confirmedReset(t.email, wallet);
        await suite.api.prisma.qrScanEvent.update({
          where: { eventId: stale },
          data: { scannedAt: new Date(Date.now() - 16 * 60 * 1000) },
        });
        for (const eventId of [unscanned, othersEvent, stale, 'no-such-event']) {
          const res = await reset('resetPassword', { email: t.email, code: '123456', eventId });
          expect(res.body.code).toBe('1010');
        }
        expect(await login(t.email, t.password)).toBe('200');
      });

      it('keeps the confirmation after a wrong code (1013), so the right code still works', async () => {
        const wallet = WalletSimulator.random();
        const t = await trader({ wallet });
        const eventId = await confirmedReset(t.email, wallet);
        const code = await resetCode(t.email);
        const wrong = code === '000000' ? '111111' : '000000';
        expect((await reset('resetPassword', { email: t.email, code: wrong, eventId })).body.code).toBe(
          '1013',
        );
        await reset('resetPassword', { email: t.email, code, eventId }).expect(200);
      });

      it('answers 1015 to resetPassword for an account without a wallet, and 400 without an event id', async () => {
        const t = await trader();
        const res = await reset('resetPassword', { email: t.email, code: '123456', eventId: 'abcdef' });
        expect(res.body.code).toBe('1015');
        expect((await reset('resetPassword', { email: t.email, code: '123456' })).status).toBe(400);
      });
    });

    describe('first login password of an account made with the identity wallet', () => {
      async function walletAccount() {
        const wallet = WalletSimulator.random();
        const reg = await wallet.authorize({ apiBase: suite.api.baseUrl, purpose: 'register', issuer });
        expect(reg.code).toBe('200');
        const { token, userId } = reg.data as { token: string; userId: string };
        return { wallet, token, userId };
      }
      const update = (token: string, body: Record<string, unknown>) =>
        updateInfo(suite.api.http, token, body, DEVICE);

      it("has no password until it binds an email (1002), then sets one with the mailed code and the wallet's confirmation (1010 without)", async () => {
        const w = await walletAccount();
        const me = await request(suite.api.http).get(`/api/user/info/${w.userId}`).set(auth(w.token));
        expect(me.body.data).toMatchObject({ hasPassword: false, email: null });
        expect((await update(w.token, { newPassword: NEW_PASSWORD, code: '123456' })).body.code).toBe('1002');

        const email = freshEmail();
        const bindCode = await requestEmailCode(suite.api.http, suite.catcher, email, 'CHANGE_EMAIL');
        await update(w.token, { email, code: bindCode }).expect(200);
        expect((await update(w.token, { newPassword: NEW_PASSWORD })).status).toBe(400);
        await minutePassed(suite.api, email);
        const code = await resetCode(email);
        // The mailed code alone is not enough: the bound wallet confirms too.
        expect((await update(w.token, { newPassword: NEW_PASSWORD, code })).body.code).toBe('1010');
        const eventId = await confirmedReset(email, w.wallet);
        expect(
          (await update(w.token, { newPassword: NEW_PASSWORD, code: '000000', eventId })).body.code,
        ).toBe('1013');
        const set = await update(w.token, { newPassword: NEW_PASSWORD, code, eventId }).expect(200);
        expect(set.body.data.hasPassword).toBe(true);
        expect(await login(email, NEW_PASSWORD)).toBe('200');
      });

      it('refuses the code path to an account that has a password: the current one is needed (1034)', async () => {
        const t = await trader();
        const code = await resetCode(t.email);
        expect((await update(t.token, { newPassword: NEW_PASSWORD, code })).body.code).toBe('1034');
        expect(await login(t.email, t.password)).toBe('200');
      });
    });
  });
});
