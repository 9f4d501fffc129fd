import { SiweMessage } from 'siwe';
import {
  buildSignInMessage,
  parseSignInMessage,
  verifySignIn,
  IdentityError,
  SIGN_IN_CLOCK_SKEW_SECONDS,
} from '../src/index.js';
import { CHAIN_ID, DOMAIN, NOW, OTHER, USER, expectReason, fields, signed } from './fixtures.js';

const verify = (
  m: { message: string; signature: string },
  now: Date = NOW,
  domain = DOMAIN,
  chainId = CHAIN_ID,
) => verifySignIn({ ...m, expectedDomain: domain, expectedChainId: chainId, now });

describe('EIP-4361 message text', () => {
  it('builds the exact EIP-4361 layout with a statement', () => {
    expect(buildSignInMessage(fields({ requestId: 'req-1' }))).toBe(
      [
        'localhost:5173 wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'Sign in to the P2P marketplace.',
        '',
        'URI: http://127.0.0.1:3000',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: abc123XYZ789',
        'Issued At: 2026-03-01T12:00:00.000Z',
        'Expiration Time: 2026-03-01T12:05:00.000Z',
        'Request ID: req-1',
      ].join('\n'),
    );
  });

  it('without a statement keeps the two blank lines of the ABNF', () => {
    const text = buildSignInMessage(fields({ statement: undefined }));
    expect(text.split('\n').slice(1, 5)).toEqual([USER.address, '', '', 'URI: http://127.0.0.1:3000']);
    expect(parseSignInMessage(text).statement).toBeUndefined();
  });

  it('writes a lower-case address in its EIP-55 form', () => {
    const text = buildSignInMessage(fields({ address: USER.address.toLowerCase() }));
    expect(text.split('\n')[1]).toBe(USER.address);
  });

  it('round-trips build → parse for every optional combination', () => {
    for (const o of [
      {},
      { statement: undefined },
      { requestId: 'abc' },
      { statement: undefined, requestId: 'x' },
    ]) {
      const f = fields(o);
      const parsed = parseSignInMessage(buildSignInMessage(f));
      expect(parsed).toEqual(JSON.parse(JSON.stringify(f)));
    }
  });

  it.each([
    ['a nonce shorter than 8', { nonce: 'abc1234' }],
    ['a nonce with symbols', { nonce: 'abc-12345' }],
    ['a domain with a scheme', { domain: 'https://localhost' }],
    ['a statement with a line break', { statement: 'one\ntwo' }],
    ['a relative URI', { uri: '/login' }],
    ['a chain id of 0', { chainId: 0 }],
    ['a non-RFC 3339 issuedAt', { issuedAt: '2026-03-01 12:00:00' }],
    ['expiration before issuance', { expirationTime: '2026-03-01T11:00:00.000Z' }],
    ['an invalid address', { address: '0x1234' }],
  ])('building refuses %s (MESSAGE_INVALID)', async (_name, o) => {
    await expectReason(() => buildSignInMessage(fields(o as never)), 'MESSAGE_INVALID');
  });

  it('parsing refuses a lower-case address (must be EIP-55)', async () => {
    const text = buildSignInMessage(fields()).replace(USER.address, USER.address.toLowerCase());
    await expectReason(() => parseSignInMessage(text), 'MESSAGE_INVALID');
  });

  it.each([
    ['CRLF line breaks', (t: string) => t.replace(/\n/g, '\r\n')],
    ['a trailing newline', (t: string) => `${t}\n`],
    ['an unknown trailing field', (t: string) => `${t}\nColour: blue`],
    [
      'Not Before ahead of Expiration Time (the ABNF order)',
      (t: string) =>
        t.replace(
          /\nExpiration Time: ([^\n]+)/,
          '\nNot Before: 2026-03-01T12:00:00.000Z\nExpiration Time: $1',
        ),
    ],
    ['a resource that is not a URI', (t: string) => `${t}\nResources:\n- not a uri`],
    ['a missing Nonce line', (t: string) => t.replace(/\nNonce: [^\n]+/, '')],
    [
      'reordered fields',
      (t: string) => t.replace('Version: 1\nChain ID: 31337', 'Chain ID: 31337\nVersion: 1'),
    ],
    ['Version 2', (t: string) => t.replace('Version: 1', 'Version: 2')],
    ['a Chain ID with a leading zero', (t: string) => t.replace('Chain ID: 31337', 'Chain ID: 031337')],
    ['a wrong header', (t: string) => t.replace('wants you to sign in', 'wants you to log in')],
    ['empty text', () => ''],
  ])('parsing refuses %s (MESSAGE_INVALID)', async (_name, mutate) => {
    await expectReason(() => parseSignInMessage(mutate(buildSignInMessage(fields()))), 'MESSAGE_INVALID');
  });
});

describe("EIP-4361 messages of the reference library (issue 27: the standard's full grammar)", () => {
  /** Every optional field of the standard, as the reference library writes them. */
  const OPTIONAL = {
    scheme: 'https',
    statement: 'Sign in to the P2P marketplace.',
    expirationTime: '2026-03-01T12:05:00.000Z',
    notBefore: '2026-03-01T12:00:30.000Z',
    requestId: 'req-7f3a',
    resources: [
      'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      'https://example.com/my-web2-claim.json',
    ],
  } as const;
  const REQUIRED = {
    domain: DOMAIN,
    address: USER.address,
    uri: 'http://127.0.0.1:3000',
    version: '1',
    chainId: CHAIN_ID,
    nonce: 'abc123XYZ789',
    issuedAt: NOW.toISOString(),
  } as const;
  /** Every subset of the optional fields: 2^6 messages. */
  const subsets = Array.from({ length: 2 ** Object.keys(OPTIONAL).length }, (_, mask) =>
    Object.fromEntries(Object.entries(OPTIONAL).filter((_e, i) => (mask >> i) & 1)),
  );

  it('reads every combination of the optional fields written by the reference library, and writes each back byte for byte', () => {
    for (const optional of subsets) {
      const reference = new SiweMessage({
        ...REQUIRED,
        ...optional,
        resources: optional.resources as unknown as string[] | undefined,
      });
      const text = reference.prepareMessage();
      const parsed = parseSignInMessage(text);
      expect({ optional, parsed }).toEqual({ optional, parsed: { ...REQUIRED, ...optional } });
      expect(buildSignInMessage(parsed)).toBe(text);
    }
  });

  it('writes the same text as the reference library for the same fields', () => {
    for (const optional of subsets) {
      const f = { ...REQUIRED, ...optional } as Parameters<typeof buildSignInMessage>[0];
      const reference = new SiweMessage({ ...f, resources: f.resources ? [...f.resources] : undefined });
      expect(buildSignInMessage(f)).toBe(reference.prepareMessage());
    }
  });

  it('reads a scheme before the domain, Not Before, Request ID and Resources (refused before issue 27)', () => {
    const text = [
      'https://localhost:5173 wants you to sign in with your Ethereum account:',
      USER.address,
      '',
      'Sign in to the P2P marketplace.',
      '',
      'URI: https://localhost:5173/login',
      'Version: 1',
      'Chain ID: 31337',
      'Nonce: abc123XYZ789',
      'Issued At: 2026-03-01T12:00:00.000Z',
      'Expiration Time: 2026-03-01T12:05:00.000Z',
      'Not Before: 2026-03-01T12:00:00.000Z',
      'Request ID: 42',
      'Resources:',
      '- https://localhost:5173/terms',
      '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    ].join('\n');
    expect(parseSignInMessage(text)).toMatchObject({
      scheme: 'https',
      domain: 'localhost:5173',
      notBefore: '2026-03-01T12:00:00.000Z',
      requestId: '42',
      resources: [
        'https://localhost:5173/terms',
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      ],
    });
    expect(buildSignInMessage(parseSignInMessage(text))).toBe(text);
  });
});

describe('verifySignIn', () => {
  it('refuses a message without Expiration Time, which the standard allows but this server does not (MESSAGE_INVALID)', async () => {
    const message = new SiweMessage({
      domain: DOMAIN,
      address: USER.address,
      uri: 'http://127.0.0.1:3000',
      version: '1',
      chainId: CHAIN_ID,
      nonce: 'abc123XYZ789',
      issuedAt: NOW.toISOString(),
    }).prepareMessage();
    expect(parseSignInMessage(message).expirationTime).toBeUndefined();
    await expectReason(
      async () => verify({ message, signature: await USER.signMessage(message) }),
      'MESSAGE_INVALID',
    );
  });

  it('is NOT_YET_VALID before its Not Before time and valid from it', async () => {
    const m = await signed({ notBefore: '2026-03-01T12:01:00.000Z' });
    await expectReason(() => verify(m, new Date('2026-03-01T12:00:59.999Z')), 'NOT_YET_VALID');
    expect(verify(m, new Date('2026-03-01T12:01:00.000Z')).address).toBe(USER.address);
  });

  it('refuses a message whose scheme is not the one the server is reached by (DOMAIN_MISMATCH)', async () => {
    const m = await signed({ scheme: 'http' });
    const withScheme = (scheme: string) =>
      verifySignIn({
        ...m,
        expectedDomain: DOMAIN,
        expectedChainId: CHAIN_ID,
        expectedScheme: scheme,
        now: NOW,
      });
    expect(withScheme('http').fields.scheme).toBe('http');
    await expectReason(() => withScheme('https'), 'DOMAIN_MISMATCH');
  });

  it('accepts a valid signed message and returns the signer and fields', async () => {
    const m = await signed();
    const out = verify(m);
    expect(out.address).toBe(USER.address);
    expect(out.fields.nonce).toBe('abc123XYZ789');
  });

  it('a tampered message fails the signature (SIGNATURE_INVALID)', async () => {
    const m = await signed();
    await expectReason(
      () => verify({ ...m, message: m.message.replace('abc123XYZ789', 'abc123XYZ780') }),
      'SIGNATURE_INVALID',
    );
  });

  it('a message signed by another key fails (SIGNATURE_INVALID)', async () => {
    await expectReason(async () => verify(await signed({}, OTHER)), 'SIGNATURE_INVALID');
  });

  it('a malformed signature fails (SIGNATURE_INVALID)', async () => {
    const m = await signed();
    await expectReason(() => verify({ ...m, signature: '0x1234' }), 'SIGNATURE_INVALID');
    await expectReason(() => verify({ ...m, signature: `0x${'00'.repeat(65)}` }), 'SIGNATURE_INVALID');
  });

  it('a malformed message fails before the signature (MESSAGE_INVALID)', async () => {
    const m = await signed();
    await expectReason(() => verify({ ...m, message: 'hello' }), 'MESSAGE_INVALID');
  });

  it('a message for another domain fails (DOMAIN_MISMATCH)', async () => {
    await expectReason(async () => verify(await signed(), NOW, 'evil.example'), 'DOMAIN_MISMATCH');
  });

  it('a message for another chain fails (DOMAIN_MISMATCH)', async () => {
    await expectReason(async () => verify(await signed(), NOW, DOMAIN, 1), 'DOMAIN_MISMATCH');
  });

  it('the domain compares case-insensitively', async () => {
    expect(verify(await signed(), NOW, 'LOCALHOST:5173').address).toBe(USER.address);
  });

  it('is valid exactly at expirationTime and EXPIRED one second later', async () => {
    const m = await signed();
    expect(verify(m, new Date(NOW.getTime() + 300_000)).address).toBe(USER.address);
    await expectReason(() => verify(m, new Date(NOW.getTime() + 301_000)), 'EXPIRED');
  });

  it('tolerates 5 minutes of clock skew before issuedAt, then NOT_YET_VALID', async () => {
    const m = await signed();
    const skew = SIGN_IN_CLOCK_SKEW_SECONDS * 1000;
    expect(verify(m, new Date(NOW.getTime() - skew)).address).toBe(USER.address);
    await expectReason(() => verify(m, new Date(NOW.getTime() - skew - 1000)), 'NOT_YET_VALID');
  });

  it('replay: a valid message with any nonce verifies; checking the nonce is left to the caller', async () => {
    const a = verify(await signed({ nonce: 'nonceAAAA1111' }));
    const b = verify(await signed({ nonce: 'nonceBBBB2222' }));
    // The caller must compare fields.nonce with the one it issued and consume it once.
    expect([a.fields.nonce, b.fields.nonce]).toEqual(['nonceAAAA1111', 'nonceBBBB2222']);
  });

  it('throws IdentityError instances with a readable message', async () => {
    const m = await signed();
    expect(() => verify(m, NOW, 'evil.example')).toThrow(IdentityError);
    expect(() => verify(m, NOW, 'evil.example')).toThrow(/DOMAIN_MISMATCH: message is for localhost:5173/);
  });
});
