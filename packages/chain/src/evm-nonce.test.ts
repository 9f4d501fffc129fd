// The EVM chain's evidence for the one writer (issue 20), on a real Hardhat node started here: the mined
// nonce count (below the pending one while a transaction waits), the latest block's time, no expiration.
import { devProvider, deployDevContracts, setAutomine, mine, startDevChain } from '@p2p/devchain';
import type { DevChain, DevDeployment } from '@p2p/devchain';
import { EvmChainAdapter } from './evm.js';

let chain: DevChain;
let d: DevDeployment;
let adapter: EvmChainAdapter;

beforeAll(async () => {
  chain = await startDevChain({ port: 0 });
  d = await deployDevContracts(chain.url, { demoWallets: 1 });
  adapter = new EvmChainAdapter({
    rpcUrl: chain.url,
    chainId: d.chainId,
    escrowPrivateKey: d.escrow.privateKey,
  });
});
afterAll(async () => {
  adapter?.destroy();
  await chain?.stop();
});

describe('EVM nonce and clock (issue 20)', () => {
  it('counts mined transactions apart from pending ones (issue 20: a nonce used by another transaction)', async () => {
    const before = await adapter.minedNonce();
    expect(await adapter.nextNonce()).toBe(before);
    await setAutomine(chain.url, false);
    try {
      const signed = await adapter.signTransfer(
        {
          token: { address: d.tokens.USDT.address, standard: 'FUNGIBLE' },
          to: d.demoWallets[0]!.address,
          amount: 1n,
          nonce: before,
        },
        { gasLimit: 100_000n },
      ); // a fixed limit: the escrow holds no USDT here, a reverted one uses its nonce too
      await adapter.broadcast(signed.raw);
      expect(await adapter.nextNonce()).toBe(before + 1n);
      expect(await adapter.minedNonce()).toBe(before);
      await mine(chain.url, 1);
      expect(await adapter.minedNonce()).toBe(before + 1n);
      expect(adapter.expiration()).toBeNull();
    } finally {
      await setAutomine(chain.url, true);
    }
  });

  it("answers the latest block's time as the chain's clock (issue 20: decisions by chain time)", async () => {
    const provider = devProvider(chain.url);
    try {
      const latest = await provider.getBlock('latest');
      expect(await adapter.chainTime()).toBe(latest!.timestamp * 1000);
    } finally {
      provider.destroy();
    }
  });
});
