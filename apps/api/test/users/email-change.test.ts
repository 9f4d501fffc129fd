import { DevIssuer, WalletSimulator } from '@p2p/wallet-sim';
import request from 'supertest';
import { EMAIL_UNDO_HOURS, hashUndoToken } from '../../src/modules/users/email-change.service.js';
import { type CaughtMail, emailFactory, requestEmailCode } from '../support/mail-catcher.js';
import {
  auth,
  confirmByWallet,
  loginRequest,
  mailSuite,
  registerTrader,
  updateInfo,
} from '../support/trader-fixtures.js';

describe('users/email-change', () => {
  const issuer = DevIssuer.dev();
  const DEVICE = 'email-change-device-01';

  /** The undo token printed in the notice to the old address. */
  function undoTokenIn(mail: CaughtMail): string {
    const found = /token=([A-Za-z0-9_-]{32,64})/.exec(mail.text ?? '');
    if (!found) throw new Error('no undo token in the mail');
    return found[1]!;
  }

  describe('email change: the owner proves it, the old address is told and can undo it', () => {
    const suite = mailSuite({ IDENTITY_ISSUERS: issuer.address }, { listen: true });

    const freshEmail = emailFactory('echg');
    const update = (token: string, body: Record<string, unknown>, device = DEVICE) =>
      updateInfo(suite.api.http, token, body, device);
    const undo = (token: string) => request(suite.api.http).post('/api/user/email/undo').send({ token });
    const alive = async (token: string) =>
      (await request(suite.api.http).get('/api/user/hasSecurityCode').set(auth(token))).status === 200;

    const trader = () => registerTrader(suite, freshEmail());
    const login = (email: string, password: string) => loginRequest(suite.api.http, email, password);

    /** Changes the email of `t` with its password; answers the new address and the undo token mailed. */
    async function changed(t: { email: string; password: string; token: string }) {
      const next = freshEmail();
      const code = await requestEmailCode(suite.api.http, suite.catcher, next, 'CHANGE_EMAIL');
      await update(t.token, { email: next, code, oldPassword: t.password }).expect(200);
      const notice = await suite.catcher.waitFor(t.email, { match: (m) => /token=/.test(m.text ?? '') });
      return { next, token: undoTokenIn(notice), notice };
    }

    const auditRows = (userId: bigint, action: string) =>
      suite.api.prisma.auditLog.findMany({ where: { userId, action } });

    it('refuses a change without the current password or with a wrong one (1034), the code stays usable', async () => {
      const t = await trader();
      const next = freshEmail();
      const code = await requestEmailCode(suite.api.http, suite.catcher, next, 'CHANGE_EMAIL');
      expect((await update(t.token, { email: next, code })).body.code).toBe('1034');
      expect((await update(t.token, { email: next, code, oldPassword: 'Wrong-Passw0rd' })).body.code).toBe(
        '1034',
      );
      const user = await suite.api.prisma.user.findUniqueOrThrow({ where: { id: t.userId } });
      expect(user.email).toBe(t.email);
      const ok = await update(t.token, { email: next, code, oldPassword: t.password }).expect(200);
      expect(ok.body.data.email).toBe(next);
    });

    it('mails the old address in its language, ends the other sessions, keeps the caller, audits it', async () => {
      const t = await trader();
      await suite.api.prisma.user.update({ where: { id: t.userId }, data: { language: 'zh_TW' } });
      const other = (await login(t.email, t.password)).body.data.token as string;
      expect(await alive(other)).toBe(true);
      const { next, notice } = await changed(t);
      expect(notice.subject).toContain('帳戶信箱已變更');
      expect(notice.text).toContain(`${EMAIL_UNDO_HOURS}`);
      expect(await alive(t.token)).toBe(true);
      expect(await alive(other)).toBe(false);
      const [row, ...more] = await auditRows(t.userId, 'EMAIL_CHANGE');
      expect(more).toHaveLength(0);
      expect(row!.ip).toMatch(/127\.0\.0\.1/);
      expect(row!.data).toMatchObject({ oldEmail: t.email, newEmail: next, proof: 'password' });
      expect(JSON.stringify(row!.data)).not.toContain(t.password);
      expect(JSON.stringify(row!.data)).not.toContain(undoTokenIn(notice));
    });

    it('undoes the change with the mailed token: old address back, every session ended, audited', async () => {
      const t = await trader();
      const { next, token } = await changed(t);
      await undo(token).expect(200);
      const user = await suite.api.prisma.user.findUniqueOrThrow({ where: { id: t.userId } });
      expect(user.email).toBe(t.email);
      expect(await alive(t.token)).toBe(false);
      expect((await login(t.email, t.password)).body.code).toBe('200');
      const [row, ...more] = await auditRows(t.userId, 'EMAIL_CHANGE_UNDO');
      expect(more).toHaveLength(0);
      expect(row!.ip).toMatch(/127\.0\.0\.1/);
      expect(row!.data).toMatchObject({ restoredEmail: t.email, undoneEmail: next });
      expect(JSON.stringify(row!.data)).not.toContain(token);
      // Stored hashed only.
      const stored = await suite.api.prisma.emailChangeUndo.findFirstOrThrow({ where: { userId: t.userId } });
      expect(stored.tokenHash).toBe(hashUndoToken(token));
      expect(Object.values(stored).map(String)).not.toContain(token);
    });

    it('takes an undo token once only (1013)', async () => {
      const t = await trader();
      const { token } = await changed(t);
      await undo(token).expect(200);
      expect((await undo(token)).body.code).toBe('1013');
    });

    it('refuses an expired undo token (1013) and leaves the new address', async () => {
      const t = await trader();
      const { next, token } = await changed(t);
      await suite.api.prisma.emailChangeUndo.updateMany({
        where: { userId: t.userId },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      expect((await undo(token)).body.code).toBe('1013');
      expect((await suite.api.prisma.user.findUniqueOrThrow({ where: { id: t.userId } })).email).toBe(next);
      expect(await alive(t.token)).toBe(true);
    });

    it("another trader sending someone's undo token changes only that account, never their own", async () => {
      const a = await trader();
      const b = await trader();
      const { token } = await changed(a);
      const res = await request(suite.api.http)
        .post('/api/user/email/undo')
        .set(auth(b.token))
        .send({ token });
      expect(res.status).toBe(200);
      expect((await suite.api.prisma.user.findUniqueOrThrow({ where: { id: b.userId } })).email).toBe(
        b.email,
      );
      expect(await alive(b.token)).toBe(true);
      expect((await suite.api.prisma.user.findUniqueOrThrow({ where: { id: a.userId } })).email).toBe(
        a.email,
      );
      expect(await auditRows(b.userId, 'EMAIL_CHANGE_UNDO')).toHaveLength(0);
    });

    it('answers a malformed or unknown undo token with a catalogue code, never a 500', async () => {
      expect((await undo('short')).status).toBe(400);
      expect((await request(suite.api.http).post('/api/user/email/undo').send({})).status).toBe(400);
      expect((await undo('A'.repeat(43))).body.code).toBe('1013');
    });

    it('an undo cancels the pending undo of a later change, so it cannot be undone back', async () => {
      const t = await trader();
      const first = await changed(t);
      // The session that made the first change changes again: the second undo goes to the first new address.
      const secondNext = freshEmail();
      const code = await requestEmailCode(suite.api.http, suite.catcher, secondNext, 'CHANGE_EMAIL');
      await update(t.token, { email: secondNext, code, oldPassword: t.password }).expect(200);
      const secondNotice = await suite.catcher.waitFor(first.next, {
        match: (m) => /token=/.test(m.text ?? ''),
      });
      await undo(first.token).expect(200);
      expect((await undo(undoTokenIn(secondNotice))).body.code).toBe('1013');
      expect((await suite.api.prisma.user.findUniqueOrThrow({ where: { id: t.userId } })).email).toBe(
        t.email,
      );
    });

    describe('an account made with the identity wallet (no password)', () => {
      async function walletAccountWithEmail() {
        const wallet = WalletSimulator.random();
        const reg = await wallet.authorize({ apiBase: suite.api.baseUrl, purpose: 'register', issuer });
        expect(reg.code).toBe('200');
        const { token, userId } = reg.data as { token: string; userId: string };
        const email = freshEmail();
        const bindCode = await requestEmailCode(suite.api.http, suite.catcher, email, 'CHANGE_EMAIL');
        await update(token, { email, code: bindCode }).expect(200);
        expect(await auditRows(BigInt(userId), 'EMAIL_BIND')).toHaveLength(1);
        return { wallet, token, userId: BigInt(userId), email };
      }

      /** The bound wallet's confirmation, asked by this device and scanned. */
      const confirmation = (email: string, wallet: WalletSimulator) =>
        confirmByWallet(suite.api.http, email, wallet, issuer, DEVICE);

      it("needs the bound wallet's confirmation to change the email (1010), and takes it once", async () => {
        const w = await walletAccountWithEmail();
        const next = freshEmail();
        const code = await requestEmailCode(suite.api.http, suite.catcher, next, 'CHANGE_EMAIL');
        expect((await update(w.token, { email: next, code })).body.code).toBe('1010');
        // A QR code scanned by another wallet is refused by the callback and confirms nothing.
        const qr = await request(suite.api.http)
          .get('/api/scan/resetByEmail')
          .query({ email: w.email, deviceId: DEVICE });
        expect((await WalletSimulator.random().scan(qr.body.data.qrCodeUrl, { issuer })).code).not.toBe(
          '200',
        );
        const stranger = qr.body.data.eventId as string;
        expect((await update(w.token, { email: next, code, eventId: stranger })).body.code).toBe('1010');
        const eventId = await confirmation(w.email, w.wallet);
        // Another device cannot use this device's confirmation.
        expect((await update(w.token, { email: next, code, eventId }, 'other-device-999')).body.code).toBe(
          '1010',
        );
        const ok = await update(w.token, { email: next, code, eventId }).expect(200);
        expect(ok.body.data.email).toBe(next);
        await suite.catcher.waitFor(w.email, { match: (m) => /token=/.test(m.text ?? '') });
        const [row] = await auditRows(w.userId, 'EMAIL_CHANGE');
        expect(row!.data).toMatchObject({ proof: 'wallet' });
        const again = freshEmail();
        const code2 = await requestEmailCode(suite.api.http, suite.catcher, again, 'CHANGE_EMAIL');
        expect((await update(w.token, { email: again, code: code2, eventId })).body.code).toBe('1010');
      });
    });
  });
});
