// Issue 29: a reorganisation deeper than the confirmations. A surplus credited at N confirmations and then
// removed by a longer branch stayed credited and withdrawable while the reserves showed the gap
// (difference -amount, balanced:false). Now the indexer marks the transfer REORGED_AFTER_CREDIT, logs a
// DEEP REORG ALERT, holds the amount from withdrawal (AC2003) and an administrator reverses the credit or
// releases the hold (audited); a transfer the new branch mines again is confirmed, never credited twice.
// On the local chain: evm_snapshot, a deposit credited at 3 confirmations, evm_revert and a longer branch.
import { Logger } from '@nestjs/common';
import { mine, revert, rpc, snapshot } from '@p2p/devchain';
import { Contract, Wallet } from 'ethers';
import request from 'supertest';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { LedgerRepository } from '../../src/modules/escrow/ledger.repository.js';
import { ReservesService } from '../../src/modules/escrow/reserves.service.js';
import {
  type ChainSuite,
  readyTrader,
  SECURITY_PASSWORD,
  startChainSuite,
  type Trader,
} from '../support/escrow-fixtures.js';
import { bearer, staffToken } from '../support/staff-access.js';
import { auth } from '../support/trader-fixtures.js';

describe('escrow/deep-reorg', () => {
  let suite: ChainSuite;
  let usdtId: number;
  /** The error lines logged (the alert is one), read through Nest's Logger and passed on to it. */
  const errors: string[] = [];
  const loggerError = Logger.prototype.error;
  Logger.prototype.error = function (this: Logger, message: unknown, ...rest: unknown[]) {
    errors.push(String(message));
    return (loggerError as (...args: unknown[]) => void).call(this, message, ...rest);
  };

  beforeAll(async () => {
    suite = await startChainSuite({ CHAIN_CONFIRMATIONS: '3' });
    usdtId = (await suite.api.factories.coin('USDT')).id;
    await suite.round();
  }, 120_000);
  afterAll(async () => {
    Logger.prototype.error = loggerError;
    await suite.close();
  });

  async function usdtReserve() {
    const reserves = await suite.api.app.get(ReservesService).read();
    return { line: reserves.lines.find((l) => l.token === 'USDT')!, balanced: reserves.balanced };
  }

  async function lineOf(t: Trader): Promise<string> {
    const line = await suite.api.prisma.tempBalance.findFirst({
      where: { userId: t.userId, coinId: usdtId },
    });
    return line ? line.amount.toFixed() : '0';
  }

  function withdraw(t: Trader, amount: string) {
    return request(suite.api.http)
      .post('/api/balance/extract')
      .set(auth(t.token))
      .send({ coin: 'USDT', chain: 'ERC20', amount, securityPassword: SECURITY_PASSWORD });
  }

  /** Rounds until every withdrawal is sent and confirmed (the next test checks the reserves balanced). */
  async function settlePayouts(): Promise<void> {
    for (let i = 0; i < 3; i += 1) await suite.mineAndRound(3);
    expect(await suite.api.prisma.payout.count({ where: { status: { in: ['QUEUED', 'SENT'] } } })).toBe(0);
  }

  /** A USDT transfer to escrow signed now and sent (the same raw transaction can be sent again after a revert). */
  async function sendUsdt(t: Trader, amount: bigint): Promise<{ hash: string; raw: string }> {
    const signer = new Wallet(t.wallet.privateKey, suite.provider);
    const usdt = new Contract(suite.deployment.tokens.USDT.address, [
      'function transfer(address to, uint256 amount) returns (bool)',
    ]);
    const raw = await signer.signTransaction({
      to: suite.deployment.tokens.USDT.address,
      data: usdt.interface.encodeFunctionData('transfer', [suite.deployment.escrow.address, amount]),
      nonce: await suite.provider.getTransactionCount(t.wallet.address),
      gasLimit: 100_000n,
      gasPrice: 2_000_000_000n,
      chainId: BigInt(suite.deployment.chainId),
    });
    const hash = await rpc<string>(suite.chain.url, 'eth_sendRawTransaction', [raw]);
    return { hash, raw };
  }

  /**
   * A trader with 15 USDT credited for good, then 20 more credited at 3 confirmations in blocks that a
   * longer branch (6 blocks from the snapshot, against 4) replaces. Answers the vanished transfer's row id.
   */
  async function creditThenReorgDeep(
    t: Trader,
    balancedBefore = true,
  ): Promise<{ transferId: bigint; hash: string; raw: string }> {
    await suite.pay(t.wallet, 'USDT', '15');
    await suite.mineAndRound(3);
    const snap = await snapshot(suite.chain.url);
    const sent = await sendUsdt(t, 20_000_000n);
    await suite.mineAndRound(3);
    const credited = await suite.api.prisma.chainTransfer.findFirstOrThrow({ where: { txHash: sent.hash } });
    expect(credited.status).toBe('CREDITED');
    expect(await lineOf(t)).toBe('35');
    if (balancedBefore) expect((await usdtReserve()).balanced).toBe(true);
    // The reorganisation: back before the transfer, and a longer branch without it.
    expect(await revert(suite.chain.url, snap)).toBe(true);
    await mine(suite.chain.url, 6);
    errors.length = 0;
    expect((await suite.round()).index?.reorgAt).not.toBeNull();
    return { transferId: credited.id, ...sent };
  }

  describe('a reorganisation deeper than the confirmations (issue 29)', () => {
    let t: Trader;
    let transferId: bigint;

    it('marks a credited transfer the chain lost, logs a DEEP REORG ALERT, holds its amount from withdrawal and keeps the reserves honest (issue 29: deep reorg hold)', async () => {
      t = await readyTrader(suite);
      ({ transferId } = await creditThenReorgDeep(t));
      const row = await suite.api.prisma.chainTransfer.findUniqueOrThrow({ where: { id: transferId } });
      expect(row.status).toBe('REORGED_AFTER_CREDIT');
      expect(row.reorgHeld?.toFixed()).toBe('20');
      const alerts = errors.filter((m) => m.includes('DEEP REORG ALERT'));
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toContain(`DEEP REORG ALERT ERC20: transfer ${transferId} (tx ${row.txHash}`);
      expect(alerts[0]).not.toMatch(/https?:|127\.0\.0\.1/);
      const detected = await suite.api.prisma.auditLog.findFirstOrThrow({
        where: { action: 'DEEP_REORG_DETECTED', target: `chain_transfer:${transferId}` },
      });
      expect(detected.data).toMatchObject({
        userId: String(t.userId),
        held: expect.stringMatching(/^20(\.0+)?$/),
      });
      // The credit is still there (the books owe it), the chain does not have it: the reserves say so.
      expect(await lineOf(t)).toBe('35');
      const { line, balanced } = await usdtReserve();
      expect(line.difference).toBe('-20');
      expect(balanced).toBe(false);
      // Withdrawing into the held 20 is refused; the 15 credited for good is not held.
      const refused = await withdraw(t, '16');
      expect(refused.body.code).toBe('AC2003');
      expect(await lineOf(t)).toBe('35');
    }, 120_000);

    it('lets administrators only reverse the credit: the balance is debited, the reserves balance again, the audit row has before and after (issue 29: deep reorg reversal)', async () => {
      const path = `/api/admin/chain-transfers/${transferId}/reverse`;
      const body = { remarks: 'The deposit is not on the chain after the deep reorganisation' };
      const officer = await staffToken(suite.api, 'APPEAL_OFFICER');
      const service = await staffToken(suite.api, 'CUSTOMER_SERVICE');
      await request(suite.api.http).post(path).set(bearer(officer.token)).send(body).expect(403);
      await request(suite.api.http).post(path).set(bearer(service.token)).send(body).expect(403);
      await request(suite.api.http).post(path).set(auth(t.token)).send(body).expect(401);
      expect(await lineOf(t)).toBe('35');
      const admin = await staffToken(suite.api, 'ADMIN');
      const bad = await request(suite.api.http)
        .post('/api/admin/chain-transfers/abc/reverse')
        .set(bearer(admin.token))
        .send(body);
      expect(bad.status).toBeLessThan(500);
      const res = await request(suite.api.http).post(path).set(bearer(admin.token)).send(body).expect(200);
      expect(res.body.data).toMatchObject({
        transferId: String(transferId),
        decision: 'REVERSE',
        status: 'REORGED',
        held: '20',
        reversed: '20',
        shortfall: '0',
        balanceAfter: '15',
      });
      expect(await lineOf(t)).toBe('15');
      const entry = await suite.api.prisma.tempBalanceEntry.findFirstOrThrow({
        where: { chainTransferId: transferId, reason: 'ADJUSTMENT' },
      });
      expect(entry.delta.toFixed()).toBe('-20');
      const audit = await suite.api.prisma.auditLog.findFirstOrThrow({
        where: { action: 'DEEP_REORG_REVERSE', target: `chain_transfer:${transferId}` },
      });
      expect(audit.staffId).toBe(admin.id);
      expect(audit.data).toMatchObject({
        before: { status: 'REORGED_AFTER_CREDIT', held: '20', balance: '35' },
        after: { status: 'REORGED', held: null, balance: '15' },
      });
      expect(await usdtReserve()).toMatchObject({ line: { difference: '0' }, balanced: true });
      // Decided once: a second decision is refused, and the rest of the line can be withdrawn.
      const again = await request(suite.api.http).post(path).set(bearer(admin.token)).send(body);
      expect(again.body.code).toBe('AC3501');
      expect((await withdraw(t, '15')).body.code).toBe('200');
      await settlePayouts();
    }, 120_000);

    it('confirms a credited transfer the new branch mines again (same transaction) without crediting it twice, and lifts the hold (issue 29: deep reorg re-mined)', async () => {
      const u = await readyTrader(suite);
      await suite.pay(u.wallet, 'USDT', '15');
      await suite.mineAndRound(3);
      const snap = await snapshot(suite.chain.url);
      const { hash, raw } = await sendUsdt(u, 20_000_000n);
      await suite.mineAndRound(3);
      expect(await lineOf(u)).toBe('35');
      // The longer branch mines the same transaction again, later.
      expect(await revert(suite.chain.url, snap)).toBe(true);
      await mine(suite.chain.url, 2);
      await rpc(suite.chain.url, 'eth_sendRawTransaction', [raw]);
      await mine(suite.chain.url, 1);
      await suite.round();
      const held = await suite.api.prisma.chainTransfer.findFirstOrThrow({ where: { txHash: hash } });
      expect(held.status).toBe('PENDING');
      expect(held.reorgedAt).not.toBeNull();
      expect((await withdraw(u, '16')).body.code).toBe('AC2003');
      await suite.mineAndRound(3);
      const row = await suite.api.prisma.chainTransfer.findFirstOrThrow({ where: { txHash: hash } });
      expect(row.status).toBe('CREDITED');
      expect(row.reorgHeld).toBeNull();
      expect(await lineOf(u)).toBe('35');
      expect(await suite.api.prisma.tempBalanceEntry.count({ where: { chainTransferId: row.id } })).toBe(1);
      expect(await usdtReserve()).toMatchObject({ line: { difference: '0' }, balanced: true });
      expect((await withdraw(u, '35')).body.code).toBe('200');
      await settlePayouts();
    }, 120_000);

    // The spending it fakes (a ledger debit with no transfer) leaves the reserves unbalanced from here on.
    it('takes back only what the balance still holds and reports the rest as a shortfall (issue 29: a reversal never goes below zero)', async () => {
      const u = await readyTrader(suite);
      const { transferId: id } = await creditThenReorgDeep(u);
      // The user spent 30 of the 35 before the reversal (e.g. before the reorganisation was seen).
      await suite.api.app.get(TransactionRunner).run((tx) =>
        suite.api.app.get(LedgerRepository).apply(tx, {
          userId: u.userId,
          coinId: usdtId,
          chain: 'ERC20',
          delta: '-30',
          reason: 'ADJUSTMENT',
          note: 'test: spent',
        }),
      );
      const admin = await staffToken(suite.api, 'ADMIN');
      const res = await request(suite.api.http)
        .post(`/api/admin/chain-transfers/${id}/reverse`)
        .set(bearer(admin.token))
        .send({ remarks: 'Spent before the reversal' })
        .expect(200);
      expect(res.body.data).toMatchObject({ reversed: '5', shortfall: '15', balanceAfter: '0' });
      expect(await lineOf(u)).toBe('0');
    }, 120_000);

    it('lets an administrator release the hold instead: the credit stands, the audit row says so, the line can be withdrawn (issue 29: deep reorg release)', async () => {
      const u = await readyTrader(suite);
      const { transferId: id } = await creditThenReorgDeep(u, false);
      expect((await withdraw(u, '16')).body.code).toBe('AC2003');
      const admin = await staffToken(suite.api, 'ADMIN');
      const res = await request(suite.api.http)
        .post(`/api/admin/chain-transfers/${id}/release`)
        .set(bearer(admin.token))
        .send({ remarks: 'The sender made the deposit good off-chain' })
        .expect(200);
      expect(res.body.data).toMatchObject({
        decision: 'RELEASE',
        status: 'REORGED_AFTER_CREDIT',
        held: '20',
        reversed: '0',
        shortfall: '0',
        balanceAfter: '35',
      });
      expect(
        await suite.api.prisma.auditLog.count({
          where: { action: 'DEEP_REORG_RELEASE', target: `chain_transfer:${id}`, staffId: admin.id },
        }),
      ).toBe(1);
      // The hold is lifted (escrow lacks the 20, so the payout itself may wait: the reserves show why).
      expect((await withdraw(u, '16')).body.code).toBe('200');
    }, 120_000);
  });
});
