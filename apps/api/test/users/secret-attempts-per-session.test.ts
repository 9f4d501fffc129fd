// Security-password attempts are counted per session as well as per user (issue 22: a stolen session can
// use up the security-password attempts): a session that used up its attempts is refused (429), while the
// owner's other session still has its own; the user's wider limit bounds every session together.
import request from 'supertest';
import {
  SECRET_CHECKS_PER_USER_WINDOW,
  SECRET_CHECKS_PER_WINDOW,
} from '../../src/modules/users/secret-check.js';
import { UserAccountsService } from '../../src/modules/users/user-accounts.service.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';
import { SECURITY, trader } from '../orders/order-fixtures.js';

describe('users/secret-attempts-per-session', () => {
  let api: TestApi;

  /** The session id (jti) a trader token carries. */
  const jtiOf = (token: string): string =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /** "I have received" on `orderId` in the session of `token`, with `securityCode`. */
  const confirm = (token: string, orderId: bigint, securityCode: string) =>
    request(api.http).post(`/api/c2c/deal/order/confirm/${orderId}`).set(auth(token)).send({ securityCode });

  /** A seller with a second session at hand, and orders of theirs waiting for their confirmation. */
  async function owner() {
    const t = await trader(api);
    const buyer = await trader(api);
    const session = async () => (await api.sessions.issue(t.userId, 'PASSWORD', {})).token;
    const order = async () =>
      (
        await api.factories.newOrder(buyer.userId, t.userId, {
          status: 'WAIT_SELLER_CONFIRM',
          receivingAddress: buyer.address,
        })
      ).id;
    return { ...t, session, order };
  }

  describe('security-password attempts per session (issue 22: a stolen session cannot block its owner)', () => {
    it(`refuses a session after ${SECRET_CHECKS_PER_WINDOW} wrong attempts (429, even with the right password) while the owner's other session is still checked`, async () => {
      const t = await owner();
      const stolen = t.token;
      const own = await t.session();
      const order = await t.order();
      for (let i = 0; i < SECRET_CHECKS_PER_WINDOW; i += 1)
        expect((await confirm(stolen, order, '999999999')).body.code).toBe('USER3011');
      const locked = await confirm(stolen, order, SECURITY);
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('429');
      expect((await api.prisma.order.findUniqueOrThrow({ where: { id: order } })).status).toBe(
        'WAIT_SELLER_CONFIRM',
      );

      // The owner's session: a wrong password is checked (USER3011, not 429) and the right one passes the
      // check (this bare order, made without escrow, is then refused for what it lacks).
      expect((await confirm(own, order, '999999999')).body.code).toBe('USER3011');
      const passed = await confirm(own, order, SECURITY);
      expect(passed.body.code).toBe('5028'); // past the password: no coin in escrow for this bare order
      // The stolen session stays refused after the owner's success.
      expect((await confirm(stolen, await t.order(), SECURITY)).status).toBe(429);
    });

    it(`bounds all sessions of a user together at ${SECRET_CHECKS_PER_USER_WINDOW} attempts`, async () => {
      const t = await owner();
      const order = await t.order();
      let used = 0;
      while (used < SECRET_CHECKS_PER_USER_WINDOW) {
        const token = await t.session();
        for (
          let i = 0;
          i < SECRET_CHECKS_PER_WINDOW && used < SECRET_CHECKS_PER_USER_WINDOW;
          i += 1, used += 1
        )
          expect((await confirm(token, order, '999999999')).body.code).toBe('USER3011');
      }
      expect((await confirm(await t.session(), order, SECURITY)).status).toBe(429);
    });

    it('counts withdrawals in the same session limit: a session out of attempts is refused before anything else', async () => {
      const t = await owner();
      const order = await t.order();
      for (let i = 0; i < SECRET_CHECKS_PER_WINDOW; i += 1)
        expect((await confirm(t.token, order, '999999999')).body.code).toBe('USER3011');
      const coin = await api.factories.coin('USDT');
      await api.prisma.tempBalance.create({
        data: { userId: t.userId, coinId: coin.id, chain: 'ERC20', amount: '25' },
      });
      // Through the account service the withdrawal calls (the route needs a chain to get that far).
      const accounts = api.app.get(UserAccountsService);
      await expect(accounts.verifySecurityPassword(t.userId, SECURITY, jtiOf(t.token))).rejects.toMatchObject(
        {
          errorName: 'TOO_MANY_REQUESTS',
        },
      );
      const other = await t.session();
      await expect(
        accounts.verifySecurityPassword(t.userId, SECURITY, jtiOf(other)),
      ).resolves.toBeUndefined();
    });
  });
});
