// The chains section of the configuration: validated at boot, keys never shown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { ConfigError } from '../../src/core/config/config.js';
import { testConfig } from '../support/harness.js';

describe('core/chain-config', () => {
  const KEY = `0x${'ab'.repeat(32)}`;
  /** Hardhat's development account #1: fine on the dev chain (31337), refused on any other. */
  const DEV_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

  function chainFile(content: object): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p2p-chain-config-'));
    const file = path.join(dir, 'chain.json');
    fs.writeFileSync(file, JSON.stringify(content));
    return file;
  }

  describe('chain configuration (issue 10)', () => {
    it('leaves escrow idle with no chain configured', () => {
      const c = testConfig();
      expect(c.chains).toMatchObject({ evm: null, tron: null, confirmations: 3, watchLoop: true });
    });

    it('waits for the watcher after a deposit deadline three poll intervals and 30 s by default, or DEPOSIT_WATCH_GRACE_MS (issue 20: deposit deadline grace)', () => {
      expect(testConfig({ CHAIN_POLL_MS: '2000' }).chains.depositWatchGraceMs).toBe(36_000);
      expect(testConfig({ DEPOSIT_WATCH_GRACE_MS: '0' }).chains.depositWatchGraceMs).toBe(0);
      expect(() => testConfig({ DEPOSIT_WATCH_GRACE_MS: '-1' })).toThrow(/DEPOSIT_WATCH_GRACE_MS/);
    });

    it('needs the escrow key with EVM_RPC_URL', () => {
      expect(() => testConfig({ EVM_RPC_URL: 'http://127.0.0.1:8545' })).toThrow(/EVM_ESCROW_PRIVATE_KEY/);
    });

    it('refuses a malformed key, RPC URL, confirmations or watch switch', () => {
      expect(() => testConfig({ EVM_RPC_URL: 'http://x', EVM_ESCROW_PRIVATE_KEY: '0x12' })).toThrow(
        ConfigError,
      );
      expect(() => testConfig({ EVM_RPC_URL: 'ftp://x', EVM_ESCROW_PRIVATE_KEY: KEY })).toThrow(
        /EVM_RPC_URL/,
      );
      expect(() => testConfig({ CHAIN_CONFIRMATIONS: '0' })).toThrow(/CHAIN_CONFIRMATIONS/);
      expect(() => testConfig({ CHAIN_WATCH_LOOP: 'yes' })).toThrow(/CHAIN_WATCH_LOOP/);
    });

    it('refuses a well-known development key on any chain but the development chain', () => {
      expect(() =>
        testConfig({ EVM_RPC_URL: 'http://x', EVM_ESCROW_PRIVATE_KEY: DEV_KEY, EVM_CHAIN_ID: '1' }),
      ).toThrow(/well-known development key/);
      expect(
        testConfig({ EVM_RPC_URL: 'http://x', EVM_ESCROW_PRIVATE_KEY: DEV_KEY }).chains.evm?.chainId,
      ).toBe(31337);
    });

    it('reads token addresses and the dev escrow key from the chain file, on the dev chain only', () => {
      const file = chainFile({
        chainId: 31337,
        escrow: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', privateKey: DEV_KEY },
        tokens: {
          MEC: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
          USDT: { address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' },
          NFT: { address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' },
        },
        deployer: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        startBlock: 4,
      });
      const c = testConfig({ EVM_RPC_URL: 'http://127.0.0.1:8545', CHAIN_FILE: file });
      expect(c.chains.evm).toMatchObject({
        chainId: 31337,
        tokens: {
          MEC: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          USDT: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        },
        nftContract: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
        // The collection's deployer: the creator address of the album the API seeds for it.
        nftCreator: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        startBlock: 4n,
      });
      const other = chainFile({ chainId: 5, escrow: { privateKey: KEY }, tokens: {} });
      expect(() =>
        testConfig({
          NODE_ENV: 'production',
          EVM_RPC_URL: 'http://x',
          CHAIN_FILE: other,
          JWT_SECRET: 'x'.repeat(40),
        }),
      ).toThrow(/EVM_ESCROW_PRIVATE_KEY|IDENTITY|LOGIN|PUBLIC/);
    });

    it('keeps the escrow key out of JSON and inspection', () => {
      const c = testConfig({ EVM_RPC_URL: 'http://127.0.0.1:8545', EVM_ESCROW_PRIVATE_KEY: KEY });
      expect(c.chains.evm?.escrowKey).toBe(KEY);
      expect(JSON.stringify(c, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(
        'abab',
      );
      expect(inspect(c, { depth: 10 })).not.toContain('abab');
    });

    it('refuses a chain file whose deployer is not an EVM address', () => {
      const file = chainFile({
        chainId: 31337,
        escrow: { privateKey: DEV_KEY },
        tokens: { NFT: { address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' } },
        deployer: 'nobody',
      });
      expect(() => testConfig({ EVM_RPC_URL: 'http://127.0.0.1:8545', CHAIN_FILE: file })).toThrow(
        /deployer/,
      );
    });

    it("takes a chain explorer's transaction page per chain, an http(s) URL with {hash} once (issue 26)", () => {
      const c = testConfig({ EVM_EXPLORER_TX_URL: 'https://etherscan.io/tx/{hash}' });
      expect(c.chains.explorerTxUrls).toEqual({ ERC20: 'https://etherscan.io/tx/{hash}', TRC20: null });
      for (const bad of ['ftp://x/{hash}', 'https://x/tx/', 'https://x/{hash}/{hash}', 'not a url {hash}']) {
        expect(() => testConfig({ EVM_EXPLORER_TX_URL: bad })).toThrow(/EVM_EXPLORER_TX_URL/);
      }
      expect(() => testConfig({ TRON_EXPLORER_TX_URL: 'javascript:alert({hash})' })).toThrow(
        /TRON_EXPLORER_TX_URL/,
      );
    });

    it('refuses an unreadable chain file', () => {
      expect(() => testConfig({ EVM_RPC_URL: 'http://x', CHAIN_FILE: '/nonexistent/chain.json' })).toThrow(
        /CHAIN_FILE/,
      );
    });
  });
});
