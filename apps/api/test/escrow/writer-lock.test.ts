// One writer per chain (issue 20, defect 2), on a real local chain with two API processes on one database:
// the writer role does not lapse while its holder lives, and a payout whose nonce another transaction used
// is signed again and paid once.
import { EvmChainAdapter } from '@p2p/chain';
import { mine } from '@p2p/devchain';
import { Transaction, Wallet } from 'ethers';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { ChainRegistry } from '../../src/modules/escrow/chain-registry.service.js';
import { ChainWatchService } from '../../src/modules/escrow/chain-watch.service.js';
import { PayoutsRepository } from '../../src/modules/escrow/payouts.repository.js';
import { type ChainSuite, startChainSuite } from '../support/escrow-fixtures.js';
import type { TestApi } from '../support/harness.js';
import { fundedDeposit, observed, paidOnChain, release, until } from '../support/payout-helpers.js';

describe('escrow/writer-lock', () => {
  let suite: ChainSuite;
  let peer: TestApi;
  let usdtId: number;

  beforeAll(async () => {
    suite = await startChainSuite();
    usdtId = (await suite.api.factories.coin('USDT')).id;
    peer = await suite.peer();
    await suite.round();
  });
  afterAll(async () => {
    await peer.close();
    await suite.close();
  });

  const roundOf = (api: TestApi) => api.app.get(ChainWatchService).round('ERC20');
  const registryOf = (api: TestApi) => api.app.get(ChainRegistry);
  const payout = (id: string) => suite.api.prisma.payout.findUniqueOrThrow({ where: { id } });

  describe('one writer per chain (issue 20)', () => {
    it('a second process never leads while the first holds the writer role, however long its round (issue 20: the writer role does not lapse)', async () => {
      const seller = await suite.trader();
      const buyer = Wallet.createRandom().address;
      const deposit = await fundedDeposit(suite, usdtId, seller, '2');
      const p = await release(suite.api, usdtId, deposit, buyer, '2', `order:${deposit}:long`);
      const registry = registryOf(suite.api);
      const real = registry.adapter('ERC20')!;
      let entered = false;
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      registry.useAdapter(
        observed(real, {
          beforeSign: async () => {
            entered = true;
            await gate;
          },
        }),
      );
      try {
        const first = suite.round(); // leads, then waits in its signing for as long as the test holds it
        await until('the first process to sign', () => entered);
        // The first process's round now outlasts any lease (the Redis lock's was 10 s): the second one asks
        // to lead all along and must be refused every time.
        const end = Date.now() + 11_000;
        while (Date.now() < end) {
          expect((await roundOf(peer)).leader).toBe(false);
          await new Promise((r) => setTimeout(r, 250)); // the second process's poll interval
        }
        open();
        expect((await first).leader).toBe(true);
      } finally {
        open();
        registry.useAdapter(real);
      }
      await suite.mineAndRound(3);
      expect(await payout(p.id)).toMatchObject({ status: 'CONFIRMED', attempts: 1 });
      expect(await paidOnChain(suite, buyer)).toEqual([2_000_000n]);
    }, 40_000);

    it('signs again with a fresh nonce a SENT payout whose nonce another transaction used, and pays it once (issue 20: a nonce used by another transaction)', async () => {
      const seller = await suite.trader();
      const buyer = Wallet.createRandom().address;
      const deposit = await fundedDeposit(suite, usdtId, seller, '4');
      const p = await release(suite.api, usdtId, deposit, buyer, '4', `order:${deposit}:reused`);
      const adapter = registryOf(suite.api).adapter('ERC20') as EvmChainAdapter;
      const usdt = { address: suite.deployment.tokens.USDT.address, standard: 'FUNGIBLE' as const };
      // The payout's transaction is signed and recorded, but never reaches the node...
      const nonce = await adapter.nextNonce();
      const lost = await adapter.signTransfer({ token: usdt, to: buyer, amount: 4_000_000n, nonce });
      await suite.api.app
        .get(TransactionRunner)
        .run((tx) =>
          suite.api.app
            .get(PayoutsRepository)
            .recordSigned(tx, p.id, lost.txHash, lost.raw, nonce, new Date()),
        );
      // ...and another transaction of the escrow wallet takes its nonce (an operator's, another writer's).
      const other = await adapter.signTransfer({
        token: usdt,
        to: suite.deployment.demoWallets[0]!.address,
        amount: 0n, // moves nothing, uses the nonce
        nonce,
      });
      await adapter.broadcast(other.raw);
      await mine(suite.chain.url, 1);
      for (let i = 0; i < 8 && (await payout(p.id)).status !== 'CONFIRMED'; i++) await suite.mineAndRound(1);
      const done = await payout(p.id);
      expect(done).toMatchObject({ status: 'CONFIRMED', attempts: 2 });
      expect(done.txHash).not.toBe(lost.txHash);
      expect(await paidOnChain(suite, buyer)).toEqual([4_000_000n]);
      expect((await suite.provider.getTransactionReceipt(lost.txHash))?.status ?? null).toBeNull();
      const attempts = await suite.api.prisma.payoutAttempt.findMany({
        where: { payoutId: p.id },
        orderBy: { attempt: 'asc' },
      });
      expect(attempts).toMatchObject([
        { attempt: 1, txHash: lost.txHash, nonce: nonce, status: 'ABANDONED' },
        { attempt: 2, txHash: done.txHash, status: 'LANDED' },
      ]);
      expect(attempts[0]!.outcome).toBe(`nonce ${nonce} used by another transaction; attempt 2 landed`);
      expect(attempts[1]!.nonce).toBeGreaterThan(nonce);
    }, 40_000);

    it("two processes side by side, many payouts, rounds interleaved, the leader's lock connection cut mid-way: the other takes over, no nonce is used twice, nothing is paid twice (issue 20: one writer per chain)", async () => {
      const seller = await suite.trader();
      const deposit = await fundedDeposit(suite, usdtId, seller, '12');
      const buyers = Array.from({ length: 12 }, () => Wallet.createRandom().address);
      const ids: string[] = [];
      for (const [i, b] of buyers.entries())
        ids.push((await release(suite.api, usdtId, deposit, b, '1', `order:${deposit}:many${i}`)).id);
      // Every transaction either process hands to the node, by nonce.
      const byNonce = new Map<number, Set<string>>();
      const seen = (raw: string) => {
        const t = Transaction.from(raw);
        byNonce.set(t.nonce, (byNonce.get(t.nonce) ?? new Set()).add(t.hash!));
      };
      const registryA = registryOf(suite.api);
      const registryB = registryOf(peer);
      const realA = registryA.adapter('ERC20')!;
      const realB = registryB.adapter('ERC20')!;
      const watchA = suite.api.app.get(ChainWatchService);
      let cutPid: number | null = null;
      registryA.useAdapter(
        observed(realA, {
          beforeSign: async (n) => {
            if (n !== 5 || cutPid !== null) return;
            // The leader's lock connection dies in the middle of its round, as it signs its 5th payout...
            cutPid = watchA.writer('ERC20').pid!;
            await suite.api.prisma.$queryRaw`select pg_terminate_backend(${cutPid}::int)`;
            // ...and the other process takes the role over while that round is still running.
            await until('the second process to lead', async () => (await roundOf(peer)).leader);
          },
          broadcast: seen,
        }),
      );
      registryB.useAdapter(observed(realB, { broadcast: seen }));
      const confirmed = async () =>
        (await suite.api.prisma.payout.count({ where: { id: { in: ids }, status: 'CONFIRMED' } })) ===
        ids.length;
      try {
        for (let i = 0; i < 15 && !(await confirmed()); i++) {
          const [a, b] = await Promise.all([suite.round(), roundOf(peer)]);
          expect(a.leader && b.leader).toBe(false);
          await mine(suite.chain.url, 1);
        }
      } finally {
        registryA.useAdapter(realA);
        registryB.useAdapter(realB);
      }
      expect(cutPid).not.toBeNull();
      expect(await confirmed()).toBe(true);
      for (const b of buyers) expect(await paidOnChain(suite, b)).toEqual([1_000_000n]);
      for (const hashes of byNonce.values()) expect(hashes.size).toBe(1);
      const attempts = await suite.api.prisma.payoutAttempt.findMany({ where: { payoutId: { in: ids } } });
      expect(attempts).toHaveLength(ids.length);
      expect(new Set(attempts.map((a) => a.nonce)).size).toBe(ids.length);
      // The first process no longer leads; the second keeps the role.
      expect((await suite.round()).leader).toBe(false);
      expect((await roundOf(peer)).leader).toBe(true);
    }, 60_000);
  });
});
