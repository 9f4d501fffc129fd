// The chains section of the configuration: validated at boot, keys never shown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { Wallet } from 'ethers';
import { loadChainSettings } from '../../src/core/config/chain-config.js';
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

    describe('the remote signer (issue 27: the key out of the app)', () => {
      const ESCROW = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
      const TOKEN = 'signer-proxy-token-0123456789';
      const signerEnv = (extra: Record<string, string> = {}) => ({
        EVM_RPC_URL: 'http://127.0.0.1:8545',
        EVM_SIGNER_URL: 'http://10.0.0.5:9000',
        EVM_ESCROW_ADDRESS: ESCROW,
        ...extra,
      });

      it('signs with the remote signer named by EVM_SIGNER_URL for EVM_ESCROW_ADDRESS, with no key in the API', () => {
        const c = testConfig(signerEnv({ EVM_SIGNER_TOKEN: TOKEN }));
        expect(c.chains.evm).toMatchObject({
          escrowKey: null,
          signer: { url: 'http://10.0.0.5:9000', address: ESCROW, token: TOKEN },
        });
        // The token stays out of JSON and inspection, like the key.
        const json = JSON.stringify(c, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
        expect(json).not.toContain(TOKEN);
        expect(inspect(c, { depth: 10 })).not.toContain(TOKEN);
      });

      it('takes the signer with no key even where the chain file holds the development key', () => {
        const file = chainFile({ chainId: 31337, escrow: { privateKey: DEV_KEY }, tokens: {} });
        expect(testConfig(signerEnv({ CHAIN_FILE: file })).chains.evm?.escrowKey).toBeNull();
      });

      it('refuses a key beside the signer, and a signer without its address, a URL or a token that cannot serve', () => {
        expect(() => testConfig(signerEnv({ EVM_ESCROW_PRIVATE_KEY: KEY }))).toThrow(
          /EVM_ESCROW_PRIVATE_KEY: is not set with EVM_SIGNER_URL/,
        );
        const { EVM_ESCROW_ADDRESS: _address, ...noAddress } = signerEnv();
        expect(() => testConfig(noAddress)).toThrow(/EVM_ESCROW_ADDRESS/);
        expect(() => testConfig(signerEnv({ EVM_ESCROW_ADDRESS: '0x1234' }))).toThrow(/EVM_ESCROW_ADDRESS/);
        for (const url of ['ftp://signer:9000', 'not a url', 'http://user:pass@signer:9000'])
          expect(() => testConfig(signerEnv({ EVM_SIGNER_URL: url }))).toThrow(/EVM_SIGNER_URL/);
        for (const token of ['short', `${'x'.repeat(24)} y`])
          expect(() => testConfig(signerEnv({ EVM_SIGNER_TOKEN: token }))).toThrow(/EVM_SIGNER_TOKEN/);
        for (const name of ['EVM_ESCROW_ADDRESS', 'EVM_SIGNER_TOKEN'])
          expect(() =>
            testConfig({ EVM_RPC_URL: 'http://x', EVM_ESCROW_PRIVATE_KEY: KEY, [name]: ESCROW }),
          ).toThrow(new RegExp(`${name}: is set only with EVM_SIGNER_URL`));
      });

      it('refuses a key in the API in production off the development chain, and takes the signer there', () => {
        const mainnet = { EVM_RPC_URL: 'https://rpc.example', EVM_CHAIN_ID: '1' };
        expect(() => loadChainSettings({ ...mainnet, EVM_ESCROW_PRIVATE_KEY: KEY }, true)).toThrow(
          /EVM_ESCROW_PRIVATE_KEY: is refused in production off the development chain/,
        );
        expect(loadChainSettings({ ...mainnet, EVM_ESCROW_PRIVATE_KEY: KEY }, false).evm?.escrowKey).toBe(
          KEY,
        );
        const withSigner = loadChainSettings(
          { ...mainnet, EVM_SIGNER_URL: 'https://signer.internal', EVM_ESCROW_ADDRESS: ESCROW },
          true,
        );
        expect(withSigner.evm).toMatchObject({ chainId: 1, escrowKey: null, signer: { address: ESCROW } });
        // The development chain (compose's) keeps its key in production.
        expect(
          loadChainSettings({ EVM_RPC_URL: 'http://chain:8545', EVM_ESCROW_PRIVATE_KEY: DEV_KEY }, true).evm
            ?.escrowKey,
        ).toBe(DEV_KEY);
      });
    });

    describe('retired escrow addresses (issue 27: key rotation)', () => {
      const OLD_KEY = `0x${'cd'.repeat(32)}`;
      const OLD = new Wallet(OLD_KEY).address;
      const local = (extra: Record<string, string>) => ({
        EVM_RPC_URL: 'http://127.0.0.1:8545',
        EVM_ESCROW_PRIVATE_KEY: KEY,
        ...extra,
      });
      const signer = (extra: Record<string, string>) => ({
        EVM_RPC_URL: 'http://127.0.0.1:8545',
        EVM_SIGNER_URL: 'http://10.0.0.5:9000',
        EVM_ESCROW_ADDRESS: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        ...extra,
      });

      it('retires none by default', () => {
        const retired = testConfig(local({})).chains.evm?.retired;
        expect(retired?.addresses).toEqual([]);
        expect(retired?.keys).toEqual([]);
      });

      it('takes the retired keys where this process signs, their addresses derived, the keys out of JSON and inspection', () => {
        const c = testConfig(local({ EVM_RETIRED_ESCROW_PRIVATE_KEYS: ` ${OLD_KEY} ` }));
        expect(c.chains.evm?.retired.addresses).toEqual([OLD]);
        expect(c.chains.evm?.retired.keys).toEqual([OLD_KEY]);
        const json = JSON.stringify(c, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
        expect(json).toContain(OLD);
        expect(json).not.toContain(OLD_KEY.slice(2));
        expect(inspect(c, { depth: 10 })).not.toContain(OLD_KEY.slice(2));
      });

      it('takes the retired addresses the remote signer holds the keys of, checksummed', () => {
        const c = testConfig(signer({ EVM_RETIRED_ESCROW_ADDRESSES: OLD.toLowerCase() }));
        expect(c.chains.evm?.retired.addresses).toEqual([OLD]);
        expect(c.chains.evm?.retired.keys).toEqual([]);
      });

      it('refuses the current address as retired, an address twice, too many, or a malformed one', () => {
        expect(() => testConfig(local({ EVM_RETIRED_ESCROW_PRIVATE_KEYS: KEY }))).toThrow(
          /EVM_RETIRED_ESCROW_PRIVATE_KEYS: names the current escrow address/,
        );
        expect(() =>
          testConfig(signer({ EVM_RETIRED_ESCROW_ADDRESSES: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' })),
        ).toThrow(/EVM_RETIRED_ESCROW_ADDRESSES: names the current escrow address/);
        expect(() => testConfig(local({ EVM_RETIRED_ESCROW_PRIVATE_KEYS: `${OLD_KEY},${OLD_KEY}` }))).toThrow(
          /names an address twice/,
        );
        const five = ['01', '02', '03', '04', '05'].map((b) => new Wallet(`0x${b.repeat(32)}`).address);
        expect(() => testConfig(signer({ EVM_RETIRED_ESCROW_ADDRESSES: five.join(',') }))).toThrow(
          /at most 4 retired escrow addresses/,
        );
        expect(() => testConfig(signer({ EVM_RETIRED_ESCROW_ADDRESSES: '0x1234' }))).toThrow(
          /EVM_RETIRED_ESCROW_ADDRESSES: must list EVM addresses/,
        );
        expect(() => testConfig(local({ EVM_RETIRED_ESCROW_PRIVATE_KEYS: '0x12' }))).toThrow(
          /EVM_RETIRED_ESCROW_PRIVATE_KEYS: must be 0x and 64 hex digits/,
        );
      });

      it('refuses keys beside a signer, addresses without one, and retired keys in production off the development chain', () => {
        expect(() => testConfig(signer({ EVM_RETIRED_ESCROW_PRIVATE_KEYS: OLD_KEY }))).toThrow(
          /EVM_RETIRED_ESCROW_PRIVATE_KEYS: is not set with EVM_SIGNER_URL/,
        );
        expect(() => testConfig(local({ EVM_RETIRED_ESCROW_ADDRESSES: OLD }))).toThrow(
          /EVM_RETIRED_ESCROW_ADDRESSES: is set only with EVM_SIGNER_URL/,
        );
        const mainnet = {
          EVM_RPC_URL: 'https://rpc.example',
          EVM_CHAIN_ID: '1',
          EVM_SIGNER_URL: 'https://signer.internal',
          EVM_ESCROW_ADDRESS: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        };
        expect(
          loadChainSettings({ ...mainnet, EVM_RETIRED_ESCROW_ADDRESSES: OLD }, true).evm?.retired.addresses,
        ).toEqual([OLD]);
        const { EVM_SIGNER_URL: _u, EVM_ESCROW_ADDRESS: _a, ...noSigner } = mainnet;
        expect(() =>
          loadChainSettings(
            { ...noSigner, EVM_ESCROW_PRIVATE_KEY: KEY, EVM_RETIRED_ESCROW_PRIVATE_KEYS: OLD_KEY },
            false,
          ),
        ).not.toThrow();
        // Well-known development keys stay refused off the development chain, retired or not.
        expect(() =>
          loadChainSettings(
            {
              ...noSigner,
              EVM_ESCROW_PRIVATE_KEY: KEY,
              EVM_RETIRED_ESCROW_PRIVATE_KEYS: DEV_KEY,
            },
            false,
          ),
        ).toThrow(/EVM_RETIRED_ESCROW_PRIVATE_KEYS: is a well-known development key/);
      });
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
