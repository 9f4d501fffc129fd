// A defect the money simulation found (issue 20; SIM_SEED=20261127 SIM_OPS=5000 SIM_FAULTS=1, step 1991:
// escrow held 24.65 MEC more than the books, the stray payment's transfer REORGED for good). The indexer
// takes as the fork the lowest *stored* block whose hash changed, but it stores only some heights (blocks
// with a transfer, and each scan's last block), so the real fork can lie lower, between the highest
// stored block that still matches and that one. A transfer the new branch mines at such an unstored
// height is never read again: it stays REORGED, the sender is never credited, and escrow holds coin
// that the books owe nobody. Here below the confirmation depth (2 blocks of 3).
// Fixed: the fork is taken as the highest stored block that still matches, plus one (this test failed
// before, the transfer REORGED where CREDITED was expected).
import { mine, revert, rpc, snapshot } from '@p2p/devchain';
import { Contract, Wallet } from 'ethers';
import { type ChainSuite, startChainSuite } from '../support/escrow-fixtures.js';

describe('sim/reorg-fork-point', () => {
  let suite: ChainSuite;

  beforeAll(async () => {
    suite = await startChainSuite({ CHAIN_CONFIRMATIONS: '3' });
    await suite.round();
  }, 120_000);
  afterAll(() => suite.close());

  it('credits a deposit that a reorganisation below the confirmation depth moved to a height the indexer never stored (issue 20: reorg fork point, found by the simulation)', async () => {
    const t = await suite.trader();
    await mine(suite.chain.url, 5);
    await suite.round(); // cursor at the head H
    const snap = await snapshot(suite.chain.url);
    // H+1 empty, H+2 the payment; one round reads both and stores H+2 only.
    await mine(suite.chain.url, 1);
    const signer = new Wallet(t.wallet.privateKey, suite.provider);
    const usdt = new Contract(suite.deployment.tokens.USDT.address, [
      'function transfer(address to, uint256 amount) returns (bool)',
    ]);
    const raw = await signer.signTransaction({
      to: suite.deployment.tokens.USDT.address,
      data: usdt.interface.encodeFunctionData('transfer', [suite.deployment.escrow.address, 5_000_000n]),
      nonce: await suite.provider.getTransactionCount(t.wallet.address),
      gasLimit: 100_000n,
      gasPrice: 2_000_000_000n,
      chainId: BigInt(suite.deployment.chainId),
    });
    const hash = await rpc<string>(suite.chain.url, 'eth_sendRawTransaction', [raw]);
    await suite.round();
    expect((await suite.api.prisma.chainTransfer.findFirstOrThrow({ where: { txHash: hash } })).status).toBe(
      'PENDING',
    );
    // The reorganisation: back to H, the same payment mined at H+1 this time, a longer branch.
    expect(await revert(suite.chain.url, snap)).toBe(true);
    await rpc(suite.chain.url, 'eth_sendRawTransaction', [raw]);
    await mine(suite.chain.url, 2);
    await suite.round();
    await mine(suite.chain.url, 3);
    await suite.round();
    const row = await suite.api.prisma.chainTransfer.findFirstOrThrow({ where: { txHash: hash } });
    expect(row.status).toBe('CREDITED');
    const line = await suite.api.prisma.tempBalance.findFirst({ where: { userId: t.userId } });
    expect(line?.amount.toFixed()).toBe('5');
  }, 120_000);
});
