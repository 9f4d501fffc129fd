// EIP-4361 "Sign-In with Ethereum" messages: building, strict parsing and verification.
//
// The profile used here: no scheme before the domain, Version 1, Expiration Time required, optional
// statement and Request ID; Not Before and Resources are not used and are refused by the parser.
// Replay protection is the caller's: the API must check that the nonce is one it issued, unused and not
// expired, and consume it atomically (see docs/identity-wallet.md).
import { verifyMessage } from 'ethers';
import { checksumAddress, isChainId, isDomain, isNonce, isSignatureHex } from './encoding.js';
import { IdentityError } from './errors.js';

export interface SignInFields {
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
  /** RFC 3339 date-time after `issuedAt`. */
  expirationTime: string;
  requestId?: string;
}

/** Allowed clock difference between wallet and server before `issuedAt` (seconds). */
export const SIGN_IN_CLOCK_SKEW_SECONDS = 5 * 60;

const HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
// RFC 3986 pchar without percent-encoding checks beyond the alphabet.
const REQUEST_ID = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%]+$/;

function invalid(message: string): never {
  throw new IdentityError('MESSAGE_INVALID', message);
}

function parseTime(value: string, label: string): number {
  if (!RFC3339.test(value)) invalid(`${label} is not an RFC 3339 date-time`);
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) invalid(`${label} is not a valid date`);
  return ms;
}

function isUri(value: string): boolean {
  if (/[\s]/.test(value) || !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** Checks every field and returns them with the address in EIP-55 form; throws MESSAGE_INVALID. */
function validateFields(fields: SignInFields): SignInFields {
  if (typeof fields !== 'object' || fields === null) invalid('fields must be an object');
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
  if (typeof fields.uri !== 'string' || !isUri(fields.uri)) invalid('uri is not an absolute URI');
  if (fields.version !== '1') invalid('version must be 1');
  if (!isChainId(fields.chainId)) invalid('chainId must be a positive integer');
  if (!isNonce(fields.nonce)) invalid('nonce must be 8 or more letters and digits');
  if (typeof fields.issuedAt !== 'string' || typeof fields.expirationTime !== 'string')
    invalid('issuedAt and expirationTime are required');
  const issued = parseTime(fields.issuedAt, 'issuedAt');
  const expires = parseTime(fields.expirationTime, 'expirationTime');
  if (expires <= issued) invalid('expirationTime must be after issuedAt');
  if (fields.requestId !== undefined) {
    if (typeof fields.requestId !== 'string' || !REQUEST_ID.test(fields.requestId))
      invalid('requestId has characters outside RFC 3986 pchar');
  }
  const out: SignInFields = { ...fields, address };
  if (out.statement === undefined) delete out.statement;
  if (out.requestId === undefined) delete out.requestId;
  return out;
}

/** The exact EIP-4361 text for `fields` (lines joined by LF, no trailing newline). */
export function buildSignInMessage(fields: SignInFields): string {
  const f = validateFields(fields);
  const lines = [`${f.domain}${HEADER_SUFFIX}`, f.address, ''];
  if (f.statement !== undefined) lines.push(f.statement);
  lines.push(
    '',
    `URI: ${f.uri}`,
    `Version: ${f.version}`,
    `Chain ID: ${f.chainId}`,
    `Nonce: ${f.nonce}`,
    `Issued At: ${f.issuedAt}`,
    `Expiration Time: ${f.expirationTime}`,
  );
  if (f.requestId !== undefined) lines.push(`Request ID: ${f.requestId}`);
  return lines.join('\n');
}

function takeField(lines: string[], index: number, label: string): string {
  const line = lines[index];
  const prefix = `${label}: `;
  if (line === undefined || !line.startsWith(prefix)) invalid(`line ${index + 1} must be "${label}: ..."`);
  return line.slice(prefix.length);
}

/** Parses an EIP-4361 message of this package's profile; throws IdentityError MESSAGE_INVALID. */
export function parseSignInMessage(text: string): SignInFields {
  if (typeof text !== 'string' || text.length === 0 || text.length > 4096) invalid('message must be text');
  if (text.includes('\r')) invalid('message must use LF line breaks');
  const lines = text.split('\n');
  const header = lines[0] ?? '';
  if (!header.endsWith(HEADER_SUFFIX)) invalid('first line is not an EIP-4361 header');
  const domain = header.slice(0, -HEADER_SUFFIX.length);
  const address = lines[1] ?? '';
  if (lines[2] !== '') invalid('a blank line must follow the address');
  let i = 3;
  let statement: string | undefined;
  if (lines[3] !== '') {
    statement = lines[3];
    i = 4;
  }
  if (lines[i] !== '') invalid('a blank line must precede URI');
  i += 1;
  const uri = takeField(lines, i, 'URI');
  const version = takeField(lines, i + 1, 'Version');
  const chainIdText = takeField(lines, i + 2, 'Chain ID');
  const nonce = takeField(lines, i + 3, 'Nonce');
  const issuedAt = takeField(lines, i + 4, 'Issued At');
  const expirationTime = takeField(lines, i + 5, 'Expiration Time');
  i += 6;
  let requestId: string | undefined;
  if (i < lines.length && lines[i]?.startsWith('Request ID: ')) {
    requestId = takeField(lines, i, 'Request ID');
    i += 1;
  }
  if (i !== lines.length) invalid(`unexpected content at line ${i + 1}`);
  if (!/^[1-9]\d{0,15}$/.test(chainIdText)) invalid('Chain ID must be a positive decimal integer');
  if (version !== '1') invalid('Version must be 1');
  // The address must already be EIP-55: a lower-case or wrongly cased address is refused.
  if (checksumAddress(address) !== address) invalid('address must be in EIP-55 checksum form');
  const fields: SignInFields = {
    domain,
    address,
    ...(statement !== undefined ? { statement } : {}),
    uri,
    version: '1',
    chainId: Number(chainIdText),
    nonce,
    issuedAt,
    expirationTime,
    ...(requestId !== undefined ? { requestId } : {}),
  };
  const checked = validateFields(fields);
  // Byte-for-byte canonical: re-building must give back the same text.
  if (buildSignInMessage(checked) !== text) invalid('message is not in canonical form');
  return checked;
}

export interface VerifySignInOptions {
  message: string;
  signature: string;
  /** The domain this server expects, e.g. from configuration. */
  expectedDomain: string;
  expectedChainId: number;
  now: Date;
}

export interface VerifiedSignIn {
  /** The signer, EIP-55. */
  address: string;
  fields: SignInFields;
}

/**
 * Verifies a signed EIP-4361 message: well formed, signed (EIP-191 personal_sign) by its own address,
 * for the expected domain and chain, and `now` within [issuedAt - 5 min, expirationTime]. The nonce is
 * returned in `fields.nonce` for the caller to check and consume.
 */
export function verifySignIn(opts: VerifySignInOptions): VerifiedSignIn {
  const fields = parseSignInMessage(opts.message);
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
  if (fields.chainId !== opts.expectedChainId)
    throw new IdentityError('DOMAIN_MISMATCH', `message is for chain ${fields.chainId}`);
  const now = opts.now instanceof Date ? opts.now.getTime() : NaN;
  if (!Number.isFinite(now)) throw new TypeError('now must be a valid Date');
  if (now < Date.parse(fields.issuedAt) - SIGN_IN_CLOCK_SKEW_SECONDS * 1000)
    throw new IdentityError('NOT_YET_VALID', 'message is issued in the future');
  if (now > Date.parse(fields.expirationTime)) throw new IdentityError('EXPIRED', 'message has expired');
  return { address: signer, fields };
}
