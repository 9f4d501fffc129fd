// A tiny stand-in for the API's wallet endpoints on node:http (real HTTP, no mocks), verifying with
// @p2p/identity exactly as the API should: decode, verify, check and consume the nonce once.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildQrUrl,
  decodeScanCallback,
  decodeScanRefusal,
  isScanRefusal,
  isIdentityError,
  verifyScanCallback,
  verifyWalletProof,
  type IdentityErrorReason,
  type QrPurpose,
  type ScanRefusal,
  type VerifiedWalletProof,
} from '@p2p/identity';

export const DOMAIN = 'localhost:5173';
export const CHAIN_ID = 31337;

// The mapping suggested in docs/identity-wallet.md.
const PROOF_FIELDS = ['message', 'signature', 'attestation', 'attestationSignature'];

const CODES: Record<IdentityErrorReason, string> = {
  SIGNATURE_INVALID: '800',
  MESSAGE_INVALID: '801',
  DOMAIN_MISMATCH: '801',
  EXPIRED: '801',
  NOT_YET_VALID: '801',
  ATTESTATION_INVALID: '802',
  ISSUER_UNTRUSTED: '802',
  SUBJECT_MISMATCH: '802',
  ATTESTATION_EXPIRED: '803',
  KYC_LEVEL_INSUFFICIENT: '807',
};

export interface TestApi {
  base: string;
  /** Issues a QR code for a new scan event. */
  qr(purpose?: QrPurpose, expiresInSeconds?: number): string;
  /** Verified proofs by event id (scan) or by 'login' / 'register' (authorize). */
  results: Map<string, VerifiedWalletProof>;
  /** Refusals by event id. */
  refusals: Map<string, ScanRefusal>;
  close(): Promise<void>;
}

export async function startTestApi(trustedIssuers: string[]): Promise<TestApi> {
  const nonces = new Map<string, { eventId?: string; expiresAt: number }>(); // single-use
  const results = new Map<string, VerifiedWalletProof>();
  const refusals = new Map<string, ScanRefusal>();
  let seq = 0;
  let base = '';
  const policy = () => ({
    expectedDomain: DOMAIN,
    chainId: CHAIN_ID,
    trustedIssuers,
    requiredLevel: 'ADVANCED' as const,
    now: new Date(),
  });
  const newNonce = () => `n${Date.now()}x${(seq += 1)}abcdef`;

  function consume(nonce: string, eventId?: string): string | null {
    const n = nonces.get(nonce);
    if (!n || n.eventId !== eventId) return '801';
    nonces.delete(nonce);
    return n.expiresAt < Date.now() / 1000 ? '804' : null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
    const url = new URL(req.url ?? '/', base);
    if (
      req.method === 'GET' &&
      url.pathname === '/api/scan/callBack' &&
      isScanRefusal(Object.fromEntries(url.searchParams))
    ) {
      const refusal = decodeScanRefusal(Object.fromEntries(url.searchParams));
      const err = consume(refusal.nonce, refusal.eventId);
      if (err) return { code: err, message: 'nonce', data: null };
      refusals.set(refusal.eventId, refusal);
      return { code: '200', message: 'success', data: { eventId: refusal.eventId } };
    }
    if (req.method === 'GET' && url.pathname === '/api/scan/callBack') {
      const cb = decodeScanCallback(Object.fromEntries(url.searchParams));
      const proof = verifyScanCallback(cb, policy());
      const err = consume(proof.fields.nonce, cb.eventId);
      if (err) return { code: err, message: 'nonce', data: null };
      results.set(cb.eventId, proof);
      return {
        code: '200',
        message: 'success',
        data: { address: proof.address, identity: proof.attestation.identity },
      };
    }
    if (req.method === 'GET' && url.pathname === '/api/user/authorizeNonce') {
      if (!url.searchParams.get('address')) return { code: '400', message: 'address', data: null };
      const nonce = newNonce();
      nonces.set(nonce, { expiresAt: Date.now() / 1000 + 300 });
      return {
        code: '200',
        message: 'success',
        data: { nonce, domain: DOMAIN, chainId: CHAIN_ID, uri: base },
      };
    }
    const purpose = { '/api/user/authorizeLogin': 'login', '/api/user/authorizeRegister': 'register' }[
      url.pathname
    ];
    if (req.method === 'POST' && purpose) {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
      // Like the API's validation (WalletProofDto, unknown fields refused): the proof and nothing else.
      const extra = Object.keys(body).filter((k) => !PROOF_FIELDS.includes(k));
      if (extra.length > 0) {
        res.statusCode = 400;
        return { code: '400', message: `property ${extra[0]} should not exist`, data: null };
      }
      const proof = verifyWalletProof(
        {
          message: body.message ?? '',
          signature: body.signature ?? '',
          attestation: body.attestation ?? '',
          attestationSignature: body.attestationSignature ?? '',
        },
        policy(),
      );
      const err = consume(proof.fields.nonce);
      if (err) return { code: err, message: 'nonce', data: null };
      results.set(purpose, proof);
      return { code: '200', message: 'success', data: { address: proof.address } };
    }
    res.statusCode = 404;
    return { code: '404', message: 'not found', data: null };
  }

  const server: Server = createServer((req, res) => {
    handle(req, res)
      .catch((err: unknown) =>
        isIdentityError(err)
          ? { code: CODES[err.reason], message: err.message, data: null }
          : { code: '500', message: String(err), data: null },
      )
      .then((env) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(env));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    results,
    refusals,
    qr(purpose = 'LOGIN', expiresInSeconds = 120) {
      const eventId = `evt${(seq += 1)}`;
      const nonce = newNonce();
      const expiresAt = Math.floor(Date.now() / 1000) + expiresInSeconds;
      nonces.set(nonce, { eventId, expiresAt });
      return buildQrUrl({
        eventId,
        nonce,
        purpose,
        callback: `${base}/api/scan/callBack`,
        domain: DOMAIN,
        chainId: CHAIN_ID,
        expiresAt,
      });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
