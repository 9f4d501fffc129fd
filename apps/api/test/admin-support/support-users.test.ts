// Issue 13, Customer service reads: finding traders by id, email, nickname or wallet address, and a
// trader's facts (KYC level, wallet binding), ads, orders, credit record, balance and fund records.
import { randomBytes } from 'node:crypto';
import { shapeProblems, SupportUserAnswer } from '@p2p/contracts';
import { staffSuite } from '../support/staff-access.js';
import { supportCall } from './support-fixtures.js';

describe('admin-support/support-users', () => {
  const suite = staffSuite();
  const cs = () => suite.tokens.staff.CUSTOMER_SERVICE.token;

  const hex = (n: number) => randomBytes(n).toString('hex');

  /** A trader with a unique tag in the email and nickname, an identity wallet and a USDT address. */
  async function tagged() {
    const tag = hex(4);
    const wallet = `0xAbC${hex(18)}1`;
    const usdt = `T${hex(16)}`;
    const user = await suite.api.factories.newUser({
      email: `cs_${tag}@example.test`,
      nickname: `Cust${tag}`,
      walletAddress: wallet,
      walletIdentity: `did:test:${tag}`,
      chainType: 'TRC20',
      usdtAddress: usdt,
    });
    return { user, tag, wallet, usdt };
  }

  async function searchIds(q: string): Promise<string[]> {
    const res = await supportCall(suite.api, cs(), 'GET', '/users', { query: { q } });
    expect(res.status).toBe(200);
    return (res.body.data as { id: string }[]).map((u) => u.id);
  }

  describe('search', () => {
    it('finds a trader by account id, by email (exact or its start, any case) and by nickname start', async () => {
      const { user, tag } = await tagged();
      const id = String(user.id);
      expect(await searchIds(id)).toContain(id);
      expect(await searchIds(`cs_${tag}@example.test`)).toEqual([id]);
      expect(await searchIds(`CS_${tag.toUpperCase()}`)).toEqual([id]);
      expect(await searchIds(`cust${tag}`)).toEqual([id]);
    });

    it('finds a trader by identity wallet or USDT address, whatever the letter case', async () => {
      const { user, wallet, usdt } = await tagged();
      expect(await searchIds(wallet.toLowerCase())).toEqual([String(user.id)]);
      expect(await searchIds(usdt.toUpperCase())).toEqual([String(user.id)]);
    });

    it('takes LIKE wildcards literally: "%" finds nobody by pattern', async () => {
      await tagged();
      expect(await searchIds('%')).toEqual([]);
      expect(await searchIds('_')).toEqual([]);
    });

    it('answers each account with its KYC level, credit, certification and bans in force', async () => {
      const { user, tag } = await tagged();
      await suite.api.prisma.userBan.create({ data: { userId: user.id, kind: 'C2C_BUY', reason: 'test' } });
      const res = await supportCall(suite.api, cs(), 'GET', '/users', { query: { q: `cust${tag}` } });
      expect(res.body.data).toEqual([
        expect.objectContaining({
          id: String(user.id),
          kycLevel: 'ADVANCED',
          creditScore: 100,
          certified: false,
          activeBans: ['C2C_BUY'],
        }),
      ]);
    });

    it('refuses an empty or overlong search with 400 (validation.supportQueryLength)', async () => {
      for (const q of ['   ', 'x'.repeat(129)]) {
        const res = await supportCall(suite.api, cs(), 'GET', '/users', { query: { q } });
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: '400' });
      }
      const none = await supportCall(suite.api, cs(), 'GET', '/users');
      expect(none.status).toBe(400);
    });
  });

  describe("a trader's facts", () => {
    it('show the KYC level, the wallet binding (not the identity itself), credit and certification', async () => {
      const { user, wallet, usdt } = await tagged();
      const res = await supportCall(suite.api, cs(), 'GET', `/users/${user.id}`);
      expect(res.status).toBe(200);
      expect(shapeProblems(SupportUserAnswer.node, res.body.data)).toEqual([]);
      expect(res.body.data).toMatchObject({
        id: String(user.id),
        kyc: { level: 'ADVANCED', verifiedAt: user.kycVerifiedAt!.toISOString() },
        wallet: { address: wallet, identityBound: true, chainType: 'TRC20', usdtAddress: usdt },
        creditScore: 100,
        certified: false,
        activeBans: [],
        bans: [],
      });
      expect(JSON.stringify(res.body.data)).not.toContain('did:test:');
    });

    it('answer 1001 (404) for an unknown or malformed account id, on every read', async () => {
      for (const id of ['999999999999', 'abc', '0']) {
        for (const path of ['', '/ads', '/orders', '/credit', '/balance', '/funds']) {
          const res = await supportCall(suite.api, cs(), 'GET', `/users/${id}${path}`);
          expect({ path, status: res.status, code: res.body.code }).toEqual({
            path,
            status: 404,
            code: '1001',
          });
        }
      }
    });

    it("list the trader's ads, whatever their state", async () => {
      const { user } = await tagged();
      const ad = await suite.api.factories.newAd(user.id);
      const other = await suite.api.factories.newAd((await suite.api.factories.newUser()).id);
      const res = await supportCall(suite.api, cs(), 'GET', `/users/${user.id}/ads`);
      expect(res.status).toBe(200);
      const ids = (res.body.data.list as { id: string }[]).map((a) => a.id);
      expect(ids).toContain(String(ad.id));
      expect(ids).not.toContain(String(other.id));
    });

    it("list the trader's orders as the trader sees them (role, counterparty)", async () => {
      const { user } = await tagged();
      const seller = await suite.api.factories.newUser();
      const order = await suite.api.factories.newOrder(user.id, seller.id);
      const res = await supportCall(suite.api, cs(), 'GET', `/users/${user.id}/orders`, {
        query: { finish: 'false' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.list).toEqual([
        expect.objectContaining({
          id: String(order.id),
          role: 'BUYER',
          counterparty: expect.objectContaining({ userId: String(seller.id) }),
        }),
      ]);
    });

    it("list the trader's credit record (with the staff member and reason), fund records and balance", async () => {
      const { user } = await tagged();
      await supportCall(suite.api, cs(), 'POST', `/users/${user.id}/credit`, {
        body: { delta: -5, reason: 'Late reply' },
      });
      const credit = await supportCall(suite.api, cs(), 'GET', `/users/${user.id}/credit`);
      expect(credit.body.data).toMatchObject({
        total: 1,
        list: [
          expect.objectContaining({
            reason: 'ADJUSTMENT',
            delta: -5,
            scoreAfter: 95,
            note: 'Late reply',
            staffId: String(suite.tokens.staff.CUSTOMER_SERVICE.id),
          }),
        ],
      });
      const funds = await supportCall(suite.api, cs(), 'GET', `/users/${user.id}/funds`, {
        query: { pageSize: '5' },
      });
      expect(funds.body.data).toMatchObject({ list: [], total: 0, pageNo: 1, pageSize: 5 });
      const balance = await supportCall(suite.api, cs(), 'GET', `/users/${user.id}/balance`);
      expect(balance.body.data).toEqual({ balances: [], withdrawBlocked: false });
    });

    it('refuses a bad page query with 400 and a bad fund record type with 400', async () => {
      const { user } = await tagged();
      const page = await supportCall(suite.api, cs(), 'GET', `/users/${user.id}/orders`, {
        query: { pageSize: '500' },
      });
      expect({ status: page.status, code: page.body.code }).toEqual({ status: 400, code: '400' });
      const type = await supportCall(suite.api, cs(), 'GET', `/users/${user.id}/funds`, {
        query: { type: 'GIFT' },
      });
      expect({ status: type.status, code: type.body.code }).toEqual({ status: 400, code: '400' });
    });
  });
});
