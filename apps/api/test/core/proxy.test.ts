// Whose address a rate limit counts: the connection's, or the one a trusted proxy forwarded.
import request from 'supertest';
import { startTestApi, testConfig, type TestApi } from '../support/harness.js';
import { rateLimitKey } from '../../src/core/throttle/client-address.js';
import { type MailTestApi, passSlider, startMailTestApi } from '../support/mail-catcher.js';

describe('core/proxy', () => {
  const LIMIT = 20;

  /** A throttled route that answers cheaply (GET /user/isBind/{email}). */
  function isBind(api: TestApi, forwardedFor?: string): request.Test {
    const req = request(api.http).get('/api/user/isBind/nobody@example.test');
    return forwardedFor === undefined ? req : req.set('X-Forwarded-For', forwardedFor);
  }

  describe('client address without a trusted proxy (TRUSTED_PROXIES unset)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ AUTH_THROTTLE_PER_MINUTE: String(LIMIT) });
    });
    afterAll(() => api.close());

    it('trusts no proxy by default', () => {
      expect(api.config.trustedProxies).toEqual([]);
    });

    it('ignores a forged X-Forwarded-For: the 21st call from "different" addresses is refused (429)', async () => {
      for (let i = 1; i <= LIMIT; i += 1) {
        await isBind(api, `203.0.113.${i}`).expect(200);
      }
      const over = await isBind(api, '203.0.113.200');
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('429');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('client address behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)', () => {
    let api: TestApi;
    beforeAll(async () => {
      // The test client connects from loopback: it plays the proxy.
      api = await startTestApi({ AUTH_THROTTLE_PER_MINUTE: String(LIMIT), TRUSTED_PROXIES: '127.0.0.1' });
    });
    afterAll(() => api.close());

    it('gives two forwarded client addresses separate buckets', async () => {
      for (let i = 0; i < LIMIT; i += 1) await isBind(api, '198.51.100.1').expect(200);
      expect((await isBind(api, '198.51.100.1')).status).toBe(429);
      await isBind(api, '198.51.100.2').expect(200);
    });

    it('counts the right-most untrusted address: a forged left-most entry does not pick the bucket', async () => {
      // The client sent "X-Forwarded-For: <forged>"; the proxy appended the address it saw.
      for (let i = 0; i < LIMIT; i += 1) await isBind(api, `192.0.2.${i + 1}, 198.51.100.3`).expect(200);
      const over = await isBind(api, '192.0.2.250, 198.51.100.3');
      expect(over.status).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
    });

    it('keys the bucket on that address (Redis key names it)', async () => {
      const keys = await api.redis.keys(`${api.config.redisPrefix}throttle:*`);
      const names = keys.map((k) => k.slice(api.config.redisPrefix.length));
      expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/:198\.51\.100\.3$/)]));
      expect(names.some((n) => n.includes('192.0.2.'))).toBe(false);
    });
  });

  describe('email code per-IP limit behind a trusted proxy', () => {
    let suite: MailTestApi;
    beforeAll(async () => {
      suite = await startMailTestApi({ TRUSTED_PROXIES: '127.0.0.1', EMAIL_CODE_IP_HOURLY_LIMIT: '1' });
    });
    afterAll(() => suite.close());

    async function send(email: string, forwardedFor: string): Promise<request.Response> {
      const sliderToken = await passSlider(suite.api.http);
      return request(suite.api.http)
        .post('/api/email/send')
        .set('X-Forwarded-For', forwardedFor)
        .send({ email, scene: 'REGISTER', sliderToken });
    }

    it('counts codes per forwarded client address, not per proxy nor per forged entry (1011)', async () => {
      const stamp = Date.now().toString(36);
      expect((await send(`ip1_${stamp}@example.test`, '198.51.100.9')).body.code).toBe('200');
      const again = await send(`ip2_${stamp}@example.test`, '192.0.2.77, 198.51.100.9');
      expect(again.status).toBe(429);
      expect(again.body.code).toBe('1011');
      expect((await send(`ip3_${stamp}@example.test`, '198.51.100.10')).body.code).toBe('200');
      const prefix = suite.api.config.redisPrefix;
      const keys = (await suite.api.redis.keys(`${prefix}email-code:ip:*`)).map((k) =>
        k.slice(prefix.length),
      );
      expect(keys.sort()).toEqual(['email-code:ip:198.51.100.10', 'email-code:ip:198.51.100.9']);
    });
  });

  describe('rate-limit key of an address', () => {
    it('reads IPv4-mapped IPv6 as IPv4 and groups IPv6 by /64', () => {
      expect(rateLimitKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
      expect(rateLimitKey('198.51.100.7')).toBe('198.51.100.7');
      expect(rateLimitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
      expect(rateLimitKey('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
      expect(rateLimitKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
      expect(rateLimitKey(undefined)).toBe('unknown');
    });
  });

  describe('TRUSTED_PROXIES validation', () => {
    it('takes addresses and CIDR ranges', () => {
      const config = testConfig({ TRUSTED_PROXIES: '10.0.0.5, 172.29.80.0/24,fd00::/8' });
      expect(config.trustedProxies).toEqual(['10.0.0.5', '172.29.80.0/24', 'fd00::/8']);
    });

    it.each(['nginx', '10.0.0.0/33', '10.0.0.0/8/1', '300.1.1.1', 'fd00::/129', '*'])(
      'refuses %s at boot',
      (value) => {
        expect(() => testConfig({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
      },
    );
  });
});
