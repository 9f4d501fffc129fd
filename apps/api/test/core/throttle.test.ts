import request from 'supertest';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('core/throttle', () => {
  describe('sign-in rate limit (Redis-backed throttler)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ AUTH_THROTTLE_PER_MINUTE: '3' });
    });
    afterAll(() => api.close());

    it('answers 429 to a client address past AUTH_THROTTLE_PER_MINUTE logins a minute', async () => {
      // An address of this test only: failed sign-ins of another file in the same database (the staff
      // lockout counts them per email) must not answer before the rate limit does.
      const body = { email: `throttle-${Date.now().toString(36)}@example.test`, password: 'x' };
      for (let i = 0; i < 3; i += 1) {
        const res = await request(api.http).post('/api/admin/auth/login').send(body);
        expect(res.body.code).toBe('1004');
      }
      const over = await request(api.http).post('/api/admin/auth/login').send(body);
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('429');
    });

    it.each([
      ['GET /user/isBind/{email}', '/api/user/isBind/guess@example.test'],
      ['GET /email/check/{x}', '/api/email/check/guess@example.test'],
    ])(
      'limits the account lookup %s: the call past the limit answers 429 with Retry-After',
      async (_, path) => {
        for (let i = 0; i < 3; i += 1) await request(api.http).get(path).expect(200);
        const over = await request(api.http).get(path);
        expect(over.status).toBe(429);
        expect(over.body.code).toBe('429');
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      },
    );

    it('keeps its counters in Redis under the run prefix', async () => {
      const keys = await api.redis.keys(`${api.config.redisPrefix}throttle:*`);
      expect(keys.length).toBeGreaterThan(0);
    });

    it('does not limit reference reads', async () => {
      for (let i = 0; i < 6; i += 1) await request(api.http).get('/api/common/coin').expect(200);
    });
  });
});
