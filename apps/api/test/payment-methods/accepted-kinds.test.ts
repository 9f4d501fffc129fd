// The payment-method kinds the platform accepts (PAYMENT_METHOD_KINDS): another kind is refused with
// 5038. Its own file: one API per test process (the session strategy is process-wide).
import request from 'supertest';
import { ConfigError } from '../../src/core/config/config.js';
import { startTestApi, testConfig, type TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';

describe('payment-methods/accepted-kinds', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ PAYMENT_METHOD_KINDS: 'BANK_CARD,ALIPAY' });
  });
  afterAll(() => api.close());

  const card = {
    kind: 'BANK_CARD',
    name: 'Li Lei',
    account: '6222020200112233',
    bankName: 'ICBC',
    currency: 'CNY',
  };
  const wechat = { kind: 'WECHAT', name: 'Li Lei', account: 'wxid123', currency: 'CNY' };

  describe('accepted payment-method kinds', () => {
    it('refuses a kind the platform does not accept (5038), on add and on edit', async () => {
      const user = await api.factories.newUser();
      const { token } = await api.sessions.issue(user.id, 'PASSWORD', {});
      const call = (path: string, body: object) =>
        request(api.http).post(`/api/user/payment/${path}`).set(auth(token)).send(body);
      const res = await call('add', wechat);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '5038' });
      const { id } = (await call('add', card).expect(200)).body.data;
      expect((await call(`edit/${id}`, wechat)).body.code).toBe('5038');
      await call('add', { ...wechat, kind: 'ALIPAY' }).expect(200);
      expect(await api.prisma.paymentMethod.count({ where: { userId: user.id } })).toBe(2);
    });

    it('refuses an unknown kind name in the configuration; none configured accepts every kind', () => {
      expect(() => testConfig({ PAYMENT_METHOD_KINDS: 'BANK_CARD,PAYPAL' })).toThrow(ConfigError);
      expect(testConfig({ PAYMENT_METHOD_KINDS: ' ALIPAY ' }).paymentMethodKinds).toEqual(['ALIPAY']);
      expect(testConfig().paymentMethodKinds).toHaveLength(6);
    });
  });
});
