// The CLI runs the built package (dist/): `pnpm test` builds it first.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { DevIssuer } from '../src/index.js';
import { startTestApi, type TestApi } from './server.js';

const BIN = path.join(import.meta.dirname, '..', 'bin', 'p2p-wallet.mjs');
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

// Asynchronous on purpose: the test server answers from this process's event loop.
function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const { WALLET_KEY: _omit, ...base } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...base, ...env } }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('p2p-wallet CLI', () => {
  it('new prints a fresh key, address and identity as JSON', async () => {
    const r = await cli(['new']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, string>;
    expect(out.privateKey).toMatch(/^0x[0-9a-f]{64}$/);
    expect(out.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const again = JSON.parse((await cli(['address', '--key', out.privateKey ?? ''])).stdout) as Record<
      string,
      string
    >;
    expect(again).toEqual({ address: out.address, identity: out.identity });
  });

  it('address --key prints the address and never the key', async () => {
    const r = await cli(['address', '--key', KEY]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ address: ADDRESS });
    expect(r.stdout + r.stderr).not.toContain(KEY.slice(2));
  });

  it('address reads WALLET_KEY from the environment', async () => {
    const r = await cli(['address'], { WALLET_KEY: KEY });
    expect(JSON.parse(r.stdout)).toMatchObject({ address: ADDRESS });
  });

  it('a bad key exits non-zero with a message that does not echo the key', async () => {
    const bad = `${KEY.slice(0, -1)}z`;
    const r = await cli(['address', '--key', bad]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/invalid private key/);
    expect(r.stderr).not.toContain(bad.slice(2));
  });

  it('a missing key or an unknown command is a usage error (exit 2)', async () => {
    expect((await cli(['address'])).code).toBe(2);
    expect((await cli(['fly'])).code).toBe(2);
    expect((await cli(['authorize', '--key', KEY, '--api', 'http://x', '--purpose', 'pay'])).code).toBe(2);
  });

  describe('against a node:http server', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi([DevIssuer.dev().address]);
    });
    afterAll(async () => {
      await api.close();
    });

    it('scan with the dev issuer by default answers 200', async () => {
      const r = await cli(['scan', api.qr('LOGIN'), '--key', KEY]);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ code: '200', data: { address: ADDRESS } });
    });

    it('scan with an untrusted --issuer-key exits 1 and names the code', async () => {
      const rogue = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';
      const r = await cli(['scan', api.qr('LOGIN'), '--key', KEY, '--issuer-key', rogue]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/the server answered 802/);
      expect(r.stdout + r.stderr).not.toContain(rogue.slice(2));
    });

    it('refuse declines a QR code (exit 0); an unknown --reason is a usage error (exit 2)', async () => {
      const qr = api.qr('LOGIN');
      const r = await cli(['refuse', qr, '--reason', 'kyc-incomplete']);
      expect(r.code).toBe(0);
      expect(api.refusals.get(new URL(qr).searchParams.get('eventId') ?? '')?.reason).toBe('KYC_INCOMPLETE');
      expect((await cli(['refuse', api.qr('LOGIN'), '--reason', 'maybe'])).code).toBe(2);
    });

    it('authorize --purpose register answers 200 and posts the proof alone', async () => {
      const r = await cli(['authorize', '--api', api.base, '--purpose', 'register'], { WALLET_KEY: KEY });
      expect(r.code).toBe(0);
      expect(api.results.get('register')?.address).toBe(ADDRESS);
    });

    it('authorize takes no --email (an unverified email is never sent): usage error, exit 2', async () => {
      const r = await cli(
        ['authorize', '--api', api.base, '--purpose', 'register', '--email', 'b@example.com'],
        { WALLET_KEY: KEY },
      );
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--email/);
      expect(r.stdout).not.toContain('--email');
    });

    it('authorize with a BASIC level exits 1 (807)', async () => {
      const r = await cli([
        'authorize',
        '--api',
        api.base,
        '--purpose',
        'login',
        '--key',
        KEY,
        '--level',
        'BASIC',
      ]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/807/);
    });
  });
});
