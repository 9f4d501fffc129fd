// A fetch stand-in for tests: answers envelopes by method and path, 404 for anything not listed.
import type {
  ChainType,
  ReserveLineDto,
  ReservesDto,
  ReserveUnreadableReason,
  UnreadableReserveDto,
} from '@p2p/contracts';
import { vi } from 'vitest';

export type Answer =
  | { status?: number; body: unknown }
  | ((request: {
      url: string;
      init: RequestInit;
    }) => Promise<Response | { status?: number; body: unknown }> | { status?: number; body: unknown });

export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export function envelope(data: unknown, code = '200', message = 'success') {
  return { code, message, data };
}

/** `routes` are keyed `'GET /api/admin/auth/me'` (or by path alone for any method). */
export function stubFetch(routes: Record<string, Answer> = {}) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method, path, headers: (init.headers ?? {}) as Record<string, string>, body });
    const answer = routes[`${method} ${path}`] ?? routes[path];
    let result = answer ?? { status: 404, body: envelope(null, '404', 'Not found') };
    if (typeof result === 'function') {
      const out = await result({ url, init });
      if (out instanceof Response) return out;
      result = out;
    }
    const { status = 200, body: payload } = result;
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

export const STAFF = {
  APPEAL_OFFICER: { id: 's-1', email: 'ana@staff.test', name: 'Ana Officer', role: 'APPEAL_OFFICER' },
  CUSTOMER_SERVICE: { id: 's-2', email: 'cs@staff.test', name: 'Chen Service', role: 'CUSTOMER_SERVICE' },
  ADMIN: { id: 's-3', email: 'root@staff.test', name: 'Ada Admin', role: 'ADMIN' },
} as const;

export const HEALTHY = { status: 'ok', checks: { database: 'up', redis: 'up' }, uptimeSeconds: 12 };

/** The escrow address of the reserves' lines. */
export const ESCROW_ADDRESS = `0x${'e'.repeat(40)}`;

const TOKEN_ADDRESSES: Record<string, string> = {
  USDT: `0x${'1'.repeat(40)}`,
  MEC: `0x${'2'.repeat(40)}`,
  NFT: `0x${'3'.repeat(40)}`,
};

/** One line of GET /api/reserves: owed 1250.5 in parts; on chain and the difference as the test sets them. */
export function reserveLine(
  token: string,
  {
    onChain = '1250.5',
    difference = '0',
    chain = 'ERC20' as ChainType,
    retired = null as { address: string; onChain: string } | null,
  } = {},
): ReserveLineDto {
  return {
    chain,
    token,
    tokenAddress: TOKEN_ADDRESSES[token] ?? `0x${'4'.repeat(40)}`,
    onChain,
    owed: '1250.5',
    heldForDeposits: '200',
    tempBalances: '1000.25',
    pendingPayouts: '50',
    unattributed: '0.25',
    unconfirmedDeposits: '0',
    platformFees: '0',
    difference,
    blockNumber: '4242',
    // The escrow address, and a retired one a key rotation drains when the test names it.
    holders: [
      { address: ESCROW_ADDRESS, onChain, retired: false },
      ...(retired ? [{ ...retired, retired: true }] : []),
    ],
  };
}

/** A token of GET /api/reserves whose balance on chain could not be read. */
export function unreadableReserve(
  token: string,
  { reason = 'BALANCE_UNREADABLE' as ReserveUnreadableReason, chain = 'ERC20' as ChainType } = {},
): UnreadableReserveDto {
  return { chain, token, tokenAddress: TOKEN_ADDRESSES[token] ?? `0x${'5'.repeat(40)}`, reason };
}

export function reserves(
  lines = [reserveLine('USDT'), reserveLine('MEC')],
  unreadable: UnreadableReserveDto[] = [],
): ReservesDto {
  const balanced = unreadable.length === 0 && lines.every((line) => /^-?0*(\.0*)?$/.test(line.difference));
  return { readAt: '2026-11-23T10:00:00.000Z', balanced, lines, unreadable };
}

/** The staff API answering as `staff` for any token, plus a healthy /api/health and balanced reserves. */
export function staffApi(staff: (typeof STAFF)[keyof typeof STAFF], extra: Record<string, Answer> = {}) {
  return stubFetch({
    'GET /api/admin/auth/me': { body: envelope(staff) },
    'POST /api/admin/auth/logout': { body: envelope(null) },
    'GET /api/health': { body: envelope(HEALTHY) },
    'GET /api/reserves': { body: envelope(reserves()) },
    ...extra,
  });
}
