// KYC attestations: a statement by the identity issuer that `subject` (an address) belongs to the wallet
// identity `identity` and passed KYC at `level`, signed as EIP-712 typed data. Carried as base64url JSON.
import { verifyTypedData, type Signer, type TypedDataDomain, type TypedDataField } from 'ethers';
import {
  base64UrlDecode,
  base64UrlEncode,
  checksumAddress,
  isChainId,
  isSignatureHex,
  isUnixSeconds,
  toUnixSeconds,
} from './encoding.js';
import { IdentityError } from './errors.js';

export type KycLevel = 'BASIC' | 'ADVANCED';

export interface KycAttestation {
  /** The attested address, EIP-55. */
  subject: string;
  /** The wallet's identity id, e.g. `did:p2p:<hex>`. */
  identity: string;
  level: KycLevel;
  /** Unix seconds. */
  issuedAt: number;
  /** Unix seconds, after issuedAt. */
  expiresAt: number;
  /** Letters and digits, 8 to 128: makes two attestations of the same facts distinct. */
  nonce: string;
}

/** `level` is signed as uint8. */
export const KYC_LEVEL_CODE: Readonly<Record<KycLevel, number>> = { BASIC: 1, ADVANCED: 2 };

export const KYC_ATTESTATION_TYPES: Record<string, TypedDataField[]> = {
  KycAttestation: [
    { name: 'subject', type: 'address' },
    { name: 'identity', type: 'string' },
    { name: 'level', type: 'uint8' },
    { name: 'issuedAt', type: 'uint64' },
    { name: 'expiresAt', type: 'uint64' },
    { name: 'nonce', type: 'string' },
  ],
};

/** Clock difference tolerated before `issuedAt` (seconds), as for sign-in messages. */
export const KYC_CLOCK_SKEW_SECONDS = 5 * 60;

export function kycDomain(chainId: number): TypedDataDomain {
  return { name: 'P2P Identity', version: '1', chainId };
}

const KEYS = ['subject', 'identity', 'level', 'issuedAt', 'expiresAt', 'nonce'] as const;
// W3C DID syntax: did:<method>:<method-specific-id>.
const DID = /^did:[a-z0-9]+:[A-Za-z0-9._%-]+(:[A-Za-z0-9._%-]+)*$/;

function bad(message: string): never {
  throw new IdentityError('ATTESTATION_INVALID', message);
}

/**
 * Checks the exact shape (no missing or extra fields, right types and formats) and returns a copy with
 * the subject in EIP-55 form. Throws IdentityError ATTESTATION_INVALID.
 */
export function validateAttestation(value: unknown): KycAttestation {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    bad('attestation must be an object');
  const v = value as Record<string, unknown>;
  const keys = Object.keys(v);
  const extra = keys.filter((k) => !(KEYS as readonly string[]).includes(k));
  if (extra.length > 0) bad(`unexpected field(s): ${extra.join(', ')}`);
  const missing = KEYS.filter((k) => !keys.includes(k));
  if (missing.length > 0) bad(`missing field(s): ${missing.join(', ')}`);
  const subject = checksumAddress(v.subject);
  if (subject === null) bad('subject is not an address');
  if (typeof v.identity !== 'string' || v.identity.length > 256 || !DID.test(v.identity))
    bad('identity is not a DID');
  if (v.level !== 'BASIC' && v.level !== 'ADVANCED') bad('level must be BASIC or ADVANCED');
  if (!isUnixSeconds(v.issuedAt) || !isUnixSeconds(v.expiresAt))
    bad('issuedAt and expiresAt must be unix seconds');
  if (v.expiresAt <= v.issuedAt) bad('expiresAt must be after issuedAt');
  if (typeof v.nonce !== 'string' || !/^[A-Za-z0-9]{8,128}$/.test(v.nonce))
    bad('nonce must be 8 to 128 letters and digits');
  return {
    subject,
    identity: v.identity,
    level: v.level,
    issuedAt: v.issuedAt,
    expiresAt: v.expiresAt,
    nonce: v.nonce,
  };
}

function typedValue(a: KycAttestation): Record<string, unknown> {
  return { ...a, level: KYC_LEVEL_CODE[a.level] };
}

/** Signs `attestation` as the issuer `signer` (an ethers Wallet or any Signer); returns the signature. */
export async function signKycAttestation(
  signer: Pick<Signer, 'signTypedData'>,
  attestation: KycAttestation,
  chainId: number,
): Promise<string> {
  const a = validateAttestation(attestation);
  if (!isChainId(chainId)) throw new TypeError('chainId must be a positive integer');
  return signer.signTypedData(kycDomain(chainId), KYC_ATTESTATION_TYPES, typedValue(a));
}

/** The address whose key signed `attestation`, EIP-55; throws ATTESTATION_INVALID on a malformed input. */
export function recoverKycIssuer(attestation: KycAttestation, signature: string, chainId: number): string {
  const a = validateAttestation(attestation);
  if (!isSignatureHex(signature)) bad('signature is not 65-byte hex');
  try {
    return verifyTypedData(kycDomain(chainId), KYC_ATTESTATION_TYPES, typedValue(a), signature);
  } catch {
    bad('signature cannot be recovered');
  }
}

export interface VerifyKycOptions {
  /** The attestation object (decode a transported one with `decodeAttestation` first). */
  attestation: unknown;
  signature: string;
  /** Addresses of the issuers this server trusts. */
  trustedIssuers: readonly string[];
  chainId: number;
  now: Date;
  requiredLevel: KycLevel;
  /** The address that must be the attestation's subject (the verified sign-in signer). */
  subject: string;
}

/**
 * Verifies an attestation in this order: shape (ATTESTATION_INVALID), issuer among `trustedIssuers`
 * (ISSUER_UNTRUSTED; a tampered attestation recovers to some other address and lands here too), subject
 * (SUBJECT_MISMATCH), time (ATTESTATION_INVALID when issued more than 5 min in the future,
 * ATTESTATION_EXPIRED after expiresAt), level (KYC_LEVEL_INSUFFICIENT). Returns the attestation.
 */
export function verifyKycAttestation(opts: VerifyKycOptions): KycAttestation {
  if (!isChainId(opts.chainId)) throw new TypeError('chainId must be a positive integer');
  if (opts.requiredLevel !== 'BASIC' && opts.requiredLevel !== 'ADVANCED')
    throw new TypeError('requiredLevel must be BASIC or ADVANCED');
  const trusted = opts.trustedIssuers.map((addr) => {
    const c = checksumAddress(addr);
    if (c === null) throw new TypeError(`trusted issuer ${String(addr)} is not an address`);
    return c;
  });
  const a = validateAttestation(opts.attestation);
  const issuer = recoverKycIssuer(a, opts.signature, opts.chainId);
  if (!trusted.includes(issuer)) throw new IdentityError('ISSUER_UNTRUSTED', `signed by ${issuer}`);
  const subject = checksumAddress(opts.subject);
  if (subject === null || subject !== a.subject)
    throw new IdentityError('SUBJECT_MISMATCH', 'attestation subject is not the signer');
  const now = toUnixSeconds(opts.now);
  if (now < a.issuedAt - KYC_CLOCK_SKEW_SECONDS) bad('attestation is issued in the future');
  if (now > a.expiresAt) throw new IdentityError('ATTESTATION_EXPIRED', 'attestation has expired');
  if (KYC_LEVEL_CODE[a.level] < KYC_LEVEL_CODE[opts.requiredLevel])
    throw new IdentityError('KYC_LEVEL_INSUFFICIENT', `${opts.requiredLevel} required, got ${a.level}`);
  return a;
}

/** base64url (unpadded) of the attestation's JSON, fields in their canonical order. */
export function encodeAttestation(attestation: KycAttestation): string {
  const a = validateAttestation(attestation);
  return base64UrlEncode(JSON.stringify(a, [...KEYS]));
}

/** Strict inverse of `encodeAttestation`; throws IdentityError ATTESTATION_INVALID. */
export function decodeAttestation(encoded: string): KycAttestation {
  const text = base64UrlDecode(encoded);
  if (text === null) bad('attestation is not base64url');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    bad('attestation is not JSON');
  }
  return validateAttestation(json);
}
