// The hot reads on postgres.js (GET /user/info/{id} and the session check of every private request)
// answer exactly what the Prisma rows through the same views answer.
import { Wallet } from 'ethers';
import request from 'supertest';
import { ownView, publicView, viewSource } from '../../src/modules/users/user-views.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('users/user-info', () => {
  describe('the fast read path: GET /user/info/{id} and the session check', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.close());

    const info = (token: string, id: bigint | string) =>
      request(api.http).get(`/api/user/info/${id}`).set('Authorization', `Bearer ${token}`);

    it('answers byte for byte what the Prisma row gives through the views (own and public)', async () => {
      const other = await api.factories.newUser({
        usdtAddress: Wallet.createRandom().address,
        chainType: 'ERC20',
        walletAddress: Wallet.createRandom().address.toLowerCase(),
        completionRate: '0.9512',
        orderCount: 41,
        creditScore: 87,
        certified: true,
        regionId: 'TWN',
        nicknameChangedAt: new Date('2026-01-02T03:04:05.678Z'),
        passwordHash: '$2b$04$abcdefghijklmnopqrstuu4XW6wQ3yF4o0m3J8QZ4k9b8a7c6d5e4',
        language: 'ko_KR',
      });
      const { token } = await api.sessions.issue(other.id, 'PASSWORD', {});
      const me = await api.factories.newUser({ completionRate: '1' });
      const mine = await api.sessions.issue(me.id, 'PASSWORD', {});

      const row = await api.prisma.user.findUniqueOrThrow({ where: { id: other.id } });
      const own = await info(token, other.id).expect(200);
      expect(own.text).toBe(
        JSON.stringify({ code: '200', message: own.body.message, data: ownView(viewSource(row)) }),
      );
      expect(own.body.data).toMatchObject({
        completionRate: '0.9512',
        hasPassword: true,
        hasSecurityPassword: false,
      });

      const seen = await info(mine.token, other.id).expect(200);
      expect(seen.text).toBe(
        JSON.stringify({ code: '200', message: seen.body.message, data: publicView(viewSource(row)) }),
      );

      const meRow = await api.prisma.user.findUniqueOrThrow({ where: { id: me.id } });
      const self = await info(mine.token, me.id).expect(200);
      expect(self.body.data).toEqual(ownView(viewSource(meRow)));
      expect(self.body.data.completionRate).toBe('1.0000');
    });

    it('refuses a revoked, an expired or a login-banned session (401); a lifted ban lets it through', async () => {
      const user = await api.factories.newUser();
      const revoked = await api.sessions.issue(user.id, 'PASSWORD', {});
      await api.sessions.revoke(tokenJti(revoked.token));
      expect((await info(revoked.token, user.id)).status).toBe(401);

      const expired = await api.sessions.issue(user.id, 'PASSWORD', {});
      await api.prisma.session.update({
        where: { jti: tokenJti(expired.token) },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      expect((await info(expired.token, user.id)).status).toBe(401);

      const live = await api.sessions.issue(user.id, 'PASSWORD', {});
      await info(live.token, user.id).expect(200);
      const ban = await api.prisma.userBan.create({
        data: { userId: user.id, kind: 'LOGIN', liftedAt: new Date() },
      });
      await info(live.token, user.id).expect(200);
      await api.prisma.userBan.update({ where: { id: ban.id }, data: { liftedAt: null } });
      expect((await info(live.token, user.id)).body.code).toBe('401');
      // The ban ended the session: lifting it does not bring the token back.
      await api.prisma.userBan.update({ where: { id: ban.id }, data: { liftedAt: new Date() } });
      expect((await info(live.token, user.id)).status).toBe(401);
      expect(
        (await api.prisma.session.findUniqueOrThrow({ where: { jti: tokenJti(live.token) } })).revokedAt,
      ).not.toBeNull();
    });

    it('keeps the last login time of a new session (one transaction with the session row)', async () => {
      const user = await api.factories.newUser();
      expect(user.lastLoginAt).toBeNull();
      const before = Date.now();
      const issued = await api.sessions.issue(user.id, 'PASSWORD', {
        way: 'WEB',
        deviceId: 'dev-1',
        ip: '127.0.0.1',
      });
      const row = await api.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(row.lastLoginAt?.getTime()).toBeGreaterThanOrEqual(before - 5);
      const session = await api.prisma.session.findUniqueOrThrow({ where: { jti: tokenJti(issued.token) } });
      expect(session).toMatchObject({
        userId: user.id,
        method: 'PASSWORD',
        way: 'WEB',
        deviceId: 'dev-1',
        ip: '127.0.0.1',
      });
      expect(session.expiresAt.toISOString()).toBe(issued.expiresAt);
    });
  });

  function tokenJti(token: string): string {
    const payload = token.split('.')[1] ?? '';
    return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { jti: string }).jti;
  }
});
