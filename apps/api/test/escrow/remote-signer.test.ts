// The escrow key in a remote signer (issue 27) on real parts: the local chain, the API and its payouts, and
// ganache as the signer process holding the escrow key (Hardhat's node does not serve eth_signTransaction;
// ganache serves it as web3signer and geth do). A small proxy in front of the signer can take it down.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fundWallet } from '@p2p/devchain';
import { Wallet } from 'ethers';
import ganache from 'ganache';
import request from 'supertest';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/config.js';
import {
  type ChainSuite,
  SECURITY_PASSWORD,
  startChainSuite,
  type Trader,
} from '../support/escrow-fixtures.js';
import { auth } from '../support/trader-fixtures.js';
import { workerChain } from '../support/worker-chain.js';

/** Forwards JSON-RPC to `target`; while `down`, answers 503 as an unreachable signer's proxy would. */
async function signerProxy(): Promise<{
  url: string;
  target: string;
  down: boolean;
  methods: string[];
  close: () => Promise<void>;
}> {
  const state = { target: '', down: false, methods: [] as string[] };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        if (state.down) {
          res.statusCode = 503;
          res.end('signer unavailable');
          return;
        }
        state.methods.push((JSON.parse(body) as { method: string }).method);
        const upstream = await fetch(state.target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        res.setHeader('content-type', 'application/json');
        res.end(await upstream.text());
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

describe('escrow/remote-signer', () => {
  let suite: ChainSuite;
  let signer: ReturnType<typeof ganache.server>;
  let proxy: Awaited<ReturnType<typeof signerProxy>>;
  const rotatedTo = Wallet.createRandom();

  beforeAll(async () => {
    const { deployment } = await workerChain();
    // ganache's option types do not resolve from this package (its flavor packages are not hoisted).
    signer = ganache.server({
      logging: { quiet: true },
      chain: { chainId: deployment.chainId },
      // The escrow key, and the key a rotation moves to (the last test).
      wallet: {
        accounts: [
          { secretKey: deployment.escrow.privateKey, balance: '0x0' },
          { secretKey: rotatedTo.privateKey, balance: '0x0' },
        ],
      },
    } as never);
    await new Promise<void>((resolve, reject) =>
      signer.listen(0, '127.0.0.1', (err) => (err ? reject(err) : resolve())),
    );
    proxy = await signerProxy();
    proxy.target = `http://127.0.0.1:${(signer.address() as AddressInfo).port}`;
    suite = await startChainSuite({
      EVM_SIGNER_URL: proxy.url,
      EVM_ESCROW_ADDRESS: deployment.escrow.address,
    });
    await suite.round();
  });
  afterAll(async () => {
    await suite?.close();
    await proxy?.close();
    await signer?.close();
  });

  async function withBalance(amount: string): Promise<Trader> {
    const t = await suite.trader();
    await suite.pay(t.wallet, 'USDT', amount);
    await suite.mineAndRound(3);
    return t;
  }

  const withdraw = (t: Trader, amount: string) =>
    request(suite.api.http)
      .post('/api/balance/extract')
      .set(auth(t.token))
      .send({ coin: 'USDT', chain: 'ERC20', securityPassword: SECURITY_PASSWORD, amount })
      .expect(200);

  it('pays out with the key in the signer: the API holds no key, the signer signs, the coin arrives (issue 27)', async () => {
    const config = suite.api.app.get<AppConfig>(APP_CONFIG);
    expect(config.chains.evm?.escrowKey).toBeNull();
    const t = await withBalance('25');
    const before = await suite.balanceOf('USDT', t.wallet.address);
    await withdraw(t, '25');
    await suite.round();
    await suite.mineAndRound(2);
    expect((await suite.balanceOf('USDT', t.wallet.address)) - before).toBe(25_000_000n);
    expect(proxy.methods).toContain('eth_signTransaction');
  });

  it('keeps a payout queued while the signer is down, fails it never, and sends it once the signer is back', async () => {
    const t = await withBalance('10');
    const before = await suite.balanceOf('USDT', t.wallet.address);
    proxy.down = true;
    await withdraw(t, '10');
    // More rounds than the sign errors that fail a payout for good (5).
    for (let i = 0; i < 7; i++) await suite.round();
    const queued = await suite.api.prisma.$queryRaw<Array<{ status: string; last_error: string | null }>>`
      select status::text, last_error from payouts where to_address = ${t.wallet.address}`;
    expect(queued).toHaveLength(1);
    expect(queued[0]!.status).toBe('QUEUED');
    expect(queued[0]!.last_error).toMatch(/the signer did not sign/);
    proxy.down = false;
    await suite.round();
    await suite.mineAndRound(2);
    expect((await suite.balanceOf('USDT', t.wallet.address)) - before).toBe(10_000_000n);
  });

  it('rotates to a new escrow address the signer holds: the old one drains into it signed by the signer, and payouts go from the new one (issue 27)', async () => {
    const t = await withBalance('30');
    const old = suite.deployment.escrow.address;
    await fundWallet(suite.chain.url, suite.deployment, rotatedTo.address, {}); // gas for its payouts
    const oldUsdt = await suite.balanceOf('USDT', old);
    await suite.restart({ EVM_ESCROW_ADDRESS: rotatedTo.address, EVM_RETIRED_ESCROW_ADDRESSES: old });
    proxy.methods.length = 0;
    const round = await suite.round();
    expect(round.drain?.sent).toBeGreaterThan(0);
    expect(proxy.methods).toContain('eth_signTransaction');
    await suite.mineAndRound(1);
    expect(await suite.balanceOf('USDT', old)).toBe(0n);
    expect(await suite.balanceOf('USDT', rotatedTo.address)).toBe(oldUsdt);
    const before = await suite.balanceOf('USDT', t.wallet.address);
    await withdraw(t, '30');
    await suite.round();
    await suite.mineAndRound(2);
    expect((await suite.balanceOf('USDT', t.wallet.address)) - before).toBe(30_000_000n);
    const attempts = await suite.api.prisma.$queryRaw<Array<{ from_address: string }>>`
      select a.from_address from payout_attempts a join payouts p on p.id = a.payout_id
      where p.to_address = ${t.wallet.address}`;
    expect(attempts.map((a) => a.from_address)).toEqual([rotatedTo.address]);
  });
});
