import { API_ENDPOINTS } from '@p2p/contracts';
import { ApiError, createApiClient, createHttp } from '@p2p/contracts/client';
import { describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../test/fetchStub';
import { LoadingCounter } from './loading';

function makeHttp() {
  const loading = new LoadingCounter();
  const onError = vi.fn();
  const http = createHttp({
    client: createApiClient({ baseUrl: '/api', getToken: () => 'tok', getLanguage: () => 'en' }),
    track: (task) => loading.track(task),
    onError,
  });
  return { http, loading, onError };
}

describe('global loading counter', () => {
  it('stays on until all requests have finished', async () => {
    const loading = new LoadingCounter();
    const seen: number[] = [];
    loading.subscribe(() => seen.push(loading.pending));
    let finishA!: () => void;
    let finishB!: () => void;
    const a = loading.track(() => new Promise<void>((r) => (finishA = r)));
    const b = loading.track(() => new Promise<void>((r) => (finishB = r)));
    expect(loading.active).toBe(true);
    finishA();
    await a;
    expect(loading.active).toBe(true);
    finishB();
    await b;
    expect(loading.active).toBe(false);
    expect(seen).toEqual([1, 2, 1, 0]);
  });

  it('counts every request of the API wrapper, failed ones too', async () => {
    stubFetch({ '/api/common/coin': { body: envelope({ list: [] }) } });
    const { http, loading } = makeHttp();
    const counts: number[] = [];
    loading.subscribe(() => counts.push(loading.pending));
    await Promise.all([
      http.call(API_ENDPOINTS.common.coins),
      http.call(API_ENDPOINTS.common.countries).catch(() => undefined),
    ]);
    expect(counts).toEqual([1, 2, 1, 0]);
  });
});

describe('API wrapper', () => {
  it('answers the envelope data and sends the spec headers', async () => {
    const { fetchMock } = stubFetch({ '/api/common/coin': { body: envelope({ list: [{ id: '1' }] }) } });
    const { http } = makeHttp();
    await expect(http.call(API_ENDPOINTS.common.coins, { query: { pageSize: 100 } })).resolves.toEqual({
      list: [{ id: '1' }],
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, { headers: Record<string, string> }];
    expect(url).toBe('/api/common/coin?pageSize=100');
    expect(init.headers).toMatchObject({ way: 'WEB', language: 'en_US', Authorization: 'Bearer tok' });
  });

  it('hands every failure to the error handler, with or without a toast', async () => {
    stubFetch({ '/api/common/coin': { status: 409, body: envelope(null, '5014', 'offline') } });
    const { http, onError } = makeHttp();
    await expect(http.call(API_ENDPOINTS.common.coins)).rejects.toBeInstanceOf(ApiError);
    await expect(http.call(API_ENDPOINTS.ads.page, {}, { toast: false })).rejects.toMatchObject({
      code: '404',
    });
    expect(onError.mock.calls.map(([e, o]) => [(e as ApiError).code, o])).toEqual([
      ['5014', { toast: true }],
      ['404', { toast: false }],
    ]);
  });
});
