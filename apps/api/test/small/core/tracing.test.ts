// Traces' settings and their guards (issue 27), without services: when traces are on (only with the
// standard OTLP endpoint), which settings are refused, the statement text a span keeps (never a value),
// and trace context believed only from a trusted proxy (on a real HTTP server of this process).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dropUntrustedTraceContext } from '../../../src/core/tracing/trace-http.js';
import { statementText } from '../../../src/core/tracing/traced-sql.js';
import { tracingConfig, TracingConfigError } from '../../../src/core/tracing/tracing-config.js';

describe('small/core/tracing', () => {
  describe('when traces are on', () => {
    it('is off by default: no OTLP endpoint, no traces', () => {
      expect(tracingConfig({})).toBeNull();
      expect(tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBeNull();
    });

    it('is on with OTEL_EXPORTER_OTLP_ENDPOINT, named after the role unless OTEL_SERVICE_NAME names it', () => {
      expect(
        tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/', API_ROLE: 'worker' }),
      ).toEqual({
        endpoint: 'http://collector:4318',
        serviceName: 'p2p-api-worker',
      });
      expect(
        tracingConfig({
          OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://otel.example/v1/traces',
          OTEL_SERVICE_NAME: 'p2p',
        }),
      ).toEqual({ endpoint: 'https://otel.example/v1/traces', serviceName: 'p2p' });
      expect(tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })?.serviceName).toBe(
        'p2p-api-all',
      );
    });

    it('stays off with OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none, endpoint or not', () => {
      const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' };
      expect(tracingConfig({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toBeNull();
      expect(tracingConfig({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toBeNull();
      expect(tracingConfig({ ...endpoint, OTEL_SDK_DISABLED: 'false' })).not.toBeNull();
    });

    it.each([
      [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' }, 'OTEL_EXPORTER_OTLP_ENDPOINT: is not a URL'],
      [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'ftp://c:21' }, 'must be an http or https URL'],
      [{ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://u:secret@c:4318' }, 'must not hold credentials'],
      [
        { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' },
        'grpc is not supported',
      ],
      [
        { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'zipkin' },
        'zipkin is not supported',
      ],
    ])('refuses %j at start, naming the setting', (env, message) => {
      expect(() => tracingConfig(env)).toThrow(TracingConfigError);
      expect(() => tracingConfig(env)).toThrow(message);
    });

    it('never repeats a credential of the endpoint in its message', () => {
      expect(() => tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://u:hunter2@c:4318' })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
      );
    });
  });

  describe("a statement's text on its span", () => {
    it('joins the parts of a tagged template with $1, $2, ..., never a value', () => {
      const parts = Object.assign(['select * from orders where id = ', ' and amount > ', ''], { raw: [] });
      expect(statementText(parts)).toBe('select * from orders where id = $1 and amount > $2');
    });

    it("keeps `unsafe`'s text as it is, on one line, cut at 2,048 characters", () => {
      expect(statementText('select 1\n  from\tdual')).toBe('select 1 from dual');
      const long = statementText(`select ${'x'.repeat(5000)}`);
      expect(long).toHaveLength(2049);
      expect(long.endsWith('…')).toBe(true);
    });
  });

  describe('trace context from the peer', () => {
    /** A server whose handler answers the trace headers it was given, behind the guard. */
    async function serverTrusting(trusted: boolean) {
      const server = http.createServer((req, res) => {
        res.end(
          JSON.stringify({
            traceparent: req.headers.traceparent ?? null,
            baggage: req.headers.baggage ?? null,
          }),
        );
      });
      dropUntrustedTraceContext(server, () => trusted);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return server;
    }

    async function headersSeen(server: http.Server) {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { traceparent: `00-${'ab'.repeat(16)}-${'cd'.repeat(8)}-01`, baggage: 'user=1' },
      });
      return (await res.json()) as { traceparent: string | null; baggage: string | null };
    }

    it('drops traceparent, tracestate and baggage from a peer that is not a trusted proxy', async () => {
      const server = await serverTrusting(false);
      try {
        await expect(headersSeen(server)).resolves.toEqual({ traceparent: null, baggage: null });
      } finally {
        server.close();
      }
    });

    it('keeps them from a trusted proxy', async () => {
      const server = await serverTrusting(true);
      try {
        await expect(headersSeen(server)).resolves.toEqual({
          traceparent: `00-${'ab'.repeat(16)}-${'cd'.repeat(8)}-01`,
          baggage: 'user=1',
        });
      } finally {
        server.close();
      }
    });
  });
});
