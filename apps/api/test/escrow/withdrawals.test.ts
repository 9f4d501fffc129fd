// The temporary balance and withdrawals (spec §5, §7) on a real local chain.
import request from 'supertest';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { EscrowService } from '../../src/modules/escrow/escrow.service.js';
import { LeftoversService } from '../../src/modules/escrow/leftovers.service.js';
import {
  type ChainSuite,
  SECURITY_PASSWORD,
  startChainSuite,
  type Trader,
} from '../support/escrow-fixtures.js';
import { auth } from '../support/trader-fixtures.js';

describe('escrow/withdrawals', () => {
  let suite: ChainSuite;

  beforeAll(async () => {
    suite = await startChainSuite();
    await suite.round();
  });
  afterAll(() => suite.close());

  /** A trader with `amount` USDT in the temporary balance (an unmatched deposit, credited). */
  async function withBalance(amount: string): Promise<Trader> {
    const t = await suite.trader();
    await suite.pay(t.wallet, 'USDT', amount);
    await suite.mineAndRound(3);
    return t;
  }

  function withdraw(t: Trader, body: Record<string, unknown>) {
    return request(suite.api.http)
      .post('/api/balance/extract')
      .set(auth(t.token))
      .send({ coin: 'USDT', chain: 'ERC20', securityPassword: SECURITY_PASSWORD, ...body });
  }

  async function balanceOf(t: Trader): Promise<string | undefined> {
    const res = await request(suite.api.http).get('/api/balance').set(auth(t.token)).expect(200);
    return (res.body.data.balances as { coin: string; amount: string }[]).find((b) => b.coin === 'USDT')
      ?.amount;
  }

  describe('withdrawals from the temporary balance (issue 10)', () => {
    it('withdraws to the bound wallet end to end: debited, sent, both fund records complete', async () => {
      const t = await withBalance('25');
      expect(await balanceOf(t)).toBe('25');
      const before = await suite.balanceOf('USDT', t.wallet.address);
      const res = await withdraw(t, { amount: '25' }).expect(200);
      expect(res.body.data).toMatchObject({
        type: 'WITHDRAWAL',
        status: 'CONFIRMING',
        amount: '25',
        toAddress: t.wallet.address,
      });
      expect(await balanceOf(t)).toBeUndefined();
      await suite.round();
      await suite.mineAndRound(2);
      expect((await suite.balanceOf('USDT', t.wallet.address)) - before).toBe(25_000_000n);
      const records = await request(suite.api.http).get('/api/balance/detail').set(auth(t.token)).expect(200);
      expect(
        records.body.data.list.map((r: { type: string; status: string }) => `${r.type}:${r.status}`),
      ).toEqual(['WITHDRAWAL:COMPLETED', 'DEPOSIT:COMPLETED']);
      const onlyWithdrawals = await request(suite.api.http)
        .get('/api/balance/detail?type=WITHDRAWAL')
        .set(auth(t.token))
        .expect(200);
      expect(onlyWithdrawals.body.data.total).toBe(1);
      expect(onlyWithdrawals.body.data.list[0].txHash).toMatch(/^0x[0-9a-f]{64}$/);
    });

    it('lets one of two racing withdrawals through and refuses the other (3022); the balance never goes below zero', async () => {
      const t = await withBalance('30');
      const [a, b] = await Promise.all([withdraw(t, { amount: '20' }), withdraw(t, { amount: '20' })]);
      const codes = [a.body.code, b.body.code].sort();
      expect(codes).toEqual(['200', '3022']);
      expect(await balanceOf(t)).toBe('10');
      const line = await suite.api.prisma.tempBalance.findFirstOrThrow({ where: { userId: t.userId } });
      expect(line.amount.toFixed()).toBe('10');
    });

    it('refuses a second withdrawal while one is confirming (3020)', async () => {
      const t = await withBalance('40');
      await withdraw(t, { amount: '15' }).expect(200);
      const res = await withdraw(t, { amount: '15' });
      expect(res.body.code).toBe('3020');
      expect(await balanceOf(t)).toBe('25');
    });

    it.each([
      ['0', '3016'],
      ['9.99', '3017'],
      ['100000.01', '3018'],
      ['10.1234567', 'AC2006'],
    ])('refuses the amount %s (%s) and changes nothing', async (amount, code) => {
      const t = await withBalance('12');
      const res = await withdraw(t, { amount });
      expect(res.body.code).toBe(code);
      expect(await balanceOf(t)).toBe('12');
    });

    it('refuses more than the balance (3022)', async () => {
      const t = await withBalance('11');
      expect((await withdraw(t, { amount: '12' })).body.code).toBe('3022');
    });

    it('refuses a wrong security password (USER3011) and changes nothing', async () => {
      const t = await withBalance('11');
      expect((await withdraw(t, { amount: '11', securityPassword: '999999' })).body.code).toBe('USER3011');
      expect(await balanceOf(t)).toBe('11');
    });

    it('refuses while an ad or order holds or awaits escrow: ongoing ads or orders must be cancelled first (3021)', async () => {
      const t = await withBalance('11');
      const runner = suite.api.app.get(TransactionRunner);
      const usdt = (await suite.api.factories.coin('USDT')).id;
      await runner.run((tx) =>
        suite.api.app.get(EscrowService).openDeposit(tx, {
          userId: t.userId,
          purpose: 'AD',
          refId: `active-${t.userId}`,
          chain: 'ERC20',
          asset: { coinId: usdt, amount: '50' },
          fromAddress: t.wallet.address,
          expiresAt: new Date(Date.now() + 3600_000),
        }),
      );
      const balance = await request(suite.api.http).get('/api/balance').set(auth(t.token)).expect(200);
      expect(balance.body.data.withdrawBlocked).toBe(true);
      expect((await withdraw(t, { amount: '11' })).body.code).toBe('3021');
    });

    it('refuses when nothing is bound on that chain to withdraw to (3023)', async () => {
      const t = await withBalance('11');
      // The identity wallet unbound since (no USDT address on the chain either): nowhere to send it.
      await suite.api.prisma.user.update({ where: { id: t.userId }, data: { walletAddress: null } });
      expect((await withdraw(t, { amount: '11' })).body.code).toBe('3023');
      expect(await balanceOf(t)).toBe('11');
    });

    it('refuses a trader banned from withdrawing (RISK5002)', async () => {
      const t = await withBalance('11');
      await suite.api.prisma.userBan.create({
        data: { userId: t.userId, kind: 'WITHDRAWAL', reason: 'test' },
      });
      expect((await withdraw(t, { amount: '11' })).body.code).toBe('RISK5002');
    });

    it('refuses malformed requests with a catalogue code, and strangers with 401', async () => {
      const t = await withBalance('11');
      const bad = await withdraw(t, { amount: 11 });
      expect(bad.status).toBe(400);
      expect((await withdraw(t, { coin: 'BTC', amount: '11' })).body.code).toBe('AC2005');
      await request(suite.api.http).post('/api/balance/extract').send({ coin: 'USDT' }).expect(401);
      await request(suite.api.http).get('/api/balance').expect(401);
      await request(suite.api.http).get('/api/balance/detail').expect(401);
      expect(await balanceOf(t)).toBe('11');
    });

    it('shows each trader only their own balance and fund records', async () => {
      const a = await withBalance('13');
      const b = await suite.trader();
      expect(await balanceOf(b)).toBeUndefined();
      const records = await request(suite.api.http).get('/api/balance/detail').set(auth(b.token)).expect(200);
      expect(records.body.data.total).toBe(0);
      expect(await balanceOf(a)).toBe('13');
    });

    it('answers one fund record to its owner by GET /balance/detail/{id}, and 404 to another trader', async () => {
      const a = await withBalance('14');
      const b = await suite.trader();
      const list = await request(suite.api.http).get('/api/balance/detail').set(auth(a.token)).expect(200);
      const first = list.body.data.list[0];
      const one = await request(suite.api.http).get(`/api/balance/detail/${first.id}`).set(auth(a.token));
      expect(one.status).toBe(200);
      expect(one.body.data).toEqual(first);
      const other = await request(suite.api.http).get(`/api/balance/detail/${first.id}`).set(auth(b.token));
      expect([other.status, other.body.code]).toEqual([404, '404']);
      for (const bad of ['999999999', 'abc']) {
        const res = await request(suite.api.http).get(`/api/balance/detail/${bad}`).set(auth(a.token));
        expect(res.status).toBe(404);
      }
      await request(suite.api.http).get(`/api/balance/detail/${first.id}`).expect(401);
    });

    it('returns what remains once every ad and order has ended, to the bound address (spec §4)', async () => {
      const t = await withBalance('17');
      const before = await suite.balanceOf('USDT', t.wallet.address);
      const leftovers = suite.api.app.get(LeftoversService);
      expect(await leftovers.returnIdle(new Date())).toBe(0); // not idle long enough yet
      expect(await leftovers.returnIdle(new Date(Date.now() + 25 * 3600_000))).toBeGreaterThanOrEqual(1);
      await suite.round();
      await suite.mineAndRound(2);
      expect((await suite.balanceOf('USDT', t.wallet.address)) - before).toBe(17_000_000n);
      expect(await balanceOf(t)).toBeUndefined();
    });
  });
});
