/// <reference types="jest" />
// Unit test of the client core. The fake fetch below stands for the network (the one thing outside
// this package); everything else is the real client.
import { ApiError, ClientErrorCode } from './api-error.js';
import {
  UPLOAD_TIMEOUT_MS,
  createApiClient,
  toHeaderLanguage,
  type ApiClientOptions,
  type FetchLike,
  type RequestInitLike,
} from './api-client.js';

interface Call {
  url: string;
  init: RequestInitLike;
}

type Answer = { status: number; body: string; delayMs?: number } | Error | 'hang';

/** A fake network: records each request and answers from a queue. */
function fakeFetch(...answers: Answer[]): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init });
    const answer = answers.shift() ?? {
      status: 200,
      body: JSON.stringify({ code: '200', message: 'success', data: null }),
    };
    if (answer === 'hang') {
      return new Promise((_resolve, reject) => {
        init.signal.addEventListener('abort', () => reject(new Error('The operation was aborted')));
      });
    }
    if (answer instanceof Error) return Promise.reject(answer);
    const response = { status: answer.status, text: () => Promise.resolve(answer.body) };
    if (!answer.delayMs) return Promise.resolve(response);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(response), answer.delayMs);
      init.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('The operation was aborted'));
      });
    });
  };
  return { fetch, calls };
}

const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });

function client(fetch: FetchLike, extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: 'http://api.test/api/',
    getToken: () => 'tok-1',
    getLanguage: () => 'vi_VN',
    fetchImpl: fetch,
    ...extra,
  });
}

describe('createApiClient', () => {
  it('sends the spec headers', async () => {
    const net = fakeFetch();
    await client(net.fetch).get('/balance');
    expect(net.calls[0]?.init.headers).toEqual({
      'Content-Type': 'application/json;charset=UTF-8',
      Authorization: 'Bearer tok-1',
      way: 'WEB',
      language: 'vi_VN',
    });
  });

  it("adds a request's own headers, which cannot replace the spec headers", async () => {
    const net = fakeFetch();
    await client(net.fetch).get('/scan/result/e1', undefined, {
      headers: { 'x-device-id': 'dev-1', Authorization: 'Bearer forged' },
    });
    expect(net.calls[0]?.init.headers['x-device-id']).toBe('dev-1');
    expect(net.calls[0]?.init.headers.Authorization).toBe('Bearer tok-1');
  });

  it('sends en as en_US, zh_CN when no language is chosen, and no Authorization without a token', async () => {
    const net = fakeFetch();
    await client(net.fetch, { getLanguage: () => 'en' }).get('/a');
    await client(net.fetch, { getLanguage: () => null, getToken: () => '' }).get('/a');
    expect(net.calls[0]?.init.headers.language).toBe('en_US');
    expect(net.calls[1]?.init.headers.language).toBe('zh_CN');
    expect(net.calls[1]?.init.headers).not.toHaveProperty('Authorization');
    expect(toHeaderLanguage('ko_KR')).toBe('ko_KR');
  });

  it('GETs with params serialized with indices and dots, and returns the envelope', async () => {
    const net = fakeFetch(json(200, { code: '200', message: 'success', data: { total: 2 } }));
    const env = await client(net.fetch).get<{ total: number }>('/c2c/advert/page', {
      pageNo: 1,
      payIds: ['a', 'b'],
      sort: { field: 'price' },
    });
    expect(net.calls[0]?.url).toBe(
      'http://api.test/api/c2c/advert/page?pageNo=1&payIds[0]=a&payIds[1]=b&sort.field=price',
    );
    expect(net.calls[0]?.init.method).toBe('GET');
    expect(net.calls[0]?.init.body).toBeUndefined();
    expect(env).toEqual({ code: '200', message: 'success', data: { total: 2 } });
  });

  it('POSTs a JSON body, with query params when given', async () => {
    const net = fakeFetch();
    await client(net.fetch).post('/c2c/advert/online', undefined, { online: true });
    await client(net.fetch).post('/user/login', { email: 'a@b.c', password: 'x' });
    expect(net.calls[0]?.url).toBe('http://api.test/api/c2c/advert/online?online=true');
    expect(net.calls[0]?.init.body).toBeUndefined();
    expect(net.calls[1]?.init.method).toBe('POST');
    expect(net.calls[1]?.init.body).toBe('{"email":"a@b.c","password":"x"}');
  });

  it('throws an ApiError with code, message and data for any code other than 200, and reports it', async () => {
    const seen: ApiError[] = [];
    const net = fakeFetch(
      json(400, { code: '1004', message: 'wrong account or password', data: { left: 2 } }),
    );
    const err = await client(net.fetch, { onError: (e) => seen.push(e) })
      .post('/user/login', {})
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      code: '1004',
      message: 'wrong account or password',
      data: { left: 2 },
      status: 400,
    });
    expect(seen).toEqual([err]);
  });

  it('treats an HTTP 200 carrying an error code as an error', async () => {
    const net = fakeFetch(json(200, { code: '1009', message: 'SCAN_NO_CALLBACK', data: null }));
    await expect(client(net.fetch).get('/scan/result/e1')).rejects.toMatchObject({ code: '1009' });
  });

  it('turns a numeric code into the string code', async () => {
    const net = fakeFetch(json(200, { code: 200, message: 'ok', data: 1 }));
    await expect(client(net.fetch).get('/a')).resolves.toEqual({ code: '200', message: 'ok', data: 1 });
  });

  it('answers SYSTEM_BUSY for a 500 without a body', async () => {
    const net = fakeFetch({ status: 500, body: '' });
    await expect(client(net.fetch).get('/a')).rejects.toMatchObject({
      code: ClientErrorCode.SYSTEM_BUSY,
      status: 500,
    });
  });

  it('answers NETWORK_ERROR for a 502 page without an envelope', async () => {
    const net = fakeFetch({ status: 502, body: '<html>Bad Gateway</html>' });
    const err = await client(net.fetch)
      .get('/a')
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: ClientErrorCode.NETWORK, status: 502 });
    expect((err as ApiError).isClientError).toBe(true);
  });

  it('answers NETWORK_ERROR when the request fails', async () => {
    const net = fakeFetch(new TypeError('Failed to fetch'));
    await expect(client(net.fetch).get('/a')).rejects.toMatchObject({
      code: ClientErrorCode.NETWORK,
      status: 0,
    });
  });

  it('answers TIMEOUT after the time-out and reports it', async () => {
    const seen: string[] = [];
    const net = fakeFetch('hang');
    await expect(
      client(net.fetch, { timeoutMs: 20, onError: (e) => seen.push(e.code) }).get('/a'),
    ).rejects.toMatchObject({ code: ClientErrorCode.TIMEOUT });
    expect(seen).toEqual([ClientErrorCode.TIMEOUT]);
  });

  it('answers ABORTED when the caller aborts, without reporting it', async () => {
    const seen: string[] = [];
    const net = fakeFetch('hang');
    const controller = new AbortController();
    const pending = client(net.fetch, { onError: (e) => seen.push(e.code) }).get('/a', undefined, {
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: ClientErrorCode.ABORTED });
    expect(seen).toEqual([]);
  });

  it('does not report errors of a silent request', async () => {
    const seen: string[] = [];
    const net = fakeFetch(json(200, { code: '5014', message: 'offline', data: null }));
    await expect(
      client(net.fetch, { onError: (e) => seen.push(e.code) }).get('/a', undefined, { silent: true }),
    ).rejects.toMatchObject({ code: '5014' });
    expect(seen).toEqual([]);
  });

  it('uploads multipart form data in the field file, without a JSON content type', async () => {
    const net = fakeFetch(json(200, { code: '200', message: 'success', data: { url: '/files/1.png' } }));
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    const env = await client(net.fetch).upload<{ url: string }>('/file/uploadImage', {
      file,
      fileName: 'a.png',
    });
    const init = net.calls[0]?.init;
    expect(init?.method).toBe('POST');
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(init?.headers.Authorization).toBe('Bearer tok-1');
    expect(init?.body).toBeInstanceOf(FormData);
    const part = (init?.body as FormData).get('file') as File;
    expect(part.name).toBe('a.png');
    expect(part.size).toBe(3);
    expect(env.data).toEqual({ url: '/files/1.png' });
  });

  it('gives uploads the longer time-out (120 s)', async () => {
    expect(UPLOAD_TIMEOUT_MS).toBe(120_000);
    const ok = JSON.stringify({ code: '200', message: 'success', data: null });
    const slow = (): Answer => ({ status: 200, body: ok, delayMs: 60 });
    const net = fakeFetch(slow(), slow(), 'hang');
    const api = client(net.fetch, { timeoutMs: 10, uploadTimeoutMs: 2_000 });
    // the same slow answer: too slow for a plain call, in time for an upload
    await expect(api.get('/a')).rejects.toMatchObject({ code: ClientErrorCode.TIMEOUT });
    await expect(api.upload('/file/uploadFile', new Blob(['x']))).resolves.toMatchObject({ code: '200' });
    await expect(
      createApiClient({
        baseUrl: '/api',
        getToken: () => null,
        getLanguage: () => null,
        fetchImpl: net.fetch,
        uploadTimeoutMs: 20,
      }).upload('/file/uploadFile', new Blob(['x'])),
    ).rejects.toMatchObject({ code: ClientErrorCode.TIMEOUT });
  });
});
