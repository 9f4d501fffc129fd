// The chain's clock for re-signing (issue 20): the solidified head block's time from TronGrid's recorded
// answer (./fixtures, served by a local node:http server: no TRON node runs here), and a signed
// transaction's expiration read back from its raw bytes.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TronChainAdapter } from './adapter.js';

// Test-only key: the development chain's well-known account #0 (never a real escrow key).
const ESCROW_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const solid = readFileSync(new URL('./fixtures/walletsolidity-getnowblock.json', import.meta.url), 'utf8');
/** The recorded solidified head's timestamp. */
const SOLID_TIME = 1763900003000;

let server: Server;
let adapter: TronChainAdapter;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const known = req.url === '/walletsolidity/getnowblock';
    res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
    res.end(known ? solid : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  adapter = new TronChainAdapter({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    privateKey: ESCROW_KEY,
    tokens: [{ address: USDT, standard: 'FUNGIBLE' }],
    expirationMs: 120_000,
  });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('TRON chain time (issue 20)', () => {
  it("answers the solidified head block's time as the chain's clock (issue 20: TRON re-sign by chain time)", async () => {
    asked.length = 0;
    expect(await adapter.chainTime()).toBe(SOLID_TIME);
    expect(asked).toEqual(['/walletsolidity/getnowblock']);
  });

  it('reads the expiration of a signed transfer: its reference block time plus the validity window (issue 20: TRON re-sign by chain time)', async () => {
    const signed = await adapter.signTransfer({
      token: { address: USDT, standard: 'FUNGIBLE' },
      to: 'TNWW4CA5pm4ynrwLxxho8CbACKpHFxYh8N',
      amount: 1_000_000n,
      nonce: 0n,
    });
    expect(adapter.expiration(signed.raw)).toBe(SOLID_TIME + 120_000);
    expect(() => adapter.expiration('{"txID":"00"}')).toThrow(TypeError);
  });

  it('has no nonce: the mined count is always 0 (issue 20: nonces are an EVM matter)', async () => {
    expect(await adapter.minedNonce()).toBe(0n);
  });
});
