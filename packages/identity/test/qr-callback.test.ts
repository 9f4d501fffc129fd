import {
  buildQrUrl,
  decodeScanCallback,
  encodeAttestation,
  encodeScanCallback,
  parseQrUrl,
  scanCallbackMessage,
  signKycAttestation,
  verifyScanCallback,
  verifyWalletProof,
  type KycAttestation,
  type QrPayload,
  type ScanCallback,
} from '../src/index.js';
import { base64UrlEncode } from '../src/encoding.js';
import { CHAIN_ID, DOMAIN, ISSUER, NOW, NOW_S, OTHER, USER, expectReason, signed } from './fixtures.js';

const QR: QrPayload = {
  eventId: 'evt_01HXYZ-abc',
  nonce: 'qrNonce123456',
  purpose: 'LOGIN',
  callback: 'http://127.0.0.1:3000/api/scan/callBack',
  domain: DOMAIN,
  chainId: CHAIN_ID,
  expiresAt: NOW_S + 120,
};

const POLICY = {
  expectedDomain: DOMAIN,
  chainId: CHAIN_ID,
  trustedIssuers: [ISSUER.address],
  requiredLevel: 'ADVANCED' as const,
  now: NOW,
};

async function callback(
  level: 'BASIC' | 'ADVANCED' = 'ADVANCED',
  subject = USER.address,
): Promise<ScanCallback> {
  const m = await signed({ nonce: QR.nonce });
  const a: KycAttestation = {
    subject,
    identity: 'did:p2p:0123456789abcdef0123',
    level,
    issuedAt: NOW_S,
    expiresAt: NOW_S + 3600,
    nonce: 'att0nce12345',
  };
  return {
    eventId: QR.eventId,
    address: USER.address,
    message: base64UrlEncode(m.message),
    signature: m.signature,
    attestation: encodeAttestation(a),
    attestationSignature: await signKycAttestation(ISSUER, a, CHAIN_ID),
  };
}

describe('QR login URL', () => {
  it('builds p2pwallet://auth?... and parses it back', () => {
    const url = buildQrUrl(QR);
    expect(
      url.startsWith('p2pwallet://auth?v=1&eventId=evt_01HXYZ-abc&nonce=qrNonce123456&purpose=LOGIN'),
    ).toBe(true);
    expect(parseQrUrl(url)).toEqual(QR);
    for (const purpose of ['REGISTER', 'BIND', 'RESET_PASSWORD'] as const)
      expect(parseQrUrl(buildQrUrl({ ...QR, purpose })).purpose).toBe(purpose);
  });

  it.each([
    ['a callback with a query', { callback: 'http://h/api/scan/callBack?x=1' }],
    ['a non-http callback', { callback: 'ftp://h/cb' }],
    ['a relative callback', { callback: '/api/scan/callBack' }],
    ['an unknown purpose', { purpose: 'PAY' }],
    ['a short nonce', { nonce: 'short' }],
    ['an eventId with spaces', { eventId: 'a b' }],
    ['a fractional expiry', { expiresAt: 1.5 }],
  ])('building refuses %s (MESSAGE_INVALID)', async (_name, o) => {
    await expectReason(() => buildQrUrl({ ...QR, ...(o as Partial<QrPayload>) }), 'MESSAGE_INVALID');
  });

  it.each([
    ['another scheme', (u: string) => u.replace('p2pwallet:', 'https:')],
    ['another host', (u: string) => u.replace('//auth?', '//pay?')],
    ['a path', (u: string) => u.replace('//auth?', '//auth/x?')],
    ['an extra parameter', (u: string) => `${u}&extra=1`],
    ['a repeated parameter', (u: string) => `${u}&nonce=qrNonce123456`],
    ['a missing parameter', (u: string) => u.replace(/&domain=[^&]+/, '')],
    ['a fragment', (u: string) => `${u}#x`],
    ['version 2', (u: string) => u.replace('v=1', 'v=2')],
    ['a non-decimal chain id', (u: string) => u.replace('chainId=31337', 'chainId=0x7a69')],
    ['not a URL', () => 'hello'],
  ])('parsing refuses %s (MESSAGE_INVALID)', async (_name, mutate) => {
    await expectReason(() => parseQrUrl(mutate(buildQrUrl(QR))), 'MESSAGE_INVALID');
  });
});

describe('scan callback query', () => {
  it('encode → URLSearchParams → decode round-trips', async () => {
    const cb = await callback();
    const query = Object.fromEntries(new URLSearchParams(encodeScanCallback(cb)));
    expect(decodeScanCallback(query)).toEqual(cb);
  });

  it('verifies the whole callback: signer, nonce and attestation', async () => {
    const cb = await callback();
    const out = verifyScanCallback(decodeScanCallback({ ...cb }), POLICY);
    expect(out.address).toBe(USER.address);
    expect(out.eventId).toBe(QR.eventId);
    expect(out.fields.nonce).toBe(QR.nonce);
    expect(out.attestation.level).toBe('ADVANCED');
    expect(scanCallbackMessage(cb)).toContain(`Nonce: ${QR.nonce}`);
  });

  it('a callback whose address is not the signer fails (SIGNATURE_INVALID)', async () => {
    const cb = { ...(await callback()), address: OTHER.address };
    await expectReason(() => verifyScanCallback(cb, POLICY), 'SIGNATURE_INVALID');
  });

  it('an attestation about another address fails (SUBJECT_MISMATCH)', async () => {
    await expectReason(
      async () => verifyScanCallback(await callback('ADVANCED', OTHER.address), POLICY),
      'SUBJECT_MISMATCH',
    );
  });

  it('BASIC level when ADVANCED is required fails (KYC_LEVEL_INSUFFICIENT)', async () => {
    await expectReason(
      async () => verifyScanCallback(await callback('BASIC'), POLICY),
      'KYC_LEVEL_INSUFFICIENT',
    );
  });

  it('verifyWalletProof takes the plain message (wallet authorization body)', async () => {
    const cb = await callback();
    const out = verifyWalletProof({ ...cb, message: scanCallbackMessage(cb) }, POLICY);
    expect(out.address).toBe(USER.address);
  });

  it.each([
    ['an extra key', (q: Record<string, unknown>) => ({ ...q, extra: 'x' })],
    ['a missing key', (q: Record<string, unknown>) => ({ ...q, attestation: undefined })],
    ['a repeated key (array)', (q: Record<string, unknown>) => ({ ...q, eventId: ['a', 'b'] })],
    ['an empty value', (q: Record<string, unknown>) => ({ ...q, signature: '' })],
    ['a bad address', (q: Record<string, unknown>) => ({ ...q, address: '0x12' })],
    ['a message that is not base64url', (q: Record<string, unknown>) => ({ ...q, message: 'a+b/c==' })],
    ['a short signature', (q: Record<string, unknown>) => ({ ...q, signature: '0xdead' })],
    ['a bad attestation encoding', (q: Record<string, unknown>) => ({ ...q, attestation: '***' })],
  ])('decoding refuses %s (MESSAGE_INVALID)', async (_name, mutate) => {
    const q: Record<string, unknown> = mutate({ ...(await callback()) });
    for (const k of Object.keys(q)) if (q[k] === undefined) delete q[k];
    await expectReason(() => decodeScanCallback(q), 'MESSAGE_INVALID');
  });

  it('an attestation that is base64url but not valid JSON fails verification (ATTESTATION_INVALID)', async () => {
    const cb = { ...(await callback()), attestation: base64UrlEncode('[1,2]') };
    await expectReason(
      () => verifyScanCallback(decodeScanCallback({ ...cb }), POLICY),
      'ATTESTATION_INVALID',
    );
  });
});
