// The orders bench's callers: POST /c2c/deal/order over keep-alive connections (one per client), load
// rounds of clients ordering one after another, and the same placements through PlaceOrderService in
// this process (the service path, no HTTP).
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { percentile } from './common.mjs';

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

/**
 * The oversell check: every taker places 1 USDT at the same moment on one ad with little left, each on a
 * connection of its own; then the ad's quantity and its orders are counted in SQL.
 */
export async function oversell(baseUrl, sql, ad, takers, { log, cleanups }) {
  const body = JSON.stringify({ adId: ad.adId, quantity: '1', unitPrice: '1', paymentMethodId: ad.methodId });
  const agents = takers.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  cleanups.push(async () => agents.forEach((a) => a.destroy()));
  const started = performance.now();
  const answers = await Promise.all(takers.map((t, i) => post(baseUrl, agents[i], t.token, body)));
  const wall = performance.now() - started;
  const codes = new Map();
  for (const a of answers) codes.set(a.code, (codes.get(a.code) ?? 0) + 1);
  // Anything but an order (200) or "not enough left" (5004) is a fault: its first answer is printed.
  const unexpected = answers.filter((a) => a.code !== '200' && a.code !== '5004');
  if (unexpected.length > 0) {
    log(
      `oversell: ${unexpected.length} unexpected answer(s), e.g. ${unexpected[0].status} ${JSON.stringify(unexpected[0].parsed)}`,
    );
  }
  const [row] = await sql`
    select a.total_quantity::text as total, a.remaining_quantity::text as remaining,
      (select count(*)::int from orders o where o.ad_id = a.id) as orders,
      (select coalesce(sum(o.quantity), 0)::text from orders o where o.ad_id = a.id) as ordered
    from ads a where a.id = ${ad.adId}`;
  const oversold = Math.max(0, Number(row.ordered) - Number(row.total), -Number(row.remaining));
  const consistent =
    Number(row.total) - Number(row.remaining) === Number(row.ordered) &&
    row.orders === (codes.get('200') ?? 0) &&
    unexpected.length === 0;
  const latencies = answers.map((a) => a.ms).sort((x, y) => x - y);
  return { wall, codes, ...row, oversold, consistent, p50: percentile(latencies, 50), max: latencies.at(-1) };
}

/** The orders bench's table: a target per row, its figures right-aligned. */
export function printOrderTable(rows) {
  const head = ['target', 'per s', 'p50 ms', 'p99 ms', 'max ms', 'count', 'refused', 'x TPC-B', 'goal'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}
