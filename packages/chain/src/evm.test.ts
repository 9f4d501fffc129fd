// Against a real Hardhat node started here (@p2p/devchain), nothing mocked.
import { Contract, Wallet } from 'ethers';
import {
  deployDevContracts,
  devProvider,
  loadArtifacts,
  mine,
  revert,
  setAutomine,
  snapshot,
  startDevChain,
} from '@p2p/devchain';
import type { DevChain, DevDeployment } from '@p2p/devchain';
import type { WatchedToken } from './adapter.js';
import { EvmChainAdapter } from './evm.js';

describe('EvmChainAdapter on the local chain', () => {
  let chain: DevChain;
  let d: DevDeployment;
  let adapter: EvmChainAdapter;
  let provider: ReturnType<typeof devProvider>;
  let MEC: WatchedToken;
  let USDT: WatchedToken;
  let NFT: WatchedToken;
  let tokens: WatchedToken[];

  const erc20 = (address: string, key: string) =>
    new Contract(address, loadArtifacts().MecToken.abi as never, new Wallet(key, provider));
  const nft = (key: string) =>
    new Contract(d.tokens.NFT.address, loadArtifacts().MarketNft.abi as never, new Wallet(key, provider));
  const payer = () => d.demoWallets[0]!;

  beforeAll(async () => {
    chain = await startDevChain({ port: 0 });
    d = await deployDevContracts(chain.url, { demoWallets: 2 });
    provider = devProvider(chain.url);
    adapter = new EvmChainAdapter({
      rpcUrl: chain.url,
      chainId: d.chainId,
      escrowPrivateKey: d.escrow.privateKey,
    });
    MEC = { address: d.tokens.MEC.address, standard: 'FUNGIBLE' };
    USDT = { address: d.tokens.USDT.address, standard: 'FUNGIBLE' };
    NFT = { address: d.tokens.NFT.address, standard: 'NFT' };
    tokens = [MEC, USDT, NFT];
  });
  afterAll(async () => {
    adapter?.destroy();
    provider?.destroy();
    await chain?.stop();
  });

  it('answers the head and the hash of a block by number (null past the head)', async () => {
    const head = await adapter.head();
    expect(head.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await adapter.blockHash(head.number)).toBe(head.hash);
    expect(await adapter.blockHash(head.number + 100n)).toBeNull();
  });

  it("answers a block's hash and the time stamped on it, null past the head (issue 20: the watcher records how far in chain time it has read)", async () => {
    const head = await adapter.head();
    const block = (await provider.getBlock(Number(head.number)))!;
    expect(await adapter.blockAt(head.number)).toEqual({
      hash: head.hash,
      time: new Date(block.timestamp * 1000),
    });
    expect(await adapter.blockAt(head.number + 100n)).toBeNull();
  });

  it('sees an ERC-20 transfer to the escrow with its amount, sender, block, log index and block time (issue 20)', async () => {
    const tx = await erc20(d.tokens.USDT.address, payer().privateKey).transfer(d.escrow.address, 12_345_678n);
    const mined = await tx.wait();
    const block = (await provider.getBlock(mined.blockNumber))!;
    const logs = await adapter.transfersTo(
      d.escrow.address.toLowerCase(),
      tokens,
      BigInt(mined.blockNumber),
      BigInt(mined.blockNumber),
    );
    expect(logs).toEqual([
      {
        txHash: tx.hash.toLowerCase(),
        logIndex: 0,
        blockNumber: BigInt(mined.blockNumber),
        blockHash: mined.blockHash.toLowerCase(),
        tokenAddress: d.tokens.USDT.address,
        standard: 'FUNGIBLE',
        from: payer().address,
        to: d.escrow.address,
        value: 12_345_678n,
        tokenId: null,
        blockTime: new Date(block.timestamp * 1000),
      },
    ]);
    expect(await adapter.balanceOf(USDT, d.escrow.address)).toBe(12_345_678n);
  });

  it('sees an ERC-721 transfer to the escrow with its token id (4 topics) and no value', async () => {
    const from = payer();
    const tx = await nft(from.privateKey)['safeTransferFrom(address,address,uint256)'](
      from.address,
      d.escrow.address,
      1n,
    );
    const mined = await tx.wait();
    const logs = await adapter.transfersTo(
      d.escrow.address,
      tokens,
      BigInt(mined.blockNumber),
      BigInt(mined.blockNumber),
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      standard: 'NFT',
      tokenAddress: d.tokens.NFT.address,
      from: from.address,
      tokenId: 1n,
      value: null,
    });
    expect(await adapter.ownsNft(NFT, 1n, d.escrow.address)).toBe(true);
    expect(await adapter.ownsNft(NFT, 999n, d.escrow.address)).toBe(false);
    expect(await adapter.balanceOf(NFT, d.escrow.address)).toBe(1n);
  });

  it('ignores transfers of unwatched tokens and transfers to other addresses', async () => {
    const from = payer();
    const a = await (
      await erc20(d.tokens.MEC.address, from.privateKey).transfer(d.escrow.address, 5n)
    ).wait();
    const b = await (
      await erc20(d.tokens.USDT.address, from.privateKey).transfer(d.demoWallets[1]!.address, 5n)
    ).wait();
    const logs = await adapter.transfersTo(
      d.escrow.address,
      [USDT, NFT],
      BigInt(a.blockNumber),
      BigInt(b.blockNumber),
    );
    expect(logs).toEqual([]);
    const all = await adapter.transfersTo(d.escrow.address, tokens, 0n, BigInt(b.blockNumber));
    expect(all.map((l) => [l.standard, l.value ?? l.tokenId])).toEqual([
      ['FUNGIBLE', 12_345_678n],
      ['NFT', 1n],
      ['FUNGIBLE', 5n],
    ]);
  });

  it('signs a transfer whose hash is known before broadcast, and broadcasting it again is harmless', async () => {
    const nonce = await adapter.nextNonce();
    const signed = await adapter.signTransfer({ token: USDT, to: payer().address, amount: 1_000n, nonce });
    expect(signed.nonce).toBe(nonce);
    expect(await adapter.receipt(signed.txHash)).toMatchObject({ status: 'UNKNOWN', confirmations: 0 });
    await adapter.broadcast(signed.raw);
    const r = await adapter.receipt(signed.txHash);
    expect(r.status).toBe('SUCCESS');
    expect(r.confirmations).toBe(1);
    await expect(adapter.broadcast(signed.raw)).resolves.toBeUndefined(); // mined already ("nonce too low")
    expect(await adapter.nextNonce()).toBe(nonce + 1n);
    expect(await adapter.balanceOf(USDT, d.escrow.address)).toBe(12_345_678n - 1_000n);
  });

  it('sends an NFT out of the escrow with safeTransferFrom', async () => {
    const signed = await adapter.signTransfer({
      token: NFT,
      to: payer().address,
      amount: 1n,
      nonce: await adapter.nextNonce(),
    });
    await adapter.broadcast(signed.raw);
    expect((await adapter.receipt(signed.txHash)).status).toBe('SUCCESS');
    expect(await adapter.ownsNft(NFT, 1n, payer().address)).toBe(true);
  });

  it('reports PENDING before mining, a repeated broadcast of a pending one ("already known") is harmless, confirmations count up', async () => {
    await setAutomine(chain.url, false);
    try {
      const signed = await adapter.signTransfer({
        token: USDT,
        to: payer().address,
        amount: 1n,
        nonce: await adapter.nextNonce(),
      });
      await adapter.broadcast(signed.raw);
      await adapter.broadcast(signed.raw);
      expect((await adapter.receipt(signed.txHash)).status).toBe('PENDING');
      await mine(chain.url, 1);
      expect(await adapter.receipt(signed.txHash)).toMatchObject({ status: 'SUCCESS', confirmations: 1 });
      await mine(chain.url, 2);
      expect((await adapter.receipt(signed.txHash)).confirmations).toBe(3);
    } finally {
      await setAutomine(chain.url, true);
    }
  });

  it('marks a transfer of more tokens than the escrow holds REVERTED (gas limit forced past the estimate)', async () => {
    const amount = (await adapter.balanceOf(MEC, d.escrow.address)) + 1n;
    await expect(
      adapter.signTransfer({ token: MEC, to: payer().address, amount, nonce: await adapter.nextNonce() }),
    ).rejects.toThrow();
    const signed = await adapter.signTransfer(
      { token: MEC, to: payer().address, amount, nonce: await adapter.nextNonce() },
      { gasLimit: 100_000n },
    );
    await adapter.broadcast(signed.raw);
    const r = await adapter.receipt(signed.txHash);
    expect(r.status).toBe('REVERTED');
    expect(r.confirmations).toBe(1);
  });

  it('sees a transfer within milliseconds of the block that mines it', async () => {
    await setAutomine(chain.url, false);
    try {
      const from = await adapter.head();
      await erc20(d.tokens.MEC.address, payer().privateKey).transfer(d.escrow.address, 77n);
      const started = performance.now();
      await mine(chain.url, 1);
      const logs = await adapter.transfersTo(
        d.escrow.address,
        tokens,
        from.number + 1n,
        (await adapter.head()).number,
      );
      const ms = performance.now() - started;
      expect(logs.map((l) => l.value)).toEqual([77n]);
      expect(ms).toBeLessThan(1_000);
      process.stdout.write(`evm adapter: a transfer was seen ${ms.toFixed(1)} ms after evm_mine was asked\n`);
    } finally {
      await setAutomine(chain.url, true);
    }
  });

  it('a reorganisation (snapshot, revert, other blocks) gives the same height another hash and drops its transfer', async () => {
    const id = await snapshot(chain.url);
    const mined = await (
      await erc20(d.tokens.MEC.address, payer().privateKey).transfer(d.escrow.address, 3n)
    ).wait();
    const height = BigInt(mined.blockNumber);
    const before = await adapter.blockHash(height);
    expect(await adapter.transfersTo(d.escrow.address, tokens, height, height)).toHaveLength(1);
    expect(await revert(chain.url, id)).toBe(true);
    await (
      await erc20(d.tokens.USDT.address, payer().privateKey).transfer(d.demoWallets[1]!.address, 4n)
    ).wait();
    expect((await adapter.head()).number).toBe(height);
    const after = await adapter.blockHash(height);
    expect(after).not.toBe(before);
    expect(await adapter.transfersTo(d.escrow.address, tokens, height, height)).toEqual([]);
  });
});
