import { DevIssuer, WalletSimulator } from '@p2p/wallet-sim';
import request from 'supertest';
import { emailFactory, requestEmailCode } from '../support/mail-catcher.js';
import {
  confirmByWallet,
  mailSuite,
  minutePassed,
  registerTrader,
  TRADER_PASSWORD,
  updateInfo,
} from '../support/trader-fixtures.js';

describe('users/security-audit', () => {
  const issuer = DevIssuer.dev();
  const DEVICE = 'audit-device-0123';
  const NEW_PASSWORD = 'Audit-Passw0rd';

  describe('audit trail of trader security changes (audit_logs)', () => {
    const suite = mailSuite({ IDENTITY_ISSUERS: issuer.address }, { listen: true });

    const freshEmail = emailFactory('audit');
    const update = (token: string, body: Record<string, unknown>) =>
      updateInfo(suite.api.http, token, body, DEVICE);

    async function trader(opts: { wallet?: WalletSimulator } = {}) {
      const bind = opts.wallet && { wallet: opts.wallet, issuer, device: DEVICE };
      const t = await registerTrader(suite, freshEmail(), TRADER_PASSWORD, bind);
      await minutePassed(suite.api, t.email);
      return t;
    }

    const confirmedReset = (email: string, wallet: WalletSimulator) =>
      confirmByWallet(suite.api.http, email, wallet, issuer, DEVICE);

    /** The one audit row of `action` for the account; fails when there is none or more than one. */
    async function onlyRow(userId: bigint, action: string) {
      const rows = await suite.api.prisma.auditLog.findMany({ where: { userId, action } });
      expect(rows).toHaveLength(1);
      return rows[0]!;
    }

    /** No secret the test used appears anywhere in the row's data. */
    function expectNoSecrets(data: unknown, secrets: string[]) {
      const text = JSON.stringify(data ?? null);
      for (const secret of secrets) expect(text).not.toContain(secret);
    }

    it('records a password change with the client address, and no password', async () => {
      const t = await trader();
      await update(t.token, { oldPassword: t.password, newPassword: NEW_PASSWORD }).expect(200);
      const row = await onlyRow(t.userId, 'PASSWORD_CHANGE');
      expect(row.ip).toMatch(/127\.0\.0\.1/);
      expect(row.target).toBe(`user:${t.userId}`);
      expectNoSecrets(row.data, [t.password, NEW_PASSWORD]);
    });

    it('records setting and changing the security password, and no secret', async () => {
      const t = await trader();
      await update(t.token, { securityPassword: 'Trade-Secret-1' }).expect(200);
      await update(t.token, {
        securityPassword: 'Trade-Secret-2',
        oldSecurityPassword: 'Trade-Secret-1',
      }).expect(200);
      const set = await onlyRow(t.userId, 'SECURITY_PASSWORD_SET');
      const changed = await onlyRow(t.userId, 'SECURITY_PASSWORD_CHANGE');
      for (const row of [set, changed]) {
        expect(row.ip).toMatch(/127\.0\.0\.1/);
        expectNoSecrets(row.data, ['Trade-Secret-1', 'Trade-Secret-2']);
      }
    });

    it('records a reset by emailed code (unBindResetPassword), without the code or password', async () => {
      const t = await trader();
      const code = await requestEmailCode(suite.api.http, suite.catcher, t.email, 'RESET_PASSWORD');
      await request(suite.api.http)
        .post('/api/user/unBindResetPassword')
        .send({ email: t.email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
        .expect(200);
      const row = await onlyRow(t.userId, 'PASSWORD_RESET_EMAIL');
      expect(row.ip).toMatch(/127\.0\.0\.1/);
      expectNoSecrets(row.data, [code, NEW_PASSWORD]);
    });

    it('records the wallet bind, and a reset with the wallet (resetPassword) with the address', async () => {
      const wallet = WalletSimulator.random();
      const t = await trader({ wallet });
      const bind = await onlyRow(t.userId, 'WALLET_BIND');
      expect(bind.data).toMatchObject({ walletAddress: expect.any(String) });
      const code = await requestEmailCode(suite.api.http, suite.catcher, t.email, 'RESET_PASSWORD');
      const eventId = await confirmedReset(t.email, wallet);
      await request(suite.api.http)
        .post('/api/user/resetPassword')
        .set('x-device-id', DEVICE)
        .send({ email: t.email, code, eventId, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
        .expect(200);
      const row = await onlyRow(t.userId, 'PASSWORD_RESET_WALLET');
      expect(row.ip).toMatch(/127\.0\.0\.1/);
      expectNoSecrets(row.data, [code, eventId, NEW_PASSWORD]);
    });

    it('records the first password of an account made with the wallet', async () => {
      const wallet = WalletSimulator.random();
      const reg = await wallet.authorize({ apiBase: suite.api.baseUrl, purpose: 'register', issuer });
      const { token, userId } = reg.data as { token: string; userId: string };
      const email = freshEmail();
      const bindCode = await requestEmailCode(suite.api.http, suite.catcher, email, 'CHANGE_EMAIL');
      await update(token, { email, code: bindCode }).expect(200);
      await minutePassed(suite.api, email);
      const code = await requestEmailCode(suite.api.http, suite.catcher, email, 'RESET_PASSWORD');
      const eventId = await confirmedReset(email, wallet);
      await update(token, { newPassword: NEW_PASSWORD, code, eventId }).expect(200);
      const row = await onlyRow(BigInt(userId), 'PASSWORD_FIRST');
      expect(row.ip).toMatch(/127\.0\.0\.1/);
      expectNoSecrets(row.data, [code, eventId, NEW_PASSWORD]);
      const bindRow = await onlyRow(BigInt(userId), 'EMAIL_BIND');
      expectNoSecrets(bindRow.data, [bindCode]);
    });
  });
});
