// The money simulation's short run in the API suite (issue 20): a few hundred random operations on the
// real API, watcher rounds and a local chain, every invariant checked after every step. The seed is
// printed first and in any failure; `SIM_SEED=<n>` replays a run, `SIM_OPS=<n>` sets its length. A second
// test plants a theft to show that the checks see one.
import { Contract, Wallet } from 'ethers';
import { ChainOps } from './chain-ops.js';
import { Invariants } from './invariants.js';
import { optionsFromEnv, runSimulation, summary } from './runner.js';
import { createWorld } from './world.js';
import { SECURITY_PASSWORD } from '../support/escrow-fixtures.js';
import { paidOnChain } from '../support/payout-helpers.js';

describe('sim/money-sim', () => {
  const opts = optionsFromEnv({ ops: 150 });

  describe('the money simulation (issue 20)', () => {
    it(
      `keeps custody provable through ${opts.ops} random operations (issue 20: escrow balance = liabilities, no negative balance, one release or refund per order, every transfer out one payout, valid event chains; SIM_SEED=${opts.seed})`,
      async () => {
        const report = await runSimulation(opts);
        if (process.env.SIM_REPORT) {
          const fs = await import('node:fs');
          fs.writeFileSync(process.env.SIM_REPORT, JSON.stringify(report, null, 1));
        }
        // Every check ran after every step.
        expect(report.checks).toBeGreaterThanOrEqual(opts.ops * 5);
        if (report.violations.length > 0) throw new Error(`SIM_SEED=${opts.seed}\n${summary(report)}`);
      },
      // 150 operations take about 2 min here, over 5 min beside two busy loops (issue 21's loaded runs).
      Math.max(600_000, opts.ops * 5_000),
    );

    it('a leading watcher killed after recording a payout and before broadcasting it: another watcher takes the writer role, sends it, and it is paid once with its one nonce (issue 20: two watchers side by side, a watcher killed at a point of its round)', async () => {
      const w = await createWorld(3, 1, 1);
      try {
        const inv = new Invariants(w);
        const saver = w.savers[0]!;
        await new ChainOps(w).pay(saver, 'USDT', 20_000_000n);
        await w.mine(3);
        await w.round();
        const res = await w.post(saver, '/balance/extract', {
          coin: 'USDT',
          chain: 'ERC20',
          amount: '15',
          securityPassword: SECURITY_PASSWORD,
        });
        expect(res.code).toBe('200');
        await w.drain();
        const before = w.watchers.slots.map((s) => s.name);
        expect(await w.watchers.killLeader((b) => w.mine(b), { method: 'broadcast', after: false })).toBe(
          true,
        );
        expect(w.stats.faults).toEqual({ 'kill watcher (emulated) in a round': 1 });
        const payout = () => w.api.prisma.payout.findFirstOrThrow({ where: { kind: 'WITHDRAWAL' } });
        // Recorded as sent by the killed watcher, never handed to the node.
        const sent = await payout();
        expect(sent.status).toBe('SENT');
        expect(await w.suite.provider.getTransaction(sent.txHash!)).toBeNull();
        expect(w.watchers.slots.map((s) => s.name)).not.toEqual(before); // a fresh app in the killed one's place
        for (let i = 0; i < 8 && (await payout()).status !== 'CONFIRMED'; i += 1) {
          await w.round();
          await w.mine(1);
        }
        await w.round();
        expect(await payout()).toMatchObject({ status: 'CONFIRMED', txHash: sent.txHash });
        expect(await paidOnChain(w.suite, saver.wallet.address)).toEqual([15_000_000n]);
        expect(await w.api.prisma.payoutAttempt.count({ where: { payoutId: sent.id } })).toBe(1);
        expect(await inv.run()).toEqual([]);
      } finally {
        await w.close();
      }
    }, 120_000);

    it('sees a planted theft: a transfer out of escrow that no payout made (issue 20: the invariants are not vacuous)', async () => {
      const w = await createWorld(1, 1, 1);
      try {
        const inv = new Invariants(w);
        await new ChainOps(w).pay(w.savers[0]!, 'USDT', 20_000_000n);
        await w.mine(3);
        await w.round();
        expect(await inv.run()).toEqual([]);
        // 5 USDT leave escrow signed with its key, with no payout behind them.
        const usdt = new Contract(
          w.tokenAddress('USDT'),
          ['function transfer(address to, uint256 amount) returns (bool)'],
          new Wallet(w.suite.deployment.escrow.privateKey, w.suite.provider),
        );
        const tx = (await usdt.getFunction('transfer')(Wallet.createRandom().address, 5_000_000n)) as {
          hash: string;
          wait(): Promise<unknown>;
        };
        await tx.wait();
        await w.round(); // the watcher has read the block: nothing is in flight
        const keys = (await inv.run()).map((f) => f.key);
        expect(keys).toEqual(
          expect.arrayContaining([`transfer-out:${tx.hash}`, 'reserves:USDT', 'reserves-unbalanced']),
        );
      } finally {
        await w.close();
      }
    }, 120_000);
  });
});
