// Paying deposit links and funding dev wallets on a real local chain (@p2p/devchain, a Hardhat node
// started here). The CLI runs the built package (dist/): `pnpm test` builds it first.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Contract, Wallet } from 'ethers';
import { evmTokenPaymentLink } from '@p2p/chain';
import { deployDevContracts, devProvider, loadArtifacts, startDevChain, writeChainFile } from '@p2p/devchain';
import type { DevChain, DevDeployment } from '@p2p/devchain';
import { payLink } from '../src/pay.js';
import { fundDevWallet } from '../src/pay-fund.js';

const BIN = path.join(import.meta.dirname, '..', 'bin', 'p2p-wallet.mjs');
// Hardhat's development account #5: the deploy here funds one demo wallet (#2) only, so it starts with no tokens.
const NEW_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba';
const NEW_ADDRESS = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';

function cli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { WALLET_KEY: _omit, ...base } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...base, ...env } }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('wallet simulator payments on the local chain', () => {
  let chain: DevChain;
  let d: DevDeployment;
  let chainFile: string;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wallet-pay-'));

  const balance = async (token: string, owner: string) => {
    const provider = devProvider(chain.url);
    try {
      return (await new Contract(token, loadArtifacts().MecToken.abi as never, provider).balanceOf(
        owner,
      )) as bigint;
    } finally {
      provider.destroy();
    }
  };

  beforeAll(async () => {
    chain = await startDevChain({ port: 0 });
    d = await deployDevContracts(chain.url, { demoWallets: 1 });
    chainFile = path.join(dir, 'chain.json');
    writeChainFile(d, chainFile);
  });
  afterAll(async () => {
    await chain?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('pays an ERC-20 deposit link: the escrow receives the exact amount', async () => {
    const link = evmTokenPaymentLink({
      chainId: 31337,
      token: d.tokens.USDT.address,
      to: d.escrow.address,
      amount: 25_500_000n,
    });
    const r = await payLink({ link, key: d.demoWallets[0]!.privateKey, rpcUrl: chain.url });
    expect(r).toMatchObject({
      status: 'SUCCESS',
      from: d.demoWallets[0]!.address,
      to: d.escrow.address,
      amount: '25500000',
    });
    expect(await balance(d.tokens.USDT.address, d.escrow.address)).toBe(25_500_000n);
  });

  it('refuses to pay more than the wallet holds, and sends nothing', async () => {
    const link = evmTokenPaymentLink({
      chainId: 31337,
      token: d.tokens.MEC.address,
      to: d.escrow.address,
      amount: 1n,
    });
    await expect(payLink({ link, key: NEW_KEY, rpcUrl: chain.url })).rejects.toThrow(
      'insufficient MEC balance: 0.0 held',
    );
  });

  it('refuses a link for another chain id', async () => {
    const link = evmTokenPaymentLink({
      chainId: 1,
      token: d.tokens.MEC.address,
      to: d.escrow.address,
      amount: 1n,
    });
    await expect(payLink({ link, key: d.demoWallets[0]!.privateKey, rpcUrl: chain.url })).rejects.toThrow(
      'chain 1',
    );
  });

  it('funds a new dev wallet with MEC, USDT and an NFT from the deployer', async () => {
    const r = await fundDevWallet({ key: NEW_KEY, chainFile, mec: '3', usdt: '4', nft: 1 });
    expect(r).toEqual({
      address: NEW_ADDRESS,
      mec: '3000000000000000000',
      usdt: '4000000',
      nftTokenIds: ['2'],
      gasWei: '0', // Hardhat's account #5 holds ETH already
    });
  });

  it('gives a fresh wallet ETH for gas with its tokens, so that it can pay a deposit link', async () => {
    const fresh = Wallet.createRandom();
    const r = await fundDevWallet({ key: fresh.privateKey, chainFile, mec: '0', usdt: '2', nft: 0 });
    expect(r.gasWei).toBe('1000000000000000000');
    const link = evmTokenPaymentLink({
      chainId: 31337,
      token: d.tokens.USDT.address,
      to: d.escrow.address,
      amount: 2_000_000n,
    });
    expect(await payLink({ link, key: fresh.privateKey, rpcUrl: chain.url })).toMatchObject({
      status: 'SUCCESS',
    });
  });

  it('pays an NFT link (safeTransferFrom) only from the holder the link names', async () => {
    const link = evmTokenPaymentLink({
      chainId: 31337,
      token: d.tokens.NFT.address,
      to: d.escrow.address,
      amount: 2n,
      nft: { from: NEW_ADDRESS },
    });
    await expect(payLink({ link, key: d.demoWallets[0]!.privateKey, rpcUrl: chain.url })).rejects.toThrow(
      'not from this wallet',
    );
    const r = await payLink({ link, key: NEW_KEY, rpcUrl: chain.url });
    expect(r).toMatchObject({ status: 'SUCCESS', function: 'safeTransferFrom', amount: '2' });
    const provider = devProvider(chain.url);
    expect(
      await new Contract(d.tokens.NFT.address, loadArtifacts().MarketNft.abi as never, provider).ownerOf(2n),
    ).toBe(d.escrow.address);
    provider.destroy();
  });

  it('fund refuses a chain that is not the development chain (31337)', async () => {
    // Stands in for a public chain's node (unreachable here): it answers eth_chainId = 1 and nothing else.
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const { id } = JSON.parse(body) as { id: number };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x1' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(fundDevWallet({ key: NEW_KEY, chainFile, rpcUrl: url })).rejects.toThrow(
        'refused: chain 1',
      );
    } finally {
      server.close();
    }
  });

  it('CLI: p2p-wallet fund then p2p-wallet pay a link read from the chain file', async () => {
    const fund = await cli([
      'fund',
      '--key',
      NEW_KEY,
      '--mec',
      '10',
      '--usdt',
      '0',
      '--nft',
      '0',
      '--chain-file',
      chainFile,
    ]);
    expect(fund.stderr).toBe('');
    expect(JSON.parse(fund.stdout)).toMatchObject({
      address: NEW_ADDRESS,
      mec: '10000000000000000000',
      nftTokenIds: [],
    });
    const link = evmTokenPaymentLink({
      chainId: 31337,
      token: d.tokens.MEC.address,
      to: d.escrow.address,
      amount: 7n * 10n ** 18n,
    });
    const pay = await cli(['pay', link, '--chain-file', chainFile], { WALLET_KEY: NEW_KEY });
    expect(pay.code).toBe(0);
    expect(JSON.parse(pay.stdout)).toMatchObject({
      status: 'SUCCESS',
      from: NEW_ADDRESS,
      amount: '7000000000000000000',
    });
    expect(pay.stdout + pay.stderr).not.toContain(NEW_KEY.slice(2));
    expect(await balance(d.tokens.MEC.address, d.escrow.address)).toBe(7n * 10n ** 18n);
  });

  it('CLI: pay exits 1 with a message when the balance is short', async () => {
    const link = evmTokenPaymentLink({
      chainId: 31337,
      token: d.tokens.USDT.address,
      to: d.escrow.address,
      amount: 10n ** 12n,
    });
    const r = await cli(['pay', link, '--key', NEW_KEY, '--rpc', chain.url]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/insufficient USDT balance/);
  });
});
