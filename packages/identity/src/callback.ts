// The query string the wallet sends to `GET /api/scan/callBack` after scanning a QR code, and one call
// that verifies a whole wallet proof (sign-in message + KYC attestation) for the API.
import { base64UrlDecode, checksumAddress, isSignatureHex } from './encoding.js';
import { IdentityError } from './errors.js';
import { decodeAttestation, verifyKycAttestation, type KycAttestation, type KycLevel } from './kyc.js';
import { isEventId } from './qr.js';
import { verifySignIn, type SignInFields } from './sign-in-message.js';

export interface ScanCallback {
  eventId: string;
  /** The signer's address (EIP-55). */
  address: string;
  /** base64url (unpadded) of the EIP-4361 text. */
  message: string;
  /** EIP-191 signature of the EIP-4361 text by `address`. */
  signature: string;
  /** base64url JSON of the KYC attestation (`encodeAttestation`). */
  attestation: string;
  /** EIP-712 signature of the attestation by the issuer. */
  attestationSignature: string;
}

const KEYS = ['eventId', 'address', 'message', 'signature', 'attestation', 'attestationSignature'] as const;
const MAX_PARAM = 8192;

function invalid(message: string): never {
  throw new IdentityError('MESSAGE_INVALID', message);
}

function validate(v: Record<string, unknown>): ScanCallback {
  const keys = Object.keys(v);
  const extra = keys.filter((k) => !(KEYS as readonly string[]).includes(k));
  if (extra.length > 0) invalid(`unexpected callback parameter(s): ${extra.join(', ')}`);
  for (const key of KEYS) {
    const value = v[key];
    if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PARAM)
      invalid(`callback parameter ${key} must be one non-empty string`);
  }
  const s = v as Record<(typeof KEYS)[number], string>;
  if (!isEventId(s.eventId)) invalid('eventId is malformed');
  const address = checksumAddress(s.address);
  if (address === null) invalid('address is not an address');
  if (base64UrlDecode(s.message) === null) invalid('message is not base64url text');
  if (!isSignatureHex(s.signature)) invalid('signature is not 65-byte hex');
  if (base64UrlDecode(s.attestation) === null) invalid('attestation is not base64url text');
  if (!isSignatureHex(s.attestationSignature)) invalid('attestationSignature is not 65-byte hex');
  return {
    eventId: s.eventId,
    address,
    message: s.message,
    signature: s.signature,
    attestation: s.attestation,
    attestationSignature: s.attestationSignature,
  };
}

/** The URL query (without `?`) for `GET <callback>?<query>`. */
export function encodeScanCallback(cb: ScanCallback): string {
  if (typeof cb !== 'object' || cb === null) invalid('callback must be an object');
  const c = validate({ ...cb });
  return new URLSearchParams(KEYS.map((k): [string, string] => [k, c[k]])).toString();
}

/**
 * Checks a parsed query (e.g. Express's `req.query`): exactly the six keys, each one string (a repeated
 * key arrives as an array and is refused), each well formed. Throws IdentityError MESSAGE_INVALID.
 * Signatures are not verified here: see `verifyScanCallback`.
 */
export function decodeScanCallback(query: Record<string, unknown>): ScanCallback {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) invalid('query must be an object');
  return validate(query);
}

/** The EIP-4361 text carried in a callback's `message`. */
export function scanCallbackMessage(cb: ScanCallback): string {
  const text = base64UrlDecode(cb.message);
  if (text === null) invalid('message is not base64url text');
  return text;
}

export interface WalletProof {
  /** The EIP-4361 text (plain, not base64url). */
  message: string;
  signature: string;
  /** base64url JSON of the attestation. */
  attestation: string;
  attestationSignature: string;
}

export interface WalletProofPolicy {
  expectedDomain: string;
  /** The scheme the server is reached by: a message that writes another before its domain is refused. */
  expectedScheme?: string;
  chainId: number;
  trustedIssuers: readonly string[];
  requiredLevel: KycLevel;
  now: Date;
}

export interface VerifiedWalletProof {
  address: string;
  fields: SignInFields;
  attestation: KycAttestation;
}

/**
 * Verifies the sign-in message, then the attestation with the signer as subject. Used by both
 * `/scan/callBack` (via `verifyScanCallback`) and `/user/authorizeLogin|authorizeRegister`.
 * The nonce (`fields.nonce`) is left to the caller to check and consume.
 */
export function verifyWalletProof(proof: WalletProof, policy: WalletProofPolicy): VerifiedWalletProof {
  const { address, fields } = verifySignIn({
    message: proof.message,
    signature: proof.signature,
    expectedDomain: policy.expectedDomain,
    ...(policy.expectedScheme !== undefined ? { expectedScheme: policy.expectedScheme } : {}),
    expectedChainId: policy.chainId,
    now: policy.now,
  });
  const attestation = verifyKycAttestation({
    attestation: decodeAttestation(proof.attestation),
    signature: proof.attestationSignature,
    trustedIssuers: policy.trustedIssuers,
    chainId: policy.chainId,
    now: policy.now,
    requiredLevel: policy.requiredLevel,
    subject: address,
  });
  return { address, fields, attestation };
}

/** `verifyWalletProof` for a decoded callback; also requires `cb.address` to be the signer. */
export function verifyScanCallback(
  cb: ScanCallback,
  policy: WalletProofPolicy,
): VerifiedWalletProof & { eventId: string } {
  const verified = verifyWalletProof({ ...cb, message: scanCallbackMessage(cb) }, policy);
  if (checksumAddress(cb.address) !== verified.address)
    throw new IdentityError('SIGNATURE_INVALID', 'callback address is not the signer');
  return { ...verified, eventId: cb.eventId };
}
