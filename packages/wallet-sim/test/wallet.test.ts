import {
  IdentityError,
  decodeAttestation,
  encodeAttestation,
  verifyKycAttestation,
  verifySignIn,
} from '@p2p/identity';
import { DEV_ISSUER_PRIVATE_KEY, DevIssuer, WalletSimulator } from '../src/index.js';

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const NOW = new Date('2026-03-01T12:00:00.000Z');
const CHAIN_ID = 31337;

describe('WalletSimulator keys and identity', () => {
  it('fromPrivateKey gives the known address and a stable did:p2p identity', () => {
    const w = WalletSimulator.fromPrivateKey(KEY);
    expect(w.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(w.privateKey).toBe(KEY);
    expect(w.identity).toMatch(/^did:p2p:[0-9a-f]{20}$/);
    expect(WalletSimulator.fromPrivateKey(KEY.slice(2)).identity).toBe(w.identity);
  });

  it('random() makes distinct wallets', () => {
    const a = WalletSimulator.random();
    const b = WalletSimulator.random();
    expect(a.address).not.toBe(b.address);
    expect(a.identity).not.toBe(b.identity);
  });

  it('refuses a malformed key without repeating it', () => {
    const bad = `0x${'zz'.repeat(32)}`;
    expect(() => WalletSimulator.fromPrivateKey(bad)).toThrow(/invalid private key/);
    try {
      WalletSimulator.fromPrivateKey(bad);
    } catch (err) {
      expect(String(err)).not.toContain(bad);
    }
    expect(() => WalletSimulator.fromPrivateKey(`0x${'00'.repeat(32)}`)).toThrow(/invalid private key/);
  });

  it('the dev issuer is hardhat account #9', () => {
    expect(DevIssuer.dev().address).toBe('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720');
    expect(DevIssuer.fromPrivateKey(DEV_ISSUER_PRIVATE_KEY).address).toBe(DevIssuer.dev().address);
  });
});

describe('signing and attesting verify with @p2p/identity', () => {
  const w = WalletSimulator.fromPrivateKey(KEY);
  const base = {
    domain: 'localhost:5173',
    uri: 'http://127.0.0.1:3000',
    chainId: CHAIN_ID,
    nonce: 'abcdEFGH1234',
    now: NOW,
  };

  it('signIn produces a message verifySignIn accepts, valid for ttlSeconds (300 by default)', async () => {
    const s = await w.signIn({ ...base, statement: 'Hello.' });
    const v = verifySignIn({ ...s, expectedDomain: 'localhost:5173', expectedChainId: CHAIN_ID, now: NOW });
    expect(v.address).toBe(w.address);
    expect(v.fields.statement).toBe('Hello.');
    expect(v.fields.expirationTime).toBe('2026-03-01T12:05:00.000Z');
    const short = await w.signIn({ ...base, ttlSeconds: 10 });
    expect(() =>
      verifySignIn({
        ...short,
        expectedDomain: 'localhost:5173',
        expectedChainId: CHAIN_ID,
        now: new Date(NOW.getTime() + 11_000),
      }),
    ).toThrow(IdentityError);
  });

  it('attest gives an ADVANCED one-year attestation of this wallet by the issuer', async () => {
    const issuer = DevIssuer.dev();
    const { attestation, signature } = await w.attest(issuer, { chainId: CHAIN_ID, now: NOW });
    expect(attestation).toMatchObject({ subject: w.address, identity: w.identity, level: 'ADVANCED' });
    expect(attestation.expiresAt - attestation.issuedAt).toBe(365 * 24 * 3600);
    const verified = verifyKycAttestation({
      attestation: decodeAttestation(encodeAttestation(attestation)),
      signature,
      trustedIssuers: [issuer.address],
      chainId: CHAIN_ID,
      now: NOW,
      requiredLevel: 'ADVANCED',
      subject: w.address,
    });
    expect(verified).toEqual(attestation);
  });

  it('attest honours level and ttlSeconds', async () => {
    const { attestation } = await w.attest(DevIssuer.dev(), {
      chainId: CHAIN_ID,
      now: NOW,
      level: 'BASIC',
      ttlSeconds: 60,
    });
    expect(attestation.level).toBe('BASIC');
    expect(attestation.expiresAt - attestation.issuedAt).toBe(60);
  });
});
