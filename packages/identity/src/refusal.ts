// The wallet's "no" to a scanned QR code: the user declined in the wallet app, or has not completed
// identity verification there. The wallet calls the same callback URL with the event id, the QR code's
// nonce (only a reader of the code knows it) and the reason, so the page shows the outcome at once
// instead of waiting for the code to expire.
import { isNonce } from './encoding.js';
import { IdentityError } from './errors.js';
import { isEventId } from './qr.js';

export const SCAN_REFUSAL_REASONS = ['REJECTED', 'KYC_INCOMPLETE'] as const;
export type ScanRefusalReason = (typeof SCAN_REFUSAL_REASONS)[number];

export interface ScanRefusal {
  eventId: string;
  nonce: string;
  reason: ScanRefusalReason;
}

const KEYS = ['eventId', 'nonce', 'reason'] as const;

function invalid(message: string): never {
  throw new IdentityError('MESSAGE_INVALID', message);
}

function validate(v: Record<string, unknown>): ScanRefusal {
  const extra = Object.keys(v).filter((k) => !(KEYS as readonly string[]).includes(k));
  if (extra.length > 0) invalid(`unexpected refusal parameter(s): ${extra.join(', ')}`);
  for (const key of KEYS) {
    if (typeof v[key] !== 'string') invalid(`refusal parameter ${key} must be one string`);
  }
  const s = v as Record<(typeof KEYS)[number], string>;
  if (!isEventId(s.eventId)) invalid('eventId is malformed');
  if (!isNonce(s.nonce)) invalid('nonce is malformed');
  if (!(SCAN_REFUSAL_REASONS as readonly string[]).includes(s.reason)) invalid('reason is unknown');
  return { eventId: s.eventId, nonce: s.nonce, reason: s.reason as ScanRefusalReason };
}

/** Whether a callback query is a refusal (it carries `reason`) rather than a signed proof. */
export function isScanRefusal(query: Record<string, unknown>): boolean {
  return typeof query === 'object' && query !== null && 'reason' in query;
}

/** The URL query (without `?`) of a refusal for `GET <callback>?<query>`. */
export function encodeScanRefusal(r: ScanRefusal): string {
  const c = validate({ ...r });
  return new URLSearchParams(KEYS.map((k): [string, string] => [k, c[k]])).toString();
}

/** Checks a parsed query: exactly eventId, nonce and a known reason. Throws IdentityError MESSAGE_INVALID. */
export function decodeScanRefusal(query: Record<string, unknown>): ScanRefusal {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) invalid('query must be an object');
  return validate(query);
}
