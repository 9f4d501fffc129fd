// Issue 25, trading limits in the console: the defaults new accounts get (administrators; stored as an
// operator setting, read when an account is created) and one trader's own limits (customer service and
// administrators, with a reason). Bounds are refused with 400 on the field; every change is in the staff
// audit log with the limits before and after; posting an ad and placing an order obey a change at once,
// even a limit below what the trader has open now (it refuses new ones, the open ones stay).
import { randomBytes } from 'node:crypto';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { UserAccountsService } from '../../src/modules/users/user-accounts.service.js';
import { adBody, methodOf, newPair, postAd } from '../ads/ads-fixtures.js';
import { orderOn, placeOrder, publishedAd, trader } from '../orders/order-fixtures.js';
import { staffSuite } from '../support/staff-access.js';
import { auditOf, clearLimitDefaults, staffCall } from './settings-fixtures.js';

describe('admin-settings/user-limits', () => {
  const suite = staffSuite(clearLimitDefaults);
  afterEach(() => clearLimitDefaults(suite.api));

  const admin = () => suite.tokens.staff.ADMIN;
  const cs = () => suite.tokens.staff.CUSTOMER_SERVICE;

  const BUILT_IN = {
    buyAdLimit: 5,
    sellAdLimit: 5,
    initiatedBuyLimit: 5,
    initiatedSellLimit: 5,
    pendingOrderLimit: 10,
  };
  const CUSTOM = {
    buyAdLimit: 2,
    sellAdLimit: 3,
    initiatedBuyLimit: 4,
    initiatedSellLimit: 6,
    pendingOrderLimit: 7,
  };

  const setDefaults = (body: object, token = admin().token) =>
    staffCall(suite.api, token, 'POST', '/config/user-limit-defaults', body);
  const getDefaults = () => staffCall(suite.api, admin().token, 'GET', '/config/user-limit-defaults');
  const setLimits = (id: bigint | string, body: object, token = cs().token) =>
    staffCall(suite.api, token, 'POST', `/users/${id}/limits`, body);
  const getLimits = (id: bigint | string, token = cs().token) =>
    staffCall(suite.api, token, 'GET', `/users/${id}/limits`);

  const limitsOf = (id: bigint) =>
    suite.api.prisma.user.findUniqueOrThrow({
      where: { id },
      select: {
        buyAdLimit: true,
        sellAdLimit: true,
        initiatedBuyLimit: true,
        initiatedSellLimit: true,
        pendingOrderLimit: true,
      },
    });

  const BAD_LIMITS: [string, object, string][] = [
    ['a negative limit', { ...CUSTOM, buyAdLimit: -1 }, 'buyAdLimit'],
    ['a limit over 1000', { ...CUSTOM, pendingOrderLimit: 1001 }, 'pendingOrderLimit'],
    ['a fractional limit', { ...CUSTOM, initiatedSellLimit: 2.5 }, 'initiatedSellLimit'],
    ['a missing limit', { ...CUSTOM, sellAdLimit: undefined }, 'sellAdLimit'],
    ['a text limit', { ...CUSTOM, initiatedBuyLimit: 'many' }, 'initiatedBuyLimit'],
  ];

  describe('the limit defaults of new accounts (GET/POST /admin/config/user-limit-defaults)', () => {
    it('answers the built-in defaults until administrators set them', async () => {
      expect((await getDefaults().expect(200)).body.data).toEqual({ ...BUILT_IN, stored: false });
    });

    it('stores the defaults, audits them before and after, and new accounts (password and wallet) get them; existing ones keep theirs', async () => {
      const existing = await suite.api.factories.newUser();
      const res = await setDefaults(CUSTOM).expect(200);
      expect(res.body.data).toEqual({ ...CUSTOM, stored: true });
      expect((await getDefaults().expect(200)).body.data).toEqual({ ...CUSTOM, stored: true });
      const [row] = (await auditOf(suite.api, admin().id, 'SETTINGS_USER_LIMIT_DEFAULTS')).slice(-1);
      expect(row).toMatchObject({
        target: 'setting:user_limit_defaults',
        data: { before: { ...BUILT_IN, stored: false }, after: { ...CUSTOM, stored: true } },
      });

      const accounts = suite.api.app.get(UserAccountsService);
      const tag = randomBytes(4).toString('hex');
      const byPassword = await suite.api.app
        .get(TransactionRunner)
        .run((tx) => accounts.createWithPassword(tx, `limits-${tag}@example.test`, 'hash'));
      const byWallet = await accounts.createWalletAccount(`0x${randomBytes(20).toString('hex')}`, {
        walletIdentity: `id-${tag}`,
        kycLevel: 'BASIC',
        kycVerifiedAt: new Date(),
      });
      expect(await limitsOf(byPassword)).toEqual(CUSTOM);
      expect(await limitsOf(byWallet)).toEqual(CUSTOM);
      expect(await limitsOf(existing.id)).toEqual(BUILT_IN);
    });

    it.each(BAD_LIMITS)('refuses %s with 400 on the field and stores nothing', async (_name, body, field) => {
      const res = await setDefaults(body);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
      expect((res.body.data as { field: string }[]).map((p) => p.field)).toContain(field);
      expect((await getDefaults()).body.data.stored).toBe(false);
    });

    it('accepts the bounds themselves (0 and 1000)', async () => {
      const bounds = { ...CUSTOM, buyAdLimit: 0, pendingOrderLimit: 1000 };
      expect((await setDefaults(bounds).expect(200)).body.data).toEqual({ ...bounds, stored: true });
    });
  });

  describe("one trader's limits (GET/POST /admin/users/:id/limits)", () => {
    it('answers the trader’s limits, and 1001 for no such trader', async () => {
      const t = await suite.api.factories.newUser({ pendingOrderLimit: 4 });
      const res = await getLimits(t.id).expect(200);
      expect(res.body.data).toEqual({ userId: String(t.id), ...BUILT_IN, pendingOrderLimit: 4 });
      const missing = await getLimits('999999999999');
      expect({ status: missing.status, code: missing.body.code }).toEqual({ status: 404, code: '1001' });
      const huge = await getLimits('99999999999999999999');
      expect(huge.body.code).not.toBe('500');
    });

    it('sets the five limits with a reason and audits the reason and the limits before and after', async () => {
      const t = await suite.api.factories.newUser();
      const res = await setLimits(t.id, { ...CUSTOM, reason: '  Merchant asked for fewer ads  ' }).expect(
        200,
      );
      expect(res.body.data).toEqual({ userId: String(t.id), ...CUSTOM });
      expect(await limitsOf(t.id)).toEqual(CUSTOM);
      const [row] = (await auditOf(suite.api, cs().id, 'SUPPORT_USER_LIMITS')).slice(-1);
      expect(row).toMatchObject({
        target: `user:${t.id}`,
        data: { reason: 'Merchant asked for fewer ads', before: BUILT_IN, after: CUSTOM },
      });
    });

    it.each([
      ...BAD_LIMITS.map(([name, body, field]) => [name, { ...body, reason: 'Check' }, field] as const),
      ['no reason', { ...CUSTOM }, 'reason'] as const,
      ['a blank reason', { ...CUSTOM, reason: '   ' }, 'reason'] as const,
      ['a reason over 255 characters', { ...CUSTOM, reason: 'x'.repeat(256) }, 'reason'] as const,
    ])('refuses %s with 400 on the field and changes nothing', async (_name, body, field) => {
      const t = await suite.api.factories.newUser();
      const res = await setLimits(t.id, body);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
      expect((res.body.data as { field: string }[]).map((p) => p.field)).toContain(field);
      expect(await limitsOf(t.id)).toEqual(BUILT_IN);
    });

    it('refuses a change for no such trader (1001) and writes no audit row', async () => {
      const before = (await auditOf(suite.api, cs().id, 'SUPPORT_USER_LIMITS')).length;
      const res = await setLimits('999999999999', { ...CUSTOM, reason: 'Check' });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: '1001' });
      expect(await auditOf(suite.api, cs().id, 'SUPPORT_USER_LIMITS')).toHaveLength(before);
    });
  });

  describe('posting and placing obey a change at once', () => {
    it('a pending-order limit lowered below the open orders refuses the next order (5023); the open ones stay', async () => {
      const ad = await publishedAd(suite.api);
      const buyer = await trader(suite.api, { pendingOrderLimit: 5, initiatedBuyLimit: 5 });
      const first = await orderOn(suite.api, buyer, ad);
      await orderOn(suite.api, buyer, ad);
      await setLimits(buyer.userId, {
        ...BUILT_IN,
        pendingOrderLimit: 1,
        reason: 'Too many open orders',
      }).expect(200);
      const res = await placeOrder(suite.api, buyer, ad).expect(409);
      expect(res.body.code).toBe('5023');
      const open = await suite.api.prisma.order.findUniqueOrThrow({ where: { id: BigInt(first) } });
      expect(open.status).not.toMatch(/CANCEL/);
    });

    it('a raised limit lets the next order through at once', async () => {
      const ad = await publishedAd(suite.api);
      const buyer = await trader(suite.api, { pendingOrderLimit: 1 });
      await orderOn(suite.api, buyer, ad);
      expect((await placeOrder(suite.api, buyer, ad).expect(409)).body.code).toBe('5023');
      await setLimits(buyer.userId, { ...BUILT_IN, pendingOrderLimit: 2, reason: 'Trusted trader' }).expect(
        200,
      );
      await placeOrder(suite.api, buyer, ad).expect(200);
    });

    it('a buying-ad limit of 0 refuses the next buy ad (5019) while selling ads go on', async () => {
      const t = await trader(suite.api);
      const pair = await newPair(suite.api);
      const method = await methodOf(suite.api, t.userId, pair.quote);
      await setLimits(
        t.userId,
        { ...BUILT_IN, buyAdLimit: 0, reason: 'No buy ads for now' },
        admin().token,
      ).expect(200);
      const buy = await postAd(suite.api, t, adBody(pair.id, [method], { type: 'BUY' })).expect(409);
      expect(buy.body.code).toBe('5019');
      await postAd(suite.api, t, adBody(pair.id, [method], { type: 'SELL' })).expect(200);
    });
  });
});
