import { DevIssuer, WalletSimulator } from '../src/index.js';
import { startTestApi, type TestApi } from './server.js';

const issuer = DevIssuer.dev();
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi([issuer.address]);
});
afterAll(async () => {
  await api.close();
});

describe('scan (real HTTP callback to a node:http server)', () => {
  it('scans a LOGIN QR code: the server decodes and verifies the callback', async () => {
    const w = WalletSimulator.random();
    const qr = api.qr('LOGIN');
    const env = await w.scan(qr, { issuer });
    expect(env).toEqual({
      code: '200',
      message: 'success',
      data: { address: w.address, identity: w.identity },
    });
    const eventId = new URL(qr).searchParams.get('eventId') ?? '';
    expect(api.results.get(eventId)?.fields.requestId).toBe(eventId);
    expect(api.results.get(eventId)?.fields.statement).toBe('Log in to the P2P marketplace.');
  });

  it('scanning the same QR code twice: the nonce is single-use (801)', async () => {
    const w = WalletSimulator.random();
    const qr = api.qr('REGISTER');
    expect((await w.scan(qr, { issuer })).code).toBe('200');
    expect((await w.scan(qr, { issuer })).code).toBe('801');
  });

  it('refuses a QR code with its event id and nonce (REJECTED by default, or KYC_INCOMPLETE)', async () => {
    const w = WalletSimulator.random();
    const qr = api.qr('LOGIN');
    const eventId = new URL(qr).searchParams.get('eventId') ?? '';
    expect((await w.refuse(qr)).code).toBe('200');
    expect(api.refusals.get(eventId)).toMatchObject({ eventId, reason: 'REJECTED' });
    // The nonce is spent: a proof for the same code no longer gets through.
    expect((await w.scan(qr, { issuer })).code).toBe('801');
    const other = api.qr('REGISTER');
    expect((await w.refuse(other, 'KYC_INCOMPLETE')).code).toBe('200');
    expect(api.refusals.get(new URL(other).searchParams.get('eventId') ?? '')?.reason).toBe('KYC_INCOMPLETE');
  });

  it('an expired QR code is still answered by the wallet; the server says 804', async () => {
    expect((await WalletSimulator.random().scan(api.qr('BIND', -10), { issuer })).code).toBe('804');
  });

  it('a BASIC attestation gets 807 where ADVANCED is required', async () => {
    expect((await WalletSimulator.random().scan(api.qr(), { issuer, level: 'BASIC' })).code).toBe('807');
  });

  it('an attestation by an untrusted issuer gets 802', async () => {
    const rogue = DevIssuer.fromPrivateKey(
      '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
    );
    expect((await WalletSimulator.random().scan(api.qr(), { issuer: rogue })).code).toBe('802');
  });

  it('a malformed QR URL is refused before any call', async () => {
    await expect(WalletSimulator.random().scan('https://example.com', { issuer })).rejects.toThrow(
      /MESSAGE_INVALID/,
    );
  });
});

describe('authorize (nonce, then POST with the proof)', () => {
  it('logs in: fetches a nonce, signs, attests, posts', async () => {
    const w = WalletSimulator.random();
    const env = await w.authorize({ apiBase: `${api.base}/`, purpose: 'login', issuer });
    expect(env).toEqual({ code: '200', message: 'success', data: { address: w.address } });
    expect(api.results.get('login')?.address).toBe(w.address);
  });

  it('registers: posts the proof alone, as the API requires', async () => {
    const w = WalletSimulator.random();
    const env = await w.authorize({ apiBase: api.base, purpose: 'register', issuer });
    expect(env.code).toBe('200');
    expect(api.results.get('register')?.address).toBe(w.address);
  });

  it('returns the failing envelope as is', async () => {
    const env = await WalletSimulator.random().authorize({
      apiBase: api.base,
      purpose: 'login',
      issuer,
      level: 'BASIC',
    });
    expect(env.code).toBe('807');
  });

  it('a body that is not an envelope is a clear error', async () => {
    const notJson: typeof fetch = async () => new Response('<html>bad gateway</html>', { status: 502 });
    await expect(
      WalletSimulator.random().authorize({ apiBase: api.base, purpose: 'login', issuer, fetchImpl: notJson }),
    ).rejects.toThrow(/HTTP 502, the body is not JSON/);
  });
});
