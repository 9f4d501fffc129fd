// OpenTelemetry traces (issue 27) of the built API (dist/main.js) as operators run it, with the standard
// OTEL_EXPORTER_OTLP_ENDPOINT pointed at a collector this test serves on loopback (OTLP over HTTP, JSON):
// an order's request is one trace through Nest's route, the transaction runner and its SQL (postgres.js),
// Prisma's SQL (pg) and Redis; the deadline job the order queues is a producer span and a worker's span in
// one trace; a client that is not a trusted proxy cannot choose the trace it joins; probes make no span.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { OutboxRelayService } from '../../src/core/outbox/outbox-relay.service.js';
import { publishedAd, trader } from '../orders/order-fixtures.js';
import { ApiProcess, MAIN, processEnvironment, until } from '../support/api-process.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { freePort } from '../support/ports.js';
import { auth } from '../support/trader-fixtures.js';

interface Attr {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean };
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Attr[];
  links?: Array<{ traceId: string; spanId: string }>;
}

/** OTLP's span kinds. */
const SERVER = 2;
const PRODUCER = 4;
const CONSUMER = 5;

/** A collector of OTLP/HTTP JSON: keeps every span it receives, and the service that sent it. */
async function startCollector() {
  const spans: Array<OtlpSpan & { service: string }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        const data = JSON.parse(body) as {
          resourceSpans: Array<{
            resource: { attributes: Attr[] };
            scopeSpans: Array<{ spans: OtlpSpan[] }>;
          }>;
        };
        for (const rs of data.resourceSpans) {
          const service =
            rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ ...s, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections(); // the exporter's kept-alive sockets
    });
  return { spans, url, close };
}

const attr = (s: OtlpSpan, key: string) => {
  const v = s.attributes?.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue !== undefined ? String(v.intValue) : undefined);
};

const built = fs.existsSync(MAIN);
const describeBuilt = built ? describe : describe.skip;
if (!built) console.log(`scale/tracing: no ${MAIN.pathname}: build the API first (npm test builds it)`);

describe('scale/tracing', () => {
  describeBuilt(
    'OpenTelemetry traces of the built API, on with OTEL_EXPORTER_OTLP_ENDPOINT (issue 27)',
    () => {
      let fixtures: TestApi;
      let collector: Awaited<ReturnType<typeof startCollector>>;
      let chainDir = '';
      let api: ApiProcess;
      let url: string;

      beforeAll(async () => {
        // The fixtures' app writes the traders and ads; its relay is stopped: the traced process relays.
        fixtures = await startTestApi({ API_ROLE: 'http' });
        await fixtures.app.get(OutboxRelayService).onModuleDestroy();
        collector = await startCollector();
        const processes = await processEnvironment(fixtures);
        chainDir = processes.chainDir;
        const port = await freePort();
        url = `http://127.0.0.1:${port}`;
        api = new ApiProcess('traced api', {
          ...processes.env,
          API_ROLE: 'all',
          PORT: String(port),
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
          // Batches sent every 100 ms: the test reads them soon after.
          OTEL_BSP_SCHEDULE_DELAY: '100',
          // The order's acceptance deadline, a job, runs 3 s after it is placed.
          ORDER_ACCEPT_MINUTES: '0.05',
        });
        await api.start();
      }, 300_000);

      afterAll(async () => {
        await api?.stop();
        await collector?.close();
        await fixtures?.close();
        if (chainDir) fs.rmSync(chainDir, { recursive: true, force: true });
      }, 120_000);

      /** The spans received so far, once `done` holds of them (polled for up to 20 s; else it throws). */
      const spansWhen = async (done: (spans: OtlpSpan[]) => boolean) => {
        const spans = await until(() => [...collector.spans], done, 20_000);
        if (!done(spans)) throw new Error(`not in 20 s; received: ${spans.map((x) => x.name).join(', ')}`);
        return spans;
      };

      it('says where it sends traces, as which service, when it starts', () => {
        expect(api.output.join('\n')).toContain(`Traces on: OTLP to ${collector.url} as p2p-api-all`);
      });

      it("traces an order's request through its route, its transaction, its SQL and Prisma's, as one trace", async () => {
        const ad = await publishedAd(fixtures);
        const buyer = await trader(fixtures);
        const res = await request(url)
          .post('/api/c2c/deal/order')
          .set(auth(buyer.token))
          .send({ adId: ad.id, quantity: '2', unitPrice: '1.5', paymentMethodId: ad.method });
        expect([res.status, res.body.code]).toEqual([200, '200']);

        const isOrder = (s: OtlpSpan) => s.kind === SERVER && s.name === 'POST /api/c2c/deal/order';
        const server = (await spansWhen((all) => all.some(isOrder))).find(isOrder)!;
        expect(server).toBeDefined();
        expect(attr(server, 'http.route')).toBe('/api/c2c/deal/order');
        expect(attr(server, 'http.response.status_code')).toBe('200');

        // The rest of the trace arrives in the same or the next batches.
        const inTrace = (all: OtlpSpan[]) => all.filter((s) => s.traceId === server.traceId);
        const names = (all: OtlpSpan[]) => inTrace(all).map((s) => s.name);
        const trace = inTrace(
          await spansWhen((all) => {
            const n = names(all);
            return (
              n.includes('postgres transaction') &&
              n.some((x) => x.startsWith('postgres INSERT')) &&
              n.some((x) => x.startsWith('pg.query')) &&
              n.includes('prisma:client:operation')
            );
          }),
        );
        const byId = new Map(trace.map((s) => [s.spanId, s]));
        const rootOf = (s: OtlpSpan): OtlpSpan => {
          const parent = s.parentSpanId ? byId.get(s.parentSpanId) : undefined;
          return parent ? rootOf(parent) : s;
        };
        // Every span of the trace hangs under the request's span.
        for (const s of trace) expect(rootOf(s).spanId).toBe(server.spanId);
        const transaction = trace.find((s) => s.name === 'postgres transaction')!;
        const insert = trace.find(
          (s) => s.name === 'postgres INSERT' && s.parentSpanId === transaction.spanId,
        );
        expect(insert).toBeDefined();
        // The statement's text with placeholders, never a bound value (the order's amount is 2 × 1.5).
        const text = attr(insert!, 'db.query.text') ?? '';
        expect(text).toMatch(/^insert into /i);
        expect(text).toContain('$1');
        for (const s of trace) {
          const sql = attr(s, 'db.query.text') ?? '';
          expect(sql).not.toContain(buyer.token);
          expect(sql).not.toMatch(/'1\.5'|'3'|'2'/);
        }
        // Prisma's operation, with pg's query under it.
        const operation = trace.find((s) => s.name === 'prisma:client:operation')!;
        const query = trace.find((s) => s.name.startsWith('pg.query'))!;
        const ancestors = (s: OtlpSpan): string[] => {
          const parent = s.parentSpanId ? byId.get(s.parentSpanId) : undefined;
          return parent ? [parent.spanId, ...ancestors(parent)] : [];
        };
        expect(ancestors(query)).toContain(operation.spanId);
      });

      it('traces the Redis calls of a request under its span', async () => {
        // The slider challenge is kept in Redis.
        await request(url).get('/api/slider/challenge').expect(200);
        const isChallenge = (s: OtlpSpan) =>
          s.kind === SERVER && attr(s, 'http.route') === '/api/slider/challenge';
        const all = await spansWhen((spans) => {
          const server = spans.find(isChallenge);
          return !!server && spans.some((s) => s.parentSpanId === server.spanId && s.name === 'set');
        });
        const server = all.find(isChallenge)!;
        const redis = all.filter(
          (s) => s.parentSpanId === server.spanId && attr(s, 'db.system.name') === 'redis',
        );
        // The throttle's count and the challenge kept.
        expect(redis.map((s) => s.name)).toEqual(expect.arrayContaining(['incr', 'set']));
        // The command and its key, never the values stored (the challenge's answer).
        const set = redis.find((s) => s.name === 'set')!;
        expect(attr(set, 'db.query.text')).toMatch(/^set \S+:slider:challenge:\S+ \[3 other arguments\]$/);
      });

      it('carries a job from the span that queued it to the worker that ran it', async () => {
        // The acceptance deadline of the order above: queued by the relay, run by the worker after 3 s.
        const consumers = (all: OtlpSpan[]) => all.filter((s) => s.kind === CONSUMER);
        const all = await spansWhen((spans) =>
          consumers(spans).some((c) => spans.some((p) => p.kind === PRODUCER && p.spanId === c.parentSpanId)),
        );
        const consumer = consumers(all).find((c) =>
          all.some((p) => p.kind === PRODUCER && p.spanId === c.parentSpanId),
        )!;
        const producer = all.find((p) => p.spanId === consumer.parentSpanId)!;
        expect(consumer.traceId).toBe(producer.traceId);
        expect(attr(consumer, 'bullmq.queue.name')).toBe(attr(producer, 'bullmq.queue.name'));
      }, 30_000);

      it('believes no trace context from a client that is not a trusted proxy', async () => {
        const chosen = 'ab'.repeat(16);
        const res = await request(url)
          .get('/api/c2c/advert/page')
          .set(auth((await trader(fixtures)).token))
          .set('traceparent', `00-${chosen}-${'cd'.repeat(8)}-01`);
        expect(res.status).toBeLessThan(500);
        const isList = (s: OtlpSpan) => s.kind === SERVER && attr(s, 'http.route') === '/api/c2c/advert/page';
        const span = (await spansWhen((all) => all.some(isList))).find(isList)!;
        expect(span.traceId).not.toBe(chosen);
        expect(span.parentSpanId ?? '').toBe('');
      });

      it('makes no span of the health probe', async () => {
        await request(url).get('/api/health').expect(200);
        // A request after it: once its span is in, the probe's would be too.
        await request(url)
          .get('/api/c2c/advert/page')
          .set(auth((await trader(fixtures)).token));
        const isList = (s: OtlpSpan) => s.kind === SERVER && attr(s, 'http.route') === '/api/c2c/advert/page';
        const all = await spansWhen((spans) => spans.filter(isList).length >= 2);
        expect(all.filter((s) => (attr(s, 'url.path') ?? '').startsWith('/api/health'))).toEqual([]);
        expect(all.filter(isList).length).toBeGreaterThanOrEqual(2);
      });
    },
  );
});
