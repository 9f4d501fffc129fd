// EIP-4361 "Sign-In with Ethereum" messages: building, parsing and verification, on the maintained
// reference library (`siwe`, whose parser is the standard's ABNF grammar), so that every message the
// standard allows is read: a `scheme://` before the domain, Not Before, Request ID and Resources
// (issue 27, "Standards"). On top of the grammar this package asks for the canonical text (re-building the
// parsed fields gives back the message byte for byte), an EIP-55 address, a chain id and dates that make
// sense; verification (below) also asks for an Expiration Time, which the standard leaves optional.
// Replay protection is the caller's: the API must check that the nonce is one it issued, unused and not
// expired, and consume it atomically (see docs/identity-wallet.md).
// (The file is not named siwe.ts: the circular-import check would take an import of the `siwe` package
// for this file.)
import { verifyMessage } from 'ethers';
import { SiweMessage } from 'siwe';
import { checksumAddress, isChainId, isDomain, isNonce, isSignatureHex } from './encoding.js';
import { IdentityError } from './errors.js';

export interface SignInFields {
  /** The URI scheme written before the domain (`https://example.com wants you ...`), when there is one. */
  scheme?: string;
  /** RFC 3986 authority of the site asking for the sign-in, e.g. `localhost:5173`. */
  domain: string;
  /** The signer's address; written and parsed in its EIP-55 form. */
  address: string;
  /** Human-readable line shown by the wallet; no line breaks. */
  statement?: string;
  /** RFC 3986 URI of the resource the sign-in is for. */
  uri: string;
  version: '1';
  chainId: number;
  /** Letters and digits, at least 8. */
  nonce: string;
  /** RFC 3339 date-time, e.g. `2026-01-01T00:00:00.000Z`. */
  issuedAt: string;
  /** RFC 3339 date-time after `issuedAt`: optional in the standard, required by verifySignIn. */
  expirationTime?: string;
  /** RFC 3339 date-time before which the message is not valid. */
  notBefore?: string;
  requestId?: string;
  /** URIs the signer grants access to, one per `- ` line under `Resources:`. */
  resources?: string[];
}

/** Allowed clock difference between wallet and server before `issuedAt` (seconds). */
export const SIGN_IN_CLOCK_SKEW_SECONDS = 5 * 60;

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
// RFC 3986 pchar without percent-encoding checks beyond the alphabet.
const REQUEST_ID = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%]*$/;
const MAX_MESSAGE_LENGTH = 4096;

function invalid(message: string): never {
  throw new IdentityError('MESSAGE_INVALID', message);
}

function parseTime(value: unknown, label: string): number {
  if (typeof value !== 'string' || !RFC3339.test(value)) invalid(`${label} is not an RFC 3339 date-time`);
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) invalid(`${label} is not a valid date`);
  return ms;
}

function isUri(value: unknown): boolean {
  if (typeof value !== 'string' || /[\s]/.test(value) || !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value))
    return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** The fields without the optional ones that are absent (a parsed or built message never carries `undefined`). */
function defined(fields: SignInFields): SignInFields {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as unknown as SignInFields;
}

/** Checks every field and returns them with the address in EIP-55 form; throws MESSAGE_INVALID. */
function validateFields(fields: SignInFields): SignInFields {
  if (typeof fields !== 'object' || fields === null) invalid('fields must be an object');
  if (fields.scheme !== undefined && (typeof fields.scheme !== 'string' || !SCHEME.test(fields.scheme)))
    invalid('scheme is not an RFC 3986 scheme');
  if (!isDomain(fields.domain)) invalid('domain is not an RFC 3986 authority');
  const address = checksumAddress(fields.address);
  if (address === null) invalid('address is not a valid address');
  if (fields.statement !== undefined) {
    if (
      typeof fields.statement !== 'string' ||
      fields.statement.length === 0 ||
      /[\r\n]/.test(fields.statement)
    )
      invalid('statement must be one non-empty line');
  }
  if (!isUri(fields.uri)) invalid('uri is not an absolute URI');
  if (fields.version !== '1') invalid('version must be 1');
  if (!isChainId(fields.chainId)) invalid('chainId must be a positive integer');
  if (!isNonce(fields.nonce)) invalid('nonce must be 8 or more letters and digits');
  const issued = parseTime(fields.issuedAt, 'issuedAt');
  if (fields.expirationTime !== undefined && parseTime(fields.expirationTime, 'expirationTime') <= issued)
    invalid('expirationTime must be after issuedAt');
  if (fields.notBefore !== undefined) parseTime(fields.notBefore, 'notBefore');
  if (fields.requestId !== undefined) {
    if (typeof fields.requestId !== 'string' || !REQUEST_ID.test(fields.requestId))
      invalid('requestId has characters outside RFC 3986 pchar');
  }
  if (fields.resources !== undefined) {
    if (!Array.isArray(fields.resources) || !fields.resources.every(isUri))
      invalid('resources must be absolute URIs');
  }
  return defined({ ...fields, address });
}

/** The reference library's message for checked fields; its own parse of the text it writes must pass. */
function referenceMessage(f: SignInFields): SiweMessage {
  try {
    return new SiweMessage({ ...f, resources: f.resources ? [...f.resources] : undefined });
  } catch (err) {
    return invalid(`not an EIP-4361 message: ${reason(err)}`);
  }
}

function reason(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The exact EIP-4361 text for `fields` (lines joined by LF, no trailing newline). */
export function buildSignInMessage(fields: SignInFields): string {
  return referenceMessage(validateFields(fields)).prepareMessage();
}

/** Parses an EIP-4361 message (the standard's whole grammar); throws IdentityError MESSAGE_INVALID. */
export function parseSignInMessage(text: string): SignInFields {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_MESSAGE_LENGTH)
    invalid('message must be text');
  if (text.includes('\r')) invalid('message must use LF line breaks');
  let parsed: SiweMessage;
  try {
    parsed = new SiweMessage(text);
  } catch (err) {
    return invalid(`not an EIP-4361 message: ${reason(err)}`);
  }
  // The address must already be EIP-55: a lower-case or wrongly cased address is refused.
  if (checksumAddress(parsed.address) !== parsed.address) invalid('address must be in EIP-55 checksum form');
  const checked = validateFields({
    scheme: parsed.scheme,
    domain: parsed.domain,
    address: parsed.address,
    statement: parsed.statement,
    uri: parsed.uri,
    version: parsed.version as '1',
    chainId: parsed.chainId,
    nonce: parsed.nonce,
    issuedAt: parsed.issuedAt ?? '',
    expirationTime: parsed.expirationTime,
    notBefore: parsed.notBefore,
    requestId: parsed.requestId,
    resources: parsed.resources,
  });
  // Byte-for-byte canonical: re-building must give back the same text (no leading zeros, no trailing line).
  if (buildSignInMessage(checked) !== text) invalid('message is not in canonical form');
  return checked;
}

export interface VerifySignInOptions {
  message: string;
  signature: string;
  /** The domain this server expects, e.g. from configuration. */
  expectedDomain: string;
  expectedChainId: number;
  /** The scheme this server is reached by (`https`): a message that names another is refused. */
  expectedScheme?: string;
  now: Date;
}

export interface VerifiedSignIn {
  /** The signer, EIP-55. */
  address: string;
  fields: SignInFields & { expirationTime: string };
}

/**
 * Verifies a signed EIP-4361 message: well formed, signed (EIP-191 personal_sign) by its own address,
 * for the expected domain and chain, and `now` within [issuedAt - 5 min, expirationTime]. The nonce is
 * returned in `fields.nonce` for the caller to check and consume.
 */
export function verifySignIn(opts: VerifySignInOptions): VerifiedSignIn {
  const parsed = parseSignInMessage(opts.message);
  // This server's profile: a sign-in that never expires is refused.
  if (parsed.expirationTime === undefined) invalid('Expiration Time is required');
  const fields = { ...parsed, expirationTime: parsed.expirationTime };
  if (!isSignatureHex(opts.signature))
    throw new IdentityError('SIGNATURE_INVALID', 'signature is not 65-byte hex');
  let signer: string;
  try {
    signer = verifyMessage(opts.message, opts.signature);
  } catch {
    throw new IdentityError('SIGNATURE_INVALID', 'signature cannot be recovered');
  }
  if (signer !== fields.address)
    throw new IdentityError('SIGNATURE_INVALID', 'signer is not the message address');
  if (fields.domain.toLowerCase() !== String(opts.expectedDomain).toLowerCase())
    throw new IdentityError('DOMAIN_MISMATCH', `message is for ${fields.domain}`);
  // A scheme in the message must be the one the server serves (EIP-4361: the origin's scheme).
  if (
    fields.scheme !== undefined &&
    opts.expectedScheme !== undefined &&
    fields.scheme.toLowerCase() !== opts.expectedScheme.toLowerCase()
  )
    throw new IdentityError('DOMAIN_MISMATCH', `message is for ${fields.scheme}://${fields.domain}`);
  if (fields.chainId !== opts.expectedChainId)
    throw new IdentityError('DOMAIN_MISMATCH', `message is for chain ${fields.chainId}`);
  const now = opts.now instanceof Date ? opts.now.getTime() : NaN;
  if (!Number.isFinite(now)) throw new TypeError('now must be a valid Date');
  if (now < Date.parse(fields.issuedAt) - SIGN_IN_CLOCK_SKEW_SECONDS * 1000)
    throw new IdentityError('NOT_YET_VALID', 'message is issued in the future');
  if (fields.notBefore !== undefined && now < Date.parse(fields.notBefore))
    throw new IdentityError('NOT_YET_VALID', 'message is not valid before its Not Before time');
  if (now > Date.parse(fields.expirationTime)) throw new IdentityError('EXPIRED', 'message has expired');
  return { address: signer, fields };
}
