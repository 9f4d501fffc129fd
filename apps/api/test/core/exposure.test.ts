// What the API exposes by configuration: the Swagger UI (OPENAPI_UI) and the bind address (HOST).
import request from 'supertest';
import { DEV_IDENTITY_ISSUER } from '../../src/core/config/auth-config.js';
import { startTestApi, testConfig, type TestApi } from '../support/harness.js';

describe('core/exposure', () => {
  describe('Swagger UI in production (OPENAPI_UI unset)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ NODE_ENV: 'production' });
    });
    afterAll(() => api.close());

    it('serves no /api/docs and no /api/docs/json', async () => {
      expect(api.config.openApiUi).toBe(false);
      expect((await request(api.http).get('/api/docs')).status).toBe(404);
      expect((await request(api.http).get('/api/docs/json')).status).toBe(404);
      await request(api.http).get('/api/common/coin').expect(200);
    });
  });

  describe('OPENAPI_UI setting', () => {
    it('defaults to on outside production and off in production; true or false overrides', () => {
      expect(testConfig({ NODE_ENV: 'development' }).openApiUi).toBe(true);
      expect(testConfig({ NODE_ENV: 'test' }).openApiUi).toBe(true);
      expect(testConfig({ NODE_ENV: 'production' }).openApiUi).toBe(false);
      expect(testConfig({ NODE_ENV: 'production', OPENAPI_UI: 'true' }).openApiUi).toBe(true);
      expect(testConfig({ NODE_ENV: 'development', OPENAPI_UI: 'false' }).openApiUi).toBe(false);
      expect(() => testConfig({ OPENAPI_UI: 'yes please' })).toThrow(/OPENAPI_UI/);
    });
  });

  describe('HOST setting', () => {
    it('binds to 127.0.0.1 outside production and to 0.0.0.0 in production by default', () => {
      expect(testConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
      expect(testConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
      expect(testConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
      expect(testConfig({ NODE_ENV: 'production', HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
    });

    it('refuses to listen beyond loopback while the development KYC issuer is trusted', () => {
      const dev = { NODE_ENV: 'development', IDENTITY_ISSUERS: DEV_IDENTITY_ISSUER };
      expect(testConfig(dev).host).toBe('127.0.0.1');
      expect(testConfig({ ...dev, HOST: '::1' }).host).toBe('::1');
      expect(() => testConfig({ ...dev, HOST: '0.0.0.0' })).toThrow(
        /HOST: 0\.0\.0\.0 .*development KYC issuer/,
      );
      expect(() => testConfig({ ...dev, HOST: '192.168.1.20' })).toThrow(/HOST/);
    });

    it('refuses a host that is not an IP address', () => {
      expect(() => testConfig({ HOST: 'example.com' })).toThrow(/HOST: example\.com is not an IP address/);
    });
  });
});
