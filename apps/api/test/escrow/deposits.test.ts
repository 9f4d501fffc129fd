// Deposits into escrow on a real local chain (Hardhat node): matching, confirmations and reorganisations.
import { mine, revert, rpc, snapshot } from '@p2p/devchain';
import { Wallet } from 'ethers';
import request from 'supertest';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { ChainIndexerService } from '../../src/modules/escrow/chain-indexer.service.js';
import { ChainRegistry } from '../../src/modules/escrow/chain-registry.service.js';
import { DepositsRepository } from '../../src/modules/escrow/deposits.repository.js';
import { EscrowService } from '../../src/modules/escrow/escrow.service.js';
import { type ChainSuite, startChainSuite } from '../support/escrow-fixtures.js';
import { auth } from '../support/trader-fixtures.js';

describe('escrow/deposits', () => {
  let suite: ChainSuite;
  let usdtId: number;
  let mecId: number;

  beforeAll(async () => {
    suite = await startChainSuite();
    usdtId = (await suite.api.factories.coin('USDT')).id;
    mecId = (await suite.api.factories.coin('MEC')).id;
    await suite.round(); // the cursor starts at the deployment
  });
  afterAll(() => suite.close());

  let refs = 0;
  async function openDeposit(
    userId: bigint,
    wallet: string,
    amount: string,
    minutes: number | Date = 30,
    coinId = usdtId,
  ) {
    refs += 1;
    const runner = suite.api.app.get(TransactionRunner);
    const escrow = suite.api.app.get(EscrowService);
    return runner.run((tx) =>
      escrow.openDeposit(tx, {
        userId,
        purpose: 'ORDER',
        refId: `test-${refs}-${Date.now()}`,
        chain: 'ERC20',
        asset: { coinId, amount },
        fromAddress: wallet,
        expiresAt: minutes instanceof Date ? minutes : new Date(Date.now() + minutes * 60_000),
      }),
    );
  }

  /**
   * A minute after the chain's latest block: the local chain's clock runs ahead of the test's (each block is
   * stamped at least a second after the last), and an intent's expiry is compared with block times.
   */
  async function aMinuteOnChain(): Promise<Date> {
    const latest = (await suite.provider.getBlock('latest'))!;
    return new Date(latest.timestamp * 1000 + 60_000);
  }

  /** One indexer round on the local chain as if run at `now` (the injected clock), after mining `blocks`. */
  async function roundAt(now: Date, blocks = 0) {
    if (blocks > 0) await mine(suite.chain.url, blocks);
    const adapter = suite.api.app.get(ChainRegistry).adapter('ERC20')!;
    return suite.api.app.get(ChainIndexerService).round(adapter, now);
  }

  /** The escrow's intent-expiry sweep (`escrow.expireDeposits`) as if run at `now`. */
  function expireAt(now: Date) {
    const deposits = suite.api.app.get(DepositsRepository);
    return suite.api.app.get(TransactionRunner).run((tx) => deposits.expireDue(tx, now));
  }

  /** The newest recorded transfer from `from`. */
  function lastTransferFrom(from: string) {
    return suite.api.prisma.chainTransfer.findFirstOrThrow({
      where: { fromAddress: from },
      orderBy: { id: 'desc' },
    });
  }

  async function tempBalance(token: string): Promise<Record<string, string>> {
    const res = await request(suite.api.http).get('/api/balance').set(auth(token)).expect(200);
    const out: Record<string, string> = {};
    for (const b of res.body.data.balances as { coin: string; chain: string; amount: string }[]) {
      out[`${b.coin}/${b.chain}`] = b.amount;
    }
    return out;
  }

  async function depositView(token: string, id: string) {
    return (await request(suite.api.http).get(`/api/deposit/${id}`).set(auth(token)).expect(200)).body.data;
  }

  describe('deposits into escrow (issue 10)', () => {
    it('answers the escrow address, the exact amount, the expiry and an EIP-681 link', async () => {
      const t = await suite.trader();
      const d = await openDeposit(t.userId, t.wallet.address, '25.5');
      expect(d).toMatchObject({
        escrowAddress: suite.deployment.escrow.address,
        amount: '25.5',
        shortfall: '25.5',
        status: 'OPEN',
        requiredConfirmations: 3,
      });
      expect(d.paymentLink).toBe(
        `ethereum:${suite.deployment.tokens.USDT.address}@31337/transfer?address=${suite.deployment.escrow.address}&uint256=25500000`,
      );
    });

    it('completes an exact deposit only after 3 confirmations', async () => {
      const t = await suite.trader();
      const d = await openDeposit(t.userId, t.wallet.address, '10');
      await suite.pay(t.wallet, 'USDT', '10');
      await suite.round();
      expect(await depositView(t.token, d.id)).toMatchObject({ status: 'OPEN', confirmations: 1 });
      const records = await request(suite.api.http).get('/api/balance/detail').set(auth(t.token)).expect(200);
      expect(records.body.data.list[0]).toMatchObject({
        type: 'DEPOSIT',
        status: 'CONFIRMING',
        amount: '10',
      });
      await suite.mineAndRound(1);
      expect(await depositView(t.token, d.id)).toMatchObject({ status: 'OPEN', confirmations: 2 });
      await suite.mineAndRound(1);
      expect(await depositView(t.token, d.id)).toMatchObject({
        status: 'SATISFIED',
        receivedAmount: '10',
        shortfall: '0',
      });
      const after = await request(suite.api.http).get('/api/balance/detail').set(auth(t.token)).expect(200);
      expect(after.body.data.list[0]).toMatchObject({ status: 'COMPLETED', confirmations: 3 });
    });

    it('keeps a short deposit open and reports the shortfall (recharge amount insufficient)', async () => {
      const t = await suite.trader();
      const d = await openDeposit(t.userId, t.wallet.address, '30');
      await suite.pay(t.wallet, 'USDT', '12.25');
      await suite.mineAndRound(3);
      expect(await depositView(t.token, d.id)).toMatchObject({
        status: 'OPEN',
        receivedAmount: '12.25',
        shortfall: '17.75',
      });
      await suite.pay(t.wallet, 'USDT', '17.75');
      await suite.mineAndRound(3);
      expect(await depositView(t.token, d.id)).toMatchObject({ status: 'SATISFIED', shortfall: '0' });
    });

    it('puts a surplus into the temporary balance', async () => {
      const t = await suite.trader();
      const before = Number((await tempBalance(t.token))['USDT/ERC20'] ?? '0');
      const d = await openDeposit(t.userId, t.wallet.address, '5');
      await suite.pay(t.wallet, 'USDT', '8');
      await suite.mineAndRound(3);
      expect(await depositView(t.token, d.id)).toMatchObject({ status: 'SATISFIED' });
      expect(Number((await tempBalance(t.token))['USDT/ERC20'])).toBe(before + 3);
    });

    it('puts a deposit with no open intent into the temporary balance (unmatched)', async () => {
      const t = await suite.trader();
      await suite.pay(t.wallet, 'MEC', '2.5');
      await suite.mineAndRound(3);
      expect((await tempBalance(t.token))['MEC/ERC20']).toBe('2.5');
      const entries = await suite.api.prisma.tempBalanceEntry.findMany({
        where: { userId: t.userId, coinId: mecId },
      });
      expect(entries.map((e) => e.reason)).toEqual(['UNMATCHED_DEPOSIT']);
    });

    it('calls a deposit after its intent expired late, and credits the temporary balance', async () => {
      const t = await suite.trader();
      const d = await openDeposit(t.userId, t.wallet.address, '4', 30, mecId);
      await suite.api.prisma.depositIntent.update({
        where: { id: BigInt(d.id) },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      await suite.pay(t.wallet, 'MEC', '4');
      await suite.mineAndRound(3);
      const entries = await suite.api.prisma.tempBalanceEntry.findMany({
        where: { userId: t.userId, coinId: mecId },
        orderBy: { id: 'asc' },
      });
      expect(entries.at(-1)).toMatchObject({ reason: 'LATE_DEPOSIT' });
      expect(entries.at(-1)!.delta.toFixed()).toBe('4');
    });

    it('records a transfer from an unknown address for operators and credits nobody', async () => {
      const stranger = Wallet.createRandom();
      const funder = await suite.trader();
      await suite.pay(funder.wallet, 'USDT', '3', stranger.address); // the stranger gets USDT and ETH for gas
      await rpc(suite.chain.url, 'hardhat_setBalance', [stranger.address, '0xDE0B6B3A7640000']);
      await suite.pay({ address: stranger.address, privateKey: stranger.privateKey }, 'USDT', '3');
      await suite.mineAndRound(3);
      const row = await suite.api.prisma.chainTransfer.findFirstOrThrow({
        where: { fromAddress: stranger.address },
      });
      expect(row.status).toBe('IGNORED');
      expect(row.userId).toBeNull();
      expect(await suite.api.prisma.fundRecord.count({ where: { fromAddress: stranger.address } })).toBe(0);
    });

    it('undoes a credit a reorganisation removed before it was final, and credits it once when mined again', async () => {
      const t = await suite.trader();
      const d = await openDeposit(t.userId, t.wallet.address, '7');
      const snap = await snapshot(suite.chain.url);
      await suite.pay(t.wallet, 'USDT', '7');
      await suite.round();
      const seen = await suite.api.prisma.chainTransfer.findFirstOrThrow({
        where: { fromAddress: t.wallet.address },
        orderBy: { id: 'desc' },
      });
      expect(seen.status).toBe('PENDING');
      // The block with the deposit leaves the chain: the node goes back and mines different blocks.
      await revert(suite.chain.url, snap);
      await mine(suite.chain.url, 2);
      const round = await suite.round();
      expect(round.index?.reorgAt).not.toBeNull();
      expect(
        (await suite.api.prisma.chainTransfer.findUniqueOrThrow({ where: { id: seen.id } })).status,
      ).toBe('REORGED');
      expect(await depositView(t.token, d.id)).toMatchObject({ status: 'OPEN', receivedAmount: '0' });
      expect(
        (await suite.api.prisma.fundRecord.findFirstOrThrow({ where: { chainTransferId: seen.id } })).status,
      ).toBe('FAILED');
      // Paid again in a new block: credited once.
      await suite.pay(t.wallet, 'USDT', '7');
      await suite.mineAndRound(3);
      expect(await depositView(t.token, d.id)).toMatchObject({ status: 'SATISFIED', receivedAmount: '7' });
    });

    it('records the time of the block each transfer was mined in, and credits a transfer mined before its intent expired though it confirms after (issue 20: a deposit on time is judged by its block time)', async () => {
      const t = await suite.trader();
      const d = await openDeposit(t.userId, t.wallet.address, '6', await aMinuteOnChain());
      const expiry = Date.parse(d.expiresAt);
      const hash = await suite.pay(t.wallet, 'USDT', '6');
      await suite.round();
      const seen = await lastTransferFrom(t.wallet.address);
      const receipt = (await suite.provider.getTransactionReceipt(hash))!;
      const block = (await suite.provider.getBlock(receipt.blockNumber))!;
      expect(seen.blockTime?.getTime()).toBe(block.timestamp * 1000);
      expect(seen.blockTime!.getTime()).toBeLessThan(expiry);
      // Its third confirmation comes half a minute after the intent expired: still on time.
      await roundAt(new Date(expiry + 30_000), 2);
      expect(await depositView(t.token, d.id)).toMatchObject({ status: 'SATISFIED', receivedAmount: '6' });
      const entries = await suite.api.prisma.tempBalanceEntry.findMany({ where: { userId: t.userId } });
      expect(entries).toEqual([]);
    });

    it("leaves an expired intent open while its owner's transfer mined before the expiry is confirming, and expires it once that transfer is reorganised away (issue 20: the deadline is held while a seen transfer confirms)", async () => {
      const t = await suite.trader();
      const d = await openDeposit(t.userId, t.wallet.address, '9', await aMinuteOnChain());
      const after = new Date(Date.parse(d.expiresAt) + 1000);
      const snap = await snapshot(suite.chain.url);
      await suite.pay(t.wallet, 'USDT', '9');
      await suite.round();
      expect((await lastTransferFrom(t.wallet.address)).status).toBe('PENDING');
      expect((await expireAt(after)).map((i) => i.id)).not.toContain(d.id);
      expect(await depositView(t.token, d.id)).toMatchObject({ status: 'OPEN' });
      // The block with the transfer leaves the chain: nothing is confirming any more, the expiry applies.
      await revert(suite.chain.url, snap);
      await mine(suite.chain.url, 2);
      expect((await suite.round()).index?.reorgAt).not.toBeNull();
      expect((await expireAt(after)).map((i) => i.id)).toContain(d.id);
      expect(await depositView(t.token, d.id)).toMatchObject({ status: 'EXPIRED', receivedAmount: '0' });
    });

    it('still calls a transfer mined after its intent expired late, even while the intent is left open (issue 20)', async () => {
      const t = await suite.trader();
      const d = await openDeposit(t.userId, t.wallet.address, '3', await aMinuteOnChain());
      const expiry = Date.parse(d.expiresAt);
      // The next block is stamped a minute after the expiry (the chain's clock, not the test's, is moved).
      await rpc(suite.chain.url, 'evm_setNextBlockTimestamp', [Math.ceil(expiry / 1000) + 60]);
      await suite.pay(t.wallet, 'USDT', '3');
      await suite.round();
      // Mined after the expiry: it holds nothing open.
      expect((await expireAt(new Date(expiry + 1000))).map((i) => i.id)).toContain(d.id);
      await roundAt(new Date(expiry + 90_000), 2);
      expect(await depositView(t.token, d.id)).toMatchObject({ status: 'EXPIRED', receivedAmount: '0' });
      const entries = await suite.api.prisma.tempBalanceEntry.findMany({ where: { userId: t.userId } });
      expect(entries.map((e) => [e.reason, e.delta.toFixed()])).toEqual([['LATE_DEPOSIT', '3']]);
    });

    it('shows a deposit only to its owner: another trader gets 404', async () => {
      const owner = await suite.trader();
      const other = await suite.trader();
      const d = await openDeposit(owner.userId, owner.wallet.address, '1');
      await request(suite.api.http).get(`/api/deposit/${d.id}`).set(auth(other.token)).expect(404);
      await request(suite.api.http).get(`/api/deposit/${d.id}`).expect(401);
    });
  });
});
