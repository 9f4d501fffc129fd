// Prometheus metrics (issue 27: see it), on the real API with the run's PostgreSQL and Redis: the scrape
// server of METRICS_PORT, its token, the HTTP histogram by route template, the process metrics and the
// p2p_ gauges read from their owning modules; never on the API's own port.
import { ConfigError } from '../../src/core/config/config.js';
import { APP_METRIC_NAMES, HTTP_DURATION, P2P_METRICS } from '../../src/core/metrics/metric-names.js';
import { carriesToken } from '../../src/core/metrics/metrics.server.js';
import { freePort, startTestApi, testConfig, type TestApi } from '../support/harness.js';

describe('core/metrics', () => {
  const TOKEN = 'metrics-test-token-0123456789abcdef';
  let api: TestApi;
  let metricsPort: number;

  async function scrape(port: number, headers: Record<string, string> = {}) {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  }

  /** The sample lines of a metric (`name{labels} value` or `name value`). */
  function samples(text: string, name: string): string[] {
    return text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
  }

  beforeAll(async () => {
    metricsPort = await freePort();
    api = await startTestApi({ METRICS_PORT: String(metricsPort) }, [], { listen: true });
  });
  afterAll(() => api.close());

  describe('the scrape (issue 27: see it)', () => {
    it('times each request by its route template, never by its URL, and a request no route took as unmatched', async () => {
      await fetch(`${api.baseUrl}/api/c2c/advert/424242`);
      await fetch(`${api.baseUrl}/api/no-such-route/77`);
      const { status, type, text } = await scrape(metricsPort);
      expect(status).toBe(200);
      expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
      const counts = samples(text, `${HTTP_DURATION}_count`);
      expect(
        counts.some((l) => l.includes('method="GET"') && l.includes('route="/api/c2c/advert/:id"')),
      ).toBe(true);
      expect(counts).toEqual(
        expect.arrayContaining([expect.stringMatching(/^[^ ]*route="unmatched",status="404"\} \d+$/)]),
      );
      const routes = text.split('\n').filter((l) => l.startsWith(HTTP_DURATION));
      expect(routes.join('\n')).not.toContain('424242');
      expect(routes.join('\n')).not.toContain('no-such-route');
      expect(samples(text, `${HTTP_DURATION}_bucket`).some((l) => l.includes('le="0.005"'))).toBe(true);
    });

    it("exports the Node process's metrics and every p2p_ metric, each source read without a failure", async () => {
      const { text } = await scrape(metricsPort);
      for (const name of [
        'process_cpu_seconds_total',
        'nodejs_heap_size_used_bytes',
        'nodejs_eventloop_lag_p99_seconds',
      ]) {
        expect(text).toContain(`# TYPE ${name} `);
      }
      for (const name of APP_METRIC_NAMES) expect(text).toContain(`# TYPE ${name} `);
      // Every source answered: none counted a failure, and the gauges without labels hold numbers.
      expect(samples(text, P2P_METRICS.sourceFailures)).toEqual([]);
      for (const name of [
        P2P_METRICS.outboxUnpublished,
        P2P_METRICS.appealsOverdue,
        P2P_METRICS.socketsConnected,
      ]) {
        const [line] = samples(text, name);
        expect(line).toMatch(new RegExp(`^${name} \\d+(\\.\\d+)?$`));
      }
      expect(
        samples(text, P2P_METRICS.orders).some((l) =>
          l.startsWith(`${P2P_METRICS.orders}{status="WAIT_BUYER_PAY"} `),
        ),
      ).toBe(true);
      expect(samples(text, P2P_METRICS.payouts).map((l) => l.split(' ')[0])).toEqual(
        expect.arrayContaining([
          'p2p_payouts{state="QUEUED"}',
          'p2p_payouts{state="SENT"}',
          'p2p_payouts{state="FAILED"}',
        ]),
      );
      expect(samples(text, P2P_METRICS.queueJobs).some((l) => l.includes('state="failed"'))).toBe(true);
    });

    it('reports the outbox backlog and the age of its oldest unpublished row, read through the outbox repository', async () => {
      // A row put aside until far in the future (as after a failed hand-off): the relay leaves it alone.
      const [row] = await api.prisma.$queryRaw<{ id: bigint }[]>`
        insert into outbox (aggregate, aggregate_id, type, payload, attempts, available_at, created_at)
        values ('metrics-test', '1', 'metrics.test', '{}'::jsonb, 1, now() + interval '1 day', now() - interval '2 hours')
        returning id`;
      try {
        const { text } = await scrape(metricsPort);
        const unpublished = Number(samples(text, P2P_METRICS.outboxUnpublished)[0]!.split(' ')[1]);
        const age = Number(samples(text, P2P_METRICS.outboxOldestAge)[0]!.split(' ')[1]);
        expect(unpublished).toBeGreaterThanOrEqual(1);
        expect(age).toBeGreaterThanOrEqual(7_000);
      } finally {
        await api.prisma.$executeRaw`delete from outbox where id = ${row!.id}`;
      }
    });
  });

  describe('exposure (issue 27: never public)', () => {
    it("does not serve /metrics on the API's own port", async () => {
      expect((await fetch(`${api.baseUrl}/metrics`)).status).toBe(404);
      expect((await fetch(`${api.baseUrl}/api/metrics`)).status).toBe(404);
    });

    it('answers 404 to anything but GET /metrics on the metrics server', async () => {
      expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { method: 'POST' })).status).toBe(404);
    });

    it('refuses a scrape without the metrics token, with a wrong one, and serves it with the right one; a second app of the process starts with its own registry', async () => {
      const port = await freePort();
      const second = await startTestApi({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
      try {
        expect((await scrape(port)).status).toBe(401);
        expect((await scrape(port, { authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
        expect((await scrape(port, { authorization: TOKEN })).status).toBe(401);
        const ok = await scrape(port, { authorization: `Bearer ${TOKEN}` });
        expect(ok.status).toBe(200);
        expect(ok.text).toContain(`# TYPE ${P2P_METRICS.outboxUnpublished} gauge`);
        // The first app still serves its own scrape (no token there): two registries side by side.
        expect((await scrape(metricsPort)).status).toBe(200);
      } finally {
        await second.close();
      }
      // Closed with its app: nothing listens on its port any more.
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
    });

    it('compares the bearer token whatever the length of what was sent', () => {
      expect(carriesToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
      expect(carriesToken(undefined, TOKEN)).toBe(false);
      expect(carriesToken('Bearer ', TOKEN)).toBe(false);
      expect(carriesToken(`bearer ${TOKEN}`, TOKEN)).toBe(false);
    });
  });

  describe('configuration (issue 27: a bad value is refused at start)', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        testConfig(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('the configuration was accepted');
    };

    it('leaves the metrics server off without METRICS_PORT, on loopback by default', () => {
      expect(testConfig().metrics).toEqual({ port: null, host: '127.0.0.1' });
      expect(testConfig({ METRICS_PORT: '9464' }).metrics.port).toBe(9464);
    });

    it('refuses a METRICS_PORT that is not a port, or is the API port', () => {
      expect(refusal({ METRICS_PORT: 'abc' })).toMatch(/METRICS_PORT: must be a port number/);
      expect(refusal({ METRICS_PORT: '70000' })).toMatch(/METRICS_PORT/);
      expect(refusal({ METRICS_PORT: '3100', PORT: '3100' })).toMatch(/METRICS_PORT: must differ from PORT/);
    });

    it('refuses a METRICS_HOST that is not an address, and one reachable from other machines without a token', () => {
      expect(refusal({ METRICS_PORT: '9464', METRICS_HOST: 'metrics.local' })).toMatch(
        /METRICS_HOST: .* not an IP/,
      );
      expect(refusal({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatch(
        /METRICS_HOST: .*METRICS_TOKEN/,
      );
      expect(
        testConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN }).metrics.host,
      ).toBe('0.0.0.0');
    });

    it('refuses a short METRICS_TOKEN without showing it, and keeps a good one out of the JSON of the configuration', () => {
      const message = refusal({ METRICS_TOKEN: 'tiny-secret-x' });
      expect(message).toMatch(/METRICS_TOKEN: must be at least 24 characters/);
      expect(message).not.toContain('tiny-secret-x');
      const config = testConfig({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN });
      expect(config.metrics.token).toBe(TOKEN);
      expect(JSON.stringify(config)).not.toContain(TOKEN);
    });
  });
});
