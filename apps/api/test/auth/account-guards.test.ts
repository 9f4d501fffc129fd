import { Controller, HttpCode, Module, Post } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { AuthModule } from '../../src/modules/auth/auth.module.js';
import { NotBannedFrom, TradingAccount } from '../../src/modules/auth/trader-rules.guard.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('auth/account-guards', () => {
  // The withdrawal and C2C routes come with the balance and order work; this test-only controller puts the
  // same decorators on three routes so that the guards' rules are pinned down now, on the real database.
  @Controller('ban-probe')
  class BanProbeController {
    @Post('withdraw')
    @HttpCode(200)
    @NotBannedFrom('WITHDRAWAL')
    withdraw() {
      return 'withdrawn';
    }

    @Post('buy')
    @HttpCode(200)
    @TradingAccount('C2C_BUY')
    buy() {
      return 'bought';
    }

    @Post('sell')
    @HttpCode(200)
    @TradingAccount('C2C_SELL')
    sell() {
      return 'sold';
    }
  }

  @Module({ imports: [AuthModule], controllers: [BanProbeController] })
  class BanProbeModule {}

  type UserOverrides = Parameters<TestApi['factories']['newUser']>[0];

  /** A trader ready to trade (wallet, advanced KYC, nickname, security password) unless told otherwise. */
  function readyTrader(api: TestApi, overrides: UserOverrides = {}) {
    return api.factories.newUser({
      walletAddress: `0x${randomBytes(20).toString('hex')}`,
      securityPasswordHash: '$2b$04$abcdefghijklmnopqrstuu4XW6wQ3yF4o0m3J8QZ4k9b8a7c6d5e4',
      ...overrides,
    });
  }

  describe('bans on withdrawal, C2C buying and C2C selling (RISK5002-5004)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({}, [BanProbeModule]);
    });
    afterAll(() => api.close());

    async function trader(overrides: UserOverrides = {}) {
      const user = await readyTrader(api, overrides);
      const { token } = await api.sessions.issue(user.id, 'PASSWORD', {});
      const call = (route: string) =>
        request(api.http).post(`/api/ban-probe/${route}`).set('Authorization', `Bearer ${token}`);
      return { user, call };
    }

    it('lets a trader without bans through', async () => {
      const t = await trader();
      for (const route of ['withdraw', 'buy', 'sell']) {
        expect((await t.call(route)).body.code).toBe('200');
      }
    });

    it.each([
      ['WITHDRAWAL', 'withdraw', 'RISK5002'],
      ['C2C_BUY', 'buy', 'RISK5003'],
      ['C2C_SELL', 'sell', 'RISK5004'],
    ] as const)(
      'refuses a trader banned from %s on its route (%s: %s), and only there',
      async (kind, route, code) => {
        const t = await trader();
        await api.prisma.userBan.create({ data: { userId: t.user.id, kind } });
        const refused = await t.call(route);
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe(code);
        for (const other of ['withdraw', 'buy', 'sell'].filter((r) => r !== route)) {
          expect((await t.call(other)).body.code).toBe('200');
        }
      },
    );

    it('ignores a lifted or expired ban', async () => {
      const t = await trader();
      await api.prisma.userBan.createMany({
        data: [
          { userId: t.user.id, kind: 'WITHDRAWAL', liftedAt: new Date() },
          { userId: t.user.id, kind: 'C2C_BUY', until: new Date(Date.now() - 1000) },
        ],
      });
      expect((await t.call('withdraw')).body.code).toBe('200');
      expect((await t.call('buy')).body.code).toBe('200');
    });

    it('needs a session first (401)', async () => {
      for (const route of ['withdraw', 'buy', 'sell']) {
        await request(api.http).post(`/api/ban-probe/${route}`).expect(401);
      }
    });
  });

  describe('what a trader needs before buying or selling (KYC required to trade)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({}, [BanProbeModule]);
    });
    afterAll(() => api.close());

    async function call(overrides: UserOverrides) {
      const user = await readyTrader(api, overrides);
      const { token } = await api.sessions.issue(user.id, 'PASSWORD', {});
      const codes = [];
      for (const route of ['buy', 'sell']) {
        const res = await request(api.http)
          .post(`/api/ban-probe/${route}`)
          .set('Authorization', `Bearer ${token}`);
        codes.push(res.body.code as string);
      }
      return codes;
    }

    it('lets a ready trader buy and sell', async () => {
      expect(await call({})).toEqual(['200', '200']);
    });

    it('refuses a trader without a bound identity wallet (1015)', async () => {
      expect(await call({ walletAddress: null, kycLevel: 'NONE', kycVerifiedAt: null })).toEqual([
        '1015',
        '1015',
      ]);
    });

    it('refuses a trader whose KYC is not advanced (4001)', async () => {
      expect(await call({ kycLevel: 'BASIC' })).toEqual(['4001', '4001']);
    });

    it('refuses a trader without a nickname (1026) or a security password (1027)', async () => {
      expect(await call({ nickname: null })).toEqual(['1026', '1026']);
      expect(await call({ securityPasswordHash: null })).toEqual(['1027', '1027']);
    });
  });
});
