// A fetch stand-in for tests: answers envelopes by path, 404 for anything not listed.
import { vi } from 'vitest';

export type Answer = { status?: number; body: unknown } | (() => Promise<never>);

export function envelope(data: unknown, code = '200', message = 'success') {
  return { code, message, data };
}

export function stubFetch(routes: Record<string, Answer> = {}) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
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
