/// <reference types="jest" />
// The apps' HTTP wrapper over the client core. The fake fetch below stands for the network (the one
// thing outside this package); everything else is the real code.
import { API_ENDPOINTS } from '../routes.js';
import { createApiClient, type FetchLike, type RequestInitLike } from './api-client.js';
import { ApiError, ClientErrorCode } from './api-error.js';
import { createHttp, type HttpDeps } from './http.js';

interface Sent {
  url: string;
  init: RequestInitLike;
}

function network(answer: { status: number; data?: unknown; code?: string } = { status: 200 }) {
  const sent: Sent[] = [];
  const fetchImpl: FetchLike = (url, init) => {
    sent.push({ url, init });
    const body = JSON.stringify({ code: answer.code ?? '200', message: 'm', data: answer.data ?? null });
    return Promise.resolve({ status: answer.status, text: () => Promise.resolve(body) });
  };
  return { sent, fetchImpl };
}

function setup(net: ReturnType<typeof network>, extra: Partial<HttpDeps> = {}) {
  const errors: [string, boolean][] = [];
  const http = createHttp({
    client: createApiClient({
      baseUrl: '/api',
      getToken: () => null,
      getLanguage: () => 'en',
      fetchImpl: net.fetchImpl,
    }),
    onError: (error, { toast }) => errors.push([error.code, toast]),
    ...extra,
  });
  return { http, errors };
}

describe('http.call', () => {
  it('fills the path parameters from the input and answers the data', async () => {
    const net = network({ status: 200, data: { id: '7' } });
    const { http } = setup(net);
    await expect(http.call(API_ENDPOINTS.account.userInfo, { userId: 7 })).resolves.toEqual({ id: '7' });
    expect(net.sent[0]?.url).toBe('/api/user/info/7');
    expect(net.sent[0]?.init.method).toBe('GET');
  });

  it('URL-encodes path parameters', async () => {
    const net = network();
    await setup(net).http.call(API_ENDPOINTS.account.isBind, { email: 'a+b@example.com' });
    expect(net.sent[0]?.url).toBe('/api/user/isBind/a%2Bb%40example.com');
  });

  it('sends GET parameters as the query, a POST body as JSON and a POST query too', async () => {
    const net = network();
    const { http } = setup(net);
    await http.call(API_ENDPOINTS.common.coins, { query: { pageSize: 100 } });
    await http.call(API_ENDPOINTS.account.login, { body: { email: 'a@b.co' } });
    await http.call(API_ENDPOINTS.account.setOnline, { query: { online: true } });
    expect(net.sent.map((s) => [s.init.method, s.url, s.init.body])).toEqual([
      ['GET', '/api/common/coin?pageSize=100', undefined],
      ['POST', '/api/user/login', '{"email":"a@b.co"}'],
      ['POST', '/api/c2c/advert/online?online=true', undefined],
    ]);
  });

  it('uploads a file as multipart form data', async () => {
    const net = network();
    await setup(net).http.call(API_ENDPOINTS.common.uploadImage, { file: new Blob(['x']) });
    expect(net.sent[0]?.init.body).toBeInstanceOf(FormData);
    expect(net.sent[0]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it('refuses a missing path parameter without sending', async () => {
    const net = network();
    const call = setup(net).http.call(API_ENDPOINTS.account.userInfo, {} as { userId: string });
    await expect(call).rejects.toThrow('missing path parameter userId');
    expect(net.sent).toEqual([]);
  });

  it('hands each failure to onError once, with the toast flag, and rethrows it', async () => {
    const net = network({ status: 409, code: '5014' });
    const { http, errors } = setup(net);
    await expect(http.call(API_ENDPOINTS.common.coins)).rejects.toBeInstanceOf(ApiError);
    await expect(http.call(API_ENDPOINTS.common.coins, {}, { toast: false })).rejects.toMatchObject({
      code: '5014',
    });
    expect(errors).toEqual([
      ['5014', true],
      ['5014', false],
    ]);
  });

  it("does not report the caller's own abort", async () => {
    const never: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const { http, errors } = setup({ sent: [], fetchImpl: never });
    const controller = new AbortController();
    const call = http.call(API_ENDPOINTS.common.coins, {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: ClientErrorCode.ABORTED });
    expect(errors).toEqual([]);
  });

  it('runs every request inside track (the loading counter), failed ones too', async () => {
    const seen: string[] = [];
    const track = async <T>(task: () => Promise<T>): Promise<T> => {
      seen.push('start');
      try {
        return await task();
      } finally {
        seen.push('end');
      }
    };
    const ok = setup(network(), { track });
    await ok.http.call(API_ENDPOINTS.system.health);
    const failing = setup(network({ status: 404, code: '404' }), { track });
    await expect(failing.http.call(API_ENDPOINTS.system.health)).rejects.toMatchObject({ code: '404' });
    expect(seen).toEqual(['start', 'end', 'start', 'end']);
  });
});
