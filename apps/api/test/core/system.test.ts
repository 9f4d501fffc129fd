import { ALL_ERROR_CODES } from '@p2p/contracts';
import request from 'supertest';
import { AppException } from '../../src/core/common/app-exception.js';
import { ConfigError, loadConfig } from '../../src/core/config/config.js';
import { HealthService } from '../../src/core/health/health.service.js';
import { portOf, serveWorkerHealth } from '../../src/core/health/worker-health.server.js';
import { TEST_LOGIN_PRIVATE_PEM } from '../support/harness.js';
import { startTestApi, type TestApi } from '../support/harness.js';

describe('core/system', () => {
  describe('API skeleton', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.close());

    describe('health', () => {
      it('GET /api/health answers 200 with PostgreSQL and Redis up', async () => {
        const res = await request(api.http).get('/api/health').expect(200);
        expect(res.body).toMatchObject({
          code: '200',
          data: { status: 'ok', checks: { database: 'up', redis: 'up' } },
        });
      });
    });

    describe("the worker's health server (issue 27: the worker serves no API, its probes still ask)", () => {
      it('answers GET /api/health with the same check as the API (real PostgreSQL and Redis), 404 to anything else', async () => {
        const health = api.app.get(HealthService);
        const server = await serveWorkerHealth(() => health.check(), 0, '127.0.0.1');
        try {
          const base = `http://127.0.0.1:${portOf(server)}`;
          const res = await fetch(`${base}/api/health`);
          expect(res.status).toBe(200);
          expect(await res.json()).toMatchObject({
            code: '200',
            data: { status: 'ok', checks: { database: 'up', redis: 'up' } },
          });
          for (const [path, method] of [
            ['/api/health', 'POST'],
            ['/api/c2c/advert/page', 'GET'],
            ['/', 'GET'],
          ] as const) {
            const other = await fetch(`${base}${path}`, { method });
            expect([path, method, other.status]).toEqual([path, method, 404]);
            expect(((await other.json()) as { code: string }).code).toBe('404');
          }
        } finally {
          server.close();
        }
      });

      it('answers 503 with which dependency is down when the check fails', async () => {
        const report = {
          status: 'error' as const,
          checks: { database: 'up' as const, redis: 'down' as const },
          uptimeSeconds: 1,
        };
        const server = await serveWorkerHealth(
          () => Promise.reject(new AppException('SERVICE_UNAVAILABLE', report)),
          0,
          '127.0.0.1',
        );
        try {
          const res = await fetch(`http://127.0.0.1:${portOf(server)}/api/health`);
          expect(res.status).toBe(503);
          expect(await res.json()).toMatchObject({ code: '503', data: report });
        } finally {
          server.close();
        }
      });
    });

    describe('envelope and errors', () => {
      it('answers an unknown route with catalogue code 404 in the envelope', async () => {
        const res = await request(api.http).get('/api/no/such/route').expect(404);
        expect(res.body).toEqual({ code: '404', message: expect.any(String), data: null });
      });

      it('translates the message from the language header (en sent as en_US)', async () => {
        const en = await request(api.http).get('/api/nope').set('language', 'en_US');
        const zh = await request(api.http).get('/api/nope').set('language', 'zh_TW');
        expect(en.body.message).not.toEqual(zh.body.message);
        expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
      });

      it('answers malformed JSON with code 400, never a 500', async () => {
        const res = await request(api.http)
          .post('/api/health')
          .set('Content-Type', 'application/json')
          .send('{"broken":');
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('400');
      });

      it('answers a too-large body with code 400', async () => {
        const res = await request(api.http)
          .post('/api/health')
          .set('Content-Type', 'application/json')
          .send(JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }));
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('400');
      });

      it('every error answer uses a code of the catalogue', async () => {
        const paths = ['/api/x', '/api/document/config/abc', '/api/common/coin?pageSize=1000'];
        for (const path of paths) {
          const res = await request(api.http).get(path);
          expect(ALL_ERROR_CODES).toContain(res.body.code);
        }
      });

      it('echoes a correlation id header on every answer', async () => {
        const res = await request(api.http).get('/api/health').set('x-correlation-id', 'abc12345-test');
        expect(res.headers['x-correlation-id']).toBe('abc12345-test');
        const fresh = await request(api.http).get('/api/health');
        expect(fresh.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
      });

      it('sets helmet security headers', async () => {
        const res = await request(api.http).get('/api/health');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-powered-by']).toBeUndefined();
      });
    });

    describe('OpenAPI', () => {
      it('serves the document at /api/docs/json with the reference calls', async () => {
        const res = await request(api.http).get('/api/docs/json').expect(200);
        expect(res.body.openapi).toMatch(/^3\./);
        expect(Object.keys(res.body.paths)).toEqual(
          expect.arrayContaining(['/api/health', '/api/common/coin', '/api/document/config/{id}']),
        );
      });
    });
  });

  describe('configuration', () => {
    it('refuses to boot without DATABASE_URL, naming it', () => {
      expect(() => loadConfig({})).toThrow(ConfigError);
      expect(() => loadConfig({})).toThrow(/DATABASE_URL/);
    });

    it('refuses a non-PostgreSQL DATABASE_URL', () => {
      expect(() => loadConfig({ DATABASE_URL: 'mysql://x@y/z', JWT_SECRET: 'x'.repeat(32) })).toThrow(
        /postgresql/,
      );
    });

    const base = {
      DATABASE_URL: 'postgresql://u@h/db',
      JWT_SECRET: 'x'.repeat(32),
      LOGIN_RSA_PRIVATE_KEY: TEST_LOGIN_PRIVATE_PEM,
    };

    it('takes the port from PORT', () => {
      expect(loadConfig({ ...base, PORT: '4123' }).port).toBe(4123);
    });

    it('refuses to boot without JWT_SECRET or with a short one', () => {
      expect(() => loadConfig({ DATABASE_URL: base.DATABASE_URL })).toThrow(/JWT_SECRET/);
      expect(() => loadConfig({ ...base, JWT_SECRET: 'short' })).toThrow(/at least 32/);
    });

    it('refuses a login key that is not an RSA PEM', () => {
      expect(() => loadConfig({ ...base, LOGIN_RSA_PRIVATE_KEY: 'not a key' })).toThrow(
        /LOGIN_RSA_PRIVATE_KEY/,
      );
    });

    it('accepts the login key with escaped newlines', () => {
      const escaped = TEST_LOGIN_PRIVATE_PEM.replace(/\n/g, '\\n');
      expect(loadConfig({ ...base, LOGIN_RSA_PRIVATE_KEY: escaped }).auth.loginRsaPrivateKey).toContain(
        'BEGIN',
      );
    });

    it('refuses the public development KYC issuer in production, and accepts it in development', () => {
      const dev = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
      expect(() => loadConfig({ ...base, NODE_ENV: 'production', IDENTITY_ISSUERS: dev })).toThrow(
        /development issuer/,
      );
      const own = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
      expect(
        loadConfig({ ...base, NODE_ENV: 'production', IDENTITY_ISSUERS: own }).auth.identityIssuers,
      ).toEqual([own]);
      expect(
        loadConfig({ ...base, NODE_ENV: 'development', IDENTITY_ISSUERS: dev }).auth.identityIssuers,
      ).toEqual([dev]);
    });

    it('never puts the secret in its error report', () => {
      try {
        loadConfig({ JWT_SECRET: 'top-secret-value-that-must-not-leak' });
      } catch (err) {
        expect(String(err)).not.toContain('top-secret-value');
      }
    });
  });
});
