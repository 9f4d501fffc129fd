// Runs a real Hardhat node (no mock): start, deploy, fund, the chain file, the test helpers, a clean stop.
import { tokenPng, tokenUri } from './nft-art.js';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Contract } from 'ethers';
import {
  blockNumber,
  mine,
  probeChain,
  revert,
  rpc,
  setAutomine,
  snapshot,
  startDevChain,
  type DevChain,
} from './node.js';
import {
  DEV_CHAIN_ID,
  deployDevContracts,
  devProvider,
  fundWallet,
  readChainFile,
  writeChainFile,
  type DevDeployment,
} from './deploy.js';
import { loadArtifacts } from './compile.js';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('devchain', () => {
  let chain: DevChain;
  let deployment: DevDeployment;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'devchain-'));

  beforeAll(async () => {
    chain = await startDevChain({ port: 0 });
    deployment = await deployDevContracts(chain.url);
  });
  afterAll(async () => {
    await chain.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts a hardhat node on a free port with chain id 31337', async () => {
    expect(chain.port).toBeGreaterThan(0);
    expect(await probeChain(chain.url)).toBe(DEV_CHAIN_ID);
  });

  it('deploys MEC (18 decimals), USDT (6 decimals) and the NFT collection', async () => {
    const provider = devProvider(chain.url);
    const a = loadArtifacts();
    const mec = new Contract(deployment.tokens.MEC.address, a.MecToken.abi as never, provider);
    const usdt = new Contract(deployment.tokens.USDT.address, a.TetherUSD.abi as never, provider);
    const nft = new Contract(deployment.tokens.NFT.address, a.MarketNft.abi as never, provider);
    expect([await mec.symbol(), await mec.decimals()]).toEqual(['MEC', 18n]);
    expect([await usdt.symbol(), await usdt.decimals()]).toEqual(['USDT', 6n]);
    expect(await nft.ownerOf(1n)).toBe(deployment.demoWallets[0]!.address);
    expect(await nft.tokenURI(1n)).toBe(tokenUri(1n));
    provider.destroy();
  });

  it('mints each development item with a data: URI of its metadata JSON and a PNG drawn from its id', () => {
    const uri = tokenUri(7n);
    expect(uri.startsWith('data:application/json;base64,')).toBe(true);
    const metadata = JSON.parse(Buffer.from(uri.split(',')[1]!, 'base64').toString('utf8')) as {
      name: string;
      image: string;
      attributes: { trait_type: string; value: unknown }[];
    };
    expect(metadata.name).toBe('P2P Market #7');
    expect(metadata.attributes.map((a) => a.trait_type)).toEqual(['Colour', 'Pattern', 'Edition']);
    const png = Buffer.from(metadata.image.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(24); // width
    expect(tokenPng(7n).equals(tokenPng(8n))).toBe(false);
  });

  it('funds the demo wallets with MEC, USDT and one NFT each, and gives the escrow wallet no tokens', async () => {
    const provider = devProvider(chain.url);
    const a = loadArtifacts();
    const mec = new Contract(deployment.tokens.MEC.address, a.MecToken.abi as never, provider);
    const usdt = new Contract(deployment.tokens.USDT.address, a.TetherUSD.abi as never, provider);
    const nft = new Contract(deployment.tokens.NFT.address, a.MarketNft.abi as never, provider);
    expect(deployment.demoWallets).toHaveLength(4);
    expect(deployment.startBlock).toBe(1);
    for (const w of deployment.demoWallets) {
      expect(await mec.balanceOf(w.address)).toBe(10_000n * 10n ** 18n);
      expect(await usdt.balanceOf(w.address)).toBe(10_000n * 10n ** 6n);
      expect(await nft.balanceOf(w.address)).toBe(1n);
    }
    expect(await mec.balanceOf(deployment.escrow.address)).toBe(0n);
    expect(await usdt.balanceOf(deployment.escrow.address)).toBe(0n);
    expect(await provider.getBalance(deployment.escrow.address)).toBeGreaterThan(0n);
    provider.destroy();
  });

  it('funds any wallet from the deployer (fundWallet), with ETH for gas when it has none', async () => {
    const to = '0x000000000000000000000000000000000000dEaD';
    const funded = await fundWallet(chain.url, deployment, to, { mec: '1.5', usdt: '2.25', nft: 2 });
    expect(funded).toEqual({
      mec: 1_500_000_000_000_000_000n,
      usdt: 2_250_000n,
      nftTokenIds: [5n, 6n],
      gas: 1_000_000_000_000_000_000n,
    });
  });

  it('writes and reads the chain file', () => {
    const file = path.join(dir, 'sub', 'chain.json');
    writeChainFile(deployment, file);
    expect(readChainFile(file)).toEqual(deployment);
  });

  it('mines on demand, turns automine off and on, and reverts to a snapshot', async () => {
    const start = await blockNumber(chain.url);
    await mine(chain.url, 5);
    expect(await blockNumber(chain.url)).toBe(start + 5n);
    const id = await snapshot(chain.url);
    await mine(chain.url, 2);
    expect(await revert(chain.url, id)).toBe(true);
    expect(await blockNumber(chain.url)).toBe(start + 5n);
    expect(await revert(chain.url, id)).toBe(false); // snapshot ids are single-use
    await setAutomine(chain.url, false);
    expect(await rpc(chain.url, 'hardhat_getAutomine')).toBe(false);
    await setAutomine(chain.url, true);
  });
});

describe('devchain process', () => {
  it('stops cleanly: the node process is gone and the port no longer answers', async () => {
    const chain = await startDevChain({ port: 0 });
    expect(alive(chain.pid)).toBe(true);
    await chain.stop();
    expect(alive(chain.pid)).toBe(false);
    expect(await probeChain(chain.url)).toBeNull();
    await chain.stop(); // a second stop is harmless
  });
});
