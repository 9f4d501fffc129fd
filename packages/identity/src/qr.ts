// The QR code the login and registration pages show: a `p2pwallet://auth?...` URL that tells the wallet
// which event it answers, the nonce to sign, where to call back, and for which domain and chain.
import { isChainId, isDomain, isNonce, isUnixSeconds } from './encoding.js';
import { IdentityError } from './errors.js';

/** RESET_PASSWORD: the bound wallet confirms a forgotten-password reset of its account. */
export type QrPurpose = 'LOGIN' | 'REGISTER' | 'BIND' | 'RESET_PASSWORD';
export const QR_PURPOSES: readonly QrPurpose[] = ['LOGIN', 'REGISTER', 'BIND', 'RESET_PASSWORD'];

export interface QrPayload {
  /** The scan event id the page polls with `/scan/result/{eventId}`. */
  eventId: string;
  /** The sign-in nonce the wallet must sign (single-use, issued by the API). */
  nonce: string;
  purpose: QrPurpose;
  /** Absolute http(s) URL of `GET /api/scan/callBack`, without query or fragment. */
  callback: string;
  /** The EIP-4361 domain the wallet signs for. */
  domain: string;
  chainId: number;
  /** Unix seconds after which the API answers 804 QR_CODE_EXPIRED. */
  expiresAt: number;
}

export const QR_SCHEME = 'p2pwallet:';
export const QR_VERSION = '1';
const KEYS = ['v', 'eventId', 'nonce', 'purpose', 'callback', 'domain', 'chainId', 'expiresAt'] as const;
const EVENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

function invalid(message: string): never {
  throw new IdentityError('MESSAGE_INVALID', message);
}

export function isEventId(value: unknown): value is string {
  return typeof value === 'string' && EVENT_ID.test(value);
}

/** Whether `value` is an absolute http(s) URL with no credentials, query or fragment. */
export function isCallbackUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === '' &&
    !value.includes('?') &&
    !value.includes('#')
  );
}

function validate(p: QrPayload): QrPayload {
  if (typeof p !== 'object' || p === null) invalid('QR payload must be an object');
  if (!isEventId(p.eventId)) invalid('eventId must be 1-128 letters, digits, - or _');
  if (!isNonce(p.nonce)) invalid('nonce must be 8 or more letters and digits');
  if (!QR_PURPOSES.includes(p.purpose)) invalid(`purpose must be one of ${QR_PURPOSES.join(', ')}`);
  if (!isCallbackUrl(p.callback)) invalid('callback must be an absolute http(s) URL without query');
  if (!isDomain(p.domain)) invalid('domain is not an RFC 3986 authority');
  if (!isChainId(p.chainId)) invalid('chainId must be a positive integer');
  if (!isUnixSeconds(p.expiresAt) || p.expiresAt === 0) invalid('expiresAt must be unix seconds');
  return {
    eventId: p.eventId,
    nonce: p.nonce,
    purpose: p.purpose,
    callback: p.callback,
    domain: p.domain,
    chainId: p.chainId,
    expiresAt: p.expiresAt,
  };
}

/** `p2pwallet://auth?v=1&eventId=..&nonce=..&purpose=..&callback=..&domain=..&chainId=..&expiresAt=..` */
export function buildQrUrl(payload: QrPayload): string {
  const p = validate(payload);
  const query = new URLSearchParams({
    v: QR_VERSION,
    eventId: p.eventId,
    nonce: p.nonce,
    purpose: p.purpose,
    callback: p.callback,
    domain: p.domain,
    chainId: String(p.chainId),
    expiresAt: String(p.expiresAt),
  });
  return `${QR_SCHEME}//auth?${query.toString()}`;
}

/** Strict inverse of `buildQrUrl`: every key exactly once, nothing else; throws MESSAGE_INVALID. */
export function parseQrUrl(value: string): QrPayload {
  if (typeof value !== 'string' || value.length > 4096) invalid('QR URL must be text');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    invalid('QR URL is not a URL');
  }
  if (url.protocol !== QR_SCHEME || url.host !== 'auth' || url.pathname !== '' || url.hash !== '')
    invalid('QR URL must be p2pwallet://auth?...');
  if (url.username !== '' || url.password !== '') invalid('QR URL must not carry credentials');
  const params = url.searchParams;
  const keys = [...params.keys()];
  const extra = keys.filter((k) => !(KEYS as readonly string[]).includes(k));
  if (extra.length > 0) invalid(`unexpected QR parameter(s): ${extra.join(', ')}`);
  for (const key of KEYS) {
    if (params.getAll(key).length !== 1) invalid(`QR parameter ${key} must appear exactly once`);
  }
  const get = (key: (typeof KEYS)[number]): string => params.get(key) ?? '';
  if (get('v') !== QR_VERSION) invalid(`unsupported QR version ${get('v')}`);
  const chainId = get('chainId');
  const expiresAt = get('expiresAt');
  if (!/^[1-9]\d{0,15}$/.test(chainId)) invalid('chainId must be a positive decimal integer');
  if (!/^[1-9]\d{0,15}$/.test(expiresAt)) invalid('expiresAt must be unix seconds');
  return validate({
    eventId: get('eventId'),
    nonce: get('nonce'),
    purpose: get('purpose') as QrPurpose,
    callback: get('callback'),
    domain: get('domain'),
    chainId: Number(chainId),
    expiresAt: Number(expiresAt),
  });
}
