// Under `npm start` the browsers reach the API through the web apps' Vite proxies (issue 22: every browser
// reached the API as 127.0.0.1, one rate-limit bucket for all). The proxies of the trader app and the
// console, as their configs build them, name each browser's own address in X-Forwarded-For, replacing
// whatever the browser sent; and npm start has the API trust loopback only as that proxy.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ProxyOptions, type UserConfig, type ViteDevServer } from 'vite';

let upstream: http.Server;
const seen: (string | undefined)[] = [];
const servers: ViteDevServer[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seen.push(req.headers['x-forwarded-for'] as string | undefined);
    res.end('{}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of servers) await s.close();
  await new Promise((resolve) => upstream.close(resolve));
});

/** A dev server with only `config`'s proxy (the app's plugins are not needed for it); its port. */
async function proxyOf(config: UserConfig): Promise<number> {
  const server = await createServer({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    server: { host: '127.0.0.1', port: 0, proxy: config.server?.proxy as Record<string, ProxyOptions> },
  });
  servers.push(server);
  await server.listen();
  return (server.httpServer!.address() as AddressInfo).port;
}

/** GET `path` through the proxy from the loopback address `from`, claiming `forged` as the client. */
function getFrom(port: number, from: string, path: string, forged: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, localAddress: from, headers: { 'X-Forwarded-For': forged } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('dev proxy client address (issue 22: under npm start every browser shares one bucket)', () => {
  it.each([
    ['the trader app', () => import('../vite.config')],
    ['the console', () => import('../../admin/vite.config')],
  ])(
    '%s: the proxy names the browser connection address, never the address the browser claims',
    async (_name, load) => {
      const port = await proxyOf((await load()).default as UserConfig);
      seen.length = 0;
      expect(await getFrom(port, '127.0.0.2', '/api/ping', '203.0.113.9')).toBe(200);
      expect(await getFrom(port, '127.0.0.3', '/api/ping', '203.0.113.9')).toBe(200);
      expect(seen).toEqual(['127.0.0.2', '127.0.0.3']);
    },
  );

  it('npm start has the API trust loopback only as a proxy (TRUSTED_PROXIES), unless set otherwise', () => {
    const script = readFileSync(path.resolve(import.meta.dirname, '../../../scripts/start.mjs'), 'utf8');
    expect(script).toContain("TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1'");
  });
});
