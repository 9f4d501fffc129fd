// Proof of reserves when a balance cannot be read (issue 10): a coin whose contract address holds no
// contract, or a chain whose node does not answer, is reported as unreadable in a 200 answer, never a 500,
// and the reconciliation job alerts on it instead of failing.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { EvmChainAdapter, normalizeAddress } from '@p2p/chain';
import { Logger } from '@nestjs/common';
import { Wallet } from 'ethers';
import request from 'supertest';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { ChainRegistry } from '../../src/modules/escrow/chain-registry.service.js';
import { ReservesService } from '../../src/modules/escrow/reserves.service.js';
import { type ChainSuite, startChainSuite } from '../support/escrow-fixtures.js';
import { freePort } from '../support/harness.js';

describe('escrow/reserves-unreadable', () => {
  let suite: ChainSuite;

  beforeAll(async () => {
    suite = await startChainSuite();
    await suite.round();
  });
  afterAll(() => suite.close());

  interface Logged {
    level: 'warn' | 'error';
    message: string;
  }

  /** Records what the services log at warn and error level while `run` runs (the test API logs nothing). */
  async function logsOf<T>(run: () => Promise<T>): Promise<{ result: T; logged: Logged[] }> {
    const logged: Logged[] = [];
    const proto = Logger.prototype as unknown as Record<'warn' | 'error', (message: unknown) => void>;
    const { warn, error } = proto;
    proto.warn = (message) => void logged.push({ level: 'warn', message: String(message) });
    proto.error = (message) => void logged.push({ level: 'error', message: String(message) });
    try {
      return { result: await run(), logged };
    } finally {
      proto.warn = warn;
      proto.error = error;
    }
  }

  /** An enabled coin on the EVM chain whose contract address is a fresh random address (no code there). */
  async function coinWithoutContract() {
    const tag = randomBytes(3).toString('hex').toUpperCase();
    const address = Wallet.createRandom().address;
    const coin = await suite.api.prisma.coin.create({
      data: { enShort: `R${tag}`, name: `No contract ${tag}`, assetScale: 6, sort: 960 },
    });
    await suite.api.prisma.coinChain.create({
      data: { coinId: coin.id, chain: 'ERC20', contractAddress: address, decimals: 6 },
    });
    suite.api.app.get(CatalogService).invalidate();
    return {
      symbol: coin.enShort,
      address: normalizeAddress('ERC20', address),
      /** Disables it again: later suites on the same database read every enabled coin's balance. */
      async retire() {
        await suite.api.prisma.coin.update({ where: { id: coin.id }, data: { enabled: false } });
        suite.api.app.get(CatalogService).invalidate();
      },
    };
  }

  describe('proof of reserves with a balance that cannot be read (issue 10)', () => {
    it('reports a coin whose contract cannot be read as unreadable, not a 500', async () => {
      const coin = await coinWithoutContract();
      try {
        const { result: res, logged } = await logsOf(() =>
          request(suite.api.http).get('/api/reserves').expect(200),
        );
        const data = res.body.data as {
          lines: { token: string; difference: string }[];
          unreadable: unknown[];
          balanced: boolean;
        };
        // the readable tokens keep their lines, balanced as before
        expect(data.lines.map((l) => l.token).sort()).toEqual(['MEC', 'NFT', 'USDT']);
        expect(data.lines.every((l) => l.difference === '0')).toBe(true);
        expect(data.unreadable).toEqual([
          { chain: 'ERC20', token: coin.symbol, tokenAddress: coin.address, reason: 'BALANCE_UNREADABLE' },
        ]);
        expect(data.balanced).toBe(false);
        const warnings = logged.filter((l) => l.level === 'warn').map((l) => l.message);
        expect(warnings).toHaveLength(1);
        expect(warnings[0]).toContain(`ERC20 ${coin.symbol} at ${coin.address}`);
        expect(warnings[0]).toContain('BALANCE_UNREADABLE');
      } finally {
        await coin.retire();
      }
      const after = await request(suite.api.http).get('/api/reserves').expect(200);
      expect(after.body.data.unreadable).toEqual([]);
      expect(after.body.data.balanced).toBe(true);
    });

    it('reconciles without failing and logs a RESERVES ALERT for each unreadable token', async () => {
      const coin = await coinWithoutContract();
      try {
        const { result, logged } = await logsOf(() => suite.api.app.get(ReservesService).reconcile());
        expect(result.balanced).toBe(false);
        expect(result.unreadable.map((u) => u.token)).toEqual([coin.symbol]);
        const alerts = logged.filter((l) => l.level === 'error').map((l) => l.message);
        expect(alerts).toEqual([
          `RESERVES ALERT ERC20 ${coin.symbol}: balance on chain unreadable (BALANCE_UNREADABLE) at ${coin.address}`,
        ]);
      } finally {
        await coin.retire();
      }
    });

    it('reports every token of a chain whose node does not answer as unreachable, not a 500', async () => {
      const registry = suite.api.app.get(ChainRegistry);
      const live = registry.adapter('ERC20')!;
      const dead = new EvmChainAdapter({
        rpcUrl: `http://127.0.0.1:${await freePort()}`, // nothing listens there
        chainId: suite.deployment.chainId,
        escrowPrivateKey: Wallet.createRandom().privateKey,
      });
      registry.useAdapter(dead);
      try {
        const { result: res, logged } = await logsOf(() =>
          request(suite.api.http).get('/api/reserves').expect(200),
        );
        const data = res.body.data as {
          lines: unknown[];
          unreadable: { chain: string; token: string; reason: string }[];
          balanced: boolean;
        };
        expect(data.lines).toEqual([]);
        expect(data.unreadable.map((u) => [u.chain, u.token, u.reason]).sort()).toEqual([
          ['ERC20', 'MEC', 'CHAIN_UNREACHABLE'],
          ['ERC20', 'NFT', 'CHAIN_UNREACHABLE'],
          ['ERC20', 'USDT', 'CHAIN_UNREACHABLE'],
        ]);
        expect(data.balanced).toBe(false);
        expect(logged.filter((l) => l.level === 'warn')).toHaveLength(3);
        const { result: reconciled, logged: alerts } = await logsOf(() =>
          suite.api.app.get(ReservesService).reconcile(),
        );
        expect(reconciled.unreadable).toHaveLength(3);
        expect(
          alerts.filter((l) => l.level === 'error' && l.message.startsWith('RESERVES ALERT')),
        ).toHaveLength(3);
      } finally {
        registry.useAdapter(live);
        dead.destroy();
      }
    });

    it('reports the tokens of a chain whose node takes the connection but never answers as unreachable, in time', async () => {
      const silent = net.createServer(() => undefined); // accepts, never answers
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const registry = suite.api.app.get(ChainRegistry);
      const reserves = suite.api.app.get(ReservesService);
      const live = registry.adapter('ERC20')!;
      const mute = new EvmChainAdapter({
        rpcUrl: `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`,
        chainId: suite.deployment.chainId,
        escrowPrivateKey: Wallet.createRandom().privateKey,
      });
      registry.useAdapter(mute);
      reserves.readTimeoutMs = 1_000;
      try {
        const started = Date.now();
        const { result: res } = await logsOf(() => request(suite.api.http).get('/api/reserves').expect(200));
        expect(Date.now() - started).toBeLessThan(10_000);
        const data = res.body.data as { unreadable: { reason: string }[]; balanced: boolean };
        expect(data.unreadable.map((u) => u.reason)).toEqual([
          'CHAIN_UNREACHABLE',
          'CHAIN_UNREACHABLE',
          'CHAIN_UNREACHABLE',
        ]);
        expect(data.balanced).toBe(false);
      } finally {
        reserves.readTimeoutMs = 10_000;
        registry.useAdapter(live);
        mute.destroy();
        silent.close();
      }
    });
  });
});
