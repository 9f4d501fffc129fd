// The orders bench's callers: POST /c2c/deal/order over keep-alive connections (one per client), load
// rounds of clients ordering one after another, and the same placements through PlaceOrderService in
// this process (the service path, no HTTP).
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

/** POST `body` (JSON text) as `token` on `agent`; answers the status, the envelope's code and the ms. */
export function post(baseUrl, agent, token, body) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/api/c2c/deal/order`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          language: 'en_US',
          way: 'WEB',
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - started;
          let parsed = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // counted below by its status
          }
          resolve({ status: res.statusCode, code: parsed?.code ?? '?', data: parsed?.data, ms, parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One client per trader, each on a keep-alive connection of its own, ordering until `until`. */
export async function loadRound(baseUrl, clients, ms) {
  const until = performance.now() + ms;
  const latencies = [];
  const refused = new Map();
  let placed = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (c) => {
      while (performance.now() < until) {
        const r = await post(baseUrl, c.agent, c.token, c.body);
        if (r.status === 200 && r.code === '200') {
          placed += 1;
          latencies.push(r.ms);
        } else refused.set(`${r.status}/${r.code}`, (refused.get(`${r.status}/${r.code}`) ?? 0) + 1);
      }
    }),
  );
  return { placed, seconds: (performance.now() - started) / 1000, latencies, refused };
}

/**
 * The service path: PlaceOrderService.place of the built API created in this process (not listening),
 * `clients` callers each placing on its own ad until `ms` are over. No HTTP, session check or validation.
 */
export async function serviceRound(apiDist, env, clients, ms) {
  const dist = (file) => pathToFileURL(path.join(apiDist, file)).href;
  await import(pathToFileURL(createRequire(path.join(apiDist, 'main.js')).resolve('reflect-metadata')).href);
  const { loadConfig } = await import(dist('core/config/config.js'));
  const { createApp } = await import(dist('app.factory.js'));
  const { PlaceOrderService } = await import(dist('modules/orders/place-order.service.js'));
  const app = await createApp(loadConfig(env), []);
  await app.init();
  try {
    const placer = app.get(PlaceOrderService);
    const warmUntil = performance.now() + 1000;
    const until = warmUntil + ms;
    const latencies = [];
    let placed = 0;
    let refused = 0;
    await Promise.all(
      clients.map(async (c) => {
        while (performance.now() < until) {
          const t = performance.now();
          try {
            await placer.place(BigInt(c.userId), { ...c.dto });
            if (t >= warmUntil) {
              placed += 1;
              latencies.push(performance.now() - t);
            }
          } catch {
            refused += 1;
          }
        }
      }),
    );
    return { placed, seconds: ms / 1000, latencies: latencies.sort((a, b) => a - b), refused };
  } finally {
    await app.close();
  }
}
