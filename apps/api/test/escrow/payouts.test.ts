// Payouts from escrow on a real local chain: a release confirmed, a reverted one retried once, a wrong NFT
// returned, and the watcher stopped and started again mid-stream crediting and sending nothing twice.
import { EvmChainAdapter, type OutgoingTransfer, type SignedTransfer } from '@p2p/chain';
import { fundWallet, mine } from '@p2p/devchain';
import { formatUnits } from '@p2p/domain';
import { Contract, Wallet } from 'ethers';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import type { OutboxRow } from '../../src/core/outbox/outbox.types.js';
import { ChainRegistry } from '../../src/modules/escrow/chain-registry.service.js';
import { EscrowEvents } from '../../src/modules/escrow/escrow-events.js';
import { EscrowService } from '../../src/modules/escrow/escrow.service.js';
import { PayoutsRepository } from '../../src/modules/escrow/payouts.repository.js';
import { type ChainSuite, startChainSuite, type Trader } from '../support/escrow-fixtures.js';

describe('escrow/payouts', () => {
  let suite: ChainSuite;
  let usdtId: number;
  const events: OutboxRow['payload'][] = [];

  beforeAll(async () => {
    suite = await startChainSuite();
    usdtId = (await suite.api.factories.coin('USDT')).id;
    suite.api.app.get(EscrowEvents).listen({ name: 'test', handle: async (_tx, e) => void events.push(e) });
    await suite.round();
  });
  afterAll(() => suite.close());

  const runner = () => suite.api.app.get(TransactionRunner);
  const escrow = () => suite.api.app.get(EscrowService);
  let refs = 0;

  /** A trader's order deposit of `amount` USDT, paid and credited. */
  async function fundedDeposit(t: Trader, amount: string): Promise<string> {
    refs += 1;
    const d = await runner().run((tx) =>
      escrow().openDeposit(tx, {
        userId: t.userId,
        purpose: 'ORDER',
        refId: `pay-${refs}-${Date.now()}`,
        chain: 'ERC20',
        asset: { coinId: usdtId, amount },
        fromAddress: t.wallet.address,
        expiresAt: new Date(Date.now() + 3600_000),
      }),
    );
    await suite.pay(t.wallet, 'USDT', amount);
    await suite.mineAndRound(3);
    return d.id;
  }

  function release(depositId: string, to: string, amount: string, ref: string) {
    return runner().run((tx) =>
      escrow().queuePayout(tx, {
        kind: 'RELEASE',
        ref,
        userId: null,
        toAddress: to,
        chain: 'ERC20',
        asset: { coinId: usdtId, amount },
        fromDepositIntentId: depositId,
      }),
    );
  }

  /** Transfer logs of USDT from escrow to `to` on chain. */
  async function paidOnChain(to: string): Promise<bigint[]> {
    const usdt = new Contract(
      suite.deployment.tokens.USDT.address,
      ['event Transfer(address indexed from, address indexed to, uint256 value)'],
      suite.provider,
    );
    const logs = await usdt.queryFilter(
      usdt.filters.Transfer!(suite.deployment.escrow.address, to),
      0,
      'latest',
    );
    return logs.map((l) => (l as unknown as { args: [string, string, bigint] }).args[2]);
  }

  describe('payouts from escrow (issue 10)', () => {
    it('sends a release once and confirms it after 3 confirmations (PAYOUT_CONFIRMED)', async () => {
      const seller = await suite.trader();
      const buyer = Wallet.createRandom().address;
      const deposit = await fundedDeposit(seller, '40');
      const payout = await release(deposit, buyer, '40', `order:${deposit}:release`);
      // The same ref again queues nothing more.
      const again = await release(deposit, buyer, '40', `order:${deposit}:release`);
      expect(again.id).toBe(payout.id);
      await suite.round(); // signs, records, broadcasts (mined at once)
      expect((await suite.api.prisma.payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe(
        'SENT',
      );
      await suite.mineAndRound(2);
      const done = await suite.api.prisma.payout.findUniqueOrThrow({ where: { id: payout.id } });
      expect(done).toMatchObject({ status: 'CONFIRMED', attempts: 1 });
      expect(await paidOnChain(buyer)).toEqual([40_000_000n]);
      await waitForEvent((e) => e.payoutId === payout.id && e.event === 'PAYOUT_CONFIRMED');
      const intent = await suite.api.prisma.depositIntent.findUniqueOrThrow({
        where: { id: BigInt(deposit) },
      });
      expect(intent.heldAmount.toFixed()).toBe('0');
    });

    it('refuses a release larger than the deposit holds, and changes nothing', async () => {
      const seller = await suite.trader();
      const deposit = await fundedDeposit(seller, '5');
      await expect(
        release(deposit, Wallet.createRandom().address, '6', `order:${deposit}:big`),
      ).rejects.toMatchObject({
        code: 'AC2007',
      });
      expect(await suite.api.prisma.payout.count({ where: { ref: `order:${deposit}:big` } })).toBe(0);
    });

    it('marks a reverted release failed (PAYOUT_FAILED) and retries it once with a fresh transaction', async () => {
      const seller = await suite.trader();
      const buyer = Wallet.createRandom().address;
      const deposit = await fundedDeposit(seller, '3');
      // The books say 3 are held, but the chain will not pay: the escrow wallet's USDT is moved away first
      // (as a theft or an operator mistake would), so the transfer reverts on chain.
      const registry = suite.api.app.get(ChainRegistry);
      const real = registry.adapter('ERC20') as EvmChainAdapter;
      const escrowUsdt = await suite.balanceOf('USDT', suite.deployment.escrow.address);
      const drain = await real.signTransfer({
        token: { address: suite.deployment.tokens.USDT.address, standard: 'FUNGIBLE' },
        to: suite.deployment.demoWallets[0]!.address,
        amount: escrowUsdt,
        nonce: await real.nextNonce(),
      });
      await real.broadcast(drain.raw);
      await mine(suite.chain.url, 1);
      // A fixed gas limit, as a wallet that does not estimate would use, puts the failing transfer on chain.
      const forced = Object.create(real) as EvmChainAdapter;
      forced.signTransfer = (t: OutgoingTransfer): Promise<SignedTransfer> =>
        real.signTransfer(t, { gasLimit: 120_000n });
      registry.useAdapter(forced);
      try {
        const payout = await release(deposit, buyer, '3', `order:${deposit}:revert`);
        await suite.round(); // signed, recorded, mined at once: reverted
        const first = await suite.api.prisma.payout.findUniqueOrThrow({ where: { id: payout.id } });
        expect(first).toMatchObject({ status: 'SENT', attempts: 1 });
        expect((await suite.provider.getTransactionReceipt(first.txHash!))?.status).toBe(0);
        // Final after 3 confirmations: marked failed, and sent again with a fresh transaction.
        await suite.mineAndRound(2);
        await waitForEvent(
          (e) => e.payoutId === payout.id && e.event === 'PAYOUT_FAILED' && e.willRetry === true,
        );
        const second = await suite.api.prisma.payout.findUniqueOrThrow({ where: { id: payout.id } });
        expect(second).toMatchObject({ status: 'SENT', attempts: 2 });
        expect(second.txHash).not.toBe(first.txHash);
        // Reverted again: failed for good, no third transaction.
        await suite.mineAndRound(2);
        const last = await suite.api.prisma.payout.findUniqueOrThrow({ where: { id: payout.id } });
        expect(last).toMatchObject({ status: 'FAILED', attempts: 2, txHash: second.txHash });
        await waitForEvent(
          (e) => e.payoutId === payout.id && e.event === 'PAYOUT_FAILED' && e.willRetry === false,
        );
        await suite.mineAndRound(3);
        expect((await suite.api.prisma.payout.findUniqueOrThrow({ where: { id: payout.id } })).attempts).toBe(
          2,
        );
        expect(await paidOnChain(buyer)).toEqual([]);
      } finally {
        registry.useAdapter(real);
        // Put the drained USDT back so that the other tests' books match the chain again.
        await suite.pay(suite.deployment.demoWallets[0]!, 'USDT', formatUnits(escrowUsdt, 6));
      }
    });

    it('completes an NFT deposit with the expected token, and returns a wrong NFT and cancels its deposit', async () => {
      const seller = await suite.trader();
      const other = await suite.trader();
      const nft = suite.deployment.tokens.NFT.address;
      const open = (tokenId: bigint) =>
        runner().run((tx) =>
          escrow().openDeposit(tx, {
            userId: seller.userId,
            purpose: 'AD',
            refId: `nft-${tokenId}-${Date.now()}`,
            chain: 'ERC20',
            asset: { nftContract: nft, tokenId, nftItemId: null },
            fromAddress: seller.wallet.address,
            expiresAt: new Date(Date.now() + 3600_000),
          }),
        );
      const collection = new Contract(
        nft,
        [
          'function safeTransferFrom(address from, address to, uint256 tokenId)',
          'function ownerOf(uint256) view returns (address)',
        ],
        new Wallet(seller.wallet.privateKey, suite.provider),
      );
      const good = await open(seller.nftTokenId);
      expect(good.paymentLink).toContain('/safeTransferFrom?');
      await (
        await collection.getFunction('safeTransferFrom')(
          seller.wallet.address,
          suite.deployment.escrow.address,
          seller.nftTokenId,
        )
      ).wait();
      await suite.mineAndRound(3);
      expect(
        (await suite.api.prisma.depositIntent.findUniqueOrThrow({ where: { id: BigInt(good.id) } })).status,
      ).toBe('SATISFIED');
      // Another NFT is expected; the seller sends one it got from the other trader instead.
      const wrongExpected = await open(other.nftTokenId);
      const extra = await fundWallet(suite.chain.url, suite.deployment, seller.wallet.address, { nft: 1 });
      await (
        await collection.getFunction('safeTransferFrom')(
          seller.wallet.address,
          suite.deployment.escrow.address,
          extra.nftTokenIds[0]!,
        )
      ).wait();
      await suite.mineAndRound(3);
      expect(
        (await suite.api.prisma.depositIntent.findUniqueOrThrow({ where: { id: BigInt(wrongExpected.id) } }))
          .status,
      ).toBe('CANCELLED');
      await waitForEvent((e) => e.depositIntentId === wrongExpected.id && e.event === 'DEPOSIT_CANCELLED');
      await suite.round(); // the RETURN payout is sent
      await suite.mineAndRound(3);
      expect(await collection.getFunction('ownerOf')(extra.nftTokenIds[0]!)).toBe(seller.wallet.address);
    });

    it('stopped mid-stream and started again, credits nothing twice and sends nothing twice', async () => {
      const traders = await Promise.all([suite.trader(), suite.trader(), suite.trader()]);
      for (const t of traders) await suite.pay(t.wallet, 'USDT', '11');
      await suite.round(); // seen, not final
      await mine(suite.chain.url, 3);
      // Three payouts queued; the "crash" comes after one was signed and recorded but before its broadcast.
      const seller = await suite.trader();
      const deposit = await fundedDeposit(seller, '9');
      const buyers = [0, 1, 2].map(() => Wallet.createRandom().address);
      const payouts: { id: string }[] = [];
      for (const [i, b] of buyers.entries())
        payouts.push(await release(deposit, b, '3', `order:${deposit}:part${i}`));
      const registry = suite.api.app.get(ChainRegistry);
      const adapter = registry.adapter('ERC20')!;
      const repo = suite.api.app.get(PayoutsRepository);
      const signed = await adapter.signTransfer({
        token: { address: suite.deployment.tokens.USDT.address, standard: 'FUNGIBLE' },
        to: buyers[0]!,
        amount: 3_000_000n,
        nonce: await adapter.nextNonce(),
      });
      await runner().run((tx) =>
        repo.recordSigned(tx, payouts[0]!.id, signed.txHash, signed.raw, signed.nonce, new Date()),
      );
      // A new process: a fresh API on the same database and chain.
      const restarted = await suite.restart();
      await restarted.round();
      await restarted.mineAndRound(3);
      for (const b of buyers) expect(await paidOnChain(b)).toEqual([3_000_000n]);
      const first = await restarted.api.prisma.payout.findUniqueOrThrow({ where: { id: payouts[0]!.id } });
      expect(first).toMatchObject({ status: 'CONFIRMED', txHash: signed.txHash, attempts: 1 });
      for (const t of traders) {
        const entries = await restarted.api.prisma.tempBalanceEntry.findMany({ where: { userId: t.userId } });
        expect(entries.map((e) => e.delta.toFixed())).toEqual(['11']);
      }
      // A second round after everything is final changes nothing.
      await restarted.round();
      for (const t of traders)
        expect(await restarted.api.prisma.tempBalanceEntry.count({ where: { userId: t.userId } })).toBe(1);
    });
  });

  async function waitForEvent(
    match: (e: OutboxRow['payload'] & Record<string, unknown>) => boolean,
  ): Promise<void> {
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      if (events.some((e) => match(e as OutboxRow['payload'] & Record<string, unknown>))) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the escrow event did not arrive');
  }
});
