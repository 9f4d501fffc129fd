// A fetch stand-in for tests: answers envelopes by path, 404 for anything not listed.
import { vi } from 'vitest';

export type Answer = { status?: number; body: unknown } | (() => Promise<never>);

export function envelope(data: unknown, code = '200', message = 'success') {
  return { code, message, data };
}

export function stubFetch(routes: Record<string, Answer> = {}) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(url);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    const answer = routes[path];
    if (typeof answer === 'function') return answer();
    const { status = 200, body } = answer ?? { status: 404, body: envelope(null, '404', 'Not found') };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

export type FetchMock = ReturnType<typeof stubFetch>['fetchMock'];

/** A request the app sent, as the stub saw it. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
}

/** The requests sent to URLs starting with `prefix` (optionally of one method), in order. */
export function sentRequests(fetchMock: FetchMock, prefix: string, method?: 'GET' | 'POST'): SentRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }))
    .filter((r) => r.url.startsWith(prefix) && (!method || r.method === method));
}
