// Validated configuration of the TRON (TRC-20) adapter. The escrow key is checked here and then only
// kept in a private field of the adapter: it is never part of an error message or a log line.
import { utils } from 'tronweb';
import type { WatchedToken } from '../adapter.js';
import { isTronAddress } from '../address.js';

export interface TronAdapterConfig {
  /** TronGrid (or any java-tron HTTP API with the TronGrid v1 extension), e.g. https://api.trongrid.io. */
  baseUrl: string;
  /** Sent as the `TRON-PRO-API-KEY` header when set. */
  apiKey?: string;
  /** The escrow wallet's secp256k1 private key, 64 hex digits (0x optional). */
  privateKey: string;
  /** The TRC-20 contracts watched and paid in (base58). TRC-721 is not supported. */
  tokens: readonly WatchedToken[];
  /** Fee limit of a transfer in sun (1 TRX = 1,000,000 sun); default 100 TRX. */
  feeLimitSun?: bigint;
  /** How long a signed transaction stays valid after its reference block; default 5 minutes (max 24 h). */
  expirationMs?: number;
  /** Timeout of one HTTP request; default 10 s. */
  requestTimeoutMs?: number;
  /** Page size of the TronGrid v1 lists (1..200); default 200. */
  pageSize?: number;
}

export interface ResolvedTronConfig {
  baseUrl: string;
  apiKey: string | null;
  privateKey: string;
  escrowAddress: string;
  tokens: WatchedToken[];
  feeLimitSun: bigint;
  expirationMs: number;
  requestTimeoutMs: number;
  pageSize: number;
}

export class TronConfigError extends Error {
  override readonly name = 'TronConfigError';
}

const HEX_KEY = /^(0x)?[0-9a-fA-F]{64}$/;
const MAX_EXPIRATION_MS = 24 * 60 * 60 * 1000;
const DEFAULT_FEE_LIMIT = 100_000_000n;

function positiveInt(name: string, value: number | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value <= 0 || value > max) {
    throw new TronConfigError(`${name} must be an integer in 1..${max}`);
  }
  return value;
}

/** Checks a configuration and derives the escrow address from the key; throws TronConfigError. */
export function resolveTronConfig(config: TronAdapterConfig): ResolvedTronConfig {
  let url: URL;
  try {
    url = new URL(config.baseUrl);
  } catch {
    throw new TronConfigError('baseUrl is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TronConfigError('baseUrl must be http(s)');
  }
  if (url.search || url.hash) throw new TronConfigError('baseUrl must not carry a query or fragment');
  if (config.apiKey !== undefined && (typeof config.apiKey !== 'string' || config.apiKey.trim() === '')) {
    throw new TronConfigError('apiKey must be a non-empty string when set');
  }
  if (typeof config.privateKey !== 'string' || !HEX_KEY.test(config.privateKey)) {
    throw new TronConfigError('privateKey must be 64 hex digits');
  }
  const privateKey = config.privateKey.replace(/^0x/, '').toLowerCase();
  let escrowAddress: string;
  try {
    escrowAddress = utils.crypto.pkToAddress(privateKey, true);
  } catch {
    throw new TronConfigError('privateKey is not a valid secp256k1 key');
  }
  if (!isTronAddress(escrowAddress)) throw new TronConfigError('privateKey is not a valid secp256k1 key');

  if (!Array.isArray(config.tokens) || config.tokens.length === 0) {
    throw new TronConfigError('at least one TRC-20 token must be watched');
  }
  const tokens: WatchedToken[] = [];
  for (const token of config.tokens) {
    if (!token || !isTronAddress(token.address))
      throw new TronConfigError('token address is not a TRON address');
    if (token.standard !== 'FUNGIBLE')
      throw new TronConfigError('only TRC-20 (FUNGIBLE) tokens are supported on TRON');
    if (tokens.some((t) => t.address === token.address)) throw new TronConfigError('token listed twice');
    tokens.push({ address: token.address, standard: 'FUNGIBLE' });
  }

  const feeLimitSun = config.feeLimitSun ?? DEFAULT_FEE_LIMIT;
  if (typeof feeLimitSun !== 'bigint' || feeLimitSun <= 0n || feeLimitSun > 15_000_000_000n) {
    throw new TronConfigError('feeLimitSun must be a bigint in 1..15,000,000,000');
  }
  return {
    baseUrl: url.toString().replace(/\/+$/, ''),
    apiKey: config.apiKey ?? null,
    privateKey,
    escrowAddress,
    tokens,
    feeLimitSun,
    expirationMs: positiveInt('expirationMs', config.expirationMs, 5 * 60 * 1000, MAX_EXPIRATION_MS),
    requestTimeoutMs: positiveInt('requestTimeoutMs', config.requestTimeoutMs, 10_000, 120_000),
    pageSize: positiveInt('pageSize', config.pageSize, 200, 200),
  };
}
