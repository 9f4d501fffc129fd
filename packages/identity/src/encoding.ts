// Small shared validators and a strict, canonical base64url (RFC 4648 §5, no padding) over UTF-8 text.
// Built on ethers' helpers so that the package runs in Node and in a browser alike.
import { decodeBase64, encodeBase64, getAddress, toUtf8Bytes, toUtf8String } from 'ethers';

const BASE64URL = /^[A-Za-z0-9_-]*$/;

export function base64UrlEncode(text: string): string {
  return encodeBase64(toUtf8Bytes(text)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes canonical unpadded base64url to UTF-8 text, or returns null (bad alphabet, length, UTF-8). */
export function base64UrlDecode(value: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || !BASE64URL.test(value)) return null;
  if (value.length % 4 === 1) return null;
  const padded = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4);
  try {
    const text = toUtf8String(decodeBase64(padded));
    // Non-canonical encodings (stray low bits in the last character) decode too: refuse them.
    return base64UrlEncode(text) === value ? text : null;
  } catch {
    return null;
  }
}

/** The EIP-55 form of a 20-byte hex address, or null. */
export function checksumAddress(value: unknown): string | null {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) return null;
  try {
    return getAddress(value); // throws on a wrong checksum in mixed case
  } catch {
    return null;
  }
}

/** A 65-byte `0x` hex signature (r, s, v), the form ethers produces. */
export function isSignatureHex(value: unknown): value is string {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{130}$/.test(value);
}

/** Sign-in and QR nonces: letters and digits only, at least 8 (EIP-4361), at most 128. */
export function isNonce(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9]{8,128}$/.test(value);
}

/** An RFC 3986 authority as EIP-4361 uses it: a host name or IPv4 address, an optional port. */
export function isDomain(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 253) return false;
  const m =
    /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*)(?::(\d{1,5}))?$/.exec(
      value,
    );
  return m !== null && (m[2] === undefined || Number(m[2]) <= 65535);
}

/** A positive safe integer chain id. */
export function isChainId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** A whole number of seconds since the epoch. */
export function isUnixSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

export function toUnixSeconds(now: Date): number {
  const ms = now.getTime();
  if (!Number.isFinite(ms)) throw new TypeError('now is an invalid Date');
  return Math.floor(ms / 1000);
}
