import { TypedDataEncoder } from 'ethers';
import {
  KYC_ATTESTATION_TYPES,
  decodeAttestation,
  encodeAttestation,
  kycDomain,
  recoverKycIssuer,
  signKycAttestation,
  validateAttestation,
  verifyKycAttestation,
  type KycAttestation,
  type KycLevel,
} from '../src/index.js';
import { base64UrlEncode } from '../src/encoding.js';
import { CHAIN_ID, ISSUER, NOW, NOW_S, OTHER, ROGUE_ISSUER, USER, expectReason } from './fixtures.js';

const YEAR = 365 * 24 * 3600;

function attestation(overrides: Partial<KycAttestation> = {}): KycAttestation {
  return {
    subject: USER.address,
    identity: 'did:p2p:0123456789abcdef0123',
    level: 'ADVANCED',
    issuedAt: NOW_S,
    expiresAt: NOW_S + YEAR,
    nonce: 'att0nce12345',
    ...overrides,
  };
}

async function verify(
  a: KycAttestation,
  opts: {
    signer?: typeof ISSUER;
    now?: Date;
    requiredLevel?: KycLevel;
    subject?: string;
    chainId?: number;
  } = {},
) {
  const signature = await signKycAttestation(opts.signer ?? ISSUER, a, CHAIN_ID);
  return verifyKycAttestation({
    attestation: a,
    signature,
    trustedIssuers: [ISSUER.address],
    chainId: opts.chainId ?? CHAIN_ID,
    now: opts.now ?? NOW,
    requiredLevel: opts.requiredLevel ?? 'ADVANCED',
    subject: opts.subject ?? USER.address,
  });
}

describe('KYC attestation (EIP-712)', () => {
  it('signs level as uint8 (BASIC=1, ADVANCED=2) in the P2P Identity domain', () => {
    expect(kycDomain(5)).toEqual({ name: 'P2P Identity', version: '1', chainId: 5 });
    expect(KYC_ATTESTATION_TYPES.KycAttestation?.find((f) => f.name === 'level')?.type).toBe('uint8');
    const hash = (level: number) =>
      TypedDataEncoder.hash(kycDomain(CHAIN_ID), KYC_ATTESTATION_TYPES, { ...attestation(), level });
    expect(hash(1)).not.toBe(hash(2));
  });

  it('a valid attestation by a trusted issuer verifies and round-trips', async () => {
    const a = attestation();
    expect(await verify(a)).toEqual(a);
    const sig = await signKycAttestation(ISSUER, a, CHAIN_ID);
    expect(recoverKycIssuer(a, sig, CHAIN_ID)).toBe(ISSUER.address);
  });

  it('BASIC satisfies a BASIC requirement', async () => {
    expect((await verify(attestation({ level: 'BASIC' }), { requiredLevel: 'BASIC' })).level).toBe('BASIC');
  });

  it('an attestation by an untrusted issuer fails (ISSUER_UNTRUSTED)', async () => {
    await expectReason(() => verify(attestation(), { signer: ROGUE_ISSUER }), 'ISSUER_UNTRUSTED');
  });

  it('a tampered attestation recovers another key (ISSUER_UNTRUSTED)', async () => {
    const a = attestation({ level: 'BASIC' });
    const signature = await signKycAttestation(ISSUER, a, CHAIN_ID);
    await expectReason(
      () =>
        verifyKycAttestation({
          attestation: { ...a, level: 'ADVANCED' },
          signature,
          trustedIssuers: [ISSUER.address],
          chainId: CHAIN_ID,
          now: NOW,
          requiredLevel: 'ADVANCED',
          subject: USER.address,
        }),
      'ISSUER_UNTRUSTED',
    );
  });

  it('an attestation signed for another chain fails (ISSUER_UNTRUSTED)', async () => {
    await expectReason(() => verify(attestation(), { chainId: 1 }), 'ISSUER_UNTRUSTED');
  });

  it('an expired attestation fails (ATTESTATION_EXPIRED), valid exactly at expiresAt', async () => {
    const a = attestation({ issuedAt: NOW_S - YEAR - 10, expiresAt: NOW_S - 1 });
    await expectReason(() => verify(a), 'ATTESTATION_EXPIRED');
    expect(await verify(attestation({ issuedAt: NOW_S - 60, expiresAt: NOW_S }))).toBeTruthy();
  });

  it('an attestation issued more than 5 minutes ahead fails (ATTESTATION_INVALID)', async () => {
    await expectReason(() => verify(attestation({ issuedAt: NOW_S + 301 })), 'ATTESTATION_INVALID');
    expect(await verify(attestation({ issuedAt: NOW_S + 300 }))).toBeTruthy();
  });

  it('BASIC when ADVANCED is required fails (KYC_LEVEL_INSUFFICIENT)', async () => {
    await expectReason(() => verify(attestation({ level: 'BASIC' })), 'KYC_LEVEL_INSUFFICIENT');
  });

  it('an attestation about another address fails (SUBJECT_MISMATCH)', async () => {
    await expectReason(() => verify(attestation(), { subject: OTHER.address }), 'SUBJECT_MISMATCH');
  });

  it('subject comparison ignores address case', async () => {
    expect(await verify(attestation(), { subject: USER.address.toLowerCase() })).toBeTruthy();
  });

  it('a malformed signature fails (ATTESTATION_INVALID)', async () => {
    await expectReason(
      () =>
        verifyKycAttestation({
          attestation: attestation(),
          signature: '0xdead',
          trustedIssuers: [ISSUER.address],
          chainId: CHAIN_ID,
          now: NOW,
          requiredLevel: 'ADVANCED',
          subject: USER.address,
        }),
      'ATTESTATION_INVALID',
    );
  });

  it('a misconfigured trusted issuer list or level is a programming error (TypeError)', async () => {
    const signature = await signKycAttestation(ISSUER, attestation(), CHAIN_ID);
    const base = {
      attestation: attestation(),
      signature,
      chainId: CHAIN_ID,
      now: NOW,
      subject: USER.address,
    };
    expect(() =>
      verifyKycAttestation({ ...base, trustedIssuers: ['nope'], requiredLevel: 'ADVANCED' }),
    ).toThrow(TypeError);
    expect(() =>
      verifyKycAttestation({ ...base, trustedIssuers: [ISSUER.address], requiredLevel: 'GOLD' as KycLevel }),
    ).toThrow(TypeError);
  });
});

describe('attestation shape and transport (base64url JSON)', () => {
  it('encode → decode round-trips and uses unpadded base64url', () => {
    const a = attestation();
    const encoded = encodeAttestation(a);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeAttestation(encoded)).toEqual(a);
  });

  it('normalises a lower-case subject to EIP-55', () => {
    expect(validateAttestation(attestation({ subject: USER.address.toLowerCase() })).subject).toBe(
      USER.address,
    );
  });

  it.each([
    ['an extra field', { ...attestation(), extra: 1 }],
    ['a missing field', (({ nonce: _n, ...rest }) => rest)(attestation())],
    ['an unknown level', { ...attestation(), level: 'GOLD' }],
    ['a string timestamp', { ...attestation(), issuedAt: String(NOW_S) }],
    ['a fractional timestamp', { ...attestation(), expiresAt: NOW_S + 0.5 }],
    ['expiresAt before issuedAt', { ...attestation(), expiresAt: NOW_S - 1 }],
    ['a non-DID identity', { ...attestation(), identity: 'alice' }],
    ['a short nonce', { ...attestation(), nonce: 'abc' }],
    ['a bad subject', { ...attestation(), subject: '0x12' }],
    ['an array', [attestation()]],
    ['null', null],
  ])('decoding refuses %s (ATTESTATION_INVALID)', async (_name, value) => {
    await expectReason(
      () => decodeAttestation(base64UrlEncode(JSON.stringify(value))),
      'ATTESTATION_INVALID',
    );
  });

  it.each([
    ['padding', `${encodeAttestation(attestation())}=`],
    [
      'standard base64 characters',
      encodeAttestation(attestation()).replace(/-/g, '+').replace(/_/g, '/') + '+/',
    ],
    ['an impossible length', 'abcde'],
    ['an empty string', ''],
    ['non-JSON content', base64UrlEncode('{not json')],
    ['invalid UTF-8', 'gA'],
  ])('decoding refuses malformed base64url: %s (ATTESTATION_INVALID)', async (_name, value) => {
    await expectReason(() => decodeAttestation(value), 'ATTESTATION_INVALID');
  });

  it('signing refuses a malformed attestation', async () => {
    await expectReason(
      () => signKycAttestation(ISSUER, attestation({ nonce: 'x' }), CHAIN_ID),
      'ATTESTATION_INVALID',
    );
  });
});
