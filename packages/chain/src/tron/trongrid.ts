// A small TronGrid HTTP client: the java-tron wallet API (POST /wallet/*) and the TronGrid v1 lists
// (GET /v1/*, paged by meta.fingerprint). Shapes follow TronGrid's documented answers; only the
// fields the adapter reads are typed. The API key travels in a header and is never logged.
import { utils } from 'tronweb';
import { normalizeAddress } from '../address.js';

export interface TronBlock {
  blockID?: string;
  block_header?: { raw_data: { number?: number; timestamp?: number; parentHash?: string } };
}

export interface TronTransactionInfo {
  id?: string;
  blockNumber?: number;
  blockTimeStamp?: number;
  /** Set to FAILED when the transaction failed. */
  result?: string;
  receipt?: { result?: string; energy_usage_total?: number; net_fee?: number };
  resMessage?: string;
}

export interface TronBroadcastResult {
  result?: boolean;
  code?: string;
  txid?: string;
  /** Hex-encoded UTF-8 text. */
  message?: string;
}

export interface TronConstantResult {
  result?: { result?: boolean; code?: string; message?: string };
  constant_result?: string[];
}

export interface V1Page<T> {
  success: boolean;
  error?: string;
  data?: T[];
  meta?: { at: number; fingerprint?: string; links?: { next: string }; page_size: number };
}

/** One row of GET /v1/accounts/{address}/transactions/trc20. */
export interface Trc20AccountTransfer {
  transaction_id: string;
  token_info: { symbol: string; address: string; decimals: number; name: string };
  block_timestamp: number;
  from: string;
  to: string;
  type: string;
  value: string;
}

/** One row of GET /v1/transactions/{id}/events (and /v1/contracts/{address}/events). */
export interface TronEvent {
  block_number: number;
  block_timestamp: number;
  caller_contract_address: string;
  contract_address: string;
  event_index: number;
  event_name: string;
  result: Record<string, string>;
  result_type: Record<string, string>;
  event: string;
  transaction_id: string;
  _unconfirmed?: boolean;
}

export class TronGridError extends Error {
  override readonly name = 'TronGridError';
}

/** Any TRON address form TronGrid answers with (base58, 41-hex, 0x + 20-byte hex) in canonical base58. */
export function toTronBase58(address: string): string {
  if (/^(0x|41)[0-9a-fA-F]{40}$/.test(address)) {
    return normalizeAddress('TRC20', utils.address.fromHex(`41${address.slice(2)}`));
  }
  return normalizeAddress('TRC20', address);
}

export class TronGridClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string | null,
    private readonly timeoutMs: number,
  ) {}

  private headers(json: boolean): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (json) headers['content-type'] = 'application/json';
    if (this.apiKey) headers['TRON-PRO-API-KEY'] = this.apiKey;
    return headers;
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: this.headers(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new TronGridError(`TronGrid ${method} ${path.split('?')[0]} failed: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok)
      throw new TronGridError(`TronGrid ${method} ${path.split('?')[0]} answered HTTP ${res.status}`);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new TronGridError(`TronGrid ${method} ${path.split('?')[0]} answered non-JSON`);
    }
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.request<T>('POST', path, body);
  }

  /** Follows meta.fingerprint until the last page; `query` stays the same on every page as TronGrid requires. */
  async getAllPages<T>(path: string, query: Record<string, string>, maxPages = 1000): Promise<T[]> {
    const out: T[] = [];
    let fingerprint: string | undefined;
    for (let page = 0; page < maxPages; page += 1) {
      const qs = new URLSearchParams(query);
      if (fingerprint) qs.set('fingerprint', fingerprint);
      const search = qs.toString();
      const answer = await this.request<V1Page<T>>('GET', search ? `${path}?${search}` : path);
      if (!answer.success)
        throw new TronGridError(`TronGrid GET ${path} failed: ${answer.error ?? 'no success'}`);
      out.push(...(answer.data ?? []));
      fingerprint = answer.meta?.fingerprint;
      if (!fingerprint || !answer.data?.length) return out;
    }
    throw new TronGridError(`TronGrid GET ${path}: more than ${maxPages} pages`);
  }
}
