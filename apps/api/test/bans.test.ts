import { Controller, HttpCode, Module, Post } from '@nestjs/common';
import request from 'supertest';
import { AuthModule } from '../src/auth/auth.module.js';
import { NotBannedFrom } from '../src/auth/ban.guard.js';
import { startTestApi, type TestApi } from './harness.js';

// The withdrawal and C2C routes come with the balance and order work; this test-only controller puts the
// same decorator on three routes so that the guard's rule is pinned down now, on the real database.
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
  @NotBannedFrom('C2C_BUY')
  buy() {
    return 'bought';
  }

  @Post('sell')
  @HttpCode(200)
  @NotBannedFrom('C2C_SELL')
  sell() {
    return 'sold';
  }
}

@Module({ imports: [AuthModule], controllers: [BanProbeController] })
class BanProbeModule {}

describe('bans on withdrawal, C2C buying and C2C selling (RISK5002-5004)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({}, [BanProbeModule]);
  });
  afterAll(() => api.close());

  async function trader() {
    const user = await api.factories.newUser();
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
    await request(api.http).post('/api/ban-probe/withdraw').expect(401);
  });
});
