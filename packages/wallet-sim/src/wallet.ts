// The identity-wallet simulator: what the real wallet app does, driven from code or the CLI.
import {
  base64UrlEncode,
  buildSignInMessage,
  encodeAttestation,
  encodeScanCallback,
  encodeScanRefusal,
  isChainId,
  isDomain,
  isNonce,
  parseQrUrl,
  type KycLevel,
  type QrPurpose,
  type ScanRefusalReason,
} from '@p2p/identity';
import { Wallet, getBytes, keccak256 } from 'ethers';
import { readEnvelope, isSuccess, normalizeApiBase, type Envelope, type FetchImpl } from './http.js';
import { DevIssuer, type SignedAttestation } from './issuer.js';
import { toWallet } from './keys.js';

export interface SignInOptions {
  domain: string;
  uri: string;
  chainId: number;
  nonce: string;
  statement?: string;
  requestId?: string;
  now?: Date;
  ttlSeconds?: number;
}

export interface SignedMessage {
  /** The EIP-4361 text. */
  message: string;
  /** EIP-191 personal_sign signature of `message`. */
  signature: string;
}

export interface WalletAttestOptions {
  level?: KycLevel;
  ttlSeconds?: number;
  chainId: number;
  now?: Date;
}

export interface ScanOptions {
  issuer: DevIssuer;
  now?: Date;
  fetchImpl?: FetchImpl;
  /** KYC level to present; ADVANCED by default. */
  level?: KycLevel;
}

export interface AuthorizeOptions {
  /** e.g. `http://127.0.0.1:3000` (the API's routes live under `/api`). */
  apiBase: string;
  purpose: 'login' | 'register';
  issuer: DevIssuer;
  now?: Date;
  fetchImpl?: FetchImpl;
  level?: KycLevel;
}

/** What `GET /api/user/authorizeNonce` answers in `data`. */
export interface AuthorizeNonce {
  nonce: string;
  domain: string;
  chainId: number;
  uri: string;
}

const STATEMENTS: Record<QrPurpose, string> = {
  LOGIN: 'Log in to the P2P marketplace.',
  REGISTER: 'Register with the P2P marketplace.',
  BIND: 'Bind this wallet to your P2P marketplace account.',
  RESET_PASSWORD: 'Confirm the password reset of your P2P marketplace account.',
};

export class WalletSimulator {
  private constructor(private readonly wallet: Wallet) {}

  static random(): WalletSimulator {
    return new WalletSimulator(new Wallet(Wallet.createRandom().privateKey));
  }

  /** From a 32-byte hex key, with or without 0x. */
  static fromPrivateKey(hex: string): WalletSimulator {
    return new WalletSimulator(toWallet(hex));
  }

  /** EIP-55 address. */
  get address(): string {
    return this.wallet.address;
  }

  get privateKey(): string {
    return this.wallet.privateKey;
  }

  /** Stable identity id: `did:p2p:` + the first 20 hex digits of keccak256(address bytes). */
  get identity(): string {
    return `did:p2p:${keccak256(getBytes(this.wallet.address)).slice(2, 22)}`;
  }

  /** Builds and signs an EIP-4361 message valid from `now` for `ttlSeconds` (300 by default). */
  async signIn(opts: SignInOptions): Promise<SignedMessage> {
    const now = opts.now ?? new Date();
    const message = buildSignInMessage({
      domain: opts.domain,
      address: this.address,
      ...(opts.statement !== undefined ? { statement: opts.statement } : {}),
      uri: opts.uri,
      version: '1',
      chainId: opts.chainId,
      nonce: opts.nonce,
      issuedAt: now.toISOString(),
      expirationTime: new Date(now.getTime() + (opts.ttlSeconds ?? 300) * 1000).toISOString(),
      ...(opts.requestId !== undefined ? { requestId: opts.requestId } : {}),
    });
    return { message, signature: await this.wallet.signMessage(message) };
  }

  /** Asks `issuer` for a KYC attestation of this wallet (ADVANCED, one year, by default). */
  attest(issuer: DevIssuer, opts: WalletAttestOptions): Promise<SignedAttestation> {
    return issuer.attest(this, opts);
  }

  /**
   * Scans a `p2pwallet://auth?...` QR URL: signs in with its nonce and domain (Request ID = event id),
   * attests, and calls `GET <callback>?<query>`. Returns the API's envelope. An expired QR code is still
   * answered, so that the API's 804 can be tested.
   */
  async scan(qrUrl: string, opts: ScanOptions): Promise<Envelope> {
    const qr = parseQrUrl(qrUrl);
    const now = opts.now ?? new Date();
    const signed = await this.signIn({
      domain: qr.domain,
      uri: new URL(qr.callback).origin,
      chainId: qr.chainId,
      nonce: qr.nonce,
      statement: STATEMENTS[qr.purpose],
      requestId: qr.eventId,
      now,
    });
    const att = await this.attest(opts.issuer, { chainId: qr.chainId, now, level: opts.level ?? 'ADVANCED' });
    const query = encodeScanCallback({
      eventId: qr.eventId,
      address: this.address,
      message: base64UrlEncode(signed.message),
      signature: signed.signature,
      attestation: encodeAttestation(att.attestation),
      attestationSignature: att.signature,
    });
    const url = `${qr.callback}?${query}`;
    const res = await (opts.fetchImpl ?? fetch)(url, {
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    return readEnvelope(res, `GET ${qr.callback}`);
  }

  /**
   * Declines a scanned QR code (the user tapped "Reject", or has not completed identity verification in
   * the app): `GET <callback>?eventId&nonce&reason`. The API answers 200 and the page sees 805 or 803.
   */
  async refuse(
    qrUrl: string,
    reason: ScanRefusalReason = 'REJECTED',
    opts: { fetchImpl?: FetchImpl } = {},
  ): Promise<Envelope> {
    const qr = parseQrUrl(qrUrl);
    const url = `${qr.callback}?${encodeScanRefusal({ eventId: qr.eventId, nonce: qr.nonce, reason })}`;
    const res = await (opts.fetchImpl ?? fetch)(url, {
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    return readEnvelope(res, `GET ${qr.callback}`);
  }

  /**
   * Wallet authorization: `GET {apiBase}/api/user/authorizeNonce?address=..`, then
   * `POST {apiBase}/api/user/authorizeLogin|authorizeRegister` with
   * `{ message, signature, attestation, attestationSignature }`. Returns the last envelope (the nonce
   * call's when it failed). Registration takes no email: an account registered by wallet adds its email
   * later in the personal center, with a code emailed to it (`POST /user/updateInfo`).
   */
  async authorize(opts: AuthorizeOptions): Promise<Envelope> {
    const base = normalizeApiBase(opts.apiBase);
    const doFetch = opts.fetchImpl ?? fetch;
    const now = opts.now ?? new Date();
    const nonceUrl = `${base}/api/user/authorizeNonce?${new URLSearchParams({ address: this.address })}`;
    const nonceEnv = await readEnvelope<AuthorizeNonce>(
      await doFetch(nonceUrl, { headers: { accept: 'application/json' } }),
      'GET /api/user/authorizeNonce',
    );
    if (!isSuccess(nonceEnv)) return nonceEnv;
    const n = checkNonceData(nonceEnv.data);
    const signed = await this.signIn({
      domain: n.domain,
      uri: n.uri,
      chainId: n.chainId,
      nonce: n.nonce,
      statement: opts.purpose === 'login' ? STATEMENTS.LOGIN : STATEMENTS.REGISTER,
      now,
    });
    const att = await this.attest(opts.issuer, { chainId: n.chainId, now, level: opts.level ?? 'ADVANCED' });
    const path = opts.purpose === 'login' ? '/api/user/authorizeLogin' : '/api/user/authorizeRegister';
    const body = {
      message: signed.message,
      signature: signed.signature,
      attestation: encodeAttestation(att.attestation),
      attestationSignature: att.signature,
    };
    const res = await doFetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return readEnvelope(res, `POST ${path}`);
  }
}

function checkNonceData(data: unknown): AuthorizeNonce {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (!isNonce(d.nonce) || !isDomain(d.domain) || !isChainId(d.chainId) || typeof d.uri !== 'string')
    throw new Error('authorizeNonce answered without a valid { nonce, domain, chainId, uri }');
  return { nonce: d.nonce, domain: d.domain, chainId: d.chainId, uri: d.uri };
}
